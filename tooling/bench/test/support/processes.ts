import { readdir, readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * True when process group `pgid` has no live member: `kill(-pgid, 0)` gives ESRCH, or every member
 * left is a zombie (orphans wait for pid 1 to reap them, and it may be slow to).
 */
export async function groupGone(pgid: number): Promise<boolean> {
  try {
    process.kill(-pgid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return true;
  }
  const names = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  const live = await Promise.all(
    names.map(async (name) => {
      try {
        const stat = await readFile(`/proc/${name}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return Number(fields[2]) === pgid && fields[0] !== 'Z' && fields[0] !== 'X';
      } catch {
        return false;
      }
    }),
  );
  return !live.includes(true);
}

/**
 * True while `pid` is a live process. A zombie counts as dead: it has exited and holds nothing
 * (orphans are reparented to pid 1, which may take its time reaping them).
 */
export async function isAlive(pid: number): Promise<boolean> {
  const state = await stateOf(String(pid));
  return state !== undefined && state !== 'Z' && state !== 'X';
}

async function stateOf(pid: string): Promise<string | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
  } catch {
    return undefined;
  }
}

/**
 * Pids of live (non-zombie) processes whose environment holds `LIONAGI_PROJECT_DIR=<projectDir>`.
 * Every hook gets that variable (C-3) and every process it starts inherits it, so this finds any
 * descendant of the project's hooks, in or out of their process group, wherever it was reparented.
 */
export async function survivors(projectDir: string): Promise<number[]> {
  const needle = Buffer.from(`\0LIONAGI_PROJECT_DIR=${projectDir}\0`);
  const found: number[] = [];
  const names = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  await Promise.all(
    names.map(async (name) => {
      if (Number(name) === process.pid) return;
      let environ: Buffer;
      try {
        environ = Buffer.concat([Buffer.from([0]), await readFile(`/proc/${name}/environ`)]);
      } catch {
        return; // exited while we were listing
      }
      if (!environ.includes(needle)) return;
      const state = await stateOf(name);
      if (state !== undefined && state !== 'Z' && state !== 'X') found.push(Number(name));
    }),
  );
  return found.sort((a, b) => a - b);
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
