import { spawnSync } from 'node:child_process';
import type { ProcessEntry } from './proc-table.js';
import type { ProcessTracker } from './process-tracker.js';

/** `ps` keywords every POSIX `ps` (macOS, the BSDs, procps) knows; `lstart` last: it has spaces. */
const PS_ARGS = ['-A', '-o', 'pid=', '-o', 'ppid=', '-o', 'pgid=', '-o', 'stat=', '-o', 'lstart='];

/**
 * Without `/proc` (macOS, the BSDs): one `ps -A` per scan, synchronously (a kill path must not
 * wait on the event loop). `ps` shows no session id portably, so `sid` is never the leader's: a
 * child that moved to another group is found only through its parent or a recording.
 */
export const posixTracker: ProcessTracker = {
  kind: 'posix',
  guarantees:
    "the hook's process group, its descendants by parent pid while their parent lives, and every member recorded before a SIGTERM (one `ps -A` per scan)",
  limits:
    'a child that left the group (setpgid or setsid) after its parent exited: ps shows no portable session id',
  clock: () => undefined,
  rows: () => readPsTable(),
};

/** Every process's row from `ps -A`; `undefined` when `ps` cannot be run. */
export function readPsTable(): ProcessEntry[] | undefined {
  const ps = spawnSync('ps', PS_ARGS, {
    encoding: 'latin1',
    env: { ...process.env, LC_ALL: 'C' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (ps.status !== 0 || typeof ps.stdout !== 'string') return undefined;
  const rows: ProcessEntry[] = [];
  for (const line of ps.stdout.split('\n')) {
    const f = line.trim().split(/\s+/);
    if (f.length < 5) continue;
    const [pid, ppid, pgid] = [Number(f[0]), Number(f[1]), Number(f[2])];
    if (!Number.isSafeInteger(pid) || !Number.isSafeInteger(ppid) || !Number.isSafeInteger(pgid))
      continue;
    // `stat` begins with the state letter (`Ss+`, `Z`, `R<`…); the rest is the start time.
    rows.push({ pid, ppid, pgid, sid: -1, state: f[3]?.[0] ?? '?', start: f.slice(4).join(' ') });
  }
  return rows;
}
