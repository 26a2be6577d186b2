import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { LoadCandidate, LoadResolution } from './load-candidates.js';

/**
 * The file suffixes Python's path finder tries for a module, in its order (`FileFinder`'s loaders):
 * extension modules (`importlib.machinery.EXTENSION_SUFFIXES`: the ABI-tagged name of any
 * CPython, the stable ABI, a bare `.so`), source, then sourceless bytecode.
 */
export const PYTHON_SUFFIXES = ['.cpython-*.so', '.abi3.so', '.so', '.py', '.pyc'] as const;

/**
 * Where `python -m name` finds `name`'s top-level module in the project directory (the first
 * `sys.path` entry for `-m`, so nothing else on the search path can come before it; builtin and
 * frozen modules aside): a regular package `top/` (`__init__` with any suffix), then a module file
 * with each suffix, then a namespace directory `top/`.
 */
export function pythonModuleResolution(name: string, projectDir: string): LoadResolution {
  const top = name.split('.')[0] ?? name;
  const dir = join(projectDir, top);
  const candidates: LoadCandidate[] = [
    ...PYTHON_SUFFIXES.map((suffix) => ({
      pattern: join(dir, `__init__${suffix}`),
      kind: 'file' as const,
      glob: suffix.includes('*'),
      loads: dir,
    })),
    ...PYTHON_SUFFIXES.map((suffix) => ({
      pattern: join(projectDir, `${top}${suffix}`),
      kind: 'file' as const,
      glob: suffix.includes('*'),
    })),
    { pattern: dir, kind: 'dir' },
  ];
  return { what: `python module ${name}`, candidates };
}

/**
 * The extensions Node tries for a main module (`Module._extensions` in Node 20 to 24: `.js`,
 * `.json`, `.node`).
 */
export const NODE_EXTENSIONS = ['.js', '.json', '.node'] as const;

/**
 * How `node PATH` finds its main module (`Module._findPath`): `PATH` itself when it is a file,
 * then `PATH` with each extension, then the directory `PATH` (its `package.json` `main` or
 * `index.*`, inside the tree pinned for it). So a `hooks/dir.js` written beside an approved
 * directory `hooks/dir` runs instead of it.
 */
export function nodeMainResolution(path: string, shown: string): LoadResolution {
  const candidates: LoadCandidate[] = [
    { pattern: path, kind: 'file' },
    ...NODE_EXTENSIONS.map((extension) => ({
      pattern: `${path}${extension}`,
      kind: 'file' as const,
    })),
    { pattern: path, kind: 'dir' },
  ];
  return { what: `node main module ${shown}`, candidates };
}

/**
 * The main module a directory's `package.json` names when it lies outside that directory
 * (`"main": "../lib/guard.js"`): Node loads it, yet pinning the directory's tree does not cover
 * it, so it is resolved as a main module of its own (the file, its extensions, a directory) and
 * pinned too. `undefined` when there is no such `main` (none, not a string, unreadable, or
 * inside the directory, where the tree covers it).
 */
export function nodePackageMainResolution(dir: string): LoadResolution | undefined {
  let main: unknown;
  try {
    main = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { main?: unknown }).main;
  } catch {
    return undefined;
  }
  if (typeof main !== 'string' || main === '') return undefined;
  const path = resolve(dir, main);
  if (path === dir || path.startsWith(`${dir}/`)) return undefined;
  return nodeMainResolution(path, `${main} (the package.json main of ${dir})`);
}
