import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEventDispatcher } from '../src/dispatcher.js';
import {
  childrenOf,
  eventually,
  fixture,
  makeFixturesExecutable,
  openFdCount,
  tempDir,
} from './helpers.js';

beforeAll(makeFixturesExecutable);

const FIRINGS = 300;

// Not concurrent with other tests: it counts this process's file descriptors and children.
describe('concurrent firings', () => {
  it(`${FIRINGS} concurrent firings of a trivial hook: no EMFILE, no zombie, no leaked fd`, async () => {
    const dir = await tempDir();
    const dispatcher = createEventDispatcher(
      'PreToolUse',
      [{ type: 'command', command: [fixture('trivial.sh')], timeoutSec: 60 }],
      { projectDir: dir },
    );
    const envelope = { hook_event_name: 'PreToolUse', tool_name: 'bash', tool_input: {} };
    // Warm-up: the first spawn opens long-lived handles (the SIGCHLD pipe); they are not leaks.
    await dispatcher.dispatch(envelope);
    const childrenBefore = new Set((await childrenOf(process.pid)).map((c) => c.pid));
    const fdsBefore = await openFdCount();

    const results = await Promise.all(
      Array.from({ length: FIRINGS }, () => dispatcher.dispatch(envelope)),
    );

    const runs = results.flatMap((r) => r.runs);
    expect(runs).toHaveLength(FIRINGS);
    const failures = runs.filter((r) => r.outcome !== 'success' || r.exitCode !== 0);
    expect(failures.map((r) => r.reason)).toEqual([]);
    expect(results.every((r) => r.decision === 'none')).toBe(true);
    expect(new Set(runs.map((r) => r.pid)).size).toBe(FIRINGS);

    const leftovers = (await childrenOf(process.pid)).filter((c) => !childrenBefore.has(c.pid));
    expect(leftovers).toEqual([]);
    // Handles close on the next turns of the loop; give them a moment, then demand equality.
    await eventually(async () => (await openFdCount()) === fdsBefore, 3000);
    expect(await openFdCount()).toBe(fdsBefore);
  });

  it('failed spawns (ENOENT, EACCES) leak no file descriptor either', async () => {
    const dir = await tempDir();
    const notExecutable = join(dir, 'guard.sh');
    await writeFile(notExecutable, '#!/bin/sh\n', { mode: 0o644 });
    const dispatcher = createEventDispatcher(
      'PostToolUse',
      [
        { type: 'command', command: ['/nonexistent/hook'], timeoutSec: 60 },
        { type: 'command', command: [notExecutable], timeoutSec: 60 },
      ],
      { projectDir: dir },
    );
    const envelope = { hook_event_name: 'PostToolUse', tool_name: 'bash' };
    await dispatcher.dispatch(envelope);
    const fdsBefore = await openFdCount();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => dispatcher.dispatch(envelope)),
    );
    const errors = new Set(results.flatMap((r) => r.runs.map((run) => run.reason?.split(': ')[1])));
    expect([...errors].sort()).toEqual(['EACCES', 'ENOENT']);
    await eventually(async () => (await openFdCount()) === fdsBefore, 3000);
    expect(await openFdCount()).toBe(fdsBefore);
  });
});
