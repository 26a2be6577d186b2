export { MISSING_PROGRAM_DENIES } from '@lionagi/hooks-profile/core';
export {
  argvSizeProblem,
  assertArgv,
  EXEC_LIMITS,
  HOME_PLACEHOLDER,
  PROJECT_DIR_PLACEHOLDER,
  substituteProjectDir,
} from './argv.js';
export { DEFAULT_MAX_OUTPUT_BYTES } from './capture.js';
export type { DispatchEntry, DispatchEntryCommon } from './dispatch-entry.js';
export {
  createEventDispatcher,
  type DispatcherOptions,
  type DispatchOptions,
  type DispatchResult,
  type EventDispatcher,
  type HookStart,
} from './dispatcher.js';
export {
  type AuditableHookRun,
  defaultHookAuditPath,
  HOOK_AUDIT_MAX_BYTES,
  HookAuditLog,
  type HookAuditRecord,
  isFailedRun,
  lionagiHome,
  type ReadHookAuditOptions,
  readHookAudit,
  readHookAuditLog,
  toAuditRecord,
} from './hook-audit.js';
export { buildHookEnv, IN_HOOK_ENV } from './hook-env.js';
export { type HttpHandlerSpec, substituteHeaders } from './http-headers.js';
export {
  LEGACY_TIMEOUT_MS,
  type LegacyHookOptions,
  type LegacyHookOutcome,
  type LegacyPhase,
  runLegacyHook,
} from './legacy.js';
export { killLiveHooksNow, liveHookCount } from './live-hooks.js';
export { MISSES_KEPT } from './miss-memo.js';
export {
  OWNER_SIGNALS,
  OWNER_STOP_BOUND_MS,
  type OwnerSignal,
  SIGNAL_EXIT_STATUS,
  type StopOnSignalsOptions,
  stopOnSignals,
} from './owner-signals.js';
export { GROUP_EXIT_WAIT_MS, KILL_GRACE_MS } from './process-group.js';
export type { ProcessTrackingKind } from './process-tracker.js';
export { PROCESS_TRACKING_ENV, type ProcessTracking, processTracking } from './process-tracking.js';
export { type HookRunResult, type RunHookOptions, runHookCommand } from './run-hook.js';
export {
  assertHttpUrl,
  type HttpRunResult,
  httpCommand,
  MAX_HTTP_REDIRECTS,
  runHttpHook,
} from './run-http.js';
export {
  AUDIT_OUTPUT_MAX_CHARS,
  type HookRunRecord,
  idleRecord,
  type RunOutcome,
  type SkipReason,
} from './run-record.js';
export { type StopAnswer, stopAnswer } from './stop-answer.js';
export { type TrustCheck, type TrustGate, untrustedReason } from './trust-gate.js';
export { type PinnedForReview, verifiedRunGaps } from './verified-run-gaps.js';
