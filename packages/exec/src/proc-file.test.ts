import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readProc, readProcAgain } from './proc-file.js';

const forks = (text: string | undefined) => Number(/\nprocesses (\d+)/.exec(text ?? '')?.[1]);
const openFds = () => readdirSync('/proc/self/fd').length;

describe.runIf(process.platform === 'linux')('reading /proc counters', () => {
  it('a kept descriptor reads the counter as it is now, every time, and stays one descriptor', () => {
    const first = forks(readProcAgain('/proc/stat'));
    const fds = openFds();
    spawnSync('/bin/true');
    const second = forks(readProcAgain('/proc/stat'));
    spawnSync('/bin/true');
    const third = forks(readProcAgain('/proc/stat'));
    expect(second).toBeGreaterThan(first);
    expect(third).toBeGreaterThan(second);
    // What a fresh open reads now: the kept descriptor is not a stale snapshot.
    expect(forks(readProc('/proc/stat'))).toBeGreaterThanOrEqual(third);
    expect(openFds()).toBe(fds);
    expect(readProcAgain('/proc/loadavg')).toMatch(/^\S+ \S+ \S+ \d+\/\d+ \d+\n$/);
  });

  it('a file that cannot be opened reads as undefined and keeps nothing open', () => {
    const fds = openFds();
    expect(readProcAgain('/proc/no-such-counter')).toBeUndefined();
    expect(readProc('/proc/4194999/stat')).toBeUndefined();
    expect(openFds()).toBe(fds);
  });
});
