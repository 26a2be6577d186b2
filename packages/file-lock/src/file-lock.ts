// Imports only Node built-ins: the cross-process tests run this module in child processes.
// Its own package because two siblings share it, @lionagi/hooks-config (settings edits) and
// @lionagi/hooks-exec (audit log rotation), neither may depend on the other, and the profile
// below them both does no file I/O.
import {
  closeSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** Default wait for a busy lock before giving up. */
export const DEFAULT_LOCK_TIMEOUT_MS = 30_000;

/** Default age after which a lock whose holder stopped refreshing it is considered abandoned. */
export const DEFAULT_STALE_LOCK_MS = 10_000;

/** Options of {@link withFileLock} and {@link withFileLockSync}. */
export interface FileLockOptions {
  /** How long to wait for a busy lock; default {@link DEFAULT_LOCK_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** Age (since the holder's last refresh) after which a lock is stale; default {@link DEFAULT_STALE_LOCK_MS}. */
  staleMs?: number;
}

/** The held lock, as seen by the critical section. */
export interface FileLockHandle {
  readonly lockPath: string;
  /** Throws a `LOCK_LOST` {@link FileLockError} unless the lock file is still this holder's. */
  assertHeld(): Promise<void>;
}

/** Why a lock could not be taken or was lost. */
export class FileLockError extends Error {
  constructor(
    readonly code: 'LOCK_TIMEOUT' | 'LOCK_LOST',
    message: string,
    readonly lockPath: string,
    readonly holder: LockOwner | undefined,
  ) {
    super(message);
    this.name = 'FileLockError';
  }
}

/** What a lock file records about its holder. */
export interface LockOwner {
  pid: number;
  host: string;
  token: string;
  acquiredAt: string;
}

interface Observed {
  ino: number;
  mtimeMs: number;
  owner: LockOwner | undefined;
}

// The protocol's steps are synchronous (each is one or two syscalls on a small local file), so the
// async and the sync lock share them; only the wait between attempts differs.

function observe(lockPath: string): Observed | undefined {
  try {
    const info = statSync(lockPath);
    const text = readFileSync(lockPath, 'utf8');
    let owner: LockOwner | undefined;
    try {
      owner = JSON.parse(text) as LockOwner;
    } catch {
      owner = undefined; // created but not yet written: judged by age alone
    }
    return { ino: info.ino, mtimeMs: info.mtimeMs, owner };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isStale(seen: Observed, staleMs: number): boolean {
  if (Date.now() - seen.mtimeMs > staleMs) return true;
  const owner = seen.owner;
  return (
    owner !== undefined &&
    owner.host === hostname() &&
    Number.isInteger(owner.pid) &&
    !processAlive(owner.pid)
  );
}

/** Creates the lock file (O_CREAT|O_EXCL) with `owner`; false when it already exists. */
function tryCreate(lockPath: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(lockPath, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(owner));
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Removes an abandoned lock. Breakers serialize on `<lock>.break` (itself cleared when older than
 * `staleMs`) and re-check that the lock is the same stale one before removing it, so two waiters
 * never both break a lock and one of them never removes a lock freshly taken by another.
 */
function breakIfStale(lockPath: string, staleMs: number): boolean {
  const seen = observe(lockPath);
  if (seen === undefined) return true;
  if (!isStale(seen, staleMs)) return false;
  const breakPath = `${lockPath}.break`;
  try {
    closeSync(openSync(breakPath, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const breaker = statSafe(breakPath);
    if (breaker && Date.now() - breaker.mtimeMs > staleMs) rmSync(breakPath, { force: true });
    return false;
  }
  try {
    const again = observe(lockPath);
    if (
      again !== undefined &&
      again.ino === seen.ino &&
      again.owner?.token === seen.owner?.token &&
      isStale(again, staleMs)
    ) {
      rmSync(lockPath, { force: true });
    }
    return true;
  } finally {
    rmSync(breakPath, { force: true });
  }
}

function statSafe(path: string) {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

function newOwner(): LockOwner {
  return {
    pid: process.pid,
    host: hostname(),
    // `node:crypto` loaded at the first lock, not with this module: it costs Node 20 about 5 ms
    // to load, which every process importing a lock user would pay at start (issue 38).
    token: process.getBuiltinModule('node:crypto').randomUUID(),
    acquiredAt: new Date().toISOString(),
  };
}

function timeoutError(lockPath: string, timeoutMs: number): FileLockError {
  const holder = observe(lockPath)?.owner;
  const who = holder ? `pid ${holder.pid} on ${holder.host} since ${holder.acquiredAt}` : 'unknown';
  const message = `timed out after ${timeoutMs} ms waiting for the lock ${lockPath} (held by ${who})`;
  return new FileLockError('LOCK_TIMEOUT', message, lockPath, holder);
}

/**
 * Takes the lock for `owner`, yielding how long to wait before each retry (jittered exponential
 * backoff, 4 ms doubling to 100 ms): the async and the sync lock differ only in how they wait.
 */
function* acquire(lockPath: string, owner: LockOwner, options: FileLockOptions): Generator<number> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS;
  const staleMs = options.staleMs ?? DEFAULT_STALE_LOCK_MS;
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 0; !tryCreate(lockPath, owner); attempt++) {
    if (breakIfStale(lockPath, staleMs)) continue;
    if (Date.now() >= deadline) throw timeoutError(lockPath, timeoutMs);
    yield Math.min(100, 4 * 2 ** Math.min(attempt, 5)) * (0.5 + Math.random());
  }
}

function release(lockPath: string, owner: LockOwner): void {
  let seen: Observed | undefined;
  try {
    seen = observe(lockPath);
  } catch {
    seen = undefined;
  }
  if (seen?.owner?.token === owner.token) rmSync(lockPath, { force: true });
}

/**
 * Runs `critical` while holding an exclusive lock on `target`, across processes.
 *
 * Protocol: the lock is the file `<target>.lock`, created with `open(…, 'wx')` (O_CREAT|O_EXCL) and
 * holding `{pid, host, token, acquiredAt}` as JSON. A busy lock is retried with jittered exponential
 * backoff (4 ms doubling to 100 ms) until `timeoutMs`, then a `LOCK_TIMEOUT` error names the holder.
 * The holder refreshes the lock's mtime every `staleMs / 3`. A lock is stale when its mtime is older
 * than `staleMs` (holder crashed or frozen) or its holder is a dead process on this host; a stale
 * lock is broken (see `breakIfStale`) and acquisition retried. On release the lock file is removed
 * only if it still carries this holder's token.
 */
export async function withFileLock<T>(
  target: string,
  critical: (lock: FileLockHandle) => Promise<T>,
  options: FileLockOptions = {},
): Promise<T> {
  const staleMs = options.staleMs ?? DEFAULT_STALE_LOCK_MS;
  const lockPath = `${target}.lock`;
  const owner = newOwner();
  for (const waitMs of acquire(lockPath, owner, options)) await sleep(waitMs);

  const heartbeat = setInterval(
    () => {
      const now = new Date();
      try {
        utimesSync(lockPath, now, now);
      } catch {
        // released or broken meanwhile: assertHeld reports it where it matters
      }
    },
    Math.max(20, Math.floor(staleMs / 3)),
  );
  heartbeat.unref();
  const handle: FileLockHandle = {
    lockPath,
    async assertHeld() {
      const seen = observe(lockPath);
      if (seen?.owner?.token !== owner.token) {
        const message = `lost the lock ${lockPath}: another process judged it stale and took it`;
        throw new FileLockError('LOCK_LOST', message, lockPath, seen?.owner);
      }
    },
  };
  try {
    return await critical(handle);
  } finally {
    clearInterval(heartbeat);
    release(lockPath, owner);
  }
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));

/**
 * {@link withFileLock} for a short synchronous critical section (the same lock file and protocol,
 * so sync and async holders exclude each other). The wait blocks the thread (`Atomics.wait`), and
 * no heartbeat runs: use it only for sections far shorter than `staleMs`, such as a stat and a rename.
 */
export function withFileLockSync<T>(
  target: string,
  critical: () => T,
  options: FileLockOptions = {},
): T {
  const lockPath = `${target}.lock`;
  const owner = newOwner();
  for (const waitMs of acquire(lockPath, owner, options)) Atomics.wait(sleeper, 0, 0, waitMs);
  try {
    return critical();
  } finally {
    release(lockPath, owner);
  }
}
