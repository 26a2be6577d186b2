import { type ProcessTracking, processTracking } from '@lionagi/hooks-exec';
import { isHookError } from '@lionagi/hooks-profile';
import type { Finding } from './findings.js';

/** What `li hooks doctor` says about the process tracking that guards the hooks it starts. */
export type ProcessTrackingCheck =
  | { ok: true; tracking: ProcessTracking; line: string }
  | { ok: false; finding: Finding };

/**
 * The tracker in use, as one line (`Process tracking: proc (detected): finds …; cannot find …`),
 * or an error finding when `$LIONAGI_PROCESS_TRACKING` names no tracker: then no hook can run.
 */
export function processTrackingCheck(): ProcessTrackingCheck {
  try {
    const tracking = processTracking();
    const line = `Process tracking: ${tracking.kind} (${tracking.chosen}): finds ${tracking.guarantees}; cannot find ${tracking.limits}.`;
    return { ok: true, tracking, line };
  } catch (error) {
    if (!isHookError(error)) throw error;
    return {
      ok: false,
      finding: {
        severity: 'error',
        code: 'process-tracking-invalid',
        event: null,
        command: null,
        file: null,
        line: null,
        message: `${error.message}: every hook run fails`,
        fix: 'set LIONAGI_PROCESS_TRACKING to proc or posix, or unset it',
      },
    };
  }
}
