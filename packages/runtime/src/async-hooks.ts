import type { ResolvedHookEntry } from '@lionagi/hooks-config';
import {
  createEventDispatcher,
  type DispatcherOptions,
  type EventDispatcher,
  type HookRunRecord,
  idleRecord,
} from '@lionagi/hooks-exec';
import { type ProfileEvent, resolveEvent } from '@lionagi/hooks-profile/core';
import type { AsyncHookSink } from './async-hook-queue.js';

/** The note every async hook's record carries. */
export const ASYNC_NOTE =
  'async: delivered in the background after the event; its decision and output are ignored';

/**
 * Splits an event's entries: `async: true` ones (advisory events, and entries imported from Claude
 * Code on blocking ones, C-8; the loader refuses others) leave the inline dispatcher and get one dispatcher each, fired through `queue`.
 * The returned dispatcher runs the inline entries as before and, for each async entry whose
 * matcher accepts the firing, snapshots the envelope (JSON, at the moment of the event: later
 * mutation cannot change it) and queues the hook without waiting for it. An async hook's record
 * says so (`async: true`, {@link ASYNC_NOTE}); a decision it returned is recorded as ignored and its
 * `decision` is `none`. A dropped hook gets a `skipped` record naming why. With `inline: false`
 * only the async entries are kept (what `li hooks run`'s background worker fires).
 */
export function withAsyncEntries(
  event: ProfileEvent,
  entries: readonly ResolvedHookEntry[],
  queue: AsyncHookSink,
  options: AsyncEntriesOptions,
): EventDispatcher {
  const { inline: keepInline = true, ...dispatcherOptions } = options;
  // No async entry: the inline dispatcher's positions are the configured ones (the hot path).
  if (!entries.some((e) => e.async === true))
    return createEventDispatcher(event, keepInline ? entries : [], dispatcherOptions);
  // The inline dispatcher numbers its entries 0..n; its records carry the configured position
  // (the audit log, the report's trust lookup and `li hooks list` key on it).
  const configured = entries.flatMap((e, i) => (keepInline && e.async !== true ? [i] : []));
  const inline = configured.map((i) => entries[i] as ResolvedHookEntry);
  const dispatcher = createEventDispatcher(event, inline, {
    ...dispatcherOptions,
    onRun: (run) => options.onRun(atConfigured(run, configured)),
  });
  const field = resolveEvent(event).matcherTarget;
  const background = entries.flatMap((entry, index) => {
    if (entry.async !== true) return [];
    const onRun = (run: HookRunRecord) => options.onRun(asAsync(run, index));
    const single = createEventDispatcher(event, [entry], { ...dispatcherOptions, onRun });
    return [{ entry, index, dispatcher: single }];
  });
  return {
    event,
    size: entries.length,
    matches: (target, names) =>
      dispatcher.matches(target, names) ||
      background.some((b) => b.dispatcher.matches(target, names)),
    dispatch: async (envelope, opts = {}) => {
      const target = field === null ? undefined : envelope[field];
      const snapshot = snapshotOf(envelope);
      // Every configured entry has a record in the result, in config order: an async one says it
      // was handed to the background (its own record follows when it has run) or why not.
      const runs: HookRunRecord[] = [];
      for (const b of background) {
        if (
          !b.dispatcher.matches(typeof target === 'string' ? target : undefined, opts.harnessNames)
        ) {
          runs[b.index] = idleRecord(event, b.entry, b.index, notMatched());
          continue;
        }
        let dropped: string | undefined;
        queue.push({
          run: async (signal) => {
            await b.dispatcher.dispatch(snapshot(), {
              signal,
              ...(opts.harnessNames === undefined ? {} : { harnessNames: opts.harnessNames }),
            });
          },
          drop: (why) => {
            dropped = why;
            options.onRun(droppedRecord(event, b.entry, b.index, why));
          },
          hook: { index: b.index, command: b.entry.command },
        });
        // A sink that refuses a job drops it at once (AsyncHookSink): its record says why.
        runs[b.index] =
          dropped === undefined
            ? queuedRecord(event, b.entry, b.index)
            : droppedRecord(event, b.entry, b.index, dropped);
      }
      const result = await dispatcher.dispatch(envelope, opts);
      if (!keepInline) return result;
      for (const run of result.runs) {
        const at = atConfigured(run, configured);
        runs[at.index] = at;
      }
      return { ...result, runs };
    },
  };
}

function notMatched(): Parameters<typeof idleRecord>[3] {
  return { matched: false, outcome: 'not-run', skip: 'no-match', notes: [ASYNC_NOTE] };
}

/** `run` numbered by its configured position, looked up from its inline one. */
function atConfigured(run: HookRunRecord, configured: readonly number[]): HookRunRecord {
  const index = configured[run.index];
  return index === undefined || index === run.index ? run : { ...run, index };
}

/** The record of an async hook the firing matched and handed to the background. */
function queuedRecord(event: ProfileEvent, entry: ResolvedHookEntry, index: number): HookRunRecord {
  const notes = [
    ASYNC_NOTE,
    'handed to the background: it runs after the answer, recorded when it finishes',
  ];
  return {
    ...idleRecord(event, entry, index, {
      matched: true,
      outcome: 'not-run',
      skip: 'background',
      notes,
    }),
    async: true,
  };
}

/** Options of {@link withAsyncEntries}: the dispatcher's, and whether inline entries are kept. */
export type AsyncEntriesOptions = DispatcherOptions<ResolvedHookEntry> & {
  onRun: (run: HookRunRecord) => void;
  /** Keep the entries that are not `async: true` (default true). */
  inline?: boolean;
};

/** The envelope as it is now; one that cannot be serialised is left to the runner to refuse. */
function snapshotOf(envelope: Record<string, unknown>): () => Record<string, unknown> {
  let text: string | undefined;
  try {
    text = JSON.stringify(envelope);
  } catch {
    return () => envelope;
  }
  return () => JSON.parse(text as string) as Record<string, unknown>;
}

function asAsync(run: HookRunRecord, index: number): HookRunRecord {
  const record: HookRunRecord = { ...run, index, async: true, notes: [ASYNC_NOTE, ...run.notes] };
  if (run.decision !== 'none' || run.outcome === 'blocked') {
    const what = run.decision === 'none' ? 'block' : run.decision;
    const why = run.reason === undefined ? '' : ` (${run.reason})`;
    record.notes.push(`ignored ${what}${why}: an async hook cannot decide or give feedback`);
    record.decision = 'none';
  }
  return record;
}

function droppedRecord(
  event: ProfileEvent,
  entry: ResolvedHookEntry,
  index: number,
  why: string,
): HookRunRecord {
  const notes = [ASYNC_NOTE, `warning: ${why}`];
  return {
    ...idleRecord(event, entry, index, { matched: true, outcome: 'skipped', notes }),
    reason: why,
    async: true,
  };
}
