export { type ApproveOptions, type ApproveResult, approveCommands } from './approve.js';
export {
  type ArgvContext,
  assertValidArgv,
  HOME_PLACEHOLDER,
  PROJECT_DIR_PLACEHOLDER,
  substituteProjectDir,
} from './argv.js';
export { commandHash, pythonJsonString, serializeArgv } from './command-hash.js';
export { createDigestCache, type DigestCache, digestFile, type FileDigest } from './digest.js';
export { createTrustGate, type TrustGateFn, type TrustGateOptions } from './gate.js';
export { type UnsafeHook, unsafeHooks } from './hook-file-safety.js';
export { type HookFile, type HookFilesOptions, hookFiles, ownsPath } from './hook-files.js';
export {
  type HttpTrustRecord,
  type HttpTrustSubject,
  httpHash,
  httpRecordFor,
} from './http-trust.js';
export { type HttpWarningSubject, httpApprovalWarnings } from './http-warnings.js';
export {
  isApprovable,
  type ListPendingOptions,
  listPending,
  type PendingCommand,
  pythonWouldWiden,
  replacedRecord,
} from './pending.js';
export {
  createProgramCheck,
  type ProgramCheckEntry,
  SHOWN_HASH_DIGITS,
} from './program-gate.js';
export {
  assertProjectApproved,
  type ProjectApproval,
  projectApproval,
  projectPart,
  REQUIRE_PROJECT_APPROVAL_ENV,
  requiresProjectApproval,
} from './project-approval.js';
export { approveProjectSettings, PROJECT_APPROVALS_KEY } from './project-approve.js';
export {
  type IndexedRecord,
  type IndexedTrustRecord,
  type ParsedTrustRecords,
  parseTrustRecords,
  type RecordsByType,
  recordHashesOf,
} from './records.js';
export {
  type CommandSnapshot,
  type PinnedFile,
  type ResolveOptions,
  resolveExecutable,
  snapshotCommand,
} from './resolve.js';
export { type RevokeResult, revokeTrust } from './revoke.js';
export { isSha256Hex } from './sha256-hex.js';
export { recordHash, sameIdentity, sameRecord } from './subjects/command-record-identity.js';
export {
  type FullTrustRecord,
  recordToWire,
  type TrustRecord,
} from './subjects/command-records.js';
export type { RecordOf } from './subjects/record-kinds.js';
export { TRUST_KEY } from './trust-list.js';
export {
  effectiveTier,
  type TrustCheck,
  type TrustOptions,
  type TrustStatus,
  type TrustSubject,
  type TrustSubjectCommon,
  trustStatus,
} from './trust-status.js';
export { describeWiring, type HookWiring, wiringOf } from './wiring.js';
