import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';

/**
 * Writes `data` to `file` in `dir` as a private cache file: `dir` is made with mode 0700 (with its
 * parents) if missing, the bytes go to a new temporary file beside `file` (mode 0600, created
 * exclusively, so a file planted under its name fails the write instead of being written
 * through), which is then renamed over `file`, so a reader sees the old file or the new one,
 * never part of one. Returns whether `file` was written; on any failure nothing is left behind
 * and `file` is as it was. The settings cache and the V8 code caches write through it.
 */
export function writePrivateFile(dir: string, file: string, data: string | Uint8Array): boolean {
  // Unique enough with `wx`: a clash only fails this write, which leaves the cache as it was.
  const temp = `${file}.${process.pid}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}.tmp`;
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileSync(temp, data, { mode: 0o600, flag: 'wx' });
    renameSync(temp, file);
    return true;
  } catch {
    try {
      rmSync(temp, { force: true });
    } catch {
      // No directory to leave a temporary file in.
    }
    return false;
  }
}

/**
 * The bytes of the private cache file `file`, or `undefined`: missing, unreadable, not a regular
 * file, owned by another user (where there is `process.getuid`), or writable by group or others.
 * Read through one descriptor, so the file checked is the file read. The settings cache and the
 * V8 code caches read through it.
 */
export function readPrivateFile(file: string): Buffer | undefined {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return undefined;
  }
  try {
    const stat = fstatSync(fd);
    const foreign = process.getuid !== undefined && stat.uid !== process.getuid();
    if (!stat.isFile() || foreign || (stat.mode & 0o022) !== 0) return undefined;
    return readFileSync(fd);
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}
