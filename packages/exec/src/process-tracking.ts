import { existsSync } from 'node:fs';
import { HookError } from '@lionagi/hooks-profile/core';
import { posixTracker } from './posix-tracker.js';
import { procTracker } from './proc-tracker.js';
import type { ProcessTracker, ProcessTrackingKind } from './process-tracker.js';

/** The environment variable that forces a {@link ProcessTrackingKind} instead of detecting it. */
export const PROCESS_TRACKING_ENV = 'LIONAGI_PROCESS_TRACKING';

/** The tracker in use, as `li hooks doctor` and a program see it. */
export interface ProcessTracking {
  kind: ProcessTrackingKind;
  /** How it was chosen: detected at load, or forced by {@link PROCESS_TRACKING_ENV}. */
  chosen: 'detected' | 'forced';
  /** What it finds of a hook's tree. */
  guarantees: string;
  /** What it cannot find. */
  limits: string;
}

let chosen: { tracker: ProcessTracker; how: ProcessTracking['chosen'] } | undefined;

/**
 * The tracker in use, chosen once (at the first use): `$LIONAGI_PROCESS_TRACKING` when set
 * (`proc` or `posix`; anything else is a `USAGE` error naming the variable), else `proc` on Linux
 * with a readable `/proc`, else `posix`.
 */
export function processTracker(): ProcessTracker {
  chosen ??= chooseProcessTracker(process.env[PROCESS_TRACKING_ENV]);
  return chosen.tracker;
}

/** The choice {@link processTracker} makes for a value of `$LIONAGI_PROCESS_TRACKING`. */
export function chooseProcessTracker(forced: string | undefined): {
  tracker: ProcessTracker;
  how: ProcessTracking['chosen'];
} {
  if (forced === 'proc') return { tracker: procTracker, how: 'forced' };
  if (forced === 'posix') return { tracker: posixTracker, how: 'forced' };
  if (forced !== undefined && forced !== '') {
    throw new HookError(
      'USAGE',
      `${PROCESS_TRACKING_ENV}=${JSON.stringify(forced)} is not a process tracking: expected "proc" or "posix" (or unset, to detect it)`,
      { details: { variable: PROCESS_TRACKING_ENV, value: forced } },
    );
  }
  const proc = process.platform === 'linux' && existsSync('/proc/self/stat');
  return { tracker: proc ? procTracker : posixTracker, how: 'detected' };
}

/**
 * Which process tracking guards this process's hooks and what it guarantees: the guard is never
 * silently absent. Throws the `USAGE` error of an invalid `$LIONAGI_PROCESS_TRACKING`.
 */
export function processTracking(): ProcessTracking {
  const tracker = processTracker();
  return {
    kind: tracker.kind,
    chosen: chosen?.how ?? 'detected',
    guarantees: tracker.guarantees,
    limits: tracker.limits,
  };
}
