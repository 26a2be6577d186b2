import { loadSettings } from '@lionagi/hooks-config';
import { createMemoryLogger, defineTool, type ModelProvider, Session } from '@lionagi/runtime';
import type { BenchProject } from './bench-project.js';
import { interleave } from './interleave.js';
import { median, pairedRatio, type Summary, summarize } from './stats.js';

/** The async hook measured: it sleeps 2 s, so any inline wait would show as seconds. */
export const SLEEPING_HOOK = ['/bin/sleep', '2'];

/** Unmeasured calls first; their hooks are queued too. */
export const ASYNC_WARMUP = 5;

/** A tool call with an async PostToolUse hook against the same call with no hook. */
export interface AsyncFigures {
  rounds: number;
  withAsync: Summary;
  noHook: Summary;
  /** Median of per-round ratios (with / without). */
  paired: number;
  /** Median of per-round differences (with − without), in ms. */
  addedMs: number;
  /** Async hooks queued or started during the measured calls: each call must have queued one. */
  queued: number;
}

const NO_MODEL: ModelProvider = {
  name: 'none',
  complete: () => Promise.reject(new Error('the benchmark calls no model')),
  stream: () => {
    throw new Error('the benchmark calls no model');
  },
};

async function sessionWith(project: BenchProject, yaml: string, onStart?: () => void) {
  await project.write(yaml);
  const settings = await loadSettings({ projectDir: project.dir, env: project.env });
  const session = new Session({
    projectDir: project.dir,
    provider: NO_MODEL,
    env: project.env,
    logger: createMemoryLogger(),
    externalHooks: settings,
    auditLog: false,
    ...(onStart === undefined ? {} : { onHookStart: onStart }),
  });
  const branch = session.createBranch();
  branch.actions.register(
    defineTool({ name: 'bash', inputSchema: { type: 'object' }, handler: () => 'ok' }),
  );
  await branch.ready();
  let n = 0;
  const call = async () => {
    const id = `call_${n++}`;
    const ctx = { sessionId: session.id, branchId: branch.id, turnId: 'bench-turn' };
    const result = await branch.actions.invoke(
      { id, name: 'bash', arguments: { command: 'git status' } },
      ctx,
    );
    if (result.status !== 'ok') throw new Error(`tool call ${id} ended ${result.status}`);
  };
  return { session, call };
}

/**
 * Tool calls through the real runtime with one `async: true` PostToolUse hook that sleeps 2 s,
 * against the same calls in a session with no hook, interleaved round by round. The async
 * session's queue is closed (drained 5 s, then killed) after the measurement, outside it.
 */
export async function measureAsync(project: BenchProject, rounds: number): Promise<AsyncFigures> {
  const none = await sessionWith(project, 'hooks_external: {}\n');
  let started = 0;
  const withAsync = await sessionWith(
    project,
    [
      'hooks_external:',
      '  PostToolUse:',
      '    - matcher: bash',
      '      hooks:',
      `        - { type: command, command: ${JSON.stringify(SLEEPING_HOOK)}, async: true }`,
      '',
    ].join('\n'),
    () => started++,
  );
  try {
    const samples = await interleave(
      { withAsync: withAsync.call, noHook: none.call },
      { rounds, warmup: ASYNC_WARMUP },
    );
    const a = samples.withAsync ?? [];
    const b = samples.noHook ?? [];
    return {
      rounds,
      withAsync: summarize(a),
      noHook: summarize(b),
      paired: pairedRatio(a, b),
      addedMs: median(a.map((v, i) => v - (b[i] ?? 0))),
      queued: started + withAsync.session.asyncHooks.pending,
    };
  } finally {
    await Promise.all([none.session.close(), withAsync.session.close()]);
  }
}
