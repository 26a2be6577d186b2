import { readdirSync } from 'node:fs';
import { inWindow, type PidClock, type PidWindow, pidWindow } from './pid-clock.js';
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

/** One process's row; `undefined` when it does not exist (or exited between readdir and read). */
function readEntry(name: string): ProcessEntry | undefined {
  const stat = readProc(`/proc/${name}/stat`);
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

const dead = (e: ProcessEntry) => e.state === 'Z' || e.state === 'X';

/**
 * The hook trees this process is supervising (registered by `trackLiveHook`). Each leader is a
 * child of this process that leads its own group and session: never a member of another tree.
 */
export const liveTrees = new Set<HookProcessTree>();

/** Trees are numbered as made; one made right after its hook's spawn is numbered in spawn order. */
let made = 0;

/**
 * The processes one hook started. A hook leads its own process group and its own session (it is
 * spawned detached, i.e. after `setsid`), so its tree is: every member of group `leader`; every
 * member of session `leader` (a child that moved to another group with `setpgid`, as coreutils
 * `timeout`, `set -m` or Python's `os.setpgid` do, keeps the session); every descendant of those
 * by parent pid (a child that called `setsid` while its parent is alive); and every process
 * {@link record}ed (pid and start time, so a reused pid is never taken for it): a termination
 * records the tree before its SIGTERM, so a member orphaned by that SIGTERM still gets the SIGKILL.
 * What cannot be found: a process that called `setsid` and whose parent had already exited (the
 * daemon double fork, or `setsid cmd &` from a hook that then exits): it is reparented to init in
 * a session of its own and nothing ties it to the hook any more. The tree is scanned, not sampled,
 * so what is found does not depend on timing. Given the {@link PidClock} read just before the
 * hook was spawned, a scan reads only the pids the hook's descendants can have (see
 * {@link pidWindow}), and none but the leader's when nothing was created since: the same members,
 * found without reading every process on the machine after every hook.
 */
export class HookProcessTree {
  readonly leader: number;
  readonly #since: PidClock | undefined;
  readonly #recorded = new Map<number, string>();
  readonly #made = made++;
  #reaped = false;

  constructor(leader: number, since?: PidClock) {
    this.leader = leader;
    this.#since = since;
  }

  /**
   * Leaders of supervised trees spawned after this one: inside a trusted window no pid was handed
   * out twice, so such a pid is still that hook (a child of this process, its own group and
   * session), never one of this tree. A tree spawned earlier does not count: its pid may have been
   * handed out again since.
   */
  #laterLeaders(): Set<number> {
    const leaders = new Set<number>();
    for (const tree of liveTrees) if (tree.#made > this.#made) leaders.add(tree.leader);
    return leaders;
  }

  /**
   * Says the leader has exited and been waited for (Node emits `exit` only then): its pid is free,
   * so a scan that finds nothing else created since has no row to read.
   */
  leaderReaped(): void {
    this.#reaped = true;
  }

  /** The rows a member can be among: the pids the tree's processes can have, or all of them. */
  table(): ProcessEntry[] | undefined {
    const window: PidWindow | undefined =
      this.#since === undefined ? undefined : pidWindow(this.leader, this.#since);
    if (window === undefined) return readProcessTable();
    // At 200 concurrent hooks most of the window is the other hooks: their rows are not read.
    if (!window.quiet) {
      const later = this.#laterLeaders();
      // A reaped leader's pid is not handed out again inside a trusted window: not read.
      const reaped = this.#reaped ? this.leader : undefined;
      return readWindow(window, (pid) => pid === reaped || later.has(pid));
    }
    // Nothing was created after the hook: the leader is the only process the tree can hold (and
    // /proc is there: the clock was read from it); once it is reaped, none (its pid could be given
    // again only after a fork, and there was none).
    if (this.#reaped) return [];
    const leader = readEntry(String(this.leader));
    return leader === undefined ? [] : [leader];
  }

  /** Remembers the tree's current members, so a member that later escapes is still found. */
  record(): void {
    for (const e of this.members()) this.#recorded.set(e.pid, e.start);
  }

  /** The tree's members now (zombies included); empty where `/proc` is unavailable. */
  members(table = this.table()): ProcessEntry[] {
    if (table === undefined) return [];
    const inTree = new Set<number>();
    for (const e of table) {
      if (e.pid === process.pid) continue;
      if (
        e.pid === this.leader ||
        e.pgid === this.leader ||
        e.sid === this.leader ||
        this.#recorded.get(e.pid) === e.start
      )
        inTree.add(e.pid);
    }
    // Descendants by parent pid until nothing new is added (a tree is at most as deep as the table).
    for (let grew = true; grew; ) {
      grew = false;
      for (const e of table) {
        if (!inTree.has(e.pid) && inTree.has(e.ppid) && e.pid !== process.pid) {
          inTree.add(e.pid);
          grew = true;
        }
      }
    }
    return table.filter((e) => inTree.has(e.pid));
  }

  /** Pids of the members that are alive (not zombies); `undefined` without `/proc`. */
  live(): number[] | undefined {
    const table = this.table();
    if (table === undefined) return undefined;
    return this.members(table)
      .filter((e) => !dead(e))
      .map((e) => e.pid);
  }

  /** Sends `signal` to each live member by pid (the group itself is signalled by the caller). */
  signalMembers(signal: NodeJS.Signals): number {
    let sent = 0;
    for (const pid of this.live() ?? []) {
      try {
        process.kill(pid, signal);
        sent += 1;
      } catch {
        // ESRCH: exited meanwhile; EPERM: not ours to signal (it changed credentials).
      }
    }
    return sent;
  }
}
