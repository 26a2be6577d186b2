import { readdirSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * One place an interpreter looks for the code it was asked to load. `file` candidates are a path
 * whose last segment may hold `*` (any characters but `/`: `guardmod.cpython-*.so`) and match a
 * regular file (symbolic links followed); `dir` candidates match a directory, pinned as a tree.
 */
export interface LoadCandidate {
  pattern: string;
  kind: 'file' | 'dir';
  /** Whether `*` in the last segment of `pattern` is a wildcard (else it is a literal character). */
  glob?: boolean;
  /** For a file that makes a directory the winner (a package's `__init__.py`): that directory. */
  loads?: string;
}

/**
 * How an interpreter finds one piece of code, in its own order of precedence: the first candidate
 * present is what it loads. `what` names it for messages (`python module guardmod`).
 */
export interface LoadResolution {
  what: string;
  candidates: LoadCandidate[];
}

/** What a resolution finds now: the winner, and every higher-precedence file pattern verified absent. */
export interface ResolvedLoad {
  winner: { path: string; kind: 'file' | 'dir' } | undefined;
  /** The `file` patterns before the winner (all of them without one): none matches a file now. */
  absent: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** A file-name pattern of a candidate as a regular expression: `*` is any run of characters but `/`. */
export function namePattern(name: string): RegExp {
  return new RegExp(`^${name.split('*').map(escapeRegExp).join('[^/]*')}$`);
}

/** The regular files (symbolic links followed) matching a {@link LoadCandidate} pattern, sorted. */
export function matchingFiles(pattern: string, glob = false): string[] {
  const name = basename(pattern);
  const dir = dirname(pattern);
  const isFile = (path: string) => {
    try {
      return statSync(path, { throwIfNoEntry: false })?.isFile() === true;
    } catch {
      return false;
    }
  };
  if (!glob || !name.includes('*')) return isFile(pattern) ? [pattern] : [];
  const test = namePattern(name);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((entry) => test.test(entry))
    .sort()
    .map((entry) => join(dir, entry))
    .filter(isFile);
}

function isDir(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
  } catch {
    return false;
  }
}

/**
 * Walks `resolution` as its interpreter would: the first candidate present wins; every `file`
 * pattern before it is recorded as absent, so an approval can pin that it stays absent (a
 * `guardmod/` package added beside an approved `guardmod.py` would be loaded instead of it).
 */
export function resolveLoad(resolution: LoadResolution): ResolvedLoad {
  const absent: string[] = [];
  for (const candidate of resolution.candidates) {
    if (candidate.kind === 'dir') {
      if (isDir(candidate.pattern))
        return { winner: { path: candidate.pattern, kind: 'dir' }, absent };
      continue;
    }
    const [found] = matchingFiles(candidate.pattern, candidate.glob);
    if (found !== undefined) {
      const winner =
        candidate.loads === undefined
          ? { path: found, kind: 'file' as const }
          : { path: candidate.loads, kind: 'dir' as const };
      return { winner, absent };
    }
    absent.push(candidate.pattern);
  }
  return { winner: undefined, absent };
}
