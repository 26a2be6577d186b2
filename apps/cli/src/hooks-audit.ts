import { type HookAuditRecord, isFailedRun } from '@lionagi/hooks-exec/audit';

/** The key that ties audit lines to a configured hook: its event and its argv as configured. */
export function auditKey(event: string, command: readonly string[]): string {
  return `${event}\0${JSON.stringify(command)}`;
}

/** The most recent `limit` failures of each hook, keyed by {@link auditKey}, newest first. */
export function recentFailures(
  records: readonly HookAuditRecord[],
  limit: number,
): Map<string, HookAuditRecord[]> {
  const byHook = new Map<string, HookAuditRecord[]>();
  for (let i = records.length - 1; i >= 0; i -= 1) {
    const record = records[i]!;
    if (!isFailedRun(record)) continue;
    const key = auditKey(record.event, record.command);
    const list = byHook.get(key) ?? [];
    if (list.length < limit) list.push(record);
    byHook.set(key, list);
  }
  return byHook;
}
