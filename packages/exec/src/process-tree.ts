import { closeSync, openSync, readdirSync, readSync } from 'node:fs';

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

/** One stat line is well under 1 KiB (the command name is at most 16 bytes); one buffer serves every read. */
const statBuffer = Buffer.alloc(4096);

/**
 * Reads every process's stat line from `/proc`, synchronously (one scan of a hundred processes
 * costs about 1 ms here, five times less than the asynchronous form, and a kill path must not
 * wait on the event loop), through one reused buffer: a scan runs after every hook, and
 * `readFileSync` per file (a stat, a fresh buffer and a decode each) cost 40% more.
 * `undefined` where there is no `/proc` (not Linux).
 */
export function readProcessTable(): ProcessEntry[] | undefined {
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
    const stat = readStat(name);
    if (stat === undefined) continue; // exited between readdir and read
    // Fields after the command name, which may itself contain spaces and parentheses.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    entries.push({
      pid: Number(name),
      state: f[0] ?? '?',
      ppid: Number(f[1]),
      pgid: Number(f[2]),
      sid: Number(f[3]),
      start: f[19] ?? '',
    });
  }
  return entries;
}

function readStat(pid: string): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(`/proc/${pid}/stat`, 'r');
    const length = readSync(fd, statBuffer, 0, statBuffer.length, 0);
    return statBuffer.toString('latin1', 0, length);
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

const dead = (e: ProcessEntry) => e.state === 'Z' || e.state === 'X';

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
 * so what is found does not depend on timing.
 */
export class HookProcessTree {
  readonly leader: number;
  readonly #recorded = new Map<number, string>();

  constructor(leader: number) {
    this.leader = leader;
  }

  /** Remembers the tree's current members, so a member that later escapes is still found. */
  record(): void {
    for (const e of this.members()) this.#recorded.set(e.pid, e.start);
  }

  /** The tree's members now (zombies included); empty where `/proc` is unavailable. */
  members(table = readProcessTable()): ProcessEntry[] {
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
    const table = readProcessTable();
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
