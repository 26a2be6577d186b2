import { createMemoryLogger, defineTool, type ModelProvider, Session } from '@lionagi/runtime';
import { type BenchProject, preToolUseYaml } from './bench-project.js';
import { importedTierSettings, THREE_IMPORTED_HOOKS } from './imported-tier.js';
import { type LoadRun, loadLoop } from './load-loop.js';
import { preToolUseEnvelope } from './measure-dispatch.js';
import { rawSpawn } from './raw-spawn.js';
import { type Summary, summarize } from './stats.js';

/** Three distinct native hooks (distinct argv: identical ones would run once per firing). */
export const THREE_HOOKS = [
  ['/bin/echo', '{}'],
  ['/bin/echo', '-n', '{}'],
  ['/bin/echo', '-e', '{}'],
];

const NO_MODEL: ModelProvider = {
  name: 'none',
  complete: () => Promise.reject(new Error('the benchmark calls no model')),
  stream: () => {
    throw new Error('the benchmark calls no model');
  },
};

/** One side (ours or raw) at one concurrency level. */
export interface LevelSide {
  calls: number;
  throughput: number;
  /** This process's CPU time per tool call (user + system over the runs, divided by calls). */
  cpuPerCallMs: number;
  latency: Summary;
}

/** Both sides at one concurrency level. */
export interface ConcurrencyLevel {
  concurrency: number;
  ours: LevelSide;
  raw: LevelSide;
}

function side(runs: LoadRun[]): LevelSide {
  const calls = runs.reduce((n, r) => n + r.calls, 0);
  const wall = runs.reduce((n, r) => n + r.wallMs, 0);
  return {
    calls,
    throughput: (calls / wall) * 1000,
    cpuPerCallMs: runs.reduce((n, r) => n + r.cpuMs, 0) / calls,
    latency: summarize(runs.flatMap((r) => r.latencies)),
  };
}

/**
 * Tool calls with three PreToolUse hooks through the real runtime (a `Session` on settings loaded
 * from disk, trust gate and audit log on, `ActionManager.invoke` on a branch) against three raw
 * spawns of the same hooks per call, at each concurrency level. Per level the sides run `pairs`
 * times raw, ours, ours, raw (ABBA) so drifting load hits both alike; `callsPerRun(c)` calls each.
 */
export async function measureConcurrency(
  project: BenchProject,
  levels: readonly number[],
  callsPerRun: (concurrency: number) => number,
  pairs = 2,
  tier: 'native' | 'imported' = 'native',
): Promise<ConcurrencyLevel[]> {
  await project.write(preToolUseYaml(THREE_HOOKS.map((command) => ({ command, matcher: 'bash' }))));
  const hooks = tier === 'native' ? THREE_HOOKS : THREE_IMPORTED_HOOKS;
  // The imported tier: bare names on PATH, each verified against its full trust record per call.
  const externalHooks =
    tier === 'native'
      ? undefined
      : await importedTierSettings(project, THREE_IMPORTED_HOOKS, 'imported-three');
  let hookRuns = 0;
  const session = new Session({
    ...(externalHooks === undefined ? {} : { externalHooks }),
    projectDir: project.dir,
    provider: NO_MODEL,
    env: project.env,
    logger: createMemoryLogger(),
    onHookRun: (run) => {
      if (run.ran && run.outcome === 'success') hookRuns++;
    },
  });
  const branch = session.createBranch();
  branch.actions.register(
    defineTool({ name: 'bash', inputSchema: { type: 'object' }, handler: () => 'ok' }),
  );
  await branch.ready();
  const ctx = { sessionId: session.id, branchId: branch.id, turnId: 'bench-turn' };
  const ours = async (i: number) => {
    const result = await branch.actions.invoke(
      { id: `call_${i}`, name: 'bash', arguments: { command: 'git status' } },
      ctx,
    );
    if (result.status !== 'ok')
      throw new Error(`tool call ${i} ended ${result.status}: ${result.reason}`);
  };
  const payload = `${JSON.stringify(preToolUseEnvelope(project.dir))}\n`;
  const raw = async () => {
    for (const argv of hooks) {
      const { code } = await rawSpawn(argv, payload, project.dir);
      if (code !== 0) throw new Error(`raw hook ${argv.join(' ')} exited ${code}`);
    }
  };

  const results: ConcurrencyLevel[] = [];
  try {
    for (const concurrency of levels) {
      const calls = callsPerRun(concurrency);
      const before = hookRuns;
      const oursRuns: LoadRun[] = [];
      const rawRuns: LoadRun[] = [];
      for (let pair = 0; pair < pairs; pair++) {
        rawRuns.push(await loadLoop(concurrency, calls, raw));
        oursRuns.push(await loadLoop(concurrency, calls, ours));
        oursRuns.push(await loadLoop(concurrency, calls, ours));
        rawRuns.push(await loadLoop(concurrency, calls, raw));
      }
      const expected = 2 * pairs * calls * hooks.length;
      if (hookRuns - before !== expected) {
        throw new Error(`expected ${expected} hook runs, saw ${hookRuns - before}`);
      }
      results.push({ concurrency, ours: side(oursRuns), raw: side(rawRuns) });
    }
  } finally {
    await session.end();
  }
  return results;
}
