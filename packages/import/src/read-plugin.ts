import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { HookError } from '@lionagi/hooks-profile';
import { entriesFromHooksTree, hooksMember } from './hooks-tree.js';
import { type PluginRoot, pluginRoot } from './plugin-root.js';
import { readJsonFile } from './read-file.js';
import type { ForeignConfig, ForeignHarness } from './types.js';

/** The manifest directory of each harness's plugin layout. */
const MANIFEST_DIR: Record<ForeignHarness, string> = {
  claude: '.claude-plugin',
  codex: '.codex-plugin',
};

/** A plugin's hooks, read without executing anything, and the plugin root they may name. */
export interface PluginConfig extends ForeignConfig {
  plugin: PluginRoot;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The hook files a manifest's `hooks` names (a relative path or a list of them), or `inline`. */
function manifestHooks(value: unknown, dir: string, manifest: string): string[] | 'inline' {
  if (value === undefined) return [];
  if (isPlainObject(value)) return 'inline';
  const paths = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(paths) || !paths.every((p) => typeof p === 'string')) {
    throw new HookError(
      'IMPORT_FAILED',
      `${manifest}: "hooks" must be a relative path, a list of them, or a hooks object`,
      { details: { file: manifest } },
    );
  }
  return paths.map((p) => resolve(dir, p));
}

/**
 * Reads a plugin directory's hooks the way the harnesses find them: `DIR/hooks/hooks.json` (the
 * `hooks` tree of settings files, with an optional top-level `description`), then what the
 * manifest's `hooks` adds (`.claude-plugin/plugin.json` or `.codex-plugin/plugin.json`: a
 * relative path, a list of them, or an inline hooks object; a file listed twice is read once).
 * `IMPORT_FAILED` when DIR is not a directory, holds no hooks file (unless `allowNoHooks`: an
 * installed plugin may bring only skills or commands), or its path is not plain.
 */
export async function readPluginConfig(
  harness: ForeignHarness,
  pluginDir: string,
  options: { allowNoHooks?: boolean } = {},
): Promise<PluginConfig> {
  const dir = resolve(pluginDir);
  const isDir = await stat(dir).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!isDir) {
    throw new HookError('IMPORT_FAILED', `${dir}: --plugin needs a plugin directory`, {
      details: { file: dir },
    });
  }
  const plugin = pluginRoot(harness, dir);
  const manifestFile = join(dir, MANIFEST_DIR[harness], 'plugin.json');
  const manifest = await readJsonFile(manifestFile);
  const declared = manifest.exists
    ? manifestHooks(
        isPlainObject(manifest.value) ? manifest.value.hooks : undefined,
        dir,
        manifestFile,
      )
    : [];
  const files = [join(dir, 'hooks', 'hooks.json')];
  if (declared === 'inline') files.push(manifestFile);
  else for (const file of declared) if (!files.includes(file)) files.push(file);

  const config: PluginConfig = { harness, files: [], entries: [], plugin };
  for (const file of files) {
    const parsed = file === manifestFile ? manifest : await readJsonFile(file);
    config.files.push({ path: file, exists: parsed.exists });
    if (!parsed.exists) continue;
    config.entries.push(
      ...entriesFromHooksTree(hooksMember(parsed.value, file), { harness, file, plugin }),
    );
  }
  if (!options.allowNoHooks && !config.files.some((f) => f.exists)) {
    throw new HookError(
      'IMPORT_FAILED',
      `${dir}: no plugin hooks found (looked at ${files.join(', ')})`,
      { details: { file: dir } },
    );
  }
  return config;
}
