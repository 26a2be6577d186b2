import { join } from 'node:path';
import { lionagiHome } from '@lionagi/hooks-profile/core';

/**
 * Set to `1` (or `true`) to start `li` and `li-agent` without Node's compile cache (and `li`
 * without the V8 code cache of its launcher, which it keeps on Node 20 too).
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
