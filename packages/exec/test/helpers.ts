import { chmod, mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the fixture hooks directory. */
export const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

/** Absolute path of one fixture hook. */
export function fixture(name: string): string {
  return join(FIXTURES, name);
}

/** chmod 755 every fixture (a checkout may lose the executable bit). */
export async function makeFixturesExecutable(): Promise<void> {
  for (const name of await readdir(FIXTURES)) await chmod(join(FIXTURES, name), 0o755);
}

/** A fresh temporary directory. */
export function tempDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'lionagi-'));
}

/** `gone` (ESRCH), `zombie` (exited, not yet reaped) or `alive`, from /proc. */
export async function processState(pid: number): Promise<'gone' | 'zombie' | 'alive'> {
  let stat: string;
  try {
    stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 'gone';
  }
  const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
  return state === 'Z' || state === 'X' ? 'zombie' : 'alive';
}

/** True when `process.kill(pid, 0)` says the pid no longer exists. */
export function pidGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Pids and states of this process's children, from /proc. */
export async function childrenOf(ppid: number): Promise<{ pid: number; state: string }[]> {
  const out: { pid: number; state: string }[] = [];
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = await readFile(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === ppid) out.push({ pid: Number(name), state: fields[0] ?? '?' });
    } catch {
      // The process exited while we were listing.
    }
  }
  return out;
}

/** Number of open file descriptors of this process. */
export async function openFdCount(): Promise<number> {
  return (await readdir('/proc/self/fd')).length;
}

/** Polls `check` until it returns true or `timeoutMs` passes; returns its last answer. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
