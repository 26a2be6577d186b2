import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The runner that starts every live process (see runner.mjs). */
export const RUNNER = join(import.meta.dirname, 'runner.mjs');

/** True when this kernel lets us make a private network namespace (`unshare -n`). */
export function netnsAvailable(): boolean {
  const probe = spawnSync('unshare', ['-n', 'ip', 'link', 'set', 'lo', 'up'], { stdio: 'ignore' });
  return probe.status === 0;
}

/** `argv`, run inside `unshare -n` (only loopback exists) when `netns`. */
export function isolated(argv: readonly string[], netns: boolean): string[] {
  return netns ? ['unshare', '-n', ...argv] : [...argv];
}

/** The argv that runs the runner on `jobFile`, inside `unshare -n` when `netns`. */
export function runnerCommand(jobFile: string, netns: boolean): string[] {
  return isolated([process.execPath, RUNNER, jobFile], netns);
}

/** What runner.mjs writes: the namespace's interfaces, each binary's `--version`, one result per case. */
export interface RunnerOutput {
  interfaces: string[];
  versions: Record<string, string>;
  results: Array<{
    id: string;
    code: number | null;
    signal: string | null;
    timedOut: boolean;
    stderr: string;
    stdout: string;
  }>;
}

/** A runner job: how many cases run at once, the cases, and the `--version` argv of each binary. */
export interface RunnerJob {
  concurrency: number;
  cases: readonly unknown[];
  versions: Record<string, string[]>;
}

/**
 * Writes `job` as `root/job.json`, runs the runner on it (inside `unshare -n` when `netns`; its
 * output on this process's stdout and stderr) and returns what it wrote to `root/out.json`.
 */
export function runLiveJob(
  root: string,
  netns: boolean,
  job: RunnerJob,
  timeoutMs: number,
): RunnerOutput {
  const jobFile = join(root, 'job.json');
  const out = join(root, 'out.json');
  const versionEnv = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: join(root, 'version-home'),
  };
  writeFileSync(jobFile, JSON.stringify({ netns, root, out, versionEnv, ...job }));
  const [file, ...args] = runnerCommand(jobFile, netns);
  execFileSync(file as string, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    timeout: timeoutMs,
  });
  return JSON.parse(readFileSync(out, 'utf8')) as RunnerOutput;
}
