import { join } from 'node:path';
import {
  compileMatcher,
  lionagiHome,
  loadMatcherEngine,
  matcherKind,
} from '@lionagi/hooks-profile/core';
import { fromExactJson, toExactJson } from './exact-json.js';
import type { FileSettings } from './file-settings.js';
import { readPrivateFile, writePrivateFile } from './private-file.js';
import type { SettingsFileIdentity } from './settings-bytes.js';
import { pruneSettingsCache, SETTINGS_CACHE_EXT } from './settings-cache-prune.js';

/** Set to `1` (or `true`) to read every settings file without the parsed-settings cache. */
export const NO_SETTINGS_CACHE_ENV = 'LIONAGI_NO_SETTINGS_CACHE';

/**
 * Bumped whenever what is cached changes shape: an older cache is then ignored, never misread.
 * 2: the file's bytes themselves are kept and compared (1 kept their SHA-256), so a lookup needs
 * no `node:crypto`, which costs a bridge call about 8 ms to load on Node 20 (issue 38).
 * 3: JSON (`.json` files; 2 was `node:v8`'s serialisation in `.v8` files, and loading `node:v8`
 * costs a bridge call 2–5 ms on Node 20): the bytes in base64, the identity's numbers in decimal,
 * the parse as {@link toExactJson} writes it (a parse JSON cannot hold exactly is not kept).
 */
const FORMAT = 3;

/** One file's parse, under the identity and the very bytes it was parsed from, as kept on disk. */
interface CachedFile {
  format: number;
  node: string;
  key: string;
  identity: Record<keyof SettingsFileIdentity, string>;
  /** The settings file's bytes, base64. */
  bytes: string;
  settings: FileSettings;
}

/**
 * `$LIONAGI_HOME/cache/settings`: one file per settings file and reading context, beside Node's
 * compile cache in li's per-user directory.
 */
export function settingsCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(lionagiHome(env), 'cache', 'settings');
}

function identityText(i: SettingsFileIdentity): CachedFile['identity'] {
  return { dev: `${i.dev}`, ino: `${i.ino}`, size: `${i.size}`, mtimeNs: `${i.mtimeNs}` };
}

function sameIdentity(kept: CachedFile['identity'], now: SettingsFileIdentity): boolean {
  const n = identityText(now);
  return (
    kept.dev === n.dev && kept.ino === n.ino && kept.size === n.size && kept.mtimeNs === n.mtimeNs
  );
}

/**
 * The cache file's name for `key`: FNV-1a (64 bits) of its UTF-16 code units, twice with two
 * offsets, in hex. Not a security boundary: the key is kept inside the file and compared, so two
 * keys that share a name only miss each other.
 */
function nameOf(key: string): string {
  const fnv = (offset: bigint) => {
    let h = offset;
    for (let i = 0; i < key.length; i++) {
      h ^= BigInt(key.charCodeAt(i));
      h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
    }
    return h.toString(16).padStart(16, '0');
  };
  return fnv(0xcbf29ce484222325n) + fnv(0x84222325cbf29ce4n);
}

function base64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

/**
 * The cache of parsed settings files (issue 38): what `yaml` parsing and validating a file gave,
 * keyed by the file's path and the context it was read in, and kept with the file's identity
 * (device, inode, size, mtime in ns) and its bytes. Never trusted blindly: the file is read
 * every time and its bytes compared with the cached ones, and a parse is used only when identity
 * and bytes both match; anything else is re-parsed. One cache file per settings file (a call reads only
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
    // The kept text against the file's, exactly: base64 decoding would skip stray characters.
    if (hit.bytes !== base64(bytes)) return undefined;
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
    const text = toExactJson({
      format: FORMAT,
      node: process.version,
      key,
      identity: identityText(identity),
      bytes: base64(bytes),
      settings: { ...settings, hooks },
    } as CachedFile);
    // A parse JSON cannot hold exactly (a `.nan` in a raw trust record) is parsed at every call.
    if (text === undefined) return;
    const file = this.#fileOf(key);
    if (writePrivateFile(this.#dir, file, text)) pruneSettingsCache(this.#dir, file);
  }

  #fileOf(key: string): string {
    return join(this.#dir, `${nameOf(key)}${SETTINGS_CACHE_EXT}`);
  }
}

function readCached(file: string): CachedFile | undefined {
  const bytes = readPrivateFile(file);
  if (bytes === undefined) return undefined;
  try {
    const f = fromExactJson(bytes.toString('utf8')) as Partial<CachedFile> | null;
    const ok =
      f?.format === FORMAT &&
      f.node === process.version &&
      typeof f.key === 'string' &&
      typeof f.bytes === 'string' &&
      typeof f.identity === 'object' &&
      f.identity !== null &&
      wellFormed(f.settings);
    return ok ? (f as CachedFile) : undefined;
  } catch {
    return undefined;
  }
}

/** The shape of a {@link FileSettings}: a cache that parses to anything else is not used. */
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
