import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inWindow, pidWindow, readPidClock } from './pid-clock.js';
import { readProc } from './proc-file.js';
import { readProcessTable, readWindow } from './proc-table.js';
import { terminateGroup } from './process-group.js';
import { HookProcessTree } from './process-tree.js';

async function readPids(file: string): Promise<number[]> {
  for (;;) {
    const text = await readFile(file, 'utf8').catch(() => '');
    if (text.endsWith('\n')) return text.trim().split(' ').map(Number);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('pid windows', () => {
  it('inWindow follows the pid counter round its wrap', () => {
    expect(inWindow(500, { from: 400, to: 600 })).toBe(true);
    expect(inWindow(399, { from: 400, to: 600 })).toBe(false);
    expect(inWindow(601, { from: 400, to: 600 })).toBe(false);
    // Wrapped: from 32000 up to pid_max, then from the bottom up to 350.
    expect(inWindow(32_500, { from: 32_000, to: 350 })).toBe(true);
    expect(inWindow(320, { from: 32_000, to: 350 })).toBe(true);
    expect(inWindow(1000, { from: 32_000, to: 350 })).toBe(false);
  });

  it('a reading soon after another counts the tasks as at least as many as exist (loadavg)', () => {
    const tasks = () => Number(readProc('/proc/loadavg')?.split(' ')[3]?.split('/')[1]);
    const first = readPidClock() as NonNullable<ReturnType<typeof readPidClock>>;
    // A thread-starting process between two readings: the bound holds it and the hook's fork.
    spawnSync(process.execPath, ['-e', '0']);
    const second = readPidClock() as NonNullable<ReturnType<typeof readPidClock>>;
    expect(second.forks).toBeGreaterThan(first.forks);
    expect(second.threads).toBeGreaterThanOrEqual(tasks() - 5);
    expect(second.threads).toBeLessThanOrEqual(first.threads + (second.forks - first.forks));
    // Past the slack (64 creations) the file is read again: the bound does not drift.
    for (let i = 0; i < 70; i++) spawnSync('/bin/true');
    const third = readPidClock() as NonNullable<ReturnType<typeof readPidClock>>;
    expect(Math.abs(third.threads - tasks())).toBeLessThan(40);
  });

  it('a counter that went backwards, or that ran far enough to wrap past the hook, scans everything', () => {
    const now = readPidClock();
    expect(now).toBeDefined();
    const clock = now as NonNullable<typeof now>;
    expect(pidWindow(process.pid, { ...clock, forks: clock.forks + 1000 })).toBeUndefined();
    expect(pidWindow(process.pid, { ...clock, forks: clock.forks - 10_000_000 })).toBeUndefined();
  });

  it('a tree read through its window finds the member that left the group and the session leader', async () => {
    const since = readPidClock();
    const file = join(await mkdtemp(join(tmpdir(), 'lionagi-pids-')), 'pids');
    // The leader starts a child in a group of its own (set -m), then waits.
    const child = spawn(
      '/bin/bash',
      ['-c', `set -m; sleep 30 & set +m; echo "$$ $!" >"${file}"; wait`],
      { detached: true, stdio: 'ignore' },
    );
    const [leader, escaped] = await readPids(file);
    expect(leader).toBe(child.pid);
    const tree = new HookProcessTree(leader as number, since);
    const window = pidWindow(leader as number, since as NonNullable<typeof since>);
    // Two forks at least (bash, its sleep) since the clock: never quiet, and both pids inside.
    if (window !== undefined) {
      expect(window.quiet).toBe(false);
      if (!window.quiet) {
        expect(inWindow(leader as number, window)).toBe(true);
        expect(inWindow(escaped as number, window)).toBe(true);
      }
    }
    const members = tree.members().map((e) => e.pid);
    expect(members).toEqual(expect.arrayContaining([leader, escaped]));
    expect(await terminateGroup(leader as number, 2000, tree)).toMatchObject({ gone: true });
  });

  it('a narrow window read pid by pid finds the rows a listing of /proc finds, and skips what it is told to', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'lionagi-pids-')), 'pids');
    const child = spawn(
      '/bin/bash',
      ['-c', `sleep 30 & set -m; sleep 30 & set +m; echo "$$ $!" >"${file}"; wait`],
      { detached: true, stdio: 'ignore' },
    );
    const [leader, escaped] = (await readPids(file)) as [number, number];
    expect(leader).toBe(child.pid);
    try {
      // One window per pid: other processes on the machine take pids between the two (or wrap
      // the counter past pid_max), so no fixed span after the leader is sure to hold the child.
      const around = (pid: number) => ({ from: pid, to: pid });
      const row = (pid: number) =>
        (readWindow(around(pid), () => false) ?? []).find((r) => r.pid === pid);
      // The leader leads its group and session; the child started under set -m leads a group of
      // its own in the leader's session: the rows a listing of /proc gives for them.
      expect(row(leader)).toMatchObject({ pgid: leader, sid: leader, ppid: process.pid });
      expect(row(escaped)).toMatchObject({ pgid: escaped, sid: leader, ppid: leader });
      const window = around(escaped);
      expect(readProcessTable(window)?.find((r) => r.pid === escaped)).toEqual(row(escaped));
      expect(readWindow(window, (pid) => pid === escaped)?.map((r) => r.pid)).not.toContain(
        escaped,
      );
    } finally {
      process.kill(-leader, 'SIGKILL');
      process.kill(-escaped, 'SIGKILL');
    }
  });
});
