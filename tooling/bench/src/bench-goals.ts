import type { BenchReport, GoalCheck } from './bench-report.js';
import { ASYNC_WARMUP } from './measure-async.js';
import type { Summary } from './stats.js';
import { formatDuration as d, formatRatio as x } from './stats.js';

/** Per-hook dispatch may cost at most this much more than a raw spawn of the same hook. */
export const DISPATCH_GOAL_RATIO = 1.3;

/** "Microseconds": a non-matching firing of 100 entries must stay under one millisecond. */
export const NON_MATCHING_GOAL_MS = 1;

/** An async PostToolUse hook (sleeping 2 s) may add at most this to a tool call, at the median. */
export const ASYNC_ADDED_GOAL_MS = 3;

/** A ratio goal `ours / base < limit`, with the gap in ratio and in time per hook when missed. */
function ratioGoal(
  what: string,
  goal: string,
  limit: number,
  paired: number,
  ours: Summary,
  base: Summary,
): GoalCheck {
  const met = paired < limit;
  const check: GoalCheck = {
    what,
    goal,
    measured: `${x(paired)} (median ${d(ours.median)} vs ${d(base.median)})`,
    met,
  };
  if (!met) {
    const excess = ours.median - limit * base.median;
    check.gap = `${x(paired - limit)} over, about ${d(Math.max(0, excess))} per hook at the medians`;
  }
  return check;
}

/** The goals of issue 11, checked against one run (paired ratios: see the method). */
export function checkGoals(report: BenchReport): GoalCheck[] {
  const { dispatch: t, nonMatching: n, cli } = report;
  const settings1000 = report.settings.find((s) => s.entries === 1000);
  const c200 = report.concurrency.find((c) => c.concurrency === 200);
  const nonMatchingMet = n.spawned === 0 && n.dispatch.median < NON_MATCHING_GOAL_MS;
  const goals: GoalCheck[] = [
    ratioGoal(
      'Per-hook dispatch vs raw `child_process.spawn` of the same native hook',
      `< ${DISPATCH_GOAL_RATIO.toFixed(1)}x`,
      DISPATCH_GOAL_RATIO,
      t.ratio.paired,
      t.dispatch,
      t.raw,
    ),
    ratioGoal(
      'Dispatch vs the same hook through `/bin/sh -c` (Claude Code)',
      '< 1.0x (faster: no shell)',
      1,
      t.ratioToSh.paired,
      t.dispatch,
      t.sh,
    ),
    ratioGoal(
      'Dispatch vs the same hook through `/bin/bash -c` (Codex)',
      '< 1.0x (faster: no shell)',
      1,
      t.ratioToBash.paired,
      t.dispatch,
      t.bash,
    ),
    {
      what: `Non-matching dispatch, ${n.entries} entries`,
      goal: `no process; µs (< ${NON_MATCHING_GOAL_MS} ms)`,
      measured: `${n.spawned} processes in ${n.records} run records; median ${d(n.dispatch.median)}, p99 ${d(n.dispatch.p99)}`,
      met: nonMatchingMet,
      ...(nonMatchingMet ? {} : { gap: `median ${d(n.dispatch.median)}, ${n.spawned} processes` }),
    },
  ];
  if (settings1000 !== undefined) {
    goals.push({
      what: 'Settings load of 1,000 entries vs `yaml.parse` alone',
      goal: 'none set (reported)',
      measured: `${x(settings1000.ratio.paired)} (median ${d(settings1000.load.median)} vs ${d(settings1000.parse.median)})`,
      met: undefined,
    });
  }
  for (const [name, s] of [
    ['`li hooks list`', cli.list],
    ['`li hooks run PreToolUse`', cli.run],
  ] as const) {
    goals.push({
      what: `${name} cold start vs \`node -e 0\``,
      goal: 'none set (reported)',
      measured: `+${d(s.median - cli.node.median)} (median ${d(s.median)} vs ${d(cli.node.median)})`,
      met: undefined,
    });
  }
  if (c200 !== undefined) {
    goals.push({
      what: 'Tool call with 3 hooks under 200 concurrent calls vs 3 raw spawns per call',
      goal: 'none set (reported)',
      measured: `${c200.ours.throughput.toFixed(0)} vs ${c200.raw.throughput.toFixed(0)} calls/s (raw ${x(c200.raw.throughput / c200.ours.throughput)}); p99 ${d(c200.ours.latency.p99)} vs ${d(c200.raw.latency.p99)}`,
      met: undefined,
    });
  }
  const a = report.asyncHook;
  const asyncMet = a.addedMs < ASYNC_ADDED_GOAL_MS && a.queued === a.rounds + ASYNC_WARMUP;
  goals.push({
    what: 'Tool call with an `async: true` PostToolUse hook that sleeps 2 s vs the same call with no hook (issue 24)',
    goal: `adds < ${ASYNC_ADDED_GOAL_MS} ms (median per-round difference)`,
    measured: `+${d(a.addedMs)}, ${x(a.paired)} (median ${d(a.withAsync.median)} vs ${d(a.noHook.median)}; p99 ${d(a.withAsync.p99)} vs ${d(a.noHook.p99)}); ${a.queued} hooks queued`,
    met: asyncMet,
    ...(asyncMet
      ? {}
      : {
          gap: `+${d(a.addedMs)} at the median; ${a.queued} of ${a.rounds + ASYNC_WARMUP} hooks queued`,
        }),
  });
  return goals;
}
