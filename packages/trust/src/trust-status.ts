import { type ParsedTrustRecords, parseTrustRecords } from './records.js';
import { subjectOf } from './subjects/trust-subjects.js';
import type { TrustCheck, TrustEvaluation, TrustOptions, TrustSubject } from './trust-types.js';

export { describeChanges } from './subjects/command-trust.js';
export {
  effectiveTier,
  needsNoRecord,
  type TrustCheck,
  type TrustEvaluation,
  type TrustOptions,
  type TrustStatus,
  type TrustSubject,
  type TrustSubjectCommon,
} from './trust-types.js';

/**
 * Evaluates the D7 loader rule against already parsed records and keeps what the decision was
 * based on, by the rule of the entry's handler type (`subjects/`: a command's argv and the code it
 * loads, an http handler's URL and names). `withSnapshot` also resolves pending commands (for
 * listings).
 */
export function evaluateTrust(
  entry: TrustSubject,
  parsed: ParsedTrustRecords,
  options: TrustOptions & { withSnapshot?: boolean },
): Promise<TrustEvaluation> {
  return subjectOf(entry).evaluate(entry, parsed, options);
}

/** The gate's answer from an evaluation: the decision, its reason, and what is not pinned. */
export function checkOf(result: TrustEvaluation): TrustCheck {
  const check: TrustCheck = { trusted: result.trusted, status: result.status };
  if (result.reason !== undefined) check.reason = result.reason;
  const unpinned = result.snapshot?.unpinned ?? [];
  if (unpinned.length > 0) check.unpinned = unpinned;
  return check;
}

/**
 * The D7 loader rule for one entry. Tiers `project` and `user` need no record (`not-needed`).
 * Tiers `imported` and `plugin` run only with a record of their argv hash in `records` (the raw
 * `trusted_hook_commands` of the user file): none is `pending`; a full record whose executable
 * path or digest, or any pinned file, no longer matches is `changed` and does not run. A record
 * holds only in the project it was approved in; a plain hash record no longer trusts anything.
 * With `withSnapshot` (listings, doctor) a pending command is resolved too, so `unpinned` says
 * what its approval would not pin. Throws `INVALID_ARGV` for a command that fails D4 validation.
 */
export async function trustStatus(
  entry: TrustSubject,
  records: readonly unknown[],
  options: TrustOptions & { withSnapshot?: boolean },
): Promise<TrustCheck> {
  const result = await evaluateTrust(entry, parseTrustRecords(records), options);
  return checkOf(result);
}
