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
  return join(lionagiHome(base), 'pycache');
}

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
