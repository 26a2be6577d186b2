import { realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { readJsonFile } from './read-file.js';

/** What an import did with one plugin the harness has enabled or installed. */
export type InstalledPluginStatus = 'imported' | 'disabled' | 'not-installed' | 'skipped';

/** One plugin of the user's Claude Code or Codex: its id, where it is installed, what the import did. */
export interface InstalledPlugin {
  /** `<plugin>@<marketplace>`, as `enabledPlugins` (Codex: `[plugins."…"]`) names it. */
  id: string;
  status: InstalledPluginStatus;
  /** The installed copy the harness runs (Claude Code's `installPath`), when there is one here. */
  dir?: string;
  /** The settings file that decided (the last one that names the plugin). */
  enabledIn?: string;
  /** Why a plugin is not imported (disabled, not installed, or its hooks could not be read). */
  reason?: string;
}

/** The Claude Code configuration directory (`$CLAUDE_CONFIG_DIR`, default `~/.claude`). */
export function claudeConfigDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.CLAUDE_CONFIG_DIR ?? join(env.HOME ?? homedir(), '.claude');
}

/** Where Claude Code records installed plugins (observed with Claude Code 2.1.332). */
export function installedPluginsFile(env?: NodeJS.ProcessEnv): string {
  return join(claudeConfigDir(env), 'plugins', 'installed_plugins.json');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const real = (path: string) => {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
};

/**
 * The `enabledPlugins` of Claude Code's settings files in merge order (user, project, local): for
 * each plugin id, whether it is enabled and which file said so last, as Claude Code merges them
 * (a later scope's value wins).
 */
export function enabledPlugins(
  settings: readonly { path: string; value: unknown }[],
): Map<string, { enabled: boolean; file: string }> {
  const out = new Map<string, { enabled: boolean; file: string }>();
  for (const { path, value } of settings) {
    const map = isPlainObject(value) ? value.enabledPlugins : undefined;
    if (!isPlainObject(map)) continue;
    for (const [id, on] of Object.entries(map)) out.set(id, { enabled: on === true, file: path });
  }
  return out;
}

/**
 * The install directory Claude Code uses for `id` in `projectDir`: from the installed-plugins
 * record (version 2: a list of installs per id, each with a `scope`; a `project` or `local` install
 * applies only to its `projectPath`, a `user` one everywhere; version 1: one install per id).
 */
function installPathFor(record: unknown, id: string, projectDir: string): string | undefined {
  const plugins = isPlainObject(record) ? record.plugins : undefined;
  if (!isPlainObject(plugins)) return undefined;
  const raw = plugins[id];
  const installs = (Array.isArray(raw) ? raw : [raw]).filter(isPlainObject);
  const project = real(projectDir);
  const here = installs.find(
    (i) =>
      (i.scope === 'project' || i.scope === 'local') &&
      typeof i.projectPath === 'string' &&
      real(i.projectPath) === project,
  );
  const everywhere = installs.find((i) => i.scope === undefined || i.scope === 'user');
  const pick = here ?? everywhere ?? installs.find((i) => i.scope === 'managed');
  return typeof pick?.installPath === 'string' ? pick.installPath : undefined;
}

/**
 * The plugins Claude Code would load in `projectDir`: every id its settings' `enabledPlugins`
 * names, with the install directory from `$CLAUDE_CONFIG_DIR/plugins/installed_plugins.json`.
 * Enabled and installed plugins come back `imported` (the caller reads them); disabled ones and
 * enabled ones with no install here are returned with the reason, so the report can name them.
 * An unreadable record is an `IMPORT_FAILED` error naming the file.
 */
export async function claudeInstalledPlugins(
  settings: readonly { path: string; value: unknown }[],
  projectDir: string,
  env?: NodeJS.ProcessEnv,
): Promise<InstalledPlugin[]> {
  const enabled = enabledPlugins(settings);
  if (enabled.size === 0) return [];
  const file = installedPluginsFile(env);
  const parsed = await readJsonFile(file);
  const record = parsed.exists ? parsed.value : undefined;
  return [...enabled].map(([id, { enabled: on, file: enabledIn }]) => {
    const dir = installPathFor(record, id, projectDir);
    if (!on) {
      return {
        id,
        status: 'disabled' as const,
        ...(dir === undefined ? {} : { dir }),
        enabledIn,
        reason: `disabled in ${enabledIn} (enabledPlugins): Claude Code does not run its hooks`,
      };
    }
    if (dir === undefined) {
      return {
        id,
        status: 'not-installed' as const,
        enabledIn,
        reason: `enabled in ${enabledIn} but ${file} has no install of it for this project`,
      };
    }
    return { id, status: 'imported' as const, dir, enabledIn };
  });
}
