import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { posixTracker, readPsTable } from './posix-tracker.js';
import type { ProcessEntry } from './proc-table.js';
import { readProcessTable } from './proc-table.js';
import { processTracker } from './process-tracking.js';

/**
 * Process lookups for tests (`@lionagi/hooks-exec/testing`), read the way the process tracking
 * in use reads the machine: `/proc` under `proc`, `ps` and `lsof` under `posix` (macOS, the
 * BSDs, or a forced `LIONAGI_PROCESS_TRACKING=posix`). A test that checks what a run left
 * behind asks these instead of reading `/proc` itself, so it states the same thing everywhere.
 */
const onPosix = (): boolean => processTracker() === posixTracker;

const live = (row: ProcessEntry): boolean => row.state !== 'Z' && row.state !== 'X';

function table(): ProcessEntry[] {
  const rows = onPosix() ? readPsTable() : readProcessTable();
  if (rows === undefined) throw new Error('cannot list processes: no /proc and no ps');
  return rows;
}

/** The pids of every live process but this one. */
function othersAlive(): Set<number> {
  const pids = new Set(
    table()
      .filter(live)
      .map((row) => row.pid),
  );
  pids.delete(process.pid);
  return pids;
}

function run(command: string, args: string[]): string {
  const out = spawnSync(command, args, {
    encoding: 'latin1',
    env: { ...process.env, LC_ALL: 'C' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (out.error !== undefined) throw new Error(`cannot run ${command}: ${out.error.message}`);
  return out.stdout;
}

/**
 * True when process group `pgid` has no live member: `kill(-pgid, 0)` gives ESRCH, or every member
 * left is a zombie (orphans wait for pid 1 to reap them, and it may be slow to).
 */
export function groupGone(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return true;
  }
  return !table().some((row) => row.pgid === pgid && live(row));
}

/**
 * Live processes (not this one) whose environment holds `entry` (`NAME=value`) exactly. Every
 * process a hook starts inherits its environment, so this finds a hook's descendants wherever
 * they were reparented. Under `posix`, read from `ps eww` (values must not contain spaces).
 */
export function processesWithEnv(entry: string): number[] {
  const livePids = othersAlive();
  const found: number[] = [];
  if (onPosix()) {
    for (const line of run('ps', ['eww', '-A', '-o', 'pid=', '-o', 'command=']).split('\n')) {
      const pid = Number(line.trim().split(/\s+/, 1)[0]);
      if (livePids.has(pid) && ` ${line} `.includes(` ${entry} `)) found.push(pid);
    }
  } else {
    const needle = Buffer.from(`\0${entry}\0`);
    for (const pid of livePids) {
      try {
        const environ = readFileSync(`/proc/${pid}/environ`);
        if (Buffer.concat([Buffer.from([0]), environ, Buffer.from([0])]).includes(needle)) {
          found.push(pid);
        }
      } catch {
        // exited while we were listing, or not ours to read
      }
    }
  }
  return found.sort((a, b) => a - b);
}

/** Live processes (not this one) whose working directory is `dir` (`lsof` under `posix`). */
export function processesInDir(dir: string): number[] {
  const livePids = othersAlive();
  const found: number[] = [];
  if (onPosix()) {
    let pid = -1;
    for (const line of run('lsof', ['-a', '-d', 'cwd', '-F', 'pn']).split('\n')) {
      if (line.startsWith('p')) pid = Number(line.slice(1));
      else if (line === `n${dir}` && livePids.has(pid)) found.push(pid);
    }
  } else {
    for (const pid of livePids) {
      try {
        if (readlinkSync(`/proc/${pid}/cwd`) === dir) found.push(pid);
      } catch {
        // exited, or not ours to read
      }
    }
  }
  return found.sort((a, b) => a - b);
}

/** How many of this process's open descriptors are on `path` (`lsof` under `posix`). */
export function descriptorsOn(path: string): number {
  if (onPosix() || !existsSync('/proc/self/fd')) {
    const out = run('lsof', ['-a', '-p', String(process.pid), '-F', 'n']);
    return out.split('\n').filter((line) => line === `n${path}`).length;
  }
  return readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === path;
    } catch {
      return false;
    }
  }).length;
}

/** The command line of live process `pid` (arguments joined by spaces); `''` when none. */
export function commandLine(pid: number): string {
  if (!table().some((row) => row.pid === pid && live(row))) return '';
  if (onPosix()) return run('ps', ['-p', String(pid), '-o', 'command=']).trim();
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}
