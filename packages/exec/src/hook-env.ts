/**
 * The environment a hook runs with (C-3): the inherited variables (`base`, normally
 * `process.env`) plus `LIONAGI_PROJECT_DIR` and `CLAUDE_PROJECT_DIR` set to the project root, so
 * imported Claude Code scripts that read `$CLAUDE_PROJECT_DIR` keep working. Nothing is removed.
 */
export function buildHookEnv(base: NodeJS.ProcessEnv, projectDir: string): NodeJS.ProcessEnv {
  return { ...base, LIONAGI_PROJECT_DIR: projectDir, CLAUDE_PROJECT_DIR: projectDir };
}
