import {
  type AggregateDecision,
  aggregateVerdicts,
  type HarnessToolNames,
  interpretHookResult,
  MISSING_PROGRAM_DENIES,
  type ProfileEvent,
  resolveEvent,
  type Verdict,
} from '@lionagi/hooks-profile/core';
import { type DedupPolicy, describePolicy, strictestPolicies } from './dedup.js';
import type { DispatchEntry } from './dispatch-entry.js';
import { matcherAccepts, matcherTarget, stringField } from './entry-match.js';
import { MissMemo } from './miss-memo.js';
import { abortedVerdict, askGate, type PreparedEntry, prepare } from './prepared-entry.js';
import {
  type HookRunRecord,
  hookStarted,
  idleRecord,
  ranRecord,
  type SkipReason,
  unmatchedRecord,
} from './run-record.js';
import { type TrustGate, untrustedReason } from './trust-gate.js';
import { prepareVerifiedRun } from './verified-run.js';

/** The aggregated decision of one firing plus one run record per configured entry. */
export interface DispatchResult extends AggregateDecision {
  runs: HookRunRecord[];
}

/** Runs one event's configured hooks; build it once per event, fire it per call. */
export interface EventDispatcher {
  readonly event: ProfileEvent;
  /** Number of configured entries. */
  readonly size: number;
  /**
   * True when at least one entry would run for `target` (pure: spawns nothing). On tool events
   * `harnessNames` are the tool's names in other vocabularies (see {@link DispatchOptions}).
   */
  matches(target: string | undefined, harnessNames?: HarnessToolNames): boolean;
  dispatch(envelope: Record<string, unknown>, opts?: DispatchOptions): Promise<DispatchResult>;
}

/** Options of one firing. */
export interface DispatchOptions {
  signal?: AbortSignal;
  /**
   * Tool events: the tool's names in other vocabularies (profile v1.1). An entry with a
   * `toolVocabulary` is matched against, and receives as `tool_name`, the tool's name in it;
   * the envelope's `tool_name` is the registered name.
   */
  harnessNames?: HarnessToolNames;
}

/** What {@link DispatcherOptions.onStart} learns about a hook about to run. */
export interface HookStart {
  event: ProfileEvent;
  /** Position of the entry in config order (matches the run record's `index`). */
  index: number;
  /** The argv as configured (before `${LIONAGI_PROJECT_DIR}` substitution). */
  command: string[];
  source?: string;
  tier?: string;
  /** The entry's `status_message`, for a live status line. */
  statusMessage?: string;
  /** What the entry's matcher was tested against (the tool's name in its vocabulary, `source`…). */
  matcherTarget?: string;
}

/** Options of {@link createEventDispatcher}. */
export interface DispatcherOptions<E extends DispatchEntry = DispatchEntry> {
  /** Project root: the hooks' cwd and the value of the C-3 variables and C-4 placeholder. */
  projectDir: string;
  /** Inherited environment; default `process.env`. */
  env?: NodeJS.ProcessEnv;
  /** Asked before each spawn; without a gate every command counts as trusted. */
  trust?: TrustGate<E>;
  /** Called just before a hook process is spawned (after the matcher and the trust gate). */
  onStart?: (start: HookStart) => void;
  /** Called with each record as soon as it exists, in config order. */
  onRun?: (record: HookRunRecord) => void;
  /**
   * Asked before the trust gate: why the entry's program cannot run here (not installed), the fix
   * first, or `undefined` when it can. Such an entry is skipped with that warning on an event that
   * decides no action (Stop, Notification, PostToolUse…), and denies on one that does
   * (`MISSING_PROGRAM_DENIES` of the profile).
   */
  missingProgram?: (entry: E) => string | undefined;
  /** Cap on each hook's stdout and stderr (default 1 MiB). */
  maxOutputBytes?: number;
}

/**
 * Builds the dispatcher of one event (ADR-0048 D4, C-1, C-2, C-5, D7). Every entry's argv is
 * validated and its matcher compiled here, once. A firing reads the matcher target from the
 * envelope (`tool_name`, `source` or `reason`; matchers are ignored on UserPromptSubmit; on tool
 * events each entry sees the tool's name in its own `toolVocabulary`, also as its `tool_name`), then
 * walks the entries in config order, one at a time: a non-matching entry spawns nothing and gets a
 * `matched: false` record; an argv already seen in this firing is `skipped`; the trust gate is
 * asked before each spawn (untrusted: deny on a blocking event, skip with a warning on an
 * advisory one); each PreToolUse `updatedInput` becomes the next hook's `tool_input`; the first
 * deny stops the chain (later entries are `not-run`), an `ask` does not (the rest still run, and
 * any deny among them wins, Dv1-7). Verdicts come from the profile package.
 * Firings share no state, so concurrent tool calls run their chains concurrently.
 * @throws HookError `UNKNOWN_EVENT`, `INVALID_ARGV`, `INVALID_MATCHER`, `USAGE` naming the entry.
 */
export function createEventDispatcher<E extends DispatchEntry>(
  event: ProfileEvent,
  entries: readonly E[],
  options: DispatcherOptions<E>,
): EventDispatcher {
  const spec = resolveEvent(event);
  const targetField = spec.matcherTarget;
  const context = { projectDir: options.projectDir, env: options.env ?? process.env };
  const prepared = entries.map((entry, index) =>
    prepare(event, targetField, entry, index, context),
  );
  // The target an entry's matcher sees: on tool events, the tool's name in the entry's vocabulary.
  const targetFor = (p: PreparedEntry<E>, target: string | undefined, names?: HarnessToolNames) =>
    matcherTarget(targetField, target, names, p.entry.toolVocabulary);
  // A tool's matcher aliases in the entry's vocabulary select it too (Codex: `Write` -> apply_patch).
  const selects = (p: PreparedEntry<E>, target: string | undefined) =>
    matcherAccepts(targetField, p.matcher, target, p.entry.toolVocabulary);
  const anyMatch = (target: string | undefined, names?: HarnessToolNames) => {
    if (targetField === null) return prepared.length > 0;
    for (const p of prepared) if (selects(p, targetFor(p, target, names))) return true;
    return false;
  };

  const misses = new MissMemo(entries, targetField);
  const missAll = (runs: HookRunRecord[], notes: readonly string[]) => {
    for (let index = 0; index < prepared.length; index++) {
      // Only events with a matcher target miss, and their entries carry no notes of their own.
      const p = prepared[index] as PreparedEntry<E>;
      const record = unmatchedRecord(p.unmatched, notes[index] as string);
      runs.push(record);
      options.onRun?.(record);
    }
    return { ...aggregateVerdicts(event, []), runs };
  };

  async function dispatch(envelope: Record<string, unknown>, opts: DispatchOptions = {}) {
    const registered = targetField === null ? undefined : stringField(envelope, targetField);
    const runs: HookRunRecord[] = [];
    const replayed = misses.replay(registered, opts.harnessNames);
    if (replayed !== undefined) return missAll(runs, replayed);
    // `${HOME}` in argv is the home of the environment hooks are spawned with (as run-hook does).
    const home = (options.env ?? process.env).HOME;
    const emit = (record: HookRunRecord, p: PreparedEntry<E>) => {
      if (p.notes.length > 0) record.notes.unshift(...p.notes);
      runs.push(record);
      options.onRun?.(record);
    };
    // Each entry's target and matcher are evaluated once per firing.
    const targets = prepared.map((p) => targetFor(p, registered, opts.harnessNames));
    const matched = prepared.map((p, i) => targetField === null || selects(p, targets[i]));
    if (!matched.includes(true)) {
      const notes = prepared.map((p, index) => p.missNote(targets[index]));
      misses.remember(registered, opts.harnessNames, notes);
      return missAll(runs, notes);
    }

    const verdicts: Verdict[] = [];
    const seen = new Map<string, number>();
    let current = envelope;
    let stopped: { note: string; skip: SkipReason } | undefined;
    const policies = strictestPolicies(prepared, (_p, i) => matched[i] === true);
    for (const [index, p] of prepared.entries()) {
      const { entry } = p;
      const target = targets[index];
      if (!matched[index]) {
        emit(unmatchedRecord(p.unmatched, p.missNote(target)), p);
        continue;
      }
      if (stopped !== undefined) {
        emit(
          idleRecord(event, entry, index, {
            matched: true,
            outcome: 'not-run',
            skip: stopped.skip,
            notes: [stopped.note],
          }),
          p,
        );
        continue;
      }
      const first = seen.get(p.key);
      const policy = policies.get(p.key) as DedupPolicy;
      if (first !== undefined) {
        const note = `duplicate of an earlier hook in this firing (entry ${first}); identical argv runs once, with the strictest policy of its copies (${describePolicy(policy)})`;
        emit(
          idleRecord(event, entry, index, {
            matched: true,
            outcome: 'skipped',
            skip: 'duplicate',
            notes: [note],
          }),
          p,
        );
        continue;
      }
      seen.set(p.key, index);

      const missing = options.missingProgram?.(entry);
      if (missing !== undefined) {
        const denies = MISSING_PROGRAM_DENIES.has(event);
        if (denies) {
          verdicts.push({
            event,
            decision: 'deny',
            outcome: 'blocked',
            reason: missing,
            notes: [],
          });
          stopped = { note: `not run: an earlier hook denied (${p.label})`, skip: 'earlier-deny' };
        }
        emit(
          idleRecord(event, entry, index, {
            matched: true,
            outcome: denies ? 'blocked' : 'skipped',
            ...(denies ? {} : { skip: 'missing-program' as const }),
            decision: denies ? 'deny' : 'none',
            reason: missing,
            notes: [denies ? `not started: ${missing}` : `warning: skipped: ${missing}`],
          }),
          p,
        );
        continue;
      }

      let check = options.trust ? await askGate(options.trust, entry) : undefined;
      // The bytes that run are the bytes the gate verified: read again, checked, handed over.
      const staged =
        check?.trusted && check.verified !== undefined && check.verified.length > 0
          ? await prepareVerifiedRun(entry.command, check.verified, options.projectDir, home)
          : undefined;
      if (staged !== undefined && !staged.ok) {
        check = { trusted: false, status: 'changed', reason: staged.reason };
      }
      const trust = check
        ? { trusted: check.trusted, trustStatus: check.status }
        : { trusted: true };
      if (check && !check.trusted) {
        const reason = untrustedReason(entry.command, check.status, check.reason);
        if (spec.blocking) {
          verdicts.push({ event, decision: 'deny', outcome: 'blocked', reason, notes: [] });
          stopped = { note: `not run: an earlier hook denied (${p.label})`, skip: 'earlier-deny' };
        }
        const outcome = spec.blocking ? 'blocked' : 'skipped';
        const decision = spec.blocking ? 'deny' : 'none';
        const note = spec.blocking ? `not started: ${reason}` : `warning: skipped: ${reason}`;
        emit(
          idleRecord(event, entry, index, {
            matched: true,
            outcome,
            ...(spec.blocking ? {} : { skip: 'untrusted' as const }),
            decision,
            reason,
            notes: [note],
            ...trust,
          }),
          p,
        );
        continue;
      }

      options.onStart?.({
        event,
        index,
        command: [...entry.command],
        ...(entry.source === undefined ? {} : { source: entry.source }),
        ...(entry.tier === undefined ? {} : { tier: entry.tier }),
        ...(entry.statusMessage === undefined ? {} : { statusMessage: entry.statusMessage }),
        ...(target === undefined ? {} : { matcherTarget: target }),
      });
      const tightened =
        policy.copies > 1 &&
        (policy.failClosed !== (entry.failClosed === true) || policy.timeoutSec < entry.timeoutSec)
          ? `identical argv is configured ${policy.copies} times in this firing: it runs once with the strictest policy of its copies (${describePolicy(policy)})`
          : undefined;
      const stdin = target === registered ? current : { ...current, tool_name: target };
      const runOptions = {
        timeoutMs: policy.timeoutSec * 1000,
        cwd: options.projectDir,
        projectDir: options.projectDir,
        ...(options.env === undefined ? {} : { env: options.env }),
        ...(opts.signal === undefined ? {} : { signal: opts.signal }),
        ...(options.maxOutputBytes === undefined ? {} : { maxOutputBytes: options.maxOutputBytes }),
        ...(staged?.ok && staged.plan.verified
          ? { launch: { argv: staged.plan.argv, payload: staged.plan.payload } }
          : {}),
      };
      const result = await p.runner.run(entry, stdin, runOptions);
      const verdict = result.aborted
        ? abortedVerdict(event, p.label, spec.blocking, hookStarted(result))
        : interpretHookResult(event, result, {
            failClosed: policy.failClosed,
            hookLabel: p.label,
          });
      verdicts.push(verdict);
      const record = ranRecord(event, entry, index, trust, result, verdict);
      if (tightened !== undefined) record.notes.unshift(tightened);
      emit(record, p);
      if (result.aborted) stopped = { note: 'not run: the firing was aborted', skip: 'aborted' };
      // An `ask` is not a deny yet: the later hooks still run, so a guard after it can deny (Dv1-7).
      else if (verdict.decision === 'deny' && verdict.ask === undefined)
        stopped = { note: `not run: an earlier hook denied (${p.label})`, skip: 'earlier-deny' };
      else if (verdict.updatedInput !== undefined && event === 'PreToolUse') {
        current = { ...current, tool_input: verdict.updatedInput };
      }
    }
    return { ...aggregateVerdicts(event, verdicts), runs };
  }

  return {
    event,
    size: prepared.length,
    matches: anyMatch,
    dispatch,
  };
}
