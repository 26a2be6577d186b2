import { expect, it } from 'vitest';
import { createMemoryLogger, defineTool, type ModelProvider, Session } from '../src/index.js';
import { tempProject } from './helpers/project.js';
import { hooksYaml } from './helpers/settings.js';

const NO_MODEL: ModelProvider = {
  name: 'none',
  complete: () => Promise.reject(new Error('no model in this test')),
  stream: () => {
    throw new Error('no model in this test');
  },
};

// Issue 25: every firing's abort signal hung one listener on the session's stop signal, so 200
// concurrent tool calls printed MaxListenersExceededWarning.
it('200 concurrent tool calls, each with a PreToolUse hook, print no warning', async () => {
  const project = tempProject();
  project.writeSettings(
    hooksYaml([{ event: 'PreToolUse', matcher: 'bash', command: ['/bin/echo', '{}'] }]),
  );
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
  process.on('warning', onWarning);
  let ran = 0;
  const session = new Session({
    projectDir: project.dir,
    provider: NO_MODEL,
    env: project.env,
    logger: createMemoryLogger(),
    onHookRun: (run) => {
      if (run.ran && run.outcome === 'success') ran++;
    },
  });
  try {
    const branch = session.createBranch();
    branch.actions.register(
      defineTool({ name: 'bash', inputSchema: { type: 'object' }, handler: () => 'ok' }),
    );
    await branch.ready();
    const ctx = { sessionId: session.id, branchId: branch.id, turnId: 'turn-1' };
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        branch.actions.invoke({ id: `call_${i}`, name: 'bash', arguments: {} }, ctx),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(200).fill('ok'));
    expect(ran).toBe(200);
    // A warning is emitted on the next tick: let it arrive before looking.
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings).toEqual([]);
  } finally {
    process.off('warning', onWarning);
    await session.end();
  }
}, 120_000);
