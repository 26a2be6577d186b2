export {
  type EventSupport,
  eventLacked,
  type HarnessAdapter,
} from './adapter.js';
export { claudeCode, codex, HARNESS_ADAPTERS, lionagi } from './adapters.js';
export {
  type BridgeStopAnswer,
  CODEX_PERMISSION_REWRITE_DENIED,
  type ContinuationCount,
  notificationOutput,
  permissionRequestOutput,
  type StopEvent,
  type StopRendering,
  stopBridgeFailed,
  stopEndOutput,
  stopOutput,
} from './bridge-output.js';
export {
  CODEX_OUTPUT_SCHEMAS,
  type CodexPermissionRequestOutput,
  CodexPermissionRequestOutputSchema,
  type CodexPostToolUseOutput,
  CodexPostToolUseOutputSchema,
  type CodexPreToolUseOutput,
  CodexPreToolUseOutputSchema,
  type CodexSessionStartOutput,
  CodexSessionStartOutputSchema,
  type CodexStopOutput,
  CodexStopOutputSchema,
  type CodexUserPromptSubmitOutput,
  CodexUserPromptSubmitOutputSchema,
} from './codex-output.js';
export {
  type AllowDecision,
  type BlockDecision,
  type ContextDecision,
  DEFAULT_REASON,
  type Decision,
  type DecisionBuilder,
  type DecisionKind,
  type DenyDecision,
  decide,
  isDecision,
  type RewriteDecision,
  type StopDecision,
} from './decision.js';
export { describeReading } from './describe-reading.js';
export { EVENTS_FIRED, firedEvents } from './events-fired.js';
export {
  HANDLERS_RUN,
  type HandlerSupport,
  handlerLacked,
  handlerTypesRun,
} from './handler-support.js';
export { detectHarness, HARNESS_LABELS, HARNESSES, type Harness } from './harness.js';
export { readClaudeCode } from './read-claude-code.js';
export { type CodexReadContext, readCodex } from './read-codex.js';
export {
  type ClassifiedStdout,
  classifyStdout,
  type HarnessEffect,
  type HarnessReading,
} from './reading.js';
export { type RenderedOutput, renderDecision, renderFailure } from './render.js';
export { renderAggregate } from './render-aggregate.js';
export { STOP_CONTEXT_PREFIX } from './render-v2.js';
export {
  isV3Event,
  renderV3Decision,
  type V3Event,
} from './render-v3.js';
