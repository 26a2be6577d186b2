import { isHookError } from '@lionagi/hooks-profile';
import type { InstalledPlugin } from './installed-plugins.js';
import type { PluginData } from './plugin-data.js';
import { readPluginConfig } from './read-plugin.js';
import type { ForeignConfig, ForeignHarness } from './types.js';

/**
 * Reads the hooks of each `imported` plugin of `plugins` into `config`, as `--plugin DIR` reads
 * one (each entry carries its plugin root), and lists every plugin in `config.plugins`. A plugin
 * whose hooks cannot be read becomes `skipped` with the error. The hook files of a plugin enabled
 * in `userFile` are user-level: with `--user` they go into the user settings file. With
 * `dataOf` (the harness's rule: {@link claudePluginData}, {@link codexPluginData}), each plugin
 * root also carries the plugin's data directory, as the harness sets `CLAUDE_PLUGIN_DATA` (Codex:
 * also `PLUGIN_DATA`) for an installed plugin's hooks.
 */
export async function addInstalledPluginHooks(
  config: ForeignConfig,
  harness: ForeignHarness,
  plugins: InstalledPlugin[],
  userFile: string,
  dataOf: ((id: string) => PluginData) | undefined = undefined,
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
    // The harness gives an installed plugin's hooks its data directory too.
    if (dataOf !== undefined) read.plugin.data = dataOf(plugin.id);
    config.files.push(...read.files);
    config.entries.push(...read.entries);
    if (plugin.enabledIn === userFile) {
      config.userLevelFiles.push(...read.files.filter((f) => f.exists).map((f) => f.path));
    }
  }
}
