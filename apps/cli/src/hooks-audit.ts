import { appendFileSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/**
 * One line of `$LIONAGI_HOME/logs/hooks.jsonl`, the same line the runtime writes for every hook
 * run (`@lionagi/runtime` `HookAuditRecord`). The CLI keeps its own copy because it does not
 * depend on the runtime; the format is the contract between them.
 */
export interface HookAuditRecord {
  ts: string;
  session_id: string | null;
  event: string;
  command: string[];
  source: string | null;
  tier: string | null;
  origin: { file: string; line: number } | null;
  outcome: string;
  decision: string;
  reason: string | null;
  exit_code: number | null;
  timed_out: boolean;
  duration_ms: number;
  trusted: boolean | null;
  ran: boolean | null;
}

/** What the audit log needs from a hook run (structurally the exec `HookRunRecord`). */
export interface AuditableHookRun {
  event: string;
  command: readonly string[];
  source?: string | undefined;
  tier?: string | undefined;
  origin?: { file: string; line: number } | undefined;
  trusted?: boolean;
  ran?: boolean;
  outcome: string;
  decision: string;
  reason?: string | undefined;
  exitCode: number | null;
  timedOut: boolean;
  durationMs: number;
}

/** The runtime's size cap before the log rotates to `<path>.1`: 5 MiB. */
const MAX_BYTES = 5 * 1024 * 1024;

/** `$LIONAGI_HOME`, or `$HOME/.lionagi` when unset or empty (both read from `env`). */
export function lionagiHomeOf(env: NodeJS.ProcessEnv): string {
  const home = env.LIONAGI_HOME;
  if (home !== undefined && home.trim() !== '') return resolve(home);
  return join(env.HOME && env.HOME.trim() !== '' ? env.HOME : homedir(), '.lionagi');
}

/** The hook audit log: `$LIONAGI_HOME/logs/hooks.jsonl`. */
export function hookAuditPath(env: NodeJS.ProcessEnv): string {
  return join(lionagiHomeOf(env), 'logs', 'hooks.jsonl');
}

/** The audit line of one run. */
export function toAuditRecord(
  run: AuditableHookRun,
  sessionId: string | undefined,
): HookAuditRecord {
  return {
    ts: new Date().toISOString(),
    session_id: sessionId ?? null,
    event: run.event,
    command: [...run.command],
    source: run.source ?? null,
    tier: run.tier ?? null,
    origin: run.origin ? { file: run.origin.file, line: run.origin.line } : null,
    outcome: run.outcome,
    decision: run.decision,
    reason: run.reason ?? null,
    exit_code: run.exitCode,
    timed_out: run.timedOut,
    duration_ms: Math.round(run.durationMs),
    trusted: run.trusted ?? null,
    ran: run.ran ?? null,
  };
}

/**
 * Appends runs to the audit log the way the runtime does: one synchronous append per line (lines
 * from concurrent writers never interleave), rotating to `<path>.1` when a line would push the
 * file past 5 MiB. The directory is created 0700 and the file 0600.
 */
export function appendHookAudit(path: string, records: readonly HookAuditRecord[]): void {
  if (records.length === 0) return;
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  for (const record of records) {
    const line = `${JSON.stringify(record)}\n`;
    let size = 0;
    try {
      size = statSync(path).size;
    } catch {
      size = 0;
    }
    if (size > 0 && size + Buffer.byteLength(line) > MAX_BYTES) renameSync(path, `${path}.1`);
    appendFileSync(path, line, { mode: 0o600 });
  }
}

/** True for a run the audit log counts as failed: outcome `error` or `timeout`. */
export function isFailedRun(record: Pick<HookAuditRecord, 'outcome'>): boolean {
  return record.outcome === 'error' || record.outcome === 'timeout';
}

/**
 * Reads the audit log, oldest first: the rotated `<path>.1`, then `<path>`. Missing files read as
 * empty; lines that are not JSON objects with an event and an argv are skipped and counted.
 */
export async function readHookAudit(
  path: string,
  options: { failuresOnly?: boolean } = {},
): Promise<{ records: HookAuditRecord[]; skipped: number }> {
  const records: HookAuditRecord[] = [];
  let skipped = 0;
  for (const file of [`${path}.1`, path]) {
    let text = '';
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      const record = parseLine(line);
      if (record === undefined) skipped += 1;
      else if (!options.failuresOnly || isFailedRun(record)) records.push(record);
    }
  }
  return { records, skipped };
}

function parseLine(line: string): HookAuditRecord | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    // A torn line (a crash mid-append) must not hide the rest of the log.
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as HookAuditRecord;
  const argvOk =
    Array.isArray(record.command) && record.command.every((a) => typeof a === 'string');
  return typeof record.event === 'string' && argvOk ? record : undefined;
}

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
