import { dirname, resolve } from 'node:path';
import { HookError, PROFILE_EVENTS, type ProfileEvent } from '@lionagi/hooks-profile/core';
import { findSettingsFiles } from './discovery.js';
import { unsafeSettingsFile } from './file-safety.js';
import { EMPTY, type FileSettings } from './file-settings.js';
import { formatDiagnostic } from './format-diagnostic.js';
import type { McpServerConfig } from './mcp-servers.js';
import { readSettingsBytes } from './settings-bytes.js';
import { SettingsCache } from './settings-cache.js';
import type {
  ConfigDiagnostic,
  LoadedSettings,
  ResolvedHookEntry,
  SettingsScope,
} from './types.js';

/** Options of {@link loadSettings}. */
export interface LoadSettingsOptions {
  projectDir: string;
  /** Read for `LIONAGI_HOME` and `HOME`; defaults to `process.env`. */
  env?: NodeJS.ProcessEnv;
  /** Overrides the discovered user file. */
  userFile?: string;
  /** Overrides the discovered project file; `null` reads no project file. */
  projectFile?: string | null;
  /**
   * The events the host runtime emits (its seams). An event outside this list is refused at its
   * file and line like an unknown one ("this runtime has no seam for Stop"). Default: every
   * profile event (a reader that is no host, e.g. import); a `Session` passes its own, whose
   * default is the six profile v1 events.
   */
  hostEvents?: readonly ProfileEvent[];
  /**
   * `false`: parse every file, without the parsed-settings cache (`$LIONAGI_HOME/cache/settings/`,
   * one file per settings file; also off with `LIONAGI_NO_SETTINGS_CACHE=1`). The cache is checked
   * against each file's bytes.
   */
  cache?: boolean;
}

/**
 * One file's settings: its ownership and mode checked (every call), its bytes read, then the
 * cached parse of those very bytes, or a parse (which loads `yaml`) that is kept for the next call.
 */
async function loadFile(
  file: string,
  scope: SettingsScope,
  userFile: string,
  env: NodeJS.ProcessEnv,
  hostEvents: readonly ProfileEvent[],
  cache: SettingsCache | undefined,
): Promise<FileSettings> {
  const unsafe = unsafeSettingsFile(file, scope, env);
  if (unsafe !== undefined) return { ...EMPTY, errors: [unsafe] };
  const read = await readSettingsBytes(file);
  if (read.status === 'absent') return EMPTY;
  if (read.status === 'invalid') return { ...EMPTY, errors: read.errors, warnings: read.warnings };
  const key = JSON.stringify([file, scope, userFile, hostEvents]);
  const cached = await cache?.lookup(key, read.identity, read.bytes);
  if (cached !== undefined) return cached;
  const { parseSettingsFile } = await import('./parse-settings-file.js');
  const parsed = await parseSettingsFile(file, scope, userFile, hostEvents, read.text);
  if (parsed.errors.length === 0) cache?.remember(key, read.identity, read.bytes, parsed);
  return parsed;
}

/**
 * Loads, validates and merges the user and project settings files (ADR-0048 D6, D7). Everything is
 * checked at load time and every problem of both files is reported at once: the call throws
 * `HookError('CONFIG_INVALID')` whose message lists each problem as `file:line:column: message` and
 * whose `details.diagnostics` holds them (`details.warnings` the warnings). Absent files are empty;
 * a settings path that exists but cannot be read (a directory, no permission) throws
 * `CONFIG_UNREADABLE`.
 * `projectDir` of the result is the directory holding the discovered `.lionagi/` (a run from a
 * subdirectory sees the project root), else the given directory.
 * `CONFIG_UNREADABLE`. A settings file (or the directory holding it) that another user owns or that
 * group or others can write is refused as a `CONFIG_INVALID` problem naming its owner and mode,
 * unless its directory is listed in `LIONAGI_SAFE_DIRECTORIES`.
 * Merge: per event, user entries then project entries (a project cannot remove a user entry); a
 * project MCP server replaces a user one of the same name; trust records come from the user file only.
 */
export async function loadSettings(options: LoadSettingsOptions): Promise<LoadedSettings> {
  const projectDir = resolve(options.projectDir);
  const env = options.env ?? process.env;
  const hostEvents = options.hostEvents ?? PROFILE_EVENTS;
  const found =
    options.userFile === undefined || options.projectFile === undefined
      ? findSettingsFiles({ projectDir, env: options.env })
      : undefined;
  const userFile = resolve(options.userFile ?? found?.userFile ?? '');
  let projectFile =
    options.projectFile === null
      ? undefined
      : options.projectFile !== undefined
        ? resolve(options.projectFile)
        : found?.projectFile;
  if (projectFile === userFile) projectFile = undefined;

  const cache = options.cache === false ? undefined : SettingsCache.open(env);
  const [user, project] = await Promise.all([
    loadFile(userFile, 'user', userFile, env, hostEvents, cache),
    projectFile === undefined
      ? EMPTY
      : loadFile(projectFile, 'project', userFile, env, hostEvents, cache),
  ]);
  const errors = [...user.errors, ...project.errors];
  const warnings = [...user.warnings, ...project.warnings];
  if (errors.length > 0) {
    const noun = errors.length === 1 ? 'problem' : 'problems';
    const message = `invalid hook settings (${errors.length} ${noun}):\n${errors.map(formatDiagnostic).join('\n')}`;
    throw new HookError('CONFIG_INVALID', message, { details: { diagnostics: errors, warnings } });
  }

  const hooks = Object.fromEntries(
    PROFILE_EVENTS.map((e) => [e, [] as ResolvedHookEntry[]]),
  ) as Record<ProfileEvent, ResolvedHookEntry[]>;
  const disabled: ResolvedHookEntry[] = [];
  for (const entry of [...user.hooks, ...project.hooks]) {
    if (entry.enabled === false) disabled.push(entry);
    else hooks[entry.event].push(entry);
  }

  const mcpServers: Record<string, McpServerConfig> = { ...user.mcp };
  for (const [name, server] of Object.entries(project.mcp)) {
    if (Object.hasOwn(mcpServers, name) && projectFile !== undefined) {
      const at = project.mcpAt[name] ?? { line: 1, column: 1 };
      warnings.push({
        file: projectFile,
        ...at,
        message: `mcp_servers.${name}: the project's definition replaces the one in ${userFile}`,
        entry: `mcp_servers.${name}`,
      });
    }
    mcpServers[name] = server;
  }

  // A discovered project file fixes the project directory: the one holding its `.lionagi/`.
  const discovered = options.projectFile === undefined && projectFile !== undefined;
  return {
    projectDir: discovered ? dirname(dirname(projectFile as string)) : projectDir,
    userFile,
    projectFile,
    hooks,
    disabled,
    notImported: [...user.notImported, ...project.notImported],
    legacyHooks: [...user.legacy, ...project.legacy],
    trustedHookCommands: user.trusted,
    trustedProjectSettings: user.trustedProjects,
    mcpServers,
    projectMcpServers: Object.keys(project.mcp),
    warnings,
    hostEvents: [...hostEvents],
  };
}

/**
 * Refuses settings holding hooks of an event `hostEvents` does not include (settings loaded for
 * another host, handed to this one): `CONFIG_INVALID` naming each entry's file and line, the same
 * words as the loader's. A guard is either running or loudly absent, never silently idle.
 */
export function assertHostEmits(settings: LoadedSettings, hostEvents: readonly ProfileEvent[]) {
  const stray = PROFILE_EVENTS.filter((e) => !hostEvents.includes(e)).flatMap(
    (e) => settings.hooks[e] ?? [],
  );
  if (stray.length === 0) return;
  const diagnostics: ConfigDiagnostic[] = stray.map((entry) => ({
    file: entry.origin.file,
    line: entry.origin.line,
    column: entry.origin.column,
    message: `unsupported hook event "${entry.event}": this runtime has no seam for ${entry.event}; supported events are ${hostEvents.join(', ')}`,
    event: entry.event,
    entry: `hooks_external.${entry.event}[${entry.origin.groupIndex}]`,
  }));
  const noun = diagnostics.length === 1 ? 'problem' : 'problems';
  const message = `invalid hook settings (${diagnostics.length} ${noun}):\n${diagnostics.map(formatDiagnostic).join('\n')}`;
  throw new HookError('CONFIG_INVALID', message, { details: { diagnostics, warnings: [] } });
}
