import type { ProfileEvent, Verdict } from '@lionagi/hooks-profile/core';
import type { DispatchEntry } from './dispatch-entry.js';
import type { HookRunResult } from './run-hook.js';
import type { HttpRunResult } from './run-http.js';

/** How one configured hook fared in one firing. */
export type RunOutcome = 'success' | 'blocked' | 'error' | 'timeout' | 'skipped' | 'not-run';

/**
 * Why a configured hook started no process in a firing: its matcher did not match, an earlier
 * hook denied (the chain stopped), the firing was aborted, an identical argv already ran, or its
 * trust gate refused it on an advisory event.
 */
export type SkipReason =
  | 'no-match'
  | 'earlier-deny'
  | 'aborted'
  | 'duplicate'
  | 'untrusted'
  /** Its program is not installed here (advisory events; blocking ones deny). */
  | 'missing-program'
  /** `async: true`: handed to the background queue; its own record follows when it has run. */
  | 'background';

/**
 * One configured hook's line in a firing's report (the `li hooks run` JSON). Every configured
 * entry gets one, matched or not, in config order.
 */
export interface HookRunRecord {
  event: ProfileEvent;
  /** Position of the entry in the dispatcher's list (config order). */
  index: number;
  /** The argv as configured (before `${LIONAGI_PROJECT_DIR}` substitution). */
  command: string[];
  source?: string;
  tier?: string;
  origin?: { file: string; line: number };
  /** Delivered by the session's background queue (`async: true`): its decision was ignored. */
  async?: boolean;
  /** The entry's matcher accepted this firing's target (always true where matchers are ignored). */
  matched: boolean;
  /** The trust gate approved it; true when no gate is configured. False when it was not asked. */
  trusted: boolean;
  trustStatus?: string;
  /** A process was started. */
  ran: boolean;
  pid?: number;
  /** Exit code of a command hook; `null` for an http handler (see `httpStatus`) or when none ran. */
  exitCode: number | null;
  /** An http handler: the URL the envelope was POSTed to. */
  url?: string;
  /** An http handler: the response's status code (absent when no response arrived). */
  httpStatus?: number;
  signal?: string | null;
  timedOut: boolean;
  truncated: boolean;
  durationMs: number;
  /** `skipped`: deliberately not started (duplicate, untrusted on an advisory event); `not-run`: no match, or the chain had stopped. */
  outcome: RunOutcome;
  /** Set when the outcome is `not-run` or `skipped`: why no process started. */
  skip?: SkipReason;
  decision: 'allow' | 'deny' | 'none';
  reason?: string;
  /** The context the hook gave the model (`additionalContext`, or plain stdout where it counts). */
  additionalContext?: string;
  notes: string[];
  /** What the hook printed, whole up to the capture cap (1 MiB each); absent when none ran. */
  stdout?: string;
  stderr?: string;
}

/**
 * How much of a hook's stdout and stderr one audit-log line keeps: the last 4 KiB of each (a
 * crash says what went wrong at the end). The run record and the reports keep them whole.
 */
export const AUDIT_OUTPUT_MAX_CHARS = 4096;

/** `text` cut to its last {@link AUDIT_OUTPUT_MAX_CHARS} characters, marked when cut. */
export function auditTail(text: string): string {
  return text.length <= AUDIT_OUTPUT_MAX_CHARS
    ? text
    : `…[${text.length - AUDIT_OUTPUT_MAX_CHARS} chars cut]${text.slice(-AUDIT_OUTPUT_MAX_CHARS)}`;
}

/** A record for an entry that started no process. */
export function idleRecord(
  event: ProfileEvent,
  entry: DispatchEntry,
  index: number,
  fields: Pick<HookRunRecord, 'matched' | 'outcome' | 'notes'> & Partial<HookRunRecord>,
): HookRunRecord {
  const record: HookRunRecord = {
    event,
    index,
    command: [...entry.command],
    trusted: false,
    ran: false,
    exitCode: null,
    timedOut: false,
    truncated: false,
    durationMs: 0,
    decision: 'none',
    ...fields,
  };
  if (entry.source !== undefined) record.source = entry.source;
  if (entry.tier !== undefined) record.tier = entry.tier;
  if (entry.origin !== undefined)
    record.origin = { file: entry.origin.file, line: entry.origin.line };
  return record;
}

/**
 * The record every firing whose target an entry's matcher does not accept gives that entry, but
 * for its note: built once per entry (when its dispatcher is created), in the key order of
 * {@link idleRecord}'s. Its argv and origin are frozen: {@link unmatchedRecord} shares them.
 */
export function unmatchedTemplate(
  event: ProfileEvent,
  entry: DispatchEntry,
  index: number,
): HookRunRecord {
  const record = idleRecord(event, entry, index, {
    matched: false,
    outcome: 'not-run',
    skip: 'no-match',
    notes: [],
  });
  Object.freeze(record.command);
  if (record.origin !== undefined) Object.freeze(record.origin);
  return record;
}

/**
 * The record of an entry whose matcher did not accept this firing's target: the fields of the
 * entry's {@link unmatchedTemplate} with its own notes. Every such record of an entry has one
 * shape and shares the template's frozen `command` and `origin` (a non-matching firing of many
 * entries allocates the records and their notes, nothing else; changing either throws).
 */
export function unmatchedRecord(template: HookRunRecord, note: string): HookRunRecord {
  // A literal in idleRecord's key order (the JSON is the same): about half the cost of a spread
  // copy, and a non-matching firing makes one per entry.
  const record: HookRunRecord = {
    event: template.event,
    index: template.index,
    command: template.command,
    trusted: template.trusted,
    ran: false,
    exitCode: null,
    timedOut: false,
    truncated: false,
    durationMs: 0,
    decision: 'none',
    matched: false,
    outcome: 'not-run',
    skip: 'no-match',
    notes: [note],
  };
  if (template.source !== undefined) record.source = template.source;
  if (template.tier !== undefined) record.tier = template.tier;
  if (template.origin !== undefined) record.origin = template.origin;
  return record;
}

/** The record of a hook that was handed to the process adapter, with its verdict. */
export function ranRecord(
  event: ProfileEvent,
  entry: DispatchEntry,
  index: number,
  trust: { trusted: boolean; trustStatus?: string },
  result: HookRunResult,
  verdict: Verdict,
): HookRunRecord {
  const http = result as Partial<HttpRunResult>;
  const record = idleRecord(event, entry, index, {
    matched: true,
    outcome: verdict.outcome,
    notes: [...result.notes, ...verdict.notes],
    ...trust,
    ran: hookStarted(result),
    // An http handler has a status, not an exit code (its 2xx reads as exit 0 for the verdict).
    exitCode: http.url === undefined ? result.exitCode : null,
    signal: result.signal,
    timedOut: result.timedOut,
    truncated: result.truncated,
    durationMs: result.durationMs,
    decision: verdict.decision,
  });
  if (result.pid !== undefined) record.pid = result.pid;
  if (hookStarted(result)) {
    record.stdout = result.stdout;
    record.stderr = result.stderr;
  }
  if (http.url !== undefined) record.url = http.url;
  if (http.httpStatus !== undefined) record.httpStatus = http.httpStatus;
  if (verdict.reason !== undefined) record.reason = verdict.reason;
  if (verdict.additionalContext !== undefined) record.additionalContext = verdict.additionalContext;
  return record;
}

/** True when the run reached its hook: a process was spawned, or a request was sent. */
export function hookStarted(result: HookRunResult): boolean {
  return result.pid !== undefined || (result as Partial<HttpRunResult>).sent === true;
}
