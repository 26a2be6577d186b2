import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** How the parsed-settings cache stays small: what a prune keeps. */
export interface SettingsCachePruneLimits {
  /** A cache file not rewritten for this long is removed (the next call re-parses once). */
  readonly maxAgeMs: number;
  /** At most this many cache files are kept; the oldest go first. */
  readonly maxFiles: number;
  /** A temporary file older than this was left by a writer that died: removed. */
  readonly staleTempMs: number;
}

/** The extension of a parsed-settings cache file (format 3, JSON). */
export const SETTINGS_CACHE_EXT = '.json';

/** Cache files of older formats (`.v8`: format 2), never read again: aged out like the others. */
const OLDER_EXTS = ['.v8'];

/** 30 days, 256 files, 1 hour: one cache file per settings file, so 256 is many projects. */
export const SETTINGS_CACHE_PRUNE_LIMITS: SettingsCachePruneLimits = Object.freeze({
  maxAgeMs: 30 * 24 * 60 * 60 * 1000,
  maxFiles: 256,
  staleTempMs: 60 * 60 * 1000,
});

/**
 * Removes from the cache directory `dir` what no call will use again: cache files older than
 * the limit (a settings file deleted, or a project gone), the oldest beyond the count, and
 * temporary files a dead writer left. Runs only when a parse is written (a cache miss), never on
 * the hot path; `keep` (the file just written) is never removed. Best effort and silent: a file
 * another process removes first, or that cannot be removed, is skipped.
 */
export function pruneSettingsCache(
  dir: string,
  keep: string,
  now = Date.now(),
  limits: SettingsCachePruneLimits = SETTINGS_CACHE_PRUNE_LIMITS,
): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  const live: Array<{ file: string; mtimeMs: number }> = [];
  for (const name of names) {
    const file = join(dir, name);
    if (file === keep) continue;
    const mtimeMs = mtimeOf(file);
    if (mtimeMs === undefined) continue;
    const age = now - mtimeMs;
    if (name.endsWith('.tmp')) {
      if (age > limits.staleTempMs) remove(file);
    } else if (name.endsWith(SETTINGS_CACHE_EXT) || OLDER_EXTS.some((e) => name.endsWith(e))) {
      if (age > limits.maxAgeMs) remove(file);
      else live.push({ file, mtimeMs });
    }
  }
  // `keep` counts towards the limit.
  const excess = live.length + 1 - limits.maxFiles;
  if (excess <= 0) return;
  live.sort((a, b) => a.mtimeMs - b.mtimeMs);
  for (const { file } of live.slice(0, excess)) remove(file);
}

function mtimeOf(file: string): number | undefined {
  try {
    const stat = statSync(file);
    return stat.isFile() ? stat.mtimeMs : undefined;
  } catch {
    return undefined;
  }
}

function remove(file: string): void {
  try {
    rmSync(file, { force: true });
  } catch {
    // Another process's, or already gone: the cache only ever spares work.
  }
}
