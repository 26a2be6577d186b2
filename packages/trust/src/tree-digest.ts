import { createHash } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { readdir, readlink } from 'node:fs/promises';
import { join } from 'node:path';
import { type DigestCache, digestFile, type FileDigest } from './digest.js';

/** How much of a directory argument is hashed; a larger tree is reported as not pinned. */
export const TREE_LIMITS = { maxFiles: 2000, maxDepth: 32 } as const;

/**
 * Names skipped inside a pinned tree: what an interpreter writes there itself while running
 * (`__pycache__`), and version-control metadata. Everything else counts.
 */
const SKIPPED = new Set(['__pycache__', '.git']);

/**
 * The digest of a directory an interpreter loads (`python3 hooks/pkg`, `node hooks/dir`, a
 * `python3 -m pkg` package): SHA-256 over every entry in sorted order, as `f <path> <sha256>` for
 * regular files and `l <path> <target>` for symbolic links (not followed), paths relative to `dir`.
 * `__pycache__` and `.git` are skipped. Fails (no digest) past {@link TREE_LIMITS} or when a file
 * changes while it is being read.
 */
export async function digestTree(dir: string, cache?: DigestCache): Promise<FileDigest> {
  const lines: string[] = [];
  let files = 0;
  const walk = async (relative: string, depth: number): Promise<string | undefined> => {
    if (depth > TREE_LIMITS.maxDepth) return `is nested deeper than ${TREE_LIMITS.maxDepth} levels`;
    let entries: Dirent<string>[];
    try {
      entries = await readdir(join(dir, relative), { withFileTypes: true, encoding: 'utf8' });
    } catch (error) {
      return `cannot be listed (${(error as NodeJS.ErrnoException).code})`;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (SKIPPED.has(entry.name)) continue;
      const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        const problem = await walk(path, depth + 1);
        if (problem !== undefined) return problem;
      } else if (entry.isSymbolicLink()) {
        lines.push(`l ${JSON.stringify(path)} ${JSON.stringify(await readlink(join(dir, path)))}`);
      } else if (entry.isFile()) {
        if (++files > TREE_LIMITS.maxFiles) {
          return `holds more than ${TREE_LIMITS.maxFiles} files, too many to pin`;
        }
        const digest = await digestFile(join(dir, path), cache);
        if (!digest.ok) return `has a file ${path} that ${digest.problem}`;
        lines.push(`f ${JSON.stringify(path)} ${digest.digest}`);
      }
    }
    return undefined;
  };
  const problem = await walk('', 0);
  if (problem !== undefined) return { ok: false, problem };
  return { ok: true, digest: createHash('sha256').update(lines.join('\n')).digest('hex') };
}
