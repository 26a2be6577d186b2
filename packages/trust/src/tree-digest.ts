import type { Dirent } from 'node:fs';
import { join, relative as relativePath } from 'node:path';
import { type DigestCache, digestFile, type FileDigest } from './digest.js';
import { sha256 } from './sha256-hex.js';

/** How much of a directory argument is hashed; a larger tree is reported as not pinned. */
export const TREE_LIMITS = { maxFiles: 2000, maxDepth: 32 } as const;

/**
 * Names skipped inside a pinned tree: what an interpreter writes there itself while running
 * (`__pycache__`: exec points Python's bytecode cache elsewhere, so these are never read), and
 * version-control metadata. Everything else counts.
 */
const SKIPPED = new Set(['__pycache__', '.git']);

const within = (path: string, dir: string) => path === dir || path.startsWith(`${dir}/`);

/**
 * The digest of a directory an interpreter loads (`python3 hooks/pkg`, `node hooks/dir`, a
 * `python3 -m pkg` package): SHA-256 over every entry in sorted order, as `f <path> <sha256>` for
 * regular files, paths relative to `dir`. A symbolic link is followed, as the interpreter follows
 * it: its real target is recorded (`l <path> <target>`, relative to `root`) and then hashed by
 * content like any file or directory; a dangling link is recorded as `d <path> <link text>`. A
 * link whose target lies outside `root` (the project), or that loops back into its own ancestry,
 * fails the digest with a reason. `__pycache__` and `.git` are skipped. Fails (no digest) past
 * {@link TREE_LIMITS} or when a file changes while it is being read.
 */
export async function digestTree(
  dir: string,
  cache?: DigestCache,
  root: string = dir,
): Promise<FileDigest> {
  // Loaded here, not with trust: `node:fs/promises` costs Node 20 about 4 ms to load (issue 38).
  const { readdir, readlink, realpath, stat } = process.getBuiltinModule('node:fs/promises');
  const lines: string[] = [];
  let files = 0;
  const file = async (path: string, real: string): Promise<string | undefined> => {
    if (++files > TREE_LIMITS.maxFiles) {
      return `holds more than ${TREE_LIMITS.maxFiles} files, too many to pin`;
    }
    const digest = await digestFile(real, cache);
    if (!digest.ok) return `has a file ${path} that ${digest.problem}`;
    lines.push(`f ${JSON.stringify(path)} ${digest.digest}`);
    return undefined;
  };
  const walk = async (
    relative: string,
    real: string,
    depth: number,
    ancestry: readonly string[],
  ): Promise<string | undefined> => {
    if (depth > TREE_LIMITS.maxDepth) return `is nested deeper than ${TREE_LIMITS.maxDepth} levels`;
    let entries: Dirent<string>[];
    try {
      entries = await readdir(real, { withFileTypes: true, encoding: 'utf8' });
    } catch (error) {
      return `cannot be listed (${(error as NodeJS.ErrnoException).code})`;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (SKIPPED.has(entry.name)) continue;
      const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
      const here = join(real, entry.name);
      let problem: string | undefined;
      if (entry.isDirectory()) {
        problem = await walk(path, here, depth + 1, [...ancestry, here]);
      } else if (entry.isSymbolicLink()) {
        problem = await link(path, here, depth, ancestry);
      } else if (entry.isFile()) {
        problem = await file(path, here);
      }
      if (problem !== undefined) return problem;
    }
    return undefined;
  };
  const link = async (
    path: string,
    here: string,
    depth: number,
    ancestry: readonly string[],
  ): Promise<string | undefined> => {
    let target: string;
    try {
      target = await realpath(here);
    } catch {
      // Nothing to load through it now; if its target appears, the line changes.
      lines.push(`d ${JSON.stringify(path)} ${JSON.stringify(await readlink(here))}`);
      return undefined;
    }
    if (!within(target, root)) {
      return `has a symbolic link ${path} that leads outside the project (to ${target}); its target cannot be pinned with the project: copy the file into the project or run it by its own path`;
    }
    lines.push(`l ${JSON.stringify(path)} ${JSON.stringify(relativePath(root, target))}`);
    const kind = await stat(target).catch(() => undefined);
    if (kind?.isDirectory()) {
      if (ancestry.some((dir) => within(dir, target))) {
        return `has a symbolic link ${path} that loops back to ${target}, which contains it`;
      }
      return walk(path, target, depth + 1, [...ancestry, target]);
    }
    return kind?.isFile() ? file(path, target) : undefined;
  };
  const problem = await walk('', dir, 0, [dir]);
  if (problem !== undefined) return { ok: false, problem };
  return { ok: true, digest: sha256().update(lines.join('\n')).digest('hex') };
}
