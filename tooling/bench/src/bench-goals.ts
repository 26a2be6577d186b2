import type { BenchReport, GoalCheck } from './bench-report.js';
import { BRIDGE_LIVE_GOAL, BRIDGE_LIVE_HEADING, bridgeLiveFigures } from './bridge-live.js';
import type { LiveFigures } from './live-section.js';
import { ASYNC_WARMUP } from './measure-async.js';
import { PER_HOOK_LIVE_GOAL, PER_HOOK_LIVE_HEADING, perHookLiveFigures } from './per-hook-live.js';
import { formatDuration as d, formatRatio as x } from './stats.js';

/**
 * The goals of issues 25 and 38, in figures that hold on any machine: this process's CPU per hook
 * and the JavaScript per call with the spawn faked, next to the wall-time ratios (which move with
 * the machine's fork/exec cost and are reported, not judged); cold starts with
 * `NODE_EXTRA_CA_CERTS` unset on both sides (issue 38: the bundle inflated `node -e 0`).
 */
export const GOALS = {
  /** Parent CPU per hook, `dispatch()` / a raw spawn of the same hook. */
  cpuPerHookRatio: 1.2,
  /** The same for a node hook (its threads take pids the group check meets), issue 38. */
  nodeHookCpuRatio: 1.2,
  /** The imported script tier's parent CPU / a raw spawn of the same argv, issue 38. */
  importedScriptCpuRatio: 1.5,
  /** JavaScript per `dispatch()` with the spawn faked, in milliseconds (150 µs, issue 38). */
  jsPerDispatchMs: 0.15,
  /** A non-matching firing of 100 entries, in milliseconds (15 µs), and no process. */
  nonMatchingMs: 0.015,
  /** The same with the tools alternating, as in a session (issue 38). */
  nonMatchingAlternatingMs: 0.015,
  /** `li hooks list` cold start / `node -e 0` (clean environment, issue 38). */
  listVsNode: 2.0,
  /** `li-agent -p '@final hi'` cold start / `node -e 0` (clean environment, issue 38). */
  agentVsNode: 3.0,
  /** The bridge for a tool no entry matches / `node -e 0` (clean environment, issue 38). */
  bridgeMissVsNode: 1.5,
  /** The bridge running one trivial node hook / that hook run directly (issue 38). */
  bridgeHookVsDirect: 2.5,
  /** Parent CPU per 3-hook tool call / 3 raw spawns, 200 concurrent calls. */
  concurrentCpuRatio: 1.3,
  /** `li hooks run` answering with a 2 s async PostToolUse hook configured, in ms (issue 32). */
  asyncBridgeMs: 200,
} as const;

const atMost = (limit: number, unit: (n: number) => string) => `≤ ${unit(limit)}`;

/** An async PostToolUse hook (sleeping 2 s) may add at most this to a tool call, at the median. */
export const ASYNC_ADDED_GOAL_MS = 3;

function goal(
  what: string,
  limit: number,
  value: number,
  unit: (n: number) => string,
  measured: string,
): GoalCheck {
  const met = value <= limit;
  return {
    what,
    goal: atMost(limit, unit),
    measured,
    met,
    ...(met ? {} : { gap: `${unit(value)}, ${overBy(value, limit)} of the goal` }),
  };
}

/** How far past its limit a value is: `1.05x`, or more digits where two would read `1.00x`. */
function overBy(value: number, limit: number): string {
  const ratio = value / limit;
  return x(ratio) === x(1) ? `${ratio.toFixed(4)}x` : x(ratio);
}

/** Which live section a goal reads back (this run cannot measure it: it needs the real Claude Code). */
interface LiveGoal {
  what: string;
  limit: number;
  figures: LiveFigures | undefined;
  /** The command that writes the section. */
  command: string;
  /** How the runs are named: `against Claude Code`, `inside Claude Code`. */
  relation: string;
  heading: string;
}

/** A live row: read back from the section its command wrote, with the date of that run. */
function liveGoal(g: LiveGoal): GoalCheck {
  const goalText = `≤ ${x(g.limit)} on every run`;
  const live = g.figures;
  if (live === undefined) {
    return {
      what: g.what,
      goal: goalText,
      measured: `not measured yet: run \`${g.command}\` (it needs the real Claude Code)`,
      met: undefined,
    };
  }
  const worst = Math.max(...live.ratios);
  const met = worst <= g.limit;
  return {
    what: g.what,
    goal: goalText,
    measured: `${live.ratios.map(x).join(', ')} over ${live.ratios.length} runs ${g.relation} ${live.claudeCode} (live run of ${live.at}, not this one; see "${g.heading}" below)`,
    met,
    ...(met ? {} : { gap: `worst run ${x(worst)}, ${x(worst / g.limit)} of the goal` }),
  };
}

const perHookLiveGoal = (section: string | undefined) =>
  liveGoal({
    what: 'Per-hook time, li-agent / Claude Code 2.1.328, same hook, interleaved sessions',
    limit: PER_HOOK_LIVE_GOAL,
    figures: perHookLiveFigures(section),
    command: 'pnpm conformance:per-hook',
    relation: 'against Claude Code',
    heading: PER_HOOK_LIVE_HEADING,
  });

const bridgeLiveGoal = (section: string | undefined) =>
  liveGoal({
    what: 'The bridge inside the real Claude Code, one node hook / the same hook native',
    limit: BRIDGE_LIVE_GOAL,
    figures: bridgeLiveFigures(section),
    command: 'pnpm conformance:bridge-time',
    relation: 'inside Claude Code',
    heading: BRIDGE_LIVE_HEADING,
  });

/**
 * JavaScript per dispatch. The goal (250 µs) was set on a machine where a faked bare spawn took
 * 25 µs; where the bare spawn's own JavaScript is already over it, the gap says so: no caller of
 * `child_process.spawn` can go below that floor.
 */
function jsGoal(js: BenchReport['jsCost']): GoalCheck {
  const check = goal(
    'JavaScript per `dispatch()`, spawn faked (parent CPU per call)',
    GOALS.jsPerDispatchMs,
    js.cpu.dispatch.median,
    d,
    `${d(js.cpu.dispatch.median)} (${x(js.vsRaw.dispatch)} a faked bare spawn, paired; its median ${d(js.cpu.raw.median)}); imported tier ${d(js.cpu.imported.median)}, imported script ${d(js.cpu.importedScript.median)}`,
  );
  if (check.met === false && js.cpu.raw.median >= GOALS.jsPerDispatchMs * 0.8) {
    check.gap = `${check.gap}; a faked bare \`child_process.spawn\` alone takes ${d(js.cpu.raw.median)} of JavaScript on this machine (the goal assumed 25 µs), the floor under any caller`;
  }
  return check;
}

/** The goals of issues 25 and 38 (and the figures reported without a threshold), checked against one run. */
export function checkGoals(report: BenchReport): GoalCheck[] {
  const { dispatch: t, jsCost: js, nonMatching: n, cli } = report;
  const c200 = report.concurrency.find((c) => c.concurrency === 200);
  const i200 = report.concurrencyImported.find((c) => c.concurrency === 200);
  const goals: GoalCheck[] = [
    goal(
      'Parent CPU per hook, `dispatch()` / raw spawn (paired)',
      GOALS.cpuPerHookRatio,
      t.cpuVsRaw.dispatch,
      x,
      `${x(t.cpuVsRaw.dispatch)} (median ${d(t.cpu.dispatch.median)} vs ${d(t.cpu.raw.median)})`,
    ),
    {
      what: 'Parent CPU per hook, imported tier (bare name on PATH, trust record verified) / raw spawn of the bare name',
      goal: 'none set (reported)',
      measured: `${x(t.cpuVsRaw.imported)} (median ${d(t.cpu.imported.median)} vs ${d(t.cpu.rawImported.median)})`,
      met: undefined,
    },
    goal(
      'Parent CPU per hook, a node hook (`node -e`, it starts threads) `dispatch()` / raw spawn (paired)',
      GOALS.nodeHookCpuRatio,
      t.cpuVsRaw.nodeHook,
      x,
      `${x(t.cpuVsRaw.nodeHook)} (median ${d(t.nodeHook.cpuDispatch.median)} vs ${d(t.nodeHook.cpuRaw.median)})`,
    ),
    goal(
      'Parent CPU per hook, imported script (`sh hooks/…` with a trust record: script hashed, run from the verified bytes) / raw spawn of the same argv',
      GOALS.importedScriptCpuRatio,
      t.cpuVsRaw.importedScript,
      x,
      `${x(t.cpuVsRaw.importedScript)} (median ${d(t.cpu.importedScript.median)} vs ${d(t.cpu.rawScript.median)}; one run: the goal holds for every run)`,
    ),
    jsGoal(js),
    {
      ...goal(
        `Non-matching dispatch, ${n.entries} entries`,
        GOALS.nonMatchingMs,
        n.spawned === 0 ? n.dispatch.median : Number.POSITIVE_INFINITY,
        d,
        `median ${d(n.dispatch.median)}, p99 ${d(n.dispatch.p99)}; ${n.spawned} processes in ${n.records} run records`,
      ),
      goal: `≤ ${d(GOALS.nonMatchingMs)}, 0 processes`,
    },
    goal(
      `Non-matching dispatch, ${n.entries} entries, tools alternating`,
      GOALS.nonMatchingAlternatingMs,
      n.alternating.median,
      d,
      `median ${d(n.alternating.median)}, p99 ${d(n.alternating.p99)}; ${d(n.rotating.median)} when ${n.rotatingTools} tools rotate, more than the miss memo keeps`,
    ),
    goal(
      'The bridge per call, no matching entry (`li hooks run PreToolUse --emit claude`, `Read`) / `node -e 0` (paired, clean env)',
      GOALS.bridgeMissVsNode,
      cli.vsNode.bridgeMiss,
      x,
      `${x(cli.vsNode.bridgeMiss)} (median ${d(cli.bridgeMiss.median)} vs ${d(cli.node.median)}; ${cli.loadedKiB.bridgeMiss.toFixed(0)} KiB loaded)`,
    ),
    goal(
      'The bridge per call, one trivial node hook / that hook run directly (paired, clean env)',
      GOALS.bridgeHookVsDirect,
      cli.bridgeHookVsDirect,
      x,
      `${x(cli.bridgeHookVsDirect)} (median ${d(cli.bridgeHook.median)} vs ${d(cli.hookDirect.median)})`,
    ),
    bridgeLiveGoal(report.bridgeLive),
    {
      what: 'Processes started for a tool call no bridged entry matches',
      goal: '0',
      measured:
        "not a timing: `li hooks export --bridge` writes each tool event's matchers; apps/cli/test/bridge.test.ts counts 0 starts of li for a `Read` call under the exported settings",
      met: undefined,
    },
    goal(
      '`li hooks list` cold start / `node -e 0` (paired, clean env)',
      GOALS.listVsNode,
      cli.vsNode.list,
      x,
      `${x(cli.vsNode.list)} (median ${d(cli.list.median)} vs ${d(cli.node.median)}; ${cli.loadedKiB.list.toFixed(0)} KiB loaded)`,
    ),
    goal(
      '`li hooks run` answer with a 2 s async PostToolUse hook (median)',
      GOALS.asyncBridgeMs,
      cli.asyncRun.median,
      d,
      `median ${d(cli.asyncRun.median)}, p99 ${d(cli.asyncRun.p99)} (the hook runs on in the background)`,
    ),
    goal(
      "`li-agent -p '@final hi'` cold start / `node -e 0` (paired, clean env)",
      GOALS.agentVsNode,
      cli.vsNode.agent,
      x,
      `${x(cli.vsNode.agent)} (median ${d(cli.agent.median)} vs ${d(cli.node.median)}; ${cli.loadedKiB.agent.toFixed(0)} KiB loaded)`,
    ),
  ];
  if (c200 !== undefined) {
    const ratio = c200.ours.cpuPerCallMs / c200.raw.cpuPerCallMs;
    goals.push(
      goal(
        'Parent CPU per 3-hook tool call / 3 raw spawns, 200 concurrent',
        GOALS.concurrentCpuRatio,
        ratio,
        x,
        `${x(ratio)} (${d(c200.ours.cpuPerCallMs)} vs ${d(c200.raw.cpuPerCallMs)} per call)`,
      ),
    );
  }
  if (i200 !== undefined) {
    goals.push({
      what: 'The same, imported tier (3 bare-name hooks with trust records)',
      goal: 'none set (reported)',
      measured: `${x(i200.ours.cpuPerCallMs / i200.raw.cpuPerCallMs)} (${d(i200.ours.cpuPerCallMs)} vs ${d(i200.raw.cpuPerCallMs)} per call)`,
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
  goals.push(perHookLiveGoal(report.perHookLive), {
    what: 'Wall time per hook, `dispatch()` / raw spawn (moves with fork/exec cost)',
    goal: 'none set (reported)',
    measured: `${x(t.ratio.paired)} (median ${d(t.dispatch.median)} vs ${d(t.raw.median)}); vs \`sh -c\` ${x(t.ratioToSh.paired)}, vs \`bash -c\` ${x(t.ratioToBash.paired)}`,
    met: undefined,
  });
  return goals;
}
