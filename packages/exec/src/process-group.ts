import { readdir, readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

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
  try {
    process.kill(-pgid, signal);
    return 'sent';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ESRCH') return 'gone';
    if (code === 'EPERM') return 'denied';
    throw error;
  }
}

/**
 * True while group `pgid` has a member that is not a zombie. A zombie has already exited and
 * holds no resources; orphaned ones are reaped by init, which the adapter cannot hurry.
 */
export async function groupHasLiveMembers(pgid: number): Promise<boolean> {
  if (signalGroup(pgid, 0) === 'gone') return false;
  if (process.platform !== 'linux') return true;
  const states = await groupMemberStates(pgid);
  // Members we cannot see (hidepid, or a race with their exit) count as alive until ESRCH says otherwise.
  if (states.length === 0) return signalGroup(pgid, 0) !== 'gone';
  return states.some((state) => state !== 'Z' && state !== 'X');
}

/**
 * Polls until group `pgid` is gone (ESRCH, or only zombies left) or `timeoutMs` passes;
 * resolves `true` when it is gone.
 */
export async function waitForGroupExit(pgid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let delay = 5;
  for (let poll = 0; ; poll += 1) {
    if (signalGroup(pgid, 0) === 'gone') return true;
    // The cheap probe first; the /proc scan only once the group has outlived a few polls.
    if (poll >= 3 && !(await groupHasLiveMembers(pgid))) return true;
    if (Date.now() >= deadline) return false;
    await sleep(delay);
    delay = Math.min(delay * 2, 50);
  }
}

/**
 * Terminates process group `pgid`: SIGTERM to the whole group, then SIGKILL to the whole group
 * after `graceMs` ({@link KILL_GRACE_MS} by default), then waits (up to
 * {@link GROUP_EXIT_WAIT_MS}) until no live member remains.
 */
export async function terminateGroup(
  pgid: number,
  graceMs = KILL_GRACE_MS,
): Promise<GroupTermination> {
  if (signalGroup(pgid, 'SIGTERM') === 'gone') return { escalated: false, gone: true };
  if (await waitForGroupExit(pgid, graceMs)) return { escalated: false, gone: true };
  signalGroup(pgid, 'SIGKILL');
  return { escalated: true, gone: await waitForGroupExit(pgid, GROUP_EXIT_WAIT_MS) };
}

async function groupMemberStates(pgid: number): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir('/proc');
  } catch {
    return [];
  }
  const states: string[] = [];
  await Promise.all(
    names
      .filter((name) => /^\d+$/.test(name))
      .map(async (name) => {
        let stat: string;
        try {
          stat = await readFile(`/proc/${name}/stat`, 'utf8');
        } catch {
          return;
        }
        // Fields after the command name, which may itself contain spaces and parentheses.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(fields[2]) === pgid && fields[0] !== undefined) states.push(fields[0]);
      }),
  );
  return states;
}
