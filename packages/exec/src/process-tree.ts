import type { PidClock } from './pid-clock.js';
import type { ProcessEntry } from './proc-table.js';
import { processTracker } from './process-tracking.js';

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

  /** The rows a member can be among, from the {@link processTracker} in use. */
  table(): ProcessEntry[] | undefined {
    return processTracker().rows({
      leader: this.leader,
      since: this.#since,
      reaped: this.#reaped,
      later: () => this.#laterLeaders(),
    });
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
