// The zod-free entry point, `@lionagi/hooks-profile/core`: everything of the profile that needs no
// schema (events, errors, matchers, vocabularies, versions), for programs that must start
// fast (`li hooks list`, `li hooks run`: no zod). The schemas and documents stay in the main entry
// point, which re-exports all of this too: one owner per fact, two doors.
export { type AggregateDecision, aggregateVerdicts } from './aggregate.js';
export {
  ARGV_EXAMPLE,
  ARGV_RULE,
  argvItemProblem,
  argvProblem,
  argvShapeProblem,
} from './argv-rule.js';
export { isBlankArgvElement } from './argv-whitespace.js';
export {
  CLAUDE_CODE_EVENT_AUDIT,
  type ClaudeCodeEventAudit,
  type ClaudeCodeEventVerdict,
  claudeCodeEventAudit,
} from './claude-code-event-audit.js';
export {
  CLARIFICATIONS,
  type Clarification,
  DIVERGENCES,
  type Divergence,
  divergencesFor,
} from './divergences.js';
export { editDistance } from './edit-distance.js';
export type {
  CommonEnvelope,
  HookInput,
  PermissionMode,
  PostToolUseFailureInput,
  PostToolUseInput,
  PreToolUseInput,
  SessionEndInput,
  SessionStartInput,
  UserPromptSubmitInput,
} from './envelope.js';
export { envelopePasses } from './envelope-check.js';
export { HookError, type HookErrorCode, type HookErrorOptions, isHookError } from './errors.js';
export { escapeControlChars, escapeTerminalText, quoteForDisplay } from './escape-control.js';
export {
  EVENT_CATALOGUE,
  type EventSpec,
  isBlockingEvent,
  isProfileEvent,
  type MatcherTarget,
  PROFILE_EVENTS,
  PROFILE_V3_EVENTS,
  type ProfileEvent,
  resolveEvent,
} from './events.js';
export {
  HANDLER_TYPES,
  type HandlerType,
  handlerTypeOf,
  isHandlerType,
} from './handler-type.js';
export { CLAUDE_CODE_EVENT_NAMES, claudeCodeEventSince } from './harness-event-names.js';
export {
  HARNESS_HANDLER_FIELDS,
  HARNESS_ONLY_EVENTS,
  type HarnessOnlyEvent,
  harnessEventNote,
} from './harness-events.js';
export { HEADER_ENV_REFERENCE, headerEnvReferences } from './header-env.js';
export {
  assertJsonDepth,
  exceedsJsonDepth,
  jsonDepth,
  jsonDepthMessage,
  MAX_JSON_DEPTH,
} from './json-depth.js';
export type { SchemaKind } from './json-schema.js';
export { lionagiHome, userHome } from './lionagi-home.js';
export {
  type CompiledMatcher,
  compileMatcher,
  loadMatcherEngine,
  type MatcherKind,
  matcherKind,
} from './matcher.js';
export {
  MATCHER_ALIASES,
  matcherInputs,
  matcherSelects,
  toolCarrying,
} from './matcher-aliases.js';
export { MISSING_PROGRAM_DENIES, missingProgramMeanwhile } from './missing-program-events.js';
export type { HookOutput } from './output.js';
export { isPathInside } from './path-inside.js';
export { DEFAULT_STOP_CONTINUATIONS } from './stop-continuations.js';
export {
  DEFAULT_TOOL_VOCABULARY,
  type HarnessToolNames,
  isToolVocabulary,
  matcherNeverFires,
  type NamedTool,
  type NeverFires,
  TOOL_VOCABULARIES,
  type ToolNameSet,
  type ToolVocabulary,
  toolNameIn,
  toolNamesIn,
} from './tool-vocabulary.js';
export {
  ASK_DENY_REASON,
  type HookProcessResult,
  type InterpretOptions,
  interpretHookResult,
  PERMISSION_DECISIONS,
  type Verdict,
  type VerdictDecision,
  type VerdictOutcome,
} from './verdict.js';
export {
  OBSERVED_HARNESSES,
  PROFILE_NAME,
  PROFILE_PINNED_ON,
  PROFILE_REVISIONS,
  PROFILE_VERSION,
  type ProfileRevision,
} from './version.js';
