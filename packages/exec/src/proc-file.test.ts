import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCounterAgain, readProc, readProcAgain } from './proc-file.js';

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

  it('a file longer than the buffer is read whole, by both readers, and again after it grew', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'proc-file-')), 'long');
    // Past the first buffer (8 KiB) and its first doubling: the read fills the buffer, grows it, reads on.
    const long = 'x'.repeat(20_000);
    writeFileSync(path, long);
    expect(readProc(path)).toBe(long);
    expect(readProcAgain(path)).toBe(long);
    writeFileSync(path, `${long}${long}`);
    expect(readProcAgain(path)).toBe(`${long}${long}`);
  });

  it("one read returns a whole /proc file: the process's own stat line reads complete", () => {
    const stat = readProc(`/proc/${process.pid}/stat`) ?? '';
    // pid (comm) state ppid ... : 52 fields on Linux 5+, the line ends with a newline.
    expect(stat.startsWith(`${process.pid} (`)).toBe(true);
    expect(stat.endsWith('\n')).toBe(true);
    expect(
      stat
        .slice(stat.lastIndexOf(')') + 2)
        .trim()
        .split(' ').length,
    ).toBeGreaterThanOrEqual(50);
  });

  it('a counter is parsed from the bytes read, exactly as from the text', () => {
    const forks = readCounterAgain('/proc/stat', '\nprocesses ');
    const text = readProcAgain('/proc/stat');
    expect(forks).toBeGreaterThan(0);
    // The counter moves only up: the text read after it is at least as far.
    expect(Number(/\nprocesses (\d+)\n/.exec(text ?? '')?.[1])).toBeGreaterThanOrEqual(forks);
    const tasks = Number(readProcAgain('/proc/loadavg')?.split(' ')[3]?.split('/')[1]);
    expect(Math.abs(readCounterAgain('/proc/loadavg', '/', ' ') - tasks)).toBeLessThan(1000);
    expect(readCounterAgain('/proc/sys/kernel/pid_max', '')).toBe(
      Number(readProc('/proc/sys/kernel/pid_max')),
    );
  });

  it('a counter that is not there, not a number, or only in what an earlier read left reads NaN', () => {
    const dir = mkdtempSync(join(tmpdir(), 'proc-counter-'));
    const file = (name: string, text: string) => {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    };
    expect(readCounterAgain(file('ok', 'a 1\ncount 42\nb 2\n'), '\ncount ')).toBe(42);
    expect(readCounterAgain(file('last', 'a 1\ncount 42'), '\ncount ')).toBe(42);
    expect(readCounterAgain(file('none', 'a 1\nb 2\n'), '\ncount ')).toBeNaN();
    expect(readCounterAgain(file('empty', 'a 1\ncount \n'), '\ncount ')).toBeNaN();
    expect(readCounterAgain(file('junk', 'a 1\ncount 4x2\n'), '\ncount ')).toBeNaN();
    expect(readCounterAgain(file('sign', 'a 1\ncount -42\n'), '\ncount ')).toBeNaN();
    expect(readCounterAgain(file('slash', '0.1 0.2 0.3 2/345 999\n'), '/', ' ')).toBe(345);
    expect(readCounterAgain('/no/such/counter', '')).toBeNaN();
    // A long file read first leaves its bytes in the shared buffer past a shorter file's end.
    expect(readCounterAgain(file('long', `${'x'.repeat(100)}\ncount 7\n`), '\ncount ')).toBe(7);
    expect(readCounterAgain(file('short', 'x\n'), '\ncount ')).toBeNaN();
    expect(readCounterAgain(file('cut', `${'x'.repeat(100)}\ncou`), '\ncount ')).toBeNaN();
  });
});
