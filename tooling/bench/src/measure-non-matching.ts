import { loadSettings } from '@lionagi/hooks-config';
import { createEventDispatcher, type HookRunRecord, MISSES_KEPT } from '@lionagi/hooks-exec';
import { createTrustGate } from '@lionagi/hooks-trust';
import { type BenchProject, preToolUseYaml } from './bench-project.js';
import { preToolUseEnvelope } from './measure-dispatch.js';
import { type Summary, summarize } from './stats.js';
import { collectGarbage } from './wire-dispatcher.js';

/** Firings before the timed ones. */
export const NON_MATCHING_WARMUP = 500;
const WARMUP = NON_MATCHING_WARMUP;

/** The cost of a firing none of whose entries match. */
export interface NonMatchingFigures {
  entries: number;
  samples: number;
  /** One `dispatch()` (records for every entry, no process). */
  dispatch: Summary;
  /**
   * One `dispatch()` when the tools alternate (`read_file`, `bash`, …), as in a session: each is
   * a miss the memo keeps (it keeps the last `MISSES_KEPT` distinct ones).
   */
  alternating: Summary;
  /**
   * One `dispatch()` when the firings rotate through more tools than the memo keeps: every firing
   * tests every matcher and looks up every entry's note (the cost without the memo).
   */
  rotating: Summary;
  /** How many tools the rotating firings go through. */
  rotatingTools: number;
  /** One `matches()`, the check the runtime makes before dispatching at all. */
  matches: Summary;
  /** Run records seen, and how many of them started a process (must be 0). */
  records: number;
  spawned: number;
}

/** `entries` PreToolUse entries (exact and regex matchers), none matching `bash`. */
export function nonMatchingYaml(entries: number): string {
  return preToolUseYaml(
    Array.from({ length: entries }, (_, i) => ({
      command: ['/bin/echo', `hook-${i}`],
      matcher: i % 2 === 0 ? `Write${i}|Edit${i}` : `^mcp__server${i}__.*`,
    })),
  );
}

/**
 * Times single `dispatch()` and `matches()` calls on a dispatcher of `entries` non-matching
 * entries loaded from a real file (trust gate wired), the same tool each time and then two tools
 * in turn, then more tools in turn than the miss memo keeps (`samples` firings each), and counts the run records that started
 * a process through `onRun`: a process would show as `ran: true` with a pid.
 */
export async function measureNonMatching(
  project: BenchProject,
  entries: number,
  samples: number,
): Promise<NonMatchingFigures> {
  await project.write(nonMatchingYaml(entries));
  const settings = await loadSettings({ projectDir: project.dir, env: project.env });
  let records = 0;
  let spawned = 0;
  const dispatcher = createEventDispatcher('PreToolUse', settings.hooks.PreToolUse, {
    projectDir: project.dir,
    env: project.env,
    trust: createTrustGate(settings, { env: project.env }),
    onRun: (record: HookRunRecord) => {
      records++;
      if (record.ran || record.pid !== undefined) spawned++;
    },
  });
  const envelope = preToolUseEnvelope(project.dir);
  const other = { ...envelope, tool_name: 'read_file', tool_input: { path: 'README.md' } };
  const dispatchMs: number[] = [];
  const alternatingMs: number[] = [];
  const rotatingMs: number[] = [];
  const rotatingTools = MISSES_KEPT + 1;
  const rotation = Array.from({ length: rotatingTools }, (_, i) => ({
    ...envelope,
    tool_name: `tool_${i}`,
  }));
  const matchesMs: number[] = [];
  const fire = async () => {
    const result = await dispatcher.dispatch(envelope);
    if (result.decision !== 'none')
      throw new Error(`non-matching firing decided ${result.decision}`);
  };
  // Warm-up: enough firings for the dispatcher's code to be optimised, as in any session that
  // lasts (a few hundred tool calls); the figure is the steady cost of a firing.
  for (let i = 0; i < WARMUP; i++) await fire();
  // Its own phase: the garbage of earlier figures is collected first, not charged to this one.
  collectGarbage();
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const result = await dispatcher.dispatch(envelope);
    const elapsed = performance.now() - started;
    if (result.decision !== 'none')
      throw new Error(`non-matching firing decided ${result.decision}`);
    const t = performance.now();
    const matched = dispatcher.matches('bash');
    const matchElapsed = performance.now() - t;
    if (matched) throw new Error('a non-matching dispatcher matched bash');
    dispatchMs.push(elapsed);
    matchesMs.push(matchElapsed);
  }
  // Each timed firing on its own, with the envelope `pick` gives for it (every one a miss).
  const timed = async (into: number[], pick: (i: number) => Record<string, unknown>) => {
    for (let i = 0; i < samples; i++) {
      const started = performance.now();
      const result = await dispatcher.dispatch(pick(i));
      const elapsed = performance.now() - started;
      if (result.decision !== 'none')
        throw new Error(`non-matching firing decided ${result.decision}`);
      into.push(elapsed);
    }
  };
  // Then the tools alternate: every firing misses differently from the one before.
  await timed(alternatingMs, (i) => (i % 2 === 0 ? other : envelope));
  // Then more tools in turn than the memo keeps: none of them is remembered when it comes round.
  await timed(rotatingMs, (i) => rotation[i % rotatingTools] as Record<string, unknown>);
  return {
    entries,
    samples,
    dispatch: summarize(dispatchMs),
    alternating: summarize(alternatingMs),
    rotating: summarize(rotatingMs),
    rotatingTools,
    matches: summarize(matchesMs),
    records,
    spawned,
  };
}
