import { posixTracker, readPsTable } from './posix-tracker.js';
import { readEntry } from './proc-table.js';
import { processTracker } from './process-tracking.js';

/**
 * For tests only (`@lionagi/hooks-exec/testing`, not part of the documented API): true while
 * `pid` exists and is neither a zombie nor dead, read the way the adapter's process tracking in
 * use reads it (`/proc/<pid>/stat` under `proc`, `ps -A` under `posix`), so the same test
 * holds on Linux, on macOS, and under a forced `LIONAGI_PROCESS_TRACKING=posix`.
 */
export async function alive(pid: number | string): Promise<boolean> {
  const id = Number(pid);
  try {
    process.kill(id, 0);
  } catch {
    return false;
  }
  const row =
    processTracker() === posixTracker
      ? readPsTable()?.find((e) => e.pid === id)
      : readEntry(String(id));
  return row !== undefined && row.state !== 'Z' && row.state !== 'X';
}

export {
  commandLine,
  descriptorsOn,
  groupGone,
  processesInDir,
  processesWithEnv,
} from './test-processes.js';
