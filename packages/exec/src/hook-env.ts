import { join } from 'node:path';
import { lionagiHome } from '@lionagi/hooks-profile/core';
import { IN_HOOK_ENV } from './in-hook-env.js';

export { IN_HOOK_ENV };

/**
 * Where Python hooks keep their bytecode: `$LIONAGI_HOME/pycache`, li's own per-user directory.
 * Set as `PYTHONPYCACHEPREFIX`, it makes Python read and write `.pyc` files only in this mirror
 * tree and never in a `__pycache__` directory beside the code, where a repository or the model's
 * file tools could plant bytecode that runs instead of a pinned, approved source file.
 */
export function pythonCacheDir(base: NodeJS.ProcessEnv): string {
  const lionagi = base.LIONAGI_HOME;
  const home = base.HOME;
  // A relative LIONAGI_HOME is resolved against the working directory, which is part of the key.
  const cwd = process.cwd();
  const hit = lastCacheDir;
  if (hit !== undefined && hit.lionagi === lionagi && hit.home === home && hit.cwd === cwd) {
    return hit.dir;
  }
  const dir = join(lionagiHome(base), 'pycache');
  // With both unset or blank the home comes from the account (`os.homedir()`), not from `base`:
  // not kept, as the key would not name everything it was computed from.
  if (lionagi?.trim() || home?.trim()) lastCacheDir = { lionagi, home, cwd, dir };
  return dir;
}

/**
 * The last {@link pythonCacheDir} and everything it was computed from (the two variables and the
 * working directory): every hook computes it, from the same environment nearly always. Any
 * change of either variable or of the directory computes it again.
 */
let lastCacheDir:
  | { lionagi: string | undefined; home: string | undefined; cwd: string; dir: string }
  | undefined;

/**
 * The environment a hook runs with (C-3): the inherited variables (`base`, normally
 * `process.env`) plus `LIONAGI_PROJECT_DIR` and `CLAUDE_PROJECT_DIR` set to the project root, so
 * imported Claude Code scripts that read `$CLAUDE_PROJECT_DIR` keep working, the
 * {@link IN_HOOK_ENV} marker, and `PYTHONPYCACHEPREFIX` ({@link pythonCacheDir}, replacing an
 * inherited value). Nothing is removed.
 */
export function buildHookEnv(base: NodeJS.ProcessEnv, projectDir: string): NodeJS.ProcessEnv {
  return {
    ...base,
    LIONAGI_PROJECT_DIR: projectDir,
    CLAUDE_PROJECT_DIR: projectDir,
    PYTHONPYCACHEPREFIX: pythonCacheDir(base),
    [IN_HOOK_ENV]: '1',
  };
}

/**
 * The environment {@link runHookCommand}'s spawn is given: the same variables and values as
 * {@link buildHookEnv}, as an object whose prototype is `base` holding only the four variables
 * of its own. `child_process.spawn` reads every enumerable key up the prototype chain ("prototype
 * values are intentionally included") and each value through it, at the spawn, so the hook gets
 * exactly the spread copy's environment without the copy being made per hook: copying
 * `process.env` (a getenv per key) was the largest part of it (measured: a faked spawn with
 * `process.env` as the base 46 µs -> 21 µs of CPU). Where that equivalence is not plain, a copy
 * as before: Windows (spawn de-duplicates keys case-insensitively there), or a `base` with
 * inherited keys of its own (spread copies only own ones).
 */
export function hookSpawnEnv(base: NodeJS.ProcessEnv, projectDir: string): NodeJS.ProcessEnv {
  if (process.platform === 'win32' || !plainEnvironment(base))
    return buildHookEnv(base, projectDir);
  const env: NodeJS.ProcessEnv = Object.create(base);
  env.LIONAGI_PROJECT_DIR = projectDir;
  env.CLAUDE_PROJECT_DIR = projectDir;
  env.PYTHONPYCACHEPREFIX = pythonCacheDir(base);
  env[IN_HOOK_ENV] = '1';
  // spawn sets `NODE_V8_COVERAGE` from process.env unless the given env has it as its own.
  if (base !== process.env && Object.hasOwn(base, COVERAGE)) env[COVERAGE] = base[COVERAGE];
  return env;
}

const COVERAGE = 'NODE_V8_COVERAGE';

/** `process.env`, or an object whose prototype is `Object.prototype` (as every spread copy). */
function plainEnvironment(base: NodeJS.ProcessEnv): boolean {
  if (base === process.env) return true;
  return Object.getPrototypeOf(base) === Object.prototype;
}
