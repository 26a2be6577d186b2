import type { PidClock } from './pid-clock.js';
import type { ProcessEntry } from './proc-table.js';

/** `proc`: Linux `/proc`; `posix`: process groups and `ps` (macOS, the BSDs). */
export type ProcessTrackingKind = 'proc' | 'posix';

/** What one tree scan is asked for (see `HookProcessTree.table`). */
export interface TreeScan {
  leader: number;
  /** The clock read before the hook's spawn ({@link ProcessTracker.clock}). */
  since: PidClock | undefined;
  /** The leader has exited and been waited for. */
  reaped: boolean;
  /** Leaders of supervised trees spawned after this one (never members of it). */
  later: () => Set<number>;
}

/** One way to list a hook's processes: the seam between the adapter and the platform. */
export interface ProcessTracker {
  readonly kind: ProcessTrackingKind;
  readonly guarantees: string;
  readonly limits: string;
  /** A baseline read just before a spawn; `undefined` when the platform has none. */
  clock(): PidClock | undefined;
  /** The rows a member of the scanned tree can be among; `undefined` when nothing can be listed. */
  rows(scan: TreeScan): ProcessEntry[] | undefined;
}
