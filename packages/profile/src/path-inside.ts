import { isAbsolute, relative, resolve, sep } from 'node:path';

/**
 * Whether `path` is `dir` or inside it, by path segments after resolving both (no file I/O: a
 * caller that must see through symlinks passes real paths). `/a/bc` is not inside `/a/b`, a
 * file named `..notes` inside `dir` is, and `dir` given as `/` holds every absolute path. The one
 * containment rule for trust review, li-agent's file tools and export.
 */
export function isPathInside(path: string, dir: string): boolean {
  const rel = relative(resolve(dir), resolve(path));
  if (rel === '') return true;
  if (isAbsolute(rel)) return false;
  return rel !== '..' && !rel.startsWith(`..${sep}`);
}
