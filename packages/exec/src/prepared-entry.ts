import {
  type CompiledMatcher,
  escapeControlChars,
  HookError,
  isHookError,
  type ProfileEvent,
  quoteForDisplay,
  type Verdict,
} from '@lionagi/hooks-profile/core';
// RE2 loaded at import, as when this package imported the profile's main entry point: a raw regex
// matcher given to createEventDispatcher compiles at once. (li and li-agent bundle core's instead:
// their entries come compiled from the config loader, which loads RE2 only for a regex matcher.)
import { compileMatcher } from '@lionagi/hooks-profile/matcher-eager';
import { type DispatchEntry, entryLabel } from './dispatch-entry.js';
import { runnerOf } from './handlers/handler-runners.js';
import type { HandlerRunner, SpawnContext } from './handlers/runner-types.js';
import { type HookRunRecord, unmatchedTemplate } from './run-record.js';
import type { TrustCheck, TrustGate, VerifiedFile } from './trust-gate.js';

/** An entry checked and compiled once, when its dispatcher is created. */
export interface PreparedEntry<E> {
  entry: E;
  /** How the entry's handler type runs it (`runnerOf`). */
  runner: HandlerRunner;
  matcher: CompiledMatcher;
  /** Identity for de-duplication within one firing: the argv as configured. */
  key: string;
  /** How the hook is named in reasons: its argv joined by spaces. */
  label: string;
  /** Notes every record of this entry carries. */
  notes: string[];
  /** This entry's record in a firing its matcher does not accept (see `unmatchedRecord`). */
  unmatched: HookRunRecord;
  /**
   * This entry's "does not match" note for a firing's target (`undefined`: absent from the
   * envelope); the last one is kept, as a session fires for the same tool again and again.
   */
  missNote(target: string | undefined): string;
}

export type { SpawnContext };

/**
 * Validates one entry's argv and timeout and compiles its matcher; every error names the event
 * and the entry (`file:line` when known). Its handler type's runner checks the handler (a
 * command's argv against the kernel's limits as it will be exec'd, an http handler's URL).
 */
export function prepare<E extends DispatchEntry>(
  event: ProfileEvent,
  targetField: string | null,
  entry: E,
  index: number,
  context: SpawnContext,
): PreparedEntry<E> {
  const ignoresMatcher = targetField === null;
  const where = `${event} hook ${entryLabel(entry, index)}`;
  const runner = naming(where, () => runnerOf(entry));
  runner.check(entry, where, context);
  if (typeof entry.timeoutSec !== 'number' || !(entry.timeoutSec > 0)) {
    throw new HookError(
      'USAGE',
      `${where}: timeout must be a positive number of seconds, got ${String(entry.timeoutSec)}`,
    );
  }
  const matcher: CompiledMatcher = naming(
    where,
    () => entry.compiledMatcher ?? compileMatcher(entry.matcher),
  );
  const notes =
    ignoresMatcher && matcher.kind !== 'all'
      ? [
          `matcher ${quoteForDisplay(entry.matcher ?? '')} is ignored on ${event} (it has no matcher target)`,
        ]
      : [];
  return {
    entry,
    runner,
    matcher,
    key: runner.key(entry),
    label: runner.label(entry).map(escapeControlChars).join(' '),
    notes,
    unmatched: unmatchedTemplate(event, entry, index),
    missNote: missNotes(
      `matcher ${quoteForDisplay(entry.matcher ?? '')} does not match ${targetField} `,
    ),
  };
}

/** `make()`, with a `HookError` it throws prefixed by `where` (the event and the entry). */
function naming<T>(where: string, make: () => T): T {
  try {
    return make();
  } catch (error) {
    if (!isHookError(error)) throw error;
    throw new HookError(error.code, `${where}: ${error.message}`, {
      cause: error,
      details: error.details,
    });
  }
}

/** How many targets' notes an entry keeps: a session calls a handful of tools, over and over. */
const NOTES_KEPT = 16;

/**
 * Targets as shown in notes, shared by every entry (each entry of a firing sees the same name in
 * its vocabulary, and quoting it escapes every control character: most of a non-matching firing's
 * cost when it was done per entry). Bounded: cleared when it holds more than a session's tools.
 */
const quoted = new Map<string, string>();

function quotedTarget(target: string): string {
  let text = quoted.get(target);
  if (text === undefined) {
    if (quoted.size >= 4 * NOTES_KEPT) quoted.clear();
    text = quoteForDisplay(target);
    quoted.set(target, text);
  }
  return text;
}

/**
 * The note for each target, behind `head`, memoised for the last {@link NOTES_KEPT} targets seen
 * (a session alternating between tools finds each note made once, not rebuilt at every firing).
 */
function missNotes(head: string): (target: string | undefined) => string {
  const absent = `${head}absent from the envelope`;
  const notes = new Map<string, string>();
  return (target) => {
    if (target === undefined) return absent;
    let note = notes.get(target);
    if (note === undefined) {
      if (notes.size >= NOTES_KEPT) notes.clear();
      note = head + quotedTarget(target);
      notes.set(target, note);
    }
    return note;
  };
}

/** Asks the gate; a gate that throws counts as "not trusted": a guard must not vanish on an error. */
export async function askGate<E extends DispatchEntry>(
  gate: TrustGate<E>,
  entry: E,
): Promise<{
  trusted: boolean;
  status: string;
  reason?: string;
  verified?: readonly VerifiedFile[];
}> {
  try {
    const check: TrustCheck = await gate(entry);
    return check;
  } catch (error) {
    return {
      trusted: false,
      status: 'unverifiable',
      reason: `the trust check failed: ${(error as Error).message}`,
    };
  }
}

/** The verdict of a hook cut short by the caller's abort: fail closed on a blocking event. */
export function abortedVerdict(
  event: ProfileEvent,
  label: string,
  blocking: boolean,
  started: boolean,
): Verdict {
  const what = started
    ? `hook ${label} was aborted before it finished`
    : `the firing was aborted before hook ${label} started`;
  const tail = blocking ? '; failing closed on a blocking event' : '';
  return {
    event,
    decision: blocking ? 'deny' : 'none',
    outcome: 'error',
    reason: `${what}${tail}`,
    notes: [],
  };
}
