// The zod-free entry point, `@lionagi/hooks-harness/core`: what a program answering as a harness hook
// needs (the events each harness fires, the rendering of an aggregate decision) without the output
// readers, whose Codex schemas are zod. `li hooks run --emit` (the bridge) imports this door; the main
// entry point re-exports all of it: one owner per fact, two doors.
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
export { EVENTS_FIRED, firedEvents } from './events-fired.js';
export {
  HANDLERS_RUN,
  type HandlerSupport,
  handlerLacked,
  handlerTypesRun,
} from './handler-support.js';
export { HARNESS_LABELS, HARNESSES, type Harness } from './harness.js';
export { renderAggregate } from './render-aggregate.js';
