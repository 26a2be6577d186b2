import { type BoundedCapture, captureStream } from './capture.js';
import { trackLiveHook } from './live-hooks.js';
import { monotonicMs } from './monotonic.js';
import type { PidClock } from './pid-clock.js';
import {
  type GroupTermination,
  groupHasLiveMembers,
  KILL_GRACE_MS,
  terminateGroup,
} from './process-group.js';
import { HookProcessTree } from './process-tree.js';
import type { HookRunResult } from './run-hook.js';
import type { HookSubprocess } from './spawn-hook.js';

/**
 * Drives a started hook to completion: writes and closes stdin while both outputs drain into
 * bounded captures, enforces the timeout and the abort signal by terminating the hook's process
 * tree (its group, its session and their descendants: see {@link HookProcessTree}), terminates anything the hook left behind, and resolves only once the
 * tree is gone and both pipes are closed. While it runs, the tree is registered for
 * `killLiveHooksNow` (an owner that must exit at once).
 */
export async function supervise(
  child: HookSubprocess,
  pid: number,
  payload: string,
  limits: { timeoutMs: number; maxOutputBytes: number },
  signal: AbortSignal | undefined,
  base: { argv: string[]; started: number },
  since?: PidClock,
): Promise<HookRunResult> {
  const notes: string[] = [];
  const stdout = captureStream(child.stdout, limits.maxOutputBytes);
  const stderr = captureStream(child.stderr, limits.maxOutputBytes);
  // EPIPE when the hook exits without reading stdin is normal; the result says how it exited.
  child.stdin.on('error', () => {});
  // A started child emits `error` only when signalling it fails; the group is signalled by pid,
  // and an unheard `error` would throw in the caller's process.
  child.on('error', () => {});
  child.stdin.end(payload);

  const exited = new Promise<[number | null, string | null]>((resolve) => {
    child.once('exit', (code, sig) => resolve([code, sig]));
  });
  let timedOut = false;
  let aborted = false;
  let termination: Promise<GroupTermination> | undefined;
  const tree = new HookProcessTree(pid, since);
  const untrack = trackLiveHook(tree);
  const stillRunning = () => child.exitCode === null && child.signalCode === null;
  const terminate = () => {
    termination ??= terminateGroup(pid, KILL_GRACE_MS, tree);
    return termination;
  };
  const timer = setTimeout(() => {
    if (!stillRunning()) return;
    timedOut = true;
    void terminate();
  }, limits.timeoutMs);
  const onAbort = () => {
    if (!stillRunning()) return;
    aborted = true;
    void terminate();
  };
  signal?.addEventListener('abort', onAbort, { once: true });

  const [exitCode, exitSignal] = await exited;
  clearTimeout(timer);
  signal?.removeEventListener('abort', onAbort);

  tree.leaderReaped();
  let strays = false;
  if (termination === undefined && (await groupHasLiveMembers(pid, tree))) {
    strays = true;
    void terminate();
  }
  const ended = termination === undefined ? undefined : await termination;
  untrack();
  if (ended !== undefined)
    notes.push(describeTermination(pid, ended, timedOut, aborted, strays, limits.timeoutMs));
  await drain(stdout, stderr, child, notes);

  const result: HookRunResult = {
    argv: base.argv,
    pid,
    exitCode,
    signal: exitSignal,
    stdout: stdout.text(),
    stderr: stderr.text(),
    timedOut,
    truncated: stdout.truncated || stderr.truncated,
    stdoutTruncated: stdout.truncated,
    stderrTruncated: stderr.truncated,
    aborted,
    notes,
    durationMs: Math.round(monotonicMs() - base.started),
  };
  if (timedOut) result.timeoutMs = limits.timeoutMs;
  if (stdout.truncated || stderr.truncated) result.maxOutputBytes = limits.maxOutputBytes;
  if (stdout.truncated)
    notes.push(
      `stdout exceeded ${limits.maxOutputBytes} bytes (${stdout.totalBytes} printed); the rest was discarded`,
    );
  if (stderr.truncated)
    notes.push(
      `stderr exceeded ${limits.maxOutputBytes} bytes (${stderr.totalBytes} printed); the rest was discarded`,
    );
  return result;
}

/**
 * Once the group is gone the pipes reach EOF at once, unless a process that left the group
 * (setsid) still holds them: that one is not waited for beyond the grace.
 */
async function drain(
  stdout: BoundedCapture,
  stderr: BoundedCapture,
  child: HookSubprocess,
  notes: string[],
): Promise<void> {
  // The usual case: both pipes reached EOF with the exit, nothing to race.
  if (stdout.closed && stderr.closed) return;
  const both = Promise.all([stdout.done, stderr.done]);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    both,
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, KILL_GRACE_MS);
    }),
  ]);
  clearTimeout(timer);
  if (stdout.closed && stderr.closed) return;
  notes.push(
    `a process outside the hook's process group kept its output open; stopped reading after ${KILL_GRACE_MS} ms`,
  );
  child.stdout.destroy();
  child.stderr.destroy();
  await both;
}

function describeTermination(
  pid: number,
  ended: GroupTermination,
  timedOut: boolean,
  aborted: boolean,
  strays: boolean,
  timeoutMs: number,
): string {
  const why = timedOut
    ? `timed out after ${timeoutMs} ms`
    : aborted
      ? 'aborted by the caller'
      : strays
        ? 'exited but left processes running in its process group'
        : 'was terminated';
  const how = ended.escalated
    ? `SIGTERM, then SIGKILL after the ${KILL_GRACE_MS} ms grace`
    : 'SIGTERM';
  const left = ended.gone ? '' : '; some members were still alive when the adapter stopped waiting';
  return `hook ${why}: process group ${pid} was sent ${how}${left}`;
}
