import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { LoadedSettings } from '@lionagi/hooks-config';
import {
  createEventDispatcher,
  type EventDispatcher,
  type HookRunRecord,
} from '@lionagi/hooks-exec';
import { createTrustGate } from '@lionagi/hooks-trust';
import type { BenchProject } from './bench-project.js';

/**
 * The PreToolUse dispatcher of `settings`, wired as the runtime wires it (trust gate from the
 * same settings and environment); `onRan` hears every hook that ran and succeeded.
 */
export function wirePreToolUse(
  project: BenchProject,
  settings: LoadedSettings,
  onRan: () => void,
): EventDispatcher {
  return createEventDispatcher('PreToolUse', settings.hooks.PreToolUse, {
    projectDir: project.dir,
    env: project.env,
    trust: createTrustGate(settings, { env: project.env }),
    onRun: (record: HookRunRecord) => {
      if (record.ran && record.outcome === 'success') onRan();
    },
  });
}

let gc: (() => void) | undefined;

/**
 * A full garbage collection now, so a phase of allocation-light work is not charged for the
 * garbage of the phase before it (the bench runs without `--expose-gc`: the flag is set here).
 */
export function collectGarbage(): void {
  if (gc === undefined) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  gc();
}
