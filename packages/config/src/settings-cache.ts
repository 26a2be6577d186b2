import { createHash, randomBytes } from 'node:crypto';
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
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import {
  compileMatcher,
  lionagiHome,
  loadMatcherEngine,
  matcherKind,
} from '@lionagi/hooks-profile/core';
import type { FileSettings } from './file-settings.js';
import type { SettingsFileIdentity } from './settings-bytes.js';
import { pruneSettingsCache } from './settings-cache-prune.js';

/** Set to `1` (or `true`) to read every settings file without the parsed-settings cache. */
export const NO_SETTINGS_CACHE_ENV = 'LIONAGI_NO_SETTINGS_CACHE';

/** Bumped whenever what is cached changes shape: an older cache is then ignored, never misread. */
const FORMAT = 1;

/** One file's parse, under the identity and the SHA-256 of the bytes it was parsed from. */
interface CachedFile {
  format: number;
  node: string;
  key: string;
  identity: SettingsFileIdentity;
  sha256: string;
  settings: FileSettings;
}

/**
 * `$LIONAGI_HOME/cache/settings`: one file per settings file and reading context, beside Node's
 * compile cache in li's per-user directory.
 */
export function settingsCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(lionagiHome(env), 'cache', 'settings');
}

function sameIdentity(a: SettingsFileIdentity, b: SettingsFileIdentity): boolean {
  return a.dev === b.dev && a.ino === b.ino && a.size === b.size && a.mtimeNs === b.mtimeNs;
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

/**
 * The cache of parsed settings files (issue 38): what `yaml` parsing and validating a file gave,
 * keyed by the file's path and the context it was read in, and kept with the file's identity
 * (device, inode, size, mtime in ns) and the SHA-256 of its bytes. Never trusted blindly: the
 * file is read every time and its bytes hashed, and a parse is used only when identity and hash
 * both match; anything else is re-parsed. One cache file per settings file (a call reads only
 * its own), the user's own (a file another user owns, or that group or others can write, is
 * ignored), written atomically (temp file, rename) with mode 0600; a missing, corrupt or foreign
 * one is ignored, and a directory that cannot be written leaves every call working, uncached.
 * Checks that depend on the file system (ownership and mode of the settings files) are not
 * cached: the loader makes them at every call. Kept small: each write prunes files 30 days old
 * and the oldest beyond 256.
 */
export class SettingsCache {
  readonly #dir: string;

  private constructor(dir: string) {
    this.#dir = dir;
  }

  /** The cache of `env`'s LionAGI home; `undefined` when {@link NO_SETTINGS_CACHE_ENV} turns it off. */
  static open(env: NodeJS.ProcessEnv): SettingsCache | undefined {
    const off = env[NO_SETTINGS_CACHE_ENV]?.trim().toLowerCase();
    if (off === '1' || off === 'true') return undefined;
    return new SettingsCache(settingsCacheDir(env));
  }

  /** The cached parse of `key` when it was made from these very bytes, matchers compiled again. */
  async lookup(
    key: string,
    identity: SettingsFileIdentity,
    bytes: Uint8Array,
  ): Promise<FileSettings | undefined> {
    const hit = readCached(this.#fileOf(key));
    if (hit?.key !== key || !sameIdentity(hit.identity, identity)) return undefined;
    if (hit.sha256 !== sha256(bytes)) return undefined;
    const hooks = hit.settings.hooks;
    // RE2 only for a regex matcher, as when the file is parsed.
    if (hooks.some((h) => matcherKind(h.matcher) === 'regex')) await loadMatcherEngine();
    const compiled = hooks.map((h) => ({ ...h, compiledMatcher: compileMatcher(h.matcher) }));
    return { ...hit.settings, hooks: compiled };
  }

  /**
   * Keeps `settings` (a clean parse of `bytes`) for the next call, then prunes the directory
   * ({@link pruneSettingsCache}). A failure leaves the old cache file (or none), silently: the
   * cache only ever spares work.
   */
  remember(
    key: string,
    identity: SettingsFileIdentity,
    bytes: Uint8Array,
    settings: FileSettings,
  ): void {
    // Compiled matchers hold functions: what is kept is the entry as parsed, compiled on a hit.
    const hooks = settings.hooks.map(({ compiledMatcher: _compiled, ...entry }) => entry);
    const cached = {
      format: FORMAT,
      node: process.version,
      key,
      identity,
      sha256: sha256(bytes),
      settings: { ...settings, hooks },
    } as CachedFile;
    const file = this.#fileOf(key);
    const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      mkdirSync(this.#dir, { recursive: true, mode: 0o700 });
      writeFileSync(temp, serialize(cached), { mode: 0o600, flag: 'wx' });
      renameSync(temp, file);
      pruneSettingsCache(this.#dir, file);
    } catch {
      try {
        rmSync(temp, { force: true });
      } catch {
        // No directory to leave a temporary file in.
      }
    }
  }

  #fileOf(key: string): string {
    return join(this.#dir, `${sha256(key).slice(0, 32)}.v8`);
  }
}

function readCached(file: string): CachedFile | undefined {
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
    const f = deserialize(readFileSync(fd)) as Partial<CachedFile> | null;
    const ok =
      f?.format === FORMAT &&
      f.node === process.version &&
      typeof f.key === 'string' &&
      typeof f.sha256 === 'string' &&
      typeof f.identity?.ino === 'bigint' &&
      wellFormed(f.settings);
    return ok ? (f as CachedFile) : undefined;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** The shape of a {@link FileSettings}: a cache that deserialises to anything else is not used. */
function wellFormed(settings: FileSettings | undefined): boolean {
  if (settings === null || typeof settings !== 'object') return false;
  const lists = [settings.hooks, settings.legacy, settings.notImported, settings.trusted];
  const more = [settings.trustedProjects, settings.errors, settings.warnings];
  return (
    [...lists, ...more].every(Array.isArray) &&
    settings.hooks.every((h) => h !== null && typeof h === 'object' && Array.isArray(h.command)) &&
    typeof settings.mcp === 'object' &&
    settings.mcp !== null &&
    typeof settings.mcpAt === 'object' &&
    settings.mcpAt !== null
  );
}
