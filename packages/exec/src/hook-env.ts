/**
 * Set to `1` in every hook's environment: a process that sees it runs inside a LionAGI hook.
 * `li hooks run` refuses to start under it, so the bridge (`li hooks run … --emit …`) imported
 * into the very settings it runs cannot recurse.
 */
export const IN_HOOK_ENV = 'LIONAGI_IN_HOOK';

/**
 * The environment a hook runs with (C-3): the inherited variables (`base`, normally
 * `process.env`) plus `LIONAGI_PROJECT_DIR` and `CLAUDE_PROJECT_DIR` set to the project root, so
 * imported Claude Code scripts that read `$CLAUDE_PROJECT_DIR` keep working, and the
 * {@link IN_HOOK_ENV} marker. Nothing is removed.
 */
export function buildHookEnv(base: NodeJS.ProcessEnv, projectDir: string): NodeJS.ProcessEnv {
  return {
    ...base,
    LIONAGI_PROJECT_DIR: projectDir,
    CLAUDE_PROJECT_DIR: projectDir,
    [IN_HOOK_ENV]: '1',
  };
}
