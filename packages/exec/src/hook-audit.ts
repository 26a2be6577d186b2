import {
  appendFileSync,
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  renameSync,
  statSync,
  writeSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { withFileLockSync } from '@lionagi/hooks-file-lock';
import { lionagiHome } from '@lionagi/hooks-profile/core';

/** Re-exported from the profile, its owner (one rule for every reader of `$LIONAGI_HOME`). */
export { lionagiHome };

import { AUDIT_OUTPUT_MAX_CHARS, auditTail, type HookRunRecord } from './run-record.js';

/** The fields of a hook run the audit log keeps (a {@link HookRunRecord} has them all). */
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
  /** An async hook (delivered in the background; its decision is ignored). */
  async?: boolean | undefined;
  /** An http handler's response status (its `command` is `["POST", url]`). */
  httpStatus?: number | undefined;
  timedOut: boolean;
  durationMs: number;
  stdout?: string | undefined;
  stderr?: string | undefined;
}

/** One line of `$LIONAGI_HOME/logs/hooks.jsonl`. */
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
  /** `true` for an async hook, whose decision was ignored; absent otherwise. */
  async?: true;
  /** An http handler's response status, in place of `exit_code` (null); absent for commands. */
  http_status?: number;
  timed_out: boolean;
  duration_ms: number;
  trusted: boolean | null;
  ran: boolean | null;
  /** The tail of what the hook printed ({@link AUDIT_OUTPUT_MAX_CHARS}); null when none ran. */
  stdout: string | null;
  stderr: string | null;
}

/** The default size cap before rotation: 5 MiB. */
export const HOOK_AUDIT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The append-only hook audit log: one JSON line per hook run, written synchronously (so lines
 * from one process never interleave) through one kept `O_APPEND` descriptor, opened at the first
 * record and kept until {@link close}. When a line would push the file past `maxBytes`, the file
 * is rotated to `<path>.1` (replacing the previous one) and a new file is started; rotation holds
 * the repository's file lock on `path` (`<path>.lock`), so concurrent writers rotate once. Before
 * each record the path is stat'ed: when another writer rotated (or someone removed) the file the
 * descriptor names, it is reopened, so no record goes to a file that is no longer the log.
 */
export class HookAuditLog {
  readonly path: string;
  readonly maxBytes: number;
  #fd: number | undefined;
  /** Identity (device, inode) of the file {@link #fd} is open on. */
  #dev = 0;
  #ino = 0;
  #closed = false;

  constructor(path: string, options: { maxBytes?: number } = {}) {
    this.path = path;
    this.maxBytes = options.maxBytes ?? HOOK_AUDIT_MAX_BYTES;
  }

  /**
   * Appends one run; throws on I/O failure (callers that must not fail catch and log). After
   * {@link close}, a late record is still written, through a descriptor opened and closed for it.
   */
  append(run: AuditableHookRun, sessionId?: string): HookAuditRecord {
    const record = toAuditRecord(run, sessionId);
    const line = Buffer.from(`${JSON.stringify(record)}\n`);
    const bytes = line.length;
    if (this.#closed) {
      mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 });
      if (this.#overflows(this.#size(), bytes)) this.#rotate(bytes);
      appendFileSync(this.path, line, { mode: 0o600 });
      return record;
    }
    if (this.#overflows(this.#currentSize(), bytes)) {
      this.#rotate(bytes);
      this.#currentSize();
    }
    // One write(2) of a whole line on an O_APPEND descriptor; a short write (a full disk) goes on.
    for (let at = 0; at < bytes; ) at += writeSync(this.#fd as number, line, at, bytes - at);
    return record;
  }

  /** Closes the kept descriptor (idempotent). The session that owns the log calls it when it ends. */
  close(): void {
    this.#closed = true;
    this.#release();
  }

  /** The size of the log file, (re)opening the kept descriptor when it no longer names it. */
  #currentSize(): number {
    const now = statSync(this.path, { throwIfNoEntry: false });
    if (
      this.#fd !== undefined &&
      now !== undefined &&
      now.ino === this.#ino &&
      now.dev === this.#dev
    )
      return now.size;
    this.#release();
    mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 });
    const fd = openSync(this.path, 'a', 0o600);
    const opened = fstatSync(fd);
    this.#fd = fd;
    this.#dev = opened.dev;
    this.#ino = opened.ino;
    return opened.size;
  }

  #release(): void {
    if (this.#fd === undefined) return;
    const fd = this.#fd;
    this.#fd = undefined;
    closeSync(fd);
  }

  #rotate(bytes: number): void {
    // Every writer that saw the file full would rotate it: unlocked, the later ones renamed the
    // fresh file over `<path>.1` (losing the rotated records) or failed with ENOENT. Under the
    // lock, only the first rotates; the others re-check and find the new, small file.
    withFileLockSync(this.path, () => {
      if (this.#overflows(this.#size(), bytes)) renameSync(this.path, `${this.path}.1`);
    });
  }

  #size(): number {
    return statSync(this.path, { throwIfNoEntry: false })?.size ?? 0;
  }

  #overflows(size: number, bytes: number): boolean {
    return size > 0 && size + bytes > this.maxBytes;
  }
}

/** The audit line of a run. */
export function toAuditRecord(run: AuditableHookRun, sessionId?: string): HookAuditRecord {
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
    ...(run.httpStatus === undefined ? {} : { http_status: run.httpStatus }),
    ...(run.async === true ? { async: true as const } : {}),
    timed_out: run.timedOut,
    duration_ms: Math.round(run.durationMs),
    trusted: run.trusted ?? null,
    ran: run.ran ?? null,
    stdout: run.stdout === undefined ? null : auditTail(run.stdout),
    stderr: run.stderr === undefined ? null : auditTail(run.stderr),
  };
}

/** The hook audit log every writer shares: `$LIONAGI_HOME/logs/hooks.jsonl`. */
export function defaultHookAuditPath(env: NodeJS.ProcessEnv = process.env): string {
  return join(lionagiHome(env), 'logs', 'hooks.jsonl');
}

/** True for a run the audit log counts as failed: outcome `error` or `timeout`. */
export function isFailedRun(record: Pick<HookAuditRecord, 'outcome'>): boolean {
  return record.outcome === 'error' || record.outcome === 'timeout';
}

/** Options of {@link readHookAudit}. */
export interface ReadHookAuditOptions {
  /** Keep only the most recent `limit` records. */
  limit?: number;
  /** Keep only failed runs: outcome `error` or `timeout`. */
  failuresOnly?: boolean;
}

/**
 * Reads the audit log (the rotated `<path>.1` first, then `<path>`), oldest first. Missing files
 * read as empty; lines that are not JSON objects with an event and an argv are skipped and counted.
 */
export async function readHookAuditLog(
  path: string,
  options: ReadHookAuditOptions = {},
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
  const kept =
    options.limit !== undefined
      ? records.slice(Math.max(0, records.length - options.limit))
      : records;
  return { records: kept, skipped };
}

/** {@link readHookAuditLog} without the count of skipped lines. */
export async function readHookAudit(
  path: string,
  options: ReadHookAuditOptions = {},
): Promise<HookAuditRecord[]> {
  return (await readHookAuditLog(path, options)).records;
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
