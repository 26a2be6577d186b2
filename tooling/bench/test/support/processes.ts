import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { alive, groupGone as gone, processesWithEnv } from '@lionagi/hooks-exec/testing';

/**
 * True when process group `pgid` has no live member (a zombie counts as gone: orphans wait for
 * pid 1 to reap them, and it may be slow to). Read by `@lionagi/hooks-exec/testing`, the way the
 * process tracking in use reads the machine.
 */
export async function groupGone(pgid: number): Promise<boolean> {
  return gone(pgid);
}

/** True while `pid` is a live process; a zombie counts as dead (it has exited and holds nothing). */
export async function isAlive(pid: number): Promise<boolean> {
  return alive(pid);
}

/**
 * Pids of live (non-zombie) processes whose environment holds `LIONAGI_PROJECT_DIR=<projectDir>`.
 * Every hook gets that variable (C-3) and every process it starts inherits it, so this finds any
 * descendant of the project's hooks, in or out of their process group, wherever it was reparented.
 */
export async function survivors(projectDir: string): Promise<number[]> {
  return processesWithEnv(`LIONAGI_PROJECT_DIR=${projectDir}`);
}

/** Polls `check` every 50 ms until it returns true or `timeoutMs` passes; returns its last answer. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
    await sleep(50);
  }
}

/** Waits (up to 5 s) until no process of the project's hooks is alive; returns those left. */
export async function settledSurvivors(projectDir: string): Promise<number[]> {
  await eventually(async () => (await survivors(projectDir)).length === 0, 5000);
  return survivors(projectDir);
}

/** The space-separated pids a fixture wrote to `file`. */
export async function readPids(file: string): Promise<number[]> {
  return (await readFile(file, 'utf8')).trim().split(/\s+/).map(Number);
}
