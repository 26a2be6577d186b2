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
export { auditedVerdict, renderClaudeCodeEventAudit } from './claude-code-event-audit-doc.js';
export {
  CLARIFICATIONS,
  type Clarification,
  DIVERGENCES,
  type Divergence,
  divergencesFor,
  V1_DIVERGENCES,
  V2_CLARIFICATIONS,
  V2_DIVERGENCES,
} from './divergences.js';
export { editDistance } from './edit-distance.js';
export {
  type CommonEnvelope,
  CommonEnvelopeSchema,
  type CompactTrigger,
  CompactTriggerSchema,
  type HookInput,
  INPUT_SCHEMAS,
  type NotificationInput,
  NotificationInputSchema,
  type PermissionMode,
  PermissionModeSchema,
  type PermissionRequestInput,
  PermissionRequestInputSchema,
  type PostCompactInput,
  PostCompactInputSchema,
  type PostToolBatchInput,
  PostToolBatchInputSchema,
  type PostToolUseFailureInput,
  PostToolUseFailureInputSchema,
  type PostToolUseInput,
  PostToolUseInputSchema,
  type PreCompactInput,
  PreCompactInputSchema,
  type PreToolUseInput,
  PreToolUseInputSchema,
  type SessionEndInput,
  SessionEndInputSchema,
  type SessionStartInput,
  SessionStartInputSchema,
  type StopFailureInput,
  StopFailureInputSchema,
  type StopInput,
  StopInputSchema,
  type SubagentStartInput,
  SubagentStartInputSchema,
  type SubagentStopInput,
  SubagentStopInputSchema,
  type ToolBatchCall,
  ToolBatchCallSchema,
  type UserPromptSubmitInput,
  UserPromptSubmitInputSchema,
} from './envelope.js';
export { envelopePasses } from './envelope-check.js';
export { HookError, type HookErrorCode, type HookErrorOptions, isHookError } from './errors.js';
export { escapeControlChars, escapeTerminalText, quoteForDisplay } from './escape-control.js';
export {
  EVENT_CATALOGUE,
  type EventSpec,
  HARNESS_EVENTS_WITHOUT_SEAM,
  isBlockingEvent,
  isProfileEvent,
  isProfileV1Event,
  type MatcherTarget,
  PROFILE_EVENTS,
  PROFILE_V1_EVENTS,
  PROFILE_V2_EVENTS,
  PROFILE_V3_EVENTS,
  type ProfileEvent,
  type ProfileV1Event,
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
export { eventJsonSchema, type SchemaKind, schemaFileName } from './json-schema.js';
export { lionagiHome, userHome } from './lionagi-home.js';
export {
  type CompiledMatcher,
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
export { compileMatcher } from './matcher-eager.js';
export { MISSING_PROGRAM_DENIES, missingProgramMeanwhile } from './missing-program-events.js';
export {
  type HookOutput,
  HookOutputSchema,
  OUTPUT_SCHEMAS,
} from './output.js';
export { isPathInside } from './path-inside.js';
export { type ProfileStatement, renderProfileDoc } from './profile-doc.js';
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
  NEWEST_OBSERVED_HARNESSES,
  OBSERVED_HARNESSES,
  PROFILE_NAME,
  PROFILE_PINNED_ON,
  PROFILE_REVISIONS,
  PROFILE_VERSION,
  type ProfileRevision,
} from './version.js';
export { versionAtLeast } from './version-order.js';
