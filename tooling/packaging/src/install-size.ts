import { lstatSync, readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** What an install put on disk. */
export interface InstallSize {
  /** Bytes of every file under node_modules (symlinks not followed). */
  bytes: number;
  /** Installed packages, nested copies included. */
  packages: number;
}

/** Measures `dir/node_modules` after an install. */
export function installSize(dir: string): InstallSize {
  const size: InstallSize = { bytes: 0, packages: 0 };
  walk(join(dir, 'node_modules'), size);
  return size;
}

function walk(dir: string, size: InstallSize): void {
  const packageParent =
    basename(dir) === 'node_modules' ||
    (basename(dir).startsWith('@') && basename(dirname(dir)) === 'node_modules');
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) {
      // A package is a directory right under a node_modules (or a scope inside one).
      if (packageParent && !entry.name.startsWith('.') && !entry.name.startsWith('@')) {
        size.packages++;
      }
      walk(path, size);
    } else {
      size.bytes += lstatSync(path).size;
    }
  }
}

/** `bytes` in megabytes, one decimal. */
export function megabytes(bytes: number): string {
  return (bytes / 1e6).toFixed(1);
}
