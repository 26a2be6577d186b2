// The audit-log entry point, `@lionagi/hooks-exec/audit`: reading and writing
// `$LIONAGI_HOME/logs/hooks.jsonl` without the process adapter (no child_process, no zod), for programs
// that only show the log (`li hooks list`). The main entry point re-exports all of it.
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
export { AUDIT_OUTPUT_MAX_CHARS } from './run-record.js';
