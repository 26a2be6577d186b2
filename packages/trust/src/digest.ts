import { createHash } from 'node:crypto';
import type { BigIntStats } from 'node:fs';
import { open, stat } from 'node:fs/promises';

/** The digest of a regular file, or why none could be taken. */
export type FileDigest = { ok: true; digest: string } | { ok: false; problem: string };

/**
 * Reuses digests of files whose identity (device, inode, size, mtime, ctime in ns) has not moved.
 * Only files that were already quiet for {@link QUIET_NS} when hashed are cached (git's "racily
 * clean" rule): any later write sets ctime to a later time, and ctime cannot be set by a user.
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
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    return { ok: false, problem: `cannot be read (${(error as NodeJS.ErrnoException).code})` };
  }
  try {
    const before = await handle.stat({ bigint: true });
    if (!before.isFile()) return { ok: false, problem: 'is not a regular file' };
    const key = identity(before);
    const cached = cache?.entries.get(path);
    let digest: string;
    if (cached !== undefined && cached.key === key) {
      digest = cached.digest;
    } else {
      const started = BigInt(Date.now()) * 1_000_000n;
      const hash = createHash('sha256');
      for await (const chunk of handle.createReadStream({ autoClose: false, start: 0 })) {
        hash.update(chunk as Buffer);
      }
      digest = hash.digest('hex');
      if (cache !== undefined && before.ctimeNs + QUIET_NS < started) {
        cache.entries.set(path, { key, digest });
      }
    }
    const after = await stat(path, { bigint: true }).catch(() => undefined);
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
    await handle.close();
  }
}
