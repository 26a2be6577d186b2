import { setTimeout as sleep } from 'node:timers/promises';
import { getSystemErrorName } from 'node:util';
import { HookProcessTree } from './process-tree.js';

/**
 * Grace between SIGTERM and SIGKILL when a hook's process group is terminated: 2000 ms, the
 * same `_TERMINATE_GRACE` the Python executor uses. Long enough for a well-behaved hook to flush
 * and exit, short enough that a hung guard costs at most its timeout plus two seconds.
 */
export const KILL_GRACE_MS = 2000;

/**
 * How long the adapter waits for a SIGKILLed group to disappear before it gives up and reports
 * it (a process in uninterruptible sleep cannot die until its I/O returns).
 */
export const GROUP_EXIT_WAIT_MS = 5000;

/** What sending a signal to a process group found. */
export type GroupSignalResult = 'sent' | 'gone' | 'denied';

/** How a group termination went. */
export interface GroupTermination {
  /** SIGKILL had to be sent because SIGTERM did not end the group within the grace. */
  escalated: boolean;
  /** No live member remained when the termination finished. */
  gone: boolean;
}

/**
 * Sends `signal` to every process in group `pgid` (`0` only probes). `gone` means the group
 * no longer exists (ESRCH); `denied` means it exists but none of it may be signalled (EPERM).
 */
export function signalGroup(pgid: number, signal: NodeJS.Signals | 0): GroupSignalResult {
  if (signal === 0 && probe !== undefined) {
    // The probe after every hook: the errno itself, with no exception made for the usual ESRCH.
    const errno: unknown = probe(-pgid, 0);
    if (errno === 0) return 'sent';
    if (typeof errno === 'number' && Number.isInteger(errno) && errno < 0) {
      const code = getSystemErrorName(errno);
      if (code === 'ESRCH') return 'gone';
      if (code === 'EPERM') return 'denied';
    }
  }
  // ESRCH is the expected answer after every hook's exit: capturing a stack trace for the error
  // `process.kill` throws is most of the probe's cost, and nobody reads it.
  const stackLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    process.kill(-pgid, signal);
    return 'sent';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ESRCH') return 'gone';
    if (code === 'EPERM') return 'denied';
    throw error;
  } finally {
    Error.stackTraceLimit = stackLimit;
  }
}

/**
 * What `process.kill` calls: `kill(2)` returning the (libuv) errno instead of throwing it. An
 * exception per probe (ESRCH, after every hook) cost more than the system call; where Node has no
 * such function (or on Windows, which has no process groups to probe) `process.kill` answers.
 * Any errno but ESRCH and EPERM is asked again through `process.kill`, which throws it as before.
 */
const probe: ((pid: number, signal: number) => number) | undefined = (() => {
  const raw = (process as { _kill?: unknown })._kill;
  return process.platform !== 'win32' && typeof raw === 'function'
    ? (raw.bind(process) as (pid: number, signal: number) => number)
    : undefined;
})();

/**
 * True while the hook tree led by `pgid` has a live member: its process group, its session, and
 * the descendants {@link HookProcessTree} finds. A zombie has already exited and holds no
 * resources; orphaned ones are reaped by init, which the adapter cannot hurry.
 */
export async function groupHasLiveMembers(
  pgid: number,
  tree = new HookProcessTree(pgid),
): Promise<boolean> {
  const table = tree.table();
  if (table === undefined) return signalGroup(pgid, 0) !== 'gone';
  const members = tree.members(table);
  if (members.some((e) => e.state !== 'Z' && e.state !== 'X')) return true;
  if (signalGroup(pgid, 0) === 'gone') return false;
  // The group answers a probe but the scan saw none of it alive: only zombies (dead), or members
  // hidden from /proc (hidepid), which count as alive until ESRCH says otherwise.
  return !members.some((e) => e.pgid === pgid);
}

/**
 * Polls until the hook tree led by `pgid` is gone (no live member left) or `timeoutMs` passes;
 * resolves `true` when it is gone.
 */
export async function waitForGroupExit(
  pgid: number,
  timeoutMs: number,
  tree = new HookProcessTree(pgid),
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let delay = 5;
  for (;;) {
    if (!(await groupHasLiveMembers(pgid, tree))) return true;
    if (Date.now() >= deadline) return false;
    await sleep(delay);
    delay = Math.min(delay * 2, 50);
  }
}

/**
 * Sends `signal` to everything a hook started: its process group, then every live member of its
 * tree by pid (children that left the group with `setpgid`, descendants that called `setsid`
 * while their parent was still running or after a scan recorded them).
 */
export function signalHookTree(
  pgid: number,
  signal: NodeJS.Signals,
  tree = new HookProcessTree(pgid),
): GroupSignalResult {
  const group = signalGroup(pgid, signal);
  const members = tree.signalMembers(signal);
  return group === 'gone' && members > 0 ? 'sent' : group;
}

/**
 * Terminates the hook tree led by `pgid`: SIGTERM to the whole group and every member of the
 * tree, then SIGKILL to all of them after `graceMs` ({@link KILL_GRACE_MS} by default), then
 * waits (up to {@link GROUP_EXIT_WAIT_MS}) until no live member remains.
 */
export async function terminateGroup(
  pgid: number,
  graceMs = KILL_GRACE_MS,
  tree = new HookProcessTree(pgid),
): Promise<GroupTermination> {
  tree.record();
  if (signalHookTree(pgid, 'SIGTERM', tree) === 'gone') return { escalated: false, gone: true };
  if (await waitForGroupExit(pgid, graceMs, tree)) return { escalated: false, gone: true };
  signalHookTree(pgid, 'SIGKILL', tree);
  return { escalated: true, gone: await waitForGroupExit(pgid, GROUP_EXIT_WAIT_MS, tree) };
}
