import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { chmod, mkdir, mkdtemp, open, readdir, realpath, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { substituteProjectDir } from './argv.js';
import type { VerifiedFile } from './trust-gate.js';

/** The argv to spawn instead of the configured one, and how to remove the copies afterwards. */
export type StagedCommand =
  | { ok: true; argv: string[]; copies: number; cleanup: () => Promise<void> }
  | { ok: false; reason: string };

const short = (digest: string) => `${digest.slice(0, 12)}...`;

/** Which verified file an argv element names, if any (by the path the gate hashed, or its real path). */
async function verifiedFor(
  element: string,
  index: number,
  projectDir: string,
  verified: readonly VerifiedFile[],
): Promise<VerifiedFile | undefined> {
  // A bare argv[0] is searched on PATH: an installed interpreter, not the hook's own code.
  if (index === 0 && !element.includes('/')) return undefined;
  const path = resolve(projectDir, element);
  const direct = verified.find((v) => v.path === path);
  if (direct !== undefined) return direct;
  const real = await realpath(path).catch(() => undefined);
  return real === undefined ? undefined : verified.find((v) => v.path === real);
}

/** Reads `path` through one descriptor and returns its bytes only if they hash to `digest`. */
async function readVerified(path: string, digest: string) {
  const handle = await open(path, constants.O_RDONLY);
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) return { ok: false as const, why: 'is no longer a regular file' };
    const bytes = await handle.readFile();
    const now = createHash('sha256').update(bytes).digest('hex');
    if (now !== digest) {
      return {
        ok: false as const,
        why: `changed after it was verified (sha256 now ${short(now)}, verified ${short(digest)})`,
      };
    }
    return { ok: true as const, bytes, mode: stats.mode & 0o555 };
  } finally {
    await handle.close();
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
  const targets = await Promise.all(
    argv.map((element, i) => verifiedFor(element, i, projectDir, verified)),
  );
  if (targets.every((t) => t === undefined)) {
    return { ok: true, argv, copies: 0, cleanup: async () => {} };
  }
  const root = await mkdtemp(join(tmpdir(), 'lionagi-hook-'));
  const cleanup = async () => {
    await chmodTree(root, 0o700);
    await rm(root, { recursive: true, force: true });
  };
  try {
    const dirs = new Map<string, string>();
    const copied = new Map<string, string>();
    for (const [i, target] of targets.entries()) {
      if (target === undefined) continue;
      const source = resolve(projectDir, argv[i] as string);
      const existing = copied.get(source);
      if (existing !== undefined) {
        argv[i] = existing;
        continue;
      }
      const read = await readVerified(source, target.digest).catch(
        (error: NodeJS.ErrnoException) => ({
          ok: false as const,
          why: `cannot be read (${error.code ?? error.message})`,
        }),
      );
      if (!read.ok) {
        await cleanup();
        return { ok: false, reason: `file ${source} ${read.why}; not started` };
      }
      const original = dirname(source);
      let dir = dirs.get(original);
      if (dir === undefined) {
        dir = join(root, String(dirs.size));
        await mkdir(dir, { mode: 0o700 });
        dirs.set(original, dir);
      }
      const copy = join(dir, basename(source));
      const handle = await open(copy, 'wx', 0o600);
      try {
        await handle.writeFile(read.bytes);
      } finally {
        await handle.close();
      }
      await chmod(copy, read.mode | 0o400);
      copied.set(source, copy);
      argv[i] = copy;
    }
    for (const [original, dir] of dirs) await linkNeighbours(original, dir);
    for (const dir of dirs.values()) await chmod(dir, 0o500);
    await chmod(root, 0o500);
    return { ok: true, argv, copies: copied.size, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** Links every entry of `original` not already present in `dir` (the copies themselves). */
async function linkNeighbours(original: string, dir: string): Promise<void> {
  const present = new Set(await readdir(dir));
  const entries = await readdir(original).catch(() => [] as string[]);
  for (const name of entries) {
    if (present.has(name)) continue;
    await symlink(join(original, name), join(dir, name)).catch(() => undefined);
  }
}

async function chmodTree(root: string, mode: number): Promise<void> {
  await chmod(root, mode).catch(() => undefined);
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (entry.isDirectory()) await chmod(join(root, entry.name), mode).catch(() => undefined);
  }
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
