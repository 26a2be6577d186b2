import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** The runner that starts every live process (see runner.mjs). */
export const RUNNER = join(import.meta.dirname, 'runner.mjs');

/** True when this kernel lets us make a private network namespace (`unshare -n`). */
export function netnsAvailable(): boolean {
  const probe = spawnSync('unshare', ['-n', 'ip', 'link', 'set', 'lo', 'up'], { stdio: 'ignore' });
  return probe.status === 0;
}

/** The argv that runs the runner on `jobFile`, inside `unshare -n` when `netns`. */
export function runnerCommand(jobFile: string, netns: boolean): string[] {
  return netns
    ? ['unshare', '-n', process.execPath, RUNNER, jobFile]
    : [process.execPath, RUNNER, jobFile];
}
