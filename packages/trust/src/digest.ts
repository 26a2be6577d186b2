import {
  type BigIntStats,
  closeSync,
  createReadStream,
  fstatSync,
  openSync,
  statSync,
} from 'node:fs';
import { sha256 } from './sha256-hex.js';

/** The digest of a regular file, or why none could be taken. */
export type FileDigest = { ok: true; digest: string } | { ok: false; problem: string };

/**
 * Reuses digests of files whose identity (device, inode, size, mtime, ctime in ns) has not moved.
 * Why that is as safe as hashing again: a file's bytes change only through its inode (a write, a
 * truncate, an mmap store) or by putting another inode at its path (rename, replace, a new
 * mount: another device or inode number). Every change of an inode's bytes or times sets its
 * ctime to the current time, and no system call lets a user set ctime (utimes and touch set only
 * atime and mtime, and themselves move ctime). Timestamps are coarse (a clock tick), so a write
 * in the tick of the hash could keep ctime equal: only files that were already quiet for
 * {@link QUIET_NS} when hashed are cached (git's "racily clean" rule). One writer is not seen by
 * ctime at once: stores through a shared writable mmap of a page already dirty (times move at the
 * next write fault, after writeback; on tmpfs perhaps never). That writer can equally change the
 * bytes just after a fresh hash: a file run from its path (a bare name's executable, an
 * interpreter) has that check-to-exec gap either way, and the files exec copies before the spawn
 * (argv paths: the hook's own code) are read and hashed again from the copy at every firing, cache
 * or not. Root can also change the clock or the disk beneath the file system.
 */
export interface DigestCache {
  readonly entries: Map<string, { key: string; digest: string }>;
}

const QUIET_NS = 2_000_000_000n;

/** A fresh, empty {@link DigestCache}. */
export function createDigestCache(): DigestCache {
  return { entries: new Map() };
}

function identity(s: BigIntStats): string {
  return `${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
}

/**
 * SHA-256 (hex) of the file at `path`, read through one file descriptor (symlinks followed, as
 * exec follows them). After reading, the path is stat'ed again: if it no longer names the same,
 * unmodified inode the file changed while being verified and no digest is returned.
 */
export async function digestFile(path: string, cache?: DigestCache): Promise<FileDigest> {
  // Synchronous open and stats: every firing of an imported hook verifies its files, and a cached
  // digest then costs four system calls instead of four round trips through the thread pool.
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    return { ok: false, problem: `cannot be read (${(error as NodeJS.ErrnoException).code})` };
  }
  try {
    const before = fstatSync(fd, { bigint: true });
    if (!before.isFile()) return { ok: false, problem: 'is not a regular file' };
    const key = identity(before);
    const cached = cache?.entries.get(path);
    let digest: string;
    if (cached !== undefined && cached.key === key) {
      digest = cached.digest;
    } else {
      const started = BigInt(Date.now()) * 1_000_000n;
      const hash = sha256();
      for await (const chunk of createReadStream(path, { fd, autoClose: false, start: 0 })) {
        hash.update(chunk as Buffer);
      }
      digest = hash.digest('hex');
      if (cache !== undefined && before.ctimeNs + QUIET_NS < started) {
        cache.entries.set(path, { key, digest });
      }
    }
    const after = statSync(path, { bigint: true, throwIfNoEntry: false });
    if (after === undefined || identity(after) !== key) {
      cache?.entries.delete(path);
      return { ok: false, problem: 'changed while it was being verified' };
    }
    return { ok: true, digest };
  } catch (error) {
    return {
      ok: false,
      problem: `cannot be read (${(error as NodeJS.ErrnoException).code ?? error})`,
    };
  } finally {
    closeSync(fd);
  }
}
