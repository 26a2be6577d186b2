import { type PidWindow, pidWindow, recentPidClock } from './pid-clock.js';
import { readEntry, readProcessTable, readWindow } from './proc-table.js';
import type { ProcessTracker } from './process-tracker.js';

/**
 * Linux: every process's `/proc/<pid>/stat` (group, session, parent, start time), read only in
 * the pids a hook's descendants can have when the kernel's fork counter says so (see
 * {@link pidWindow}).
 */
export const procTracker: ProcessTracker = {
  kind: 'proc',
  guarantees:
    "the hook's process group, its session (children that moved to another group keep it), their descendants by parent pid, and every member recorded before a SIGTERM",
  limits: 'a process that called setsid after its parent exited (the daemon double fork)',
  clock: recentPidClock,
  rows({ leader, since, reaped, later }) {
    const window: PidWindow | undefined =
      since === undefined ? undefined : pidWindow(leader, since);
    if (window === undefined) return readProcessTable();
    // At 200 concurrent hooks most of the window is the other hooks: their rows are not read.
    if (!window.quiet) {
      const others = later();
      // A reaped leader's pid is not handed out again inside a trusted window: not read.
      const gone = reaped ? leader : undefined;
      return readWindow(window, (pid) => pid === gone || others.has(pid));
    }
    // Nothing was created after the hook: the leader is the only process the tree can hold (and
    // /proc is there: the clock was read from it); once it is reaped, none (its pid could be given
    // again only after a fork, and there was none).
    if (reaped) return [];
    const row = readEntry(String(leader));
    return row === undefined ? [] : [row];
  },
};
