import { stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { HookError } from '@lionagi/hooks-profile';
import { disablesAllHooks, entriesFromHooksTree, hooksMember } from './hooks-tree.js';
import { addInstalledPluginHooks } from './installed-plugin-hooks.js';
import { claudeConfigDir, claudeInstalledPlugins } from './installed-plugins.js';
import { claudePluginData } from './plugin-data.js';
import { readJsonFile } from './read-file.js';
import type { ForeignConfig } from './types.js';

/** Options of {@link readClaudeConfig}. */
export interface ReadClaudeOptions {
  /** Project root; `.claude/` is looked up here unless `path` is given. */
  projectDir: string;
  /** A settings file, a `.claude` directory, or a project directory containing `.claude/`. */
  path?: string | undefined;
  /** Also read the user's settings (`$CLAUDE_CONFIG_DIR/settings.json`, default `~/.claude`). */
  user?: boolean | undefined;
  /**
   * Also import the plugins Claude Code has enabled and installed for the project (default: when
   * no `path` is given, as `li hooks import claude` does).
   */
  installedPlugins?: boolean | undefined;
  env?: NodeJS.ProcessEnv | undefined;
}

/** The user-level Claude Code settings file for this environment. */
export function claudeUserSettingsFile(env: NodeJS.ProcessEnv = process.env): string {
  return join(claudeConfigDir(env), 'settings.json');
}

async function kindOf(path: string): Promise<'file' | 'dir' | undefined> {
  try {
    return (await stat(path)).isDirectory() ? 'dir' : 'file';
  } catch {
    return undefined;
  }
}

async function projectFiles(options: ReadClaudeOptions): Promise<string[]> {
  if (options.path === undefined) {
    const dir = join(resolve(options.projectDir), '.claude');
    return [join(dir, 'settings.json'), join(dir, 'settings.local.json')];
  }
  const path = resolve(options.projectDir, options.path);
  const kind = await kindOf(path);
  if (kind === undefined) {
    throw new HookError(
      'IMPORT_FAILED',
      `${path}: no such file or directory (expected a Claude Code settings file or a directory holding .claude/)`,
      {
        details: { file: path },
      },
    );
  }
  if (kind === 'file') return [path];
  const dir = basename(path) === '.claude' ? path : join(path, '.claude');
  return [join(dir, 'settings.json'), join(dir, 'settings.local.json')];
}

/**
 * Reads Claude Code hook settings the way Claude Code merges them: user (with `user`), project
 * `.claude/settings.json`, then local `.claude/settings.local.json`; hooks of every file are
 * concatenated per event (Claude Code runs them all, once per identical command). Then, with
 * `installedPlugins` (default when no `path` is given), the hooks of every plugin the settings'
 * `enabledPlugins` enable (the user's settings count even without `user`, as in Claude Code) and
 * the installed-plugins record installs for this project, each entry carrying its plugin root.
 * Missing files are skipped; an unparseable or misshapen file is an `IMPORT_FAILED` error naming it.
 */
export async function readClaudeConfig(options: ReadClaudeOptions): Promise<ForeignConfig> {
  const files = await projectFiles(options);
  const userFile = claudeUserSettingsFile(options.env);
  if (options.user) files.unshift(userFile);
  const config: ForeignConfig = { harness: 'claude', files: [], entries: [] };
  const values: { path: string; value: unknown }[] = [];
  for (const file of files) {
    const parsed = await readJsonFile(file);
    config.files.push({ path: file, exists: parsed.exists });
    if (!parsed.exists) continue;
    values.push({ path: file, value: parsed.value });
    const fileNotes = disablesAllHooks(parsed.value)
      ? [`disableAllHooks is set in ${file}: Claude Code does not run this hook there`]
      : [];
    config.entries.push(
      ...entriesFromHooksTree(hooksMember(parsed.value, file), {
        harness: 'claude',
        file,
        fileNotes,
      }),
    );
  }
  if (options.installedPlugins ?? options.path === undefined) {
    if (!options.user) {
      const parsed = await readJsonFile(userFile);
      if (parsed.exists) values.unshift({ path: userFile, value: parsed.value });
    }
    await addInstalledPlugins(config, values, options, userFile);
  }
  return config;
}

/** Reads the hooks of each plugin Claude Code has enabled and installed for this project. */
async function addInstalledPlugins(
  config: ForeignConfig,
  settings: readonly { path: string; value: unknown }[],
  options: ReadClaudeOptions,
  userFile: string,
): Promise<void> {
  const plugins = await claudeInstalledPlugins(settings, resolve(options.projectDir), options.env);
  const env = options.env ?? process.env;
  const configDir = claudeConfigDir(env);
  await addInstalledPluginHooks(config, 'claude', plugins, userFile, (id) =>
    claudePluginData(id, configDir, env),
  );
}
