import { stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, extname, join, resolve } from 'node:path';
import { HookError } from '@lionagi/hooks-profile';
import { codexInstalledPlugins, codexProjectTrusted } from './codex-installed-plugins.js';
import { entriesFromHooksTree, hooksMember } from './hooks-tree.js';
import { addInstalledPluginHooks } from './installed-plugin-hooks.js';
import { codexPluginData } from './plugin-data.js';
import { type ParsedFile, readJsonFile, readTomlFile } from './read-file.js';
import type { ForeignConfig } from './types.js';

/** Options of {@link readCodexConfig}. */
export interface ReadCodexOptions {
  /** Project root; `.codex/` is looked up here unless `path` is given. */
  projectDir: string;
  /** A `hooks.json` / `config.toml` file, or a directory holding them (or holding `.codex/`). */
  path?: string | undefined;
  /** Also read the user layer first: `$CODEX_HOME` (default `~/.codex`), as Codex layers them. */
  user?: boolean | undefined;
  /**
   * Also read the hooks of the plugins Codex has installed and enabled (`[plugins."…"]` of the
   * user's and the project's `config.toml`); default: when no `path` is given.
   */
  installedPlugins?: boolean | undefined;
  env?: NodeJS.ProcessEnv | undefined;
}

async function isDirectory(path: string): Promise<boolean | undefined> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return undefined;
  }
}

function layerFiles(dir: string): string[] {
  return [join(dir, 'hooks.json'), join(dir, 'config.toml')];
}

/** The user-level Codex directory for this environment. */
export function codexHomeDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.CODEX_HOME ?? join(env.HOME ?? homedir(), '.codex');
}

async function projectLayerFiles(options: ReadCodexOptions): Promise<string[]> {
  let dir: string;
  if (options.path !== undefined) {
    const path = resolve(options.projectDir, options.path);
    const directory = await isDirectory(path);
    if (directory === undefined) {
      throw new HookError(
        'IMPORT_FAILED',
        `${path}: no such file or directory (expected hooks.json, config.toml or a directory holding them)`,
        {
          details: { file: path },
        },
      );
    }
    if (!directory) return [path];
    const nested = join(path, '.codex');
    dir = basename(path) !== '.codex' && (await isDirectory(nested)) ? nested : path;
  } else {
    dir = join(resolve(options.projectDir), '.codex');
  }
  return layerFiles(dir);
}

/**
 * Reads Codex hooks from `hooks.json` and from the `[hooks]` tables of `config.toml` (Codex loads
 * both when a layer has both); with `user`, the user layer (`$CODEX_HOME`) is read first, as Codex
 * layers it below the project. The trust records under `[hooks.state]` are not events and are
 * skipped. Then, with `installedPlugins`, the hooks of every plugin the `[plugins]` tables enable
 * (the user's `config.toml` counts even without `user`, as in Codex) and `$CODEX_HOME/plugins/cache`
 * holds, each entry carrying its plugin root. Missing files are fine; an unparseable one is an
 * `IMPORT_FAILED` error naming file:line.
 */
export async function readCodexConfig(options: ReadCodexOptions): Promise<ForeignConfig> {
  const config: ForeignConfig = { harness: 'codex', files: [], entries: [] };
  const files = await projectLayerFiles(options);
  const home = codexHomeDir(options.env);
  if (options.user) files.unshift(...layerFiles(home));
  const userToml = resolve(join(home, 'config.toml'));
  const tomls: { path: string; value: unknown }[] = [];
  for (const file of files) {
    const toml = extname(file) === '.toml';
    const parsed: ParsedFile = toml ? await readTomlFile(file) : await readJsonFile(file);
    config.files.push({ path: file, exists: parsed.exists });
    if (!parsed.exists) continue;
    if (toml) tomls.push({ path: resolve(file), value: parsed.value });
    config.entries.push(
      ...entriesFromHooksTree(hooksMember(parsed.value, file), {
        harness: 'codex',
        file,
        skipKeys: toml ? ['state'] : [],
      }),
    );
  }
  if (options.installedPlugins ?? options.path === undefined) {
    if (!options.user) {
      const parsed = await readTomlFile(userToml);
      if (parsed.exists) tomls.unshift({ path: userToml, value: parsed.value });
    }
    // Codex loads the project's config.toml (its [plugins] tables too) only in a trusted project.
    const user = tomls.find((t) => t.path === userToml)?.value;
    const trusted = codexProjectTrusted(user, options.projectDir);
    const layers = tomls.map((t) =>
      t.path === userToml || trusted ? t : { ...t, untrusted: true },
    );
    const plugins = await codexInstalledPlugins(layers, home);
    await addInstalledPluginHooks(config, 'codex', plugins, userToml, (id) =>
      codexPluginData(id, home),
    );
  }
  return config;
}
