import { isHookError } from '@lionagi/hooks-profile';
import type { InstalledPlugin } from './installed-plugins.js';
import { readPluginConfig } from './read-plugin.js';
import type { ForeignConfig, ForeignHarness } from './types.js';

/**
 * Reads the hooks of each `imported` plugin of `plugins` into `config`, as `--plugin DIR` reads
 * one (each entry carries its plugin root), and lists every plugin in `config.plugins`. A plugin
 * whose hooks cannot be read becomes `skipped` with the error. The hook files of a plugin enabled
 * in `userFile` are user-level: with `--user` they go into the user settings file.
 */
export async function addInstalledPluginHooks(
  config: ForeignConfig,
  harness: ForeignHarness,
  plugins: InstalledPlugin[],
  userFile: string,
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
    config.files.push(...read.files);
    config.entries.push(...read.entries);
    if (plugin.enabledIn === userFile) {
      config.userLevelFiles.push(...read.files.filter((f) => f.exists).map((f) => f.path));
    }
  }
}
