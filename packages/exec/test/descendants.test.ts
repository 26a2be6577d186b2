import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { killLiveHooksNow, liveHookCount } from '../src/live-hooks.js';
import { runHookCommand } from '../src/run-hook.js';
import { alive } from '../src/testing.js';
import { eventually, fixture, makeFixturesExecutable, pidGone, tempDir } from './helpers.js';

beforeAll(makeFixturesExecutable);

async function pids(file: string): Promise<[number, number]> {
  const [hook, child] = (await readFile(file, 'utf8')).trim().split(' ').map(Number);
  return [hook!, child!];
}

async function run(mode: string, end: 'exit' | 'hang', timeoutMs: number) {
  const dir = await tempDir();
  const pidFile = join(dir, 'pids');
  const result = await runHookCommand(
    [fixture('leave-tree.sh'), mode, pidFile, end],
    {},
    {
      timeoutMs,
      cwd: dir,
    },
  );
  return { result, pids: await pids(pidFile) };
}

// issue 16 item 9: a child that leaves the hook's process group is still the hook's.
describe.concurrent('descendants that leave the process group', () => {
  for (const mode of ['timeout', 'setm', 'python', 'setsid']) {
    it(`${mode}: a timed-out hook's escaped child is dead when the run settles`, async () => {
      const {
        result,
        pids: [hook, child],
      } = await run(mode, 'hang', 1500);
      expect(result.timedOut).toBe(true);
      expect(await alive(hook)).toBe(false);
      expect(await alive(child)).toBe(false);
    });
  }

  for (const mode of ['timeout', 'setm', 'python']) {
    it(`${mode}: a child left behind by a hook that exited is terminated as a stray`, async () => {
      const {
        result,
        pids: [, child],
      } = await run(mode, 'exit', 20_000);
      expect(result).toMatchObject({ exitCode: 0, timedOut: false });
      expect(result.notes[0]).toMatch(/^hook exited but left processes running/);
      expect(await alive(child)).toBe(false);
    });
  }

  for (const mode of ['setsid', 'daemon']) {
    it(`${mode}: a new session whose parent has exited escapes (the documented limit)`, async () => {
      const {
        result,
        pids: [, escaped],
      } = await run(mode, 'exit', 20_000);
      expect(result.exitCode).toBe(0);
      expect(await alive(escaped)).toBe(true);
      process.kill(escaped, 'SIGKILL');
      expect(await eventually(() => pidGone(escaped), 8000)).toBe(true);
    });
  }
});

describe('killLiveHooksNow', () => {
  it('SIGKILLs a running hook tree at once, escaped children included', async () => {
    const dir = await tempDir();
    const pidFile = join(dir, 'pids');
    const running = runHookCommand(
      [fixture('leave-tree.sh'), 'setm', pidFile, 'hang'],
      {},
      {
        timeoutMs: 60_000,
        cwd: dir,
      },
    );
    expect(
      await eventually(async () => (await readFile(pidFile).catch(() => null)) !== null, 20_000),
    ).toBe(true);
    const [hook, child] = await pids(pidFile);
    expect(liveHookCount()).toBe(1);
    expect(killLiveHooksNow()).toBe(1);
    const result = await running;
    expect(result).toMatchObject({ signal: 'SIGKILL', timedOut: false });
    expect(await alive(hook)).toBe(false);
    expect(await eventually(async () => !(await alive(child)), 8000)).toBe(true);
    expect(liveHookCount()).toBe(0);
  });
});
