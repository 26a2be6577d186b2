import { isHookError } from '@lionagi/hooks-profile';
import type { InstalledPlugin } from './installed-plugins.js';
import { claudePluginData } from './plugin-root.js';
import { readPluginConfig } from './read-plugin.js';
import type { ForeignConfig, ForeignHarness } from './types.js';

/**
 * Reads the hooks of each `imported` plugin of `plugins` into `config`, as `--plugin DIR` reads
 * one (each entry carries its plugin root), and lists every plugin in `config.plugins`. A plugin
 * whose hooks cannot be read becomes `skipped` with the error. The hook files of a plugin enabled
 * in `userFile` are user-level: with `--user` they go into the user settings file. With `claude`
 * (Claude Code's config dir and environment), each plugin root also carries the plugin's data
 * directory, as Claude Code sets `CLAUDE_PLUGIN_DATA` for installed plugins.
 */
export async function addInstalledPluginHooks(
  config: ForeignConfig,
  harness: ForeignHarness,
  plugins: InstalledPlugin[],
  userFile: string,
  claude: { configDir: string; env: NodeJS.ProcessEnv } | undefined = undefined,
): Promise<void> {
  if (plugins.length === 0) return;
  config.plugins = plugins;
  config.userLevelFiles = [];
  for (const plugin of plugins) {
    if (plugin.status !== 'imported' || plugin.dir === undefined) continue;
    let read: Awaited<ReturnType<typeof readPluginConfig>>;
    try {
      read = await readPluginConfig(harness, plugin.dir, { allowNoHooks: true });
    } catch (error) {
      if (!isHookError(error)) throw error;
      Object.assign(plugin, {
        status: 'skipped',
        reason: error.message,
      } satisfies Partial<InstalledPlugin>);
      continue;
    }
    // Claude Code gives an installed plugin's hooks its data directory too (CLAUDE_PLUGIN_DATA).
    if (claude !== undefined)
      read.plugin.data = claudePluginData(plugin.id, claude.configDir, claude.env);
    config.files.push(...read.files);
    config.entries.push(...read.entries);
    if (plugin.enabledIn === userFile) {
      config.userLevelFiles.push(...read.files.filter((f) => f.exists).map((f) => f.path));
    }
  }
}
