import { createHash } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  constants,
  type Dirent,
  fstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFile,
  readFileSync,
  realpathSync,
  rmdirSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { substituteProjectDir } from './argv.js';
import type { VerifiedFile } from './trust-gate.js';

/** The argv to spawn instead of the configured one, and how to remove the copies afterwards. */
export type StagedCommand =
  | { ok: true; argv: string[]; copies: number; cleanup: () => Promise<void> }
  | { ok: false; reason: string };

const short = (digest: string) => `${digest.slice(0, 12)}...`;

/** Which verified file an argv element names, if any (by the path the gate hashed, or its real path). */
function verifiedFor(
  element: string,
  index: number,
  projectDir: string,
  verified: readonly VerifiedFile[],
): VerifiedFile | undefined {
  // A bare argv[0] is searched on PATH: an installed interpreter, not the hook's own code.
  if (index === 0 && !element.includes('/')) return undefined;
  const path = resolve(projectDir, element);
  const direct = verified.find((v) => v.path === path);
  if (direct !== undefined) return direct;
  let real: string;
  try {
    real = realpathSync.native(path);
  } catch {
    return undefined;
  }
  return verified.find((v) => v.path === real);
}

/**
 * Files up to this size are copied with synchronous reads and writes (hook scripts: a few KiB,
 * where a promise per call cost more than the call); larger ones (a compiled hook binary) through
 * the thread pool, so a tool call running beside them is not held up for the copy.
 */
export const SYNC_COPY_MAX_BYTES = 1024 * 1024;

/** Reads `path` through one descriptor and returns its bytes only if they hash to `digest`. */
async function readVerified(path: string, digest: string) {
  const fd = openSync(path, constants.O_RDONLY);
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return { ok: false as const, why: 'is no longer a regular file' };
    const bytes =
      stats.size <= SYNC_COPY_MAX_BYTES ? readFileSync(fd) : await promisify(readFile)(fd);
    const now = createHash('sha256').update(bytes).digest('hex');
    if (now !== digest) {
      return {
        ok: false as const,
        why: `changed after it was verified (sha256 now ${short(now)}, verified ${short(digest)})`,
      };
    }
    return { ok: true as const, bytes, mode: stats.mode & 0o555 };
  } finally {
    closeSync(fd);
  }
}

/**
 * Runs what was verified, not what a path names a moment later (the check-to-exec race). Every
 * argv element that names a file the trust gate verified (argv[0] when it is a path, and script
 * arguments such as `hooks/guard.sh` in `bash hooks/guard.sh`) is read once, its bytes hashed
 * and compared with the verified digest, and written to a fresh private directory (mkdtemp, 0700,
 * made read-only once populated); the argv names the copies instead. A copy keeps its file name,
 * and every other entry of its original directory is linked beside it, so `$(dirname "$0")/lib.sh`
 * or a Python sibling import still resolves; the hook's cwd is unchanged. Bytes that no longer
 * match mean the file changed after verification: nothing is spawned (`ok: false`).
 */
export async function stageVerifiedCommand(
  command: readonly string[],
  verified: readonly VerifiedFile[],
  projectDir: string,
  home: string | undefined,
): Promise<StagedCommand> {
  const argv = substituteProjectDir(command, projectDir, home);
  const targets = argv.map((element, i) => verifiedFor(element, i, projectDir, verified));
  if (targets.every((t) => t === undefined)) {
    return { ok: true, argv, copies: 0, cleanup: async () => {} };
  }
  // Synchronous calls for the directories, links and small copies: each is one quick syscall on a
  // local temporary directory, where a promise per call cost more than the call (about 30 of them
  // per staged firing, which took 3.2 ms of CPU with the spawn faked; 1.3 ms like this).
  const root = mkdtempSync(join(tmpdir(), 'lionagi-hook-'));
  const dirs = new Map<string, string>();
  const removeRoot = () => removeStaged(root, dirs.values());
  try {
    const copied = new Map<string, string>();
    for (const [i, target] of targets.entries()) {
      if (target === undefined) continue;
      const source = resolve(projectDir, argv[i] as string);
      const existing = copied.get(source);
      if (existing !== undefined) {
        argv[i] = existing;
        continue;
      }
      let read: Awaited<ReturnType<typeof readVerified>>;
      try {
        read = await readVerified(source, target.digest);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        read = { ok: false, why: `cannot be read (${code ?? (error as Error).message})` };
      }
      if (!read.ok) {
        removeRoot();
        return { ok: false, reason: `file ${source} ${read.why}; not started` };
      }
      const original = dirname(source);
      let dir = dirs.get(original);
      if (dir === undefined) {
        dir = join(root, String(dirs.size));
        mkdirSync(dir, { mode: 0o700 });
        dirs.set(original, dir);
      }
      const copy = join(dir, basename(source));
      const write = { flag: 'wx', mode: 0o600 } as const;
      if (read.bytes.length <= SYNC_COPY_MAX_BYTES) writeFileSync(copy, read.bytes, write);
      else await writeFile(copy, read.bytes, write);
      chmodSync(copy, read.mode | 0o400);
      copied.set(source, copy);
      argv[i] = copy;
    }
    for (const [original, dir] of dirs) linkNeighbours(original, dir);
    for (const dir of dirs.values()) chmodSync(dir, 0o500);
    chmodSync(root, 0o500);
    return { ok: true, argv, copies: copied.size, cleanup: async () => removeRoot() };
  } catch (error) {
    removeRoot();
    throw error;
  }
}

/** Links every entry of `original` not already present in `dir` (the copies themselves). */
function linkNeighbours(original: string, dir: string): void {
  const present = new Set(readdirSync(dir));
  let entries: string[];
  try {
    entries = readdirSync(original);
  } catch {
    return;
  }
  for (const name of entries) {
    if (present.has(name)) continue;
    try {
      symlinkSync(join(original, name), join(dir, name));
    } catch {
      // A neighbour that cannot be linked is one a hook cannot reach through the copy's directory.
    }
  }
}

/**
 * Removes a staging root: each of its directories' entries (the copies and the links beside
 * them), the directories, the root; exactly what staging made, without `rm -r`'s failed `rmdir`
 * first on every directory. Anything else found there (a hook may write into its copy's
 * directory after making it writable again) falls back to the recursive removal.
 */
function removeStaged(root: string, dirs: Iterable<string>): void {
  try {
    chmodSync(root, 0o700);
    for (const dir of dirs) {
      chmodSync(dir, 0o700);
      for (const name of readdirSync(dir)) unlinkSync(join(dir, name));
      rmdirSync(dir);
    }
    rmdirSync(root);
  } catch {
    chmodTree(root, 0o700);
    rmSync(root, { recursive: true, force: true });
  }
}

function chmodTree(root: string, mode: number): void {
  const quietly = (path: string) => {
    try {
      chmodSync(path, mode);
    } catch {
      // Already gone, or never made: rm below removes whatever is left.
    }
  };
  quietly(root);
  let entries: Dirent[];
  try {
    entries = readdirSync(root, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) if (entry.isDirectory()) quietly(join(root, entry.name));
}

/**
 * Messages about a staged run name the configured files, not their private copies: a spawn
 * failure of `/tmp/lionagi-hook-…/0/guard.sh` is reported as one of `./guards/guard.sh`.
 */
export function nameOriginals(
  result: { spawnError?: string; notes: string[] },
  staged: readonly string[],
  command: readonly string[],
  projectDir: string,
  home: string | undefined,
): void {
  const original = substituteProjectDir(command, projectDir, home);
  const rename = (text: string) =>
    staged.reduce(
      (out, copy, i) => (copy === original[i] ? out : out.split(copy).join(original[i] ?? copy)),
      text,
    );
  if (result.spawnError !== undefined) result.spawnError = rename(result.spawnError);
  result.notes = result.notes.map(rename);
}
