import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { Script } from 'node:vm';
import { lionagiHome } from '@lionagi/hooks-profile/core';
import { readPrivateFile, writePrivateFile } from './private-file.js';

/**
 * Set to `1` (or `true`) to start `li` and `li-agent` without Node's compile cache and without the
 * V8 code caches of the bundles they run through `node:vm` ({@link compileBundle}, kept on Node 20
 * too).
 */
export const NO_COMPILE_CACHE_ENV = 'LIONAGI_NO_COMPILE_CACHE';

/** Whether `env` turns the caches of compiled code off ({@link NO_COMPILE_CACHE_ENV}). */
export function compileCacheOff(env: NodeJS.ProcessEnv = process.env): boolean {
  const off = env[NO_COMPILE_CACHE_ENV]?.trim().toLowerCase();
  return off === '1' || off === 'true';
}

/** What {@link enableCompileCache} did: the cache directory, or why there is none. */
export type CompileCacheState =
  | { enabled: true; directory: string }
  | { enabled: false; reason: 'off' | 'unsupported' | 'failed' };

interface NodeCompileCache {
  enableCompileCache?: (directory?: string) => { status: number; directory?: string };
  constants?: { compileCacheStatus?: { ENABLED: number; ALREADY_ENABLED: number } };
}

/**
 * `node:module` where it can hold the compile cache (Node ≥ 22.1, through `process.getBuiltinModule`,
 * so ≥ 22.3), else nothing: on Node 20 loading it would cost every start of `li` about 3 ms for a
 * cache that does not exist there (issue 38).
 */
function nodeModule(): NodeCompileCache {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (major < 22 || (major === 22 && minor < 1)) return {};
  return (process.getBuiltinModule?.('node:module') ?? {}) as NodeCompileCache;
}

/**
 * The directory of Node's compile cache for `li` and `li-agent`: `$LIONAGI_HOME/cache/node-compile`,
 * beside the other state li keeps there.
 */
export function compileCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(lionagiHome(env), 'cache', 'node-compile');
}

/**
 * Turns on Node's compile cache (`module.enableCompileCache`, used from Node 22.3) so the code a later
 * start loads again is not compiled again. A no-op on Node 20 (`unsupported`), off with
 * `LIONAGI_NO_COMPILE_CACHE=1` (Node's own `NODE_DISABLE_COMPILE_CACHE` also works), and never a
 * failure: a directory Node cannot use leaves the program running without the cache (`failed`).
 * Only modules loaded after the call are cached, so a program calls it before importing its verbs.
 */
export function enableCompileCache(
  env: NodeJS.ProcessEnv = process.env,
  node: NodeCompileCache = nodeModule(),
): CompileCacheState {
  if (compileCacheOff(env)) return { enabled: false, reason: 'off' };
  if (typeof node.enableCompileCache !== 'function')
    return { enabled: false, reason: 'unsupported' };
  try {
    const result = node.enableCompileCache(compileCacheDir(env));
    const status = node.constants?.compileCacheStatus;
    const ok =
      status === undefined
        ? result.directory !== undefined
        : result.status === status.ENABLED || result.status === status.ALREADY_ENABLED;
    return ok && result.directory !== undefined
      ? { enabled: true, directory: result.directory }
      : { enabled: false, reason: 'failed' };
  } catch {
    return { enabled: false, reason: 'failed' };
  }
}

// V8 code caches of CommonJS bundles run through node:vm (li's launcher, li-agent's program).

/** What became of the code cache at one start (see {@link compileBundle}). */
export type CodeCacheState = 'used' | 'made' | 'off' | 'unsupported';

/** A bundle compiled for this process, and how to keep its code for the next one. */
export interface CompiledBundle {
  /** `used`: compiled from the cache; `made`: compiled from source, {@link keep} writes a cache. */
  state: CodeCacheState;
  /**
   * Runs the bundle as a CommonJS module of `require` (its only way to load anything) and returns
   * its `module.exports`.
   */
  run(require: (id: string) => unknown): unknown;
  /**
   * Writes the cache of what V8 compiled so far (call it at exit: the functions the call ran are
   * in it) when {@link state} is `made`, or when it is `used` and `path`, the code path this call
   * took (see {@link compileBundle}), is not one the cache was kept after; silent on failure.
   */
  keep(path?: string): void;
}

/**
 * How many code paths one cache file is kept after at most: past that, a call on a path it does not
 * name compiles that path's functions itself, and the file is not written again.
 */
export const CODE_CACHE_PATHS_KEPT = 8;

/** A code path's name, as the cache file lists it. */
const PATH_NAME = /^[a-z][a-z0-9+-]{0,31}$/;

/**
 * `$LIONAGI_HOME/cache/v8-code`: V8 code caches of the bundles `li` and `li-agent` run through
 * `node:vm` ({@link compileBundle}), beside the parsed-settings cache and Node's compile cache.
 */
export function codeCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(lionagiHome(env), 'cache', 'v8-code');
}

/** What the cache file starts with: the format, and the Node, V8 and CPU it was made by. */
function headerOf(source: Buffer): Buffer {
  const { version, arch } = process;
  return Buffer.from(
    `lionagi v8 code cache 2\n${version} ${process.versions.v8} ${arch}\n${source.length}\n`,
  );
}

/** The line after the header: the code paths the cache was kept after, space-separated. */
function pathsLine(paths: readonly string[]): Buffer {
  return Buffer.from(`${paths.join(' ')}\n`);
}

/** A cache file's code, and the code paths it was kept after. */
interface CachedCode {
  code: Buffer;
  paths: string[];
}

/**
 * The V8 code of `source` in `file`, or `undefined`: a file that is not the user's own regular
 * file with mode bits that let no group or other write it, or whose header, list of code paths or
 * copy of the bundle is not, byte for byte, this one's.
 */
function readCache(file: string, header: Buffer, source: Buffer): CachedCode | undefined {
  const bytes = readPrivateFile(file);
  if (bytes === undefined || !bytes.subarray(0, header.length).equals(header)) return undefined;
  const end = bytes.indexOf(10, header.length);
  if (end < 0) return undefined;
  const line = bytes.subarray(header.length, end).toString('latin1');
  const paths = line === '' ? [] : line.split(' ');
  if (paths.length > CODE_CACHE_PATHS_KEPT || !paths.every((p) => PATH_NAME.test(p))) {
    return undefined;
  }
  const body = end + 1 + source.length;
  const same = bytes.length > body && bytes.subarray(end + 1, body).equals(source);
  return same ? { code: bytes.subarray(body), paths } : undefined;
}

/**
 * Compiles the CommonJS bundle `bundle` (li's launcher, li-agent's program) with a V8 code cache:
 * on Node 20 (no `module.enableCompileCache`) compiling the 240 KB launcher is about 5 ms of every
 * start, and V8 reads its code back from a cache in well under one (issue 38). Without a usable cache (or
 * with `LIONAGI_NO_COMPILE_CACHE=1`, or where there is no `process.getuid`) it is compiled from
 * source, exactly as Node would.
 *
 * Threat model: a code cache is executable. V8 runs the code in it instead of compiling the
 * source, and its own check of the cache compares only the source's length (with V8's version and
 * flags), not its text: a cache made from another bundle of the same length would run that other
 * bundle's code. So the cache file holds a full copy of the bundle it was made from, and is used
 * only when that copy is, byte for byte, the bundle being run (another li version, a rebuilt or an
 * edited bundle never runs code cached for the old one), and its header names this Node, V8 and
 * CPU. It is used only when it is the user's own regular file that neither group nor others can
 * write (another local user cannot plant code in it; a replaced file is theirs), in a directory
 * made with mode 0700, written atomically (temp file, rename) with mode 0600. Out of scope, as for
 * the settings cache and Node's own compile cache: whoever can write as the user can already
 * change the user's li and li-agent. Anything else (missing, corrupt, foreign, rejected by V8) is compiled from
 * source and the cache is written again by {@link CompiledBundle.keep}.
 *
 * Code paths: V8 compiles a function when it is first called, and a cache holds the functions
 * compiled when it was written, so a cache written after `li --version` lacks the bridge's code.
 * The file names the code paths (the caller's words, e.g. `run+hooks`) it was kept after, and a
 * call on a path it does not name writes it again, with that path's functions, at most
 * {@link CODE_CACHE_PATHS_KEPT} times.
 */
export function compileBundle(
  bundle: string,
  env: NodeJS.ProcessEnv = process.env,
): CompiledBundle {
  const source = readFileSync(bundle);
  const off = compileCacheOff(env);
  const supported = typeof process.getuid === 'function';
  const dir = codeCacheDir(env);
  const file = join(dir, `${basename(bundle)}.bin`);
  const header = headerOf(source);
  const cached = off || !supported ? undefined : readCache(file, header, source);
  // The wrapper Node's CommonJS loader puts around a module, on the bundle's first line.
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${source.toString('utf8')}\n})`;
  const script = new Script(wrapped, { filename: bundle, cachedData: cached?.code });
  const used = cached !== undefined && script.cachedDataRejected === false;
  const state: CodeCacheState = off ? 'off' : !supported ? 'unsupported' : used ? 'used' : 'made';
  return {
    state,
    run(require) {
      const module: { exports: unknown } = { exports: {} };
      const fn = script.runInThisContext() as (...args: unknown[]) => void;
      fn.call(module.exports, module.exports, require, module, bundle, dirname(bundle));
      return module.exports;
    },
    keep(path) {
      const named = path !== undefined && PATH_NAME.test(path) ? [path] : [];
      let paths: string[];
      if (state === 'made') paths = named;
      else if (state !== 'used' || cached === undefined) return;
      else {
        // A cache kept after other calls lacks the functions only this path runs (V8 compiles a
        // function when it is first called): kept again, with them, once per path.
        const [name] = named;
        if (name === undefined || cached.paths.includes(name)) return;
        if (cached.paths.length >= CODE_CACHE_PATHS_KEPT) return;
        paths = [...cached.paths, name].sort();
      }
      writePrivateFile(
        dir,
        file,
        Buffer.concat([header, pathsLine(paths), source, script.createCachedData()]),
      );
    },
  };
}
