// `@lionagi/hooks-trust/status` is this file: what a hook's trust state is (trusted, pending,
// changed, not needed, unsafe) and the project approval's, with nothing that approves, revokes or
// gates. `li hooks list` reads trust through it, so a listing loads neither the writers nor the
// runtime's gate (issue 38). Everything here is also in the main entry point.

export { commandHash } from './command-hash.js';
export { type UnsafeHook, unsafeHooks } from './hook-file-safety.js';
export {
  createProgramCheck,
  type ProgramCheckEntry,
  SHOWN_HASH_DIGITS,
} from './program-gate.js';
export {
  type ProjectApproval,
  projectApproval,
  REQUIRE_PROJECT_APPROVAL_ENV,
  requiresProjectApproval,
} from './project-approval.js';
export {
  effectiveTier,
  type TrustCheck,
  type TrustOptions,
  type TrustStatus,
  type TrustSubject,
  trustStatus,
} from './trust-status.js';
