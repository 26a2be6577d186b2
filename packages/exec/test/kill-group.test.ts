import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEventDispatcher } from '../src/dispatcher.js';
import { KILL_GRACE_MS } from '../src/process-group.js';
import { runHookCommand } from '../src/run-hook.js';
import {
  eventually,
  fixture,
  makeFixturesExecutable,
  pidGone,
  processState,
  tempDir,
} from './helpers.js';

beforeAll(makeFixturesExecutable);

async function readPids(file: string): Promise<[number, number]> {
  const [leader, grandchild] = (await readFile(file, 'utf8')).trim().split(' ').map(Number);
  return [leader!, grandchild!];
}

describe.concurrent('process-group termination', () => {
  it('a hook that ignores SIGTERM is SIGKILLed with its background grandchild, both pids gone', async () => {
    const dir = await tempDir();
    const pidFile = join(dir, 'pids');
    const timeoutMs = 1000;
    const result = await runHookCommand(
      [fixture('ignore-term.sh'), pidFile],
      {},
      { timeoutMs, cwd: dir },
    );

    expect(result).toMatchObject({ timedOut: true, exitCode: null, signal: 'SIGKILL' });
    expect(result.notes).toEqual([
      `hook timed out after ${timeoutMs} ms: process group ${result.pid} was sent SIGTERM, then SIGKILL after the ${KILL_GRACE_MS} ms grace`,
    ]);
    const [leader, grandchild] = await readPids(pidFile);
    expect(leader).toBe(result.pid);
    expect(grandchild).not.toBe(leader);
    // When the promise settles, neither process is alive; the leader is already reaped by us.
    expect(await processState(leader)).toBe('gone');
    expect(await processState(grandchild)).not.toBe('alive');
    expect(pidGone(leader)).toBe(true);
    // The orphaned grandchild's zombie belongs to init; it disappears shortly after.
    expect(await eventually(() => pidGone(grandchild), 8000)).toBe(true);
  });

  it('on a blocking event the SIGTERM-proof hook denies (fail closed) and leaves nothing behind', async () => {
    const dir = await tempDir();
    const pidFile = join(dir, 'pids');
    const dispatcher = createEventDispatcher(
      'PreToolUse',
      [{ type: 'command', command: [fixture('ignore-term.sh'), pidFile], timeoutSec: 0.5 }],
      { projectDir: dir },
    );
    const result = await dispatcher.dispatch({
      hook_event_name: 'PreToolUse',
      tool_name: 'bash',
      tool_input: {},
    });
    expect(result.decision).toBe('deny');
    expect(result.reason).toBe(
      `hook ${fixture('ignore-term.sh')} ${pidFile} timed out after 0.5s; failing closed on a blocking event`,
    );
    expect(result.runs[0]).toMatchObject({
      outcome: 'timeout',
      timedOut: true,
      signal: 'SIGKILL',
      ran: true,
    });
    const [leader, grandchild] = await readPids(pidFile);
    expect(await processState(leader)).toBe('gone');
    expect(await processState(grandchild)).not.toBe('alive');
    expect(await eventually(() => pidGone(grandchild), 8000)).toBe(true);
  });
});
