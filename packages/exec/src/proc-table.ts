import { existsSync, readdirSync } from 'node:fs';
import { inWindow } from './pid-clock.js';
import { readProc } from './proc-file.js';

/** One row of `/proc/<pid>/stat`: the fields the adapter needs to find a hook's processes. */
export interface ProcessEntry {
  pid: number;
  ppid: number;
  pgid: number;
  sid: number;
  /** `R`, `S`, `D`, `T`, `Z` (zombie), `X` (dead)… */
  state: string;
  /** Start time in clock ticks since boot: with the pid, it names one process, never a reuse. */
  start: string;
}

/**
 * Reads every process's stat line from `/proc`, synchronously (one scan of a hundred processes
 * costs about 1 ms here, five times less than the asynchronous form, and a kill path must not
 * wait on the event loop), through one reused buffer: a scan runs after every hook, and
 * `readFileSync` per file (a stat, a fresh buffer and a decode each) cost 40% more.
 * `undefined` where there is no `/proc` (not Linux). With `window`, only the pids in that cyclic
 * range are read (see {@link PidWindow}).
 */
export function readProcessTable(
  window?: { from: number; to: number },
  skip?: (pid: number) => boolean,
): ProcessEntry[] | undefined {
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return undefined;
  }
  const entries: ProcessEntry[] = [];
  for (const name of names) {
    const first = name.charCodeAt(0);
    if (first < 48 || first > 57 || !/^\d+$/.test(name)) continue;
    if (window !== undefined && !inWindow(Number(name), window)) continue;
    if (skip?.(Number(name))) continue;
    const entry = readEntry(name);
    if (entry !== undefined) entries.push(entry);
  }
  return entries;
}

/** Up to this many pids, a window is read pid by pid instead of listing all of /proc. */
const PROBE_LIMIT = 32;

/**
 * The rows of the pids in `window` (see {@link readProcessTable}). A narrow window, the usual one
 * (a tool call or another hook forked between two hooks, or the hook forked a child or two), is
 * read pid by pid: an open per pid instead of listing every process on the machine. A pid read
 * this way may be a thread's (/proc lists only processes): it carries its process's group,
 * session and parent, so it is a member exactly when its process is.
 */
export function readWindow(
  window: { from: number; to: number },
  skip: (pid: number) => boolean,
): ProcessEntry[] | undefined {
  if (window.from > window.to || window.to - window.from >= PROBE_LIMIT) {
    return readProcessTable(window, skip);
  }
  const entries: ProcessEntry[] = [];
  for (let pid = window.from; pid <= window.to; pid++) {
    if (skip(pid)) continue;
    const entry = readEntry(String(pid));
    if (entry !== undefined) entries.push(entry);
  }
  return entries;
}

/**
 * One process's row; `undefined` when it does not exist (or exited between readdir and read).
 * Most pids of a busy window no longer exist (a node hook's ten or so threads each took one, and
 * died with it): they are asked with `existsSync`, which does not throw (a failed open costs a
 * thrown error, about three times as much), and opened only when there.
 */
export function readEntry(name: string): ProcessEntry | undefined {
  const path = `/proc/${name}/stat`;
  if (!existsSync(path)) return undefined;
  const stat = readProc(path);
  if (stat === undefined) return undefined;
  // Fields after the command name, which may itself contain spaces and parentheses.
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    pid: Number(name),
    state: f[0] ?? '?',
    ppid: Number(f[1]),
    pgid: Number(f[2]),
    sid: Number(f[3]),
    start: f[19] ?? '',
  };
}
