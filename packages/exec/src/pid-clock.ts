import { monotonicMs } from './monotonic.js';
import { readCounterAgain } from './proc-file.js';

/**
 * The kernel's process-creation counters at one moment: `forks` is every process and thread
 * created since boot (`processes` in /proc/stat, one count for the whole machine, all pid
 * namespaces included), `threads` the tasks that exist now (`/proc/loadavg`, all namespaces) or
 * more: a reading shortly after an exact one counts every task created since as still there
 * (see {@link readPidClock}), which only makes a window trusted less often.
 */
export interface PidClock {
  forks: number;
  threads: number;
}

/**
 * The pids a hook's descendants can have: every process a hook starts is created after the hook,
 * and Linux hands out pids cyclically (the next free number after the last one given, wrapping at
 * `pid_max`), so each of them lies in the cyclic range from the hook's pid to the last pid given.
 * `quiet` means nothing but the hook itself was created since the clock was read: the hook has no
 * descendants at all. `undefined` (scan everything) when the range cannot be trusted.
 */
export type PidWindow = { quiet: true } | { quiet: false; from: number; to: number };

/** After the first wrap Linux never hands out pids below 300 again (RESERVED_PIDS). */
const RESERVED_PIDS = 300;

/** The last reading and when it was taken (`monotonicMs()`). */
let last: { clock: PidClock; at: number } | undefined;

/** How long a reading serves as the baseline of the next spawn (see {@link recentPidClock}). */
const REUSE_MS = 10;

const PID_MAX = '/proc/sys/kernel/pid_max';
const LAST_PID = '/proc/sys/kernel/ns_last_pid';
let opened = false;

/** Reads the {@link PidClock}; `undefined` where /proc does not provide it (not Linux). */
export function readPidClock(): PidClock | undefined {
  if (!opened) {
    // The window's two files are opened with the clock's, at the first hook: a process's
    // descriptors do not grow later, when the first busy window needs them.
    opened = true;
    readCounterAgain(PID_MAX, '');
    readCounterAgain(LAST_PID, '');
  }
  // Parsed from the bytes read: /proc/stat is a KiB or more, and no string of it is needed.
  const forks = readCounterAgain('/proc/stat', '\nprocesses ');
  if (!Number.isSafeInteger(forks)) return undefined;
  const at = monotonicMs();
  const created = exact === undefined ? Number.NaN : forks - exact.forks;
  let threads: number;
  if (exact !== undefined && created >= 0 && created <= EXACT_SLACK && at - exact.at <= EXACT_MS) {
    // The tasks now are at most the tasks counted then plus every task created since: each
    // creation is one fork (threads included), and exits only lower the count.
    threads = exact.threads + created;
  } else {
    // `/proc/loadavg`: `0.20 0.18 0.12 1/80 11206`, the tasks after the only slash.
    threads = readCounterAgain('/proc/loadavg', '/', ' ');
    if (!Number.isSafeInteger(threads)) return undefined;
    // Read after the fork counter: a task created in between is counted twice, never missed.
    exact = { forks, threads, at };
  }
  const clock = { forks, threads };
  last = { clock, at };
  return clock;
}

/**
 * The last task count read from `/proc/loadavg`, with the fork counter read just before it. The
 * next readings bound the count from it instead of reading the file again (one system call
 * less per hook) while at most {@link EXACT_SLACK} tasks were created since and for at most
 * {@link EXACT_MS}: an upper bound makes `free` in {@link pidWindow} smaller, so a window is
 * trusted as often or less, never more; the slack keeps the bound within 3 x 64 pids of the truth.
 */
let exact: { forks: number; threads: number; at: number } | undefined;
const EXACT_SLACK = 64;
const EXACT_MS = 1000;

/**
 * A baseline for a spawn about to happen: the last reading when it is at most {@link REUSE_MS}
 * old (the check after one hook is the baseline of the next), else a fresh one. Any earlier
 * reading is a sound baseline: it counts every fork since, the spawn's included, and only makes
 * the window wider; /proc/stat is read once per hook instead of twice.
 */
export function recentPidClock(): PidClock | undefined {
  if (last !== undefined && monotonicMs() - last.at <= REUSE_MS) return last.clock;
  return readPidClock();
}

/**
 * Where the descendants of the hook `leader`, started after `since` was read, can be now (see
 * {@link PidWindow}). The range is trusted only while the pid counter cannot have come round to
 * `leader` again: that takes more allocations than there are free pids (`pid_max` less the
 * reserved ones, less three per existing task, which may hold a pid as its own, its group's and
 * its session's); each allocation is a fork, so it is trusted while twice the forks since `since`
 * (the ones made now hold pids too) stay below that. `since` must be read before the spawn.
 */
export function pidWindow(leader: number, since: PidClock): PidWindow | undefined {
  const now = readPidClock();
  if (now === undefined || now.forks < since.forks) return undefined;
  const forks = now.forks - since.forks;
  // The hook's own fork, or not even that (a spawn that created nothing).
  if (forks <= 1) return { quiet: true };
  const pidMax = readCounterAgain(PID_MAX, '');
  const last = readCounterAgain(LAST_PID, '');
  if (!Number.isSafeInteger(pidMax) || !Number.isSafeInteger(last) || leader > pidMax) {
    return undefined;
  }
  const free = pidMax - RESERVED_PIDS - 3 * Math.max(since.threads, now.threads);
  return 2 * forks < free ? { quiet: false, from: leader, to: last } : undefined;
}

/** True when `pid` lies in the cyclic range `from`..`to`. */
export function inWindow(pid: number, window: { from: number; to: number }): boolean {
  return window.from <= window.to
    ? pid >= window.from && pid <= window.to
    : pid >= window.from || pid <= window.to;
}
