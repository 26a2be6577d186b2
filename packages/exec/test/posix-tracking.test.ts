import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { KILL_GRACE_MS } from '../src/process-group.js';
import { PROCESS_TRACKING_ENV, processTracking } from '../src/process-tracking.js';
import { runHookCommand } from '../src/run-hook.js';
import { alive } from '../src/testing.js';
import { eventually, fixture, makeFixturesExecutable, pidGone, tempDir } from './helpers.js';

// The fallback of macOS and the BSDs, forced on Linux: the tracker is chosen at its first use,
// which comes after this line (this file runs in a module graph of its own).
process.env[PROCESS_TRACKING_ENV] = 'posix';

beforeAll(makeFixturesExecutable);

async function pids(file: string): Promise<[number, number]> {
  const [hook, child] = (await readFile(file, 'utf8')).trim().split(' ').map(Number);
  return [hook!, child!];
}

async function run(argv: string[], timeoutMs: number) {
  const dir = await tempDir();
  const pidFile = join(dir, 'pids');
  const result = await runHookCommand([...argv, pidFile], {}, { timeoutMs, cwd: dir });
  return { result, pids: await pids(pidFile) };
}

describe('process tracking forced to posix (ps and process groups)', () => {
  it('is the tracker in use, forced', () => {
    expect(processTracking()).toMatchObject({ kind: 'posix', chosen: 'forced' });
  });
});

describe.concurrent('the posix fallback keeps the process-tree guarantees', () => {
  it('a SIGTERM-proof hook is SIGKILLed on timeout with its grandchild, nothing left', async () => {
    const {
      result,
      pids: [leader, grandchild],
    } = await run([fixture('ignore-term.sh')], 1000);
    expect(result).toMatchObject({ timedOut: true, exitCode: null, signal: 'SIGKILL' });
    expect(result.notes).toEqual([
      `hook timed out after 1000 ms: process group ${result.pid} was sent SIGTERM, then SIGKILL after the ${KILL_GRACE_MS} ms grace`,
    ]);
    expect(leader).toBe(result.pid);
    expect(pidGone(leader)).toBe(true);
    expect(await alive(grandchild)).toBe(false);
    expect(await eventually(() => pidGone(grandchild), 8000)).toBe(true);
  });

  it('a grandchild left in the group by a hook that exited is terminated as a stray', async () => {
    const dir = await tempDir();
    const pidFile = join(dir, 'pids');
    const result = await runHookCommand(
      [fixture('leave-child.sh'), pidFile],
      {},
      { timeoutMs: 20_000, cwd: dir },
    );
    const grandchild = Number((await readFile(pidFile, 'utf8')).trim());
    expect(result).toMatchObject({ exitCode: 0, timedOut: false });
    expect(result.notes[0]).toMatch(/^hook exited but left processes running/);
    expect(await alive(grandchild)).toBe(false);
  });

  for (const mode of ['timeout', 'setm', 'python', 'setsid']) {
    it(`${mode}: a timed-out hook's child that left the group is dead when the run settles`, async () => {
      const {
        result,
        pids: [hook, child],
      } = await run([fixture('leave-tree.sh'), mode], 1500);
      expect(result.timedOut).toBe(true);
      expect(await alive(hook)).toBe(false);
      expect(await alive(child)).toBe(false);
    });
  }

  it('setm: a child that left the group of a hook that exited escapes (the posix limit)', async () => {
    const dir = await tempDir();
    const pidFile = join(dir, 'pids');
    const argv = [fixture('leave-tree.sh'), 'setm', pidFile, 'exit'];
    const result = await runHookCommand(argv, {}, { timeoutMs: 20_000, cwd: dir });
    const [, escaped] = await pids(pidFile);
    expect(result.exitCode).toBe(0);
    expect(await alive(escaped)).toBe(true);
    process.kill(escaped, 'SIGKILL');
    expect(await eventually(() => pidGone(escaped), 8000)).toBe(true);
  });
});
