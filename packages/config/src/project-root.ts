import { dirname, resolve } from 'node:path';
import { findSettingsFiles } from './discovery.js';

/**
 * The project directory of a run started in `dir`: the directory holding the `.lionagi/` whose
 * `settings.yaml` discovery found walking up from `dir`, else `dir` itself. Hooks' cwd,
 * `LIONAGI_PROJECT_DIR` and `CLAUDE_PROJECT_DIR` take this value, so a run from a subdirectory
 * behaves as one from the root.
 */
export function findProjectRoot(dir: string, env: NodeJS.ProcessEnv = process.env): string {
  const { projectFile } = findSettingsFiles({ projectDir: dir, env });
  return projectFile === undefined ? resolve(dir) : dirname(dirname(projectFile));
}
