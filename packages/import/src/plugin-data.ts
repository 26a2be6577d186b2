import { join } from 'node:path';
import type { ForeignHarness } from './types.js';

/**
 * The variables each harness sets to an installed plugin's data directory for the plugin's hooks
 * (ground truth: Claude Code `CLAUDE_PLUGIN_DATA`; Codex 0.169/0.171 `PLUGIN_DATA` and
 * `CLAUDE_PLUGIN_DATA`, also substituted as `${KEY}` in the command text, ground-truth
 * codex/plugins/installed-plugins.md). Codex sets no `CODEX_PLUGIN_DATA`.
 */
export const PLUGIN_DATA_VARS: Readonly<Record<ForeignHarness, readonly string[]>> = {
  claude: ['CLAUDE_PLUGIN_DATA'],
  codex: ['PLUGIN_DATA', 'CLAUDE_PLUGIN_DATA'],
};

/** An installed plugin's persistent data directory, as its harness gives it to the plugin's hooks. */
export interface PluginData {
  dir: string;
  /** The variables naming it ({@link PLUGIN_DATA_VARS} of the harness). */
  vars: readonly string[];
  /**
   * Whether the harness creates the directory before a hook starts (Claude Code does, Codex does
   * not): the import then creates it too, so a hook finds what it would find under the harness.
   */
  created: boolean;
}

/**
 * The data directory Claude Code gives the hooks of the installed plugin `id` as
 * `CLAUDE_PLUGIN_DATA`: `<plugins dir>/data/<id>` with every character other than a letter, digit,
 * `-` or `_` made `-` (`formatter@my-market` → `formatter-my-market`); the plugins dir is
 * `$CLAUDE_CODE_PLUGIN_CACHE_DIR`, else `<config dir>/plugins`. Read from Claude Code 2.1.328's
 * code; Claude Code creates the directory before each hook starts.
 */
export function claudePluginData(
  id: string,
  configDir: string,
  env: NodeJS.ProcessEnv = process.env,
): PluginData {
  const plugins = env.CLAUDE_CODE_PLUGIN_CACHE_DIR || join(configDir, 'plugins');
  const dir = join(plugins, 'data', id.replace(/[^a-zA-Z0-9_-]/g, '-'));
  return { dir, vars: PLUGIN_DATA_VARS.claude, created: true };
}

/**
 * The data directory Codex gives the hooks of the installed plugin `id` (`<plugin>@<marketplace>`)
 * as `PLUGIN_DATA` and `CLAUDE_PLUGIN_DATA`: `$CODEX_HOME/plugins/data/<plugin>-<marketplace>`,
 * case, `.` and `_` kept (`p_q.r@Mk_2` → `p_q.r-Mk_2`). Observed with Codex 0.171.0 and 0.169.0
 * (ground-truth codex/plugins/installed-plugins.md), which never create the directory.
 */
export function codexPluginData(id: string, codexHome: string): PluginData {
  const at = id.lastIndexOf('@');
  const name = at < 0 ? id : `${id.slice(0, at)}-${id.slice(at + 1)}`;
  return {
    dir: join(codexHome, 'plugins', 'data', name),
    vars: PLUGIN_DATA_VARS.codex,
    created: false,
  };
}
