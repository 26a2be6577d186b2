import { dirname, resolve } from 'node:path';
import {
  HookError,
  loadMatcherEngine,
  PROFILE_EVENTS,
  type ProfileEvent,
} from '@lionagi/hooks-profile/core';
import { isMap, isSeq, type Node } from 'yaml';
import { type FileContext, formatDiagnostic, reportError, reportWarning } from './diagnostics.js';
import { findSettingsFiles } from './discovery.js';
import { unsafeSettingsFile } from './file-safety.js';
import { needsRegexEngine, readHooksExternal } from './hooks-external.js';
import { readLegacyHooks } from './legacy-hooks.js';
import type { McpServerConfig } from './mcp-servers.js';
import { NOT_IMPORTED_KEY, readNotImported } from './not-imported.js';
import { readSettingsFile } from './settings-document.js';
import { nearMissKey } from './settings-keys.js';
import type {
  ConfigDiagnostic,
  LegacyHookEntry,
  LoadedSettings,
  NotImportedRecord,
  ResolvedHookEntry,
  SettingsScope,
} from './types.js';
import { deref, isNullish, scalarValue } from './yaml-node.js';

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
}

interface FileSettings {
  hooks: ResolvedHookEntry[];
  legacy: LegacyHookEntry[];
  notImported: NotImportedRecord[];
  trusted: unknown[];
  /** Raw items of `trusted_project_settings` (user file only). */
  trustedProjects: unknown[];
  mcp: Record<string, McpServerConfig>;
  /** Where each MCP server is defined, for the override warning. */
  mcpAt: Record<string, { line: number; column: number }>;
  errors: ConfigDiagnostic[];
  warnings: ConfigDiagnostic[];
}

const EMPTY: FileSettings = {
  hooks: [],
  legacy: [],
  notImported: [],
  trusted: [],
  trustedProjects: [],
  mcp: {},
  mcpAt: {},
  errors: [],
  warnings: [],
};

function keyPositions(ctx: FileContext, node: unknown): FileSettings['mcpAt'] {
  const map = deref(ctx, node);
  const out: FileSettings['mcpAt'] = {};
  if (!isMap(map)) return out;
  for (const pair of map.items) {
    const key = pair.key as Node | null;
    const { line, col } = ctx.lineCounter.linePos(key?.range?.[0] ?? 0);
    out[String(scalarValue(ctx, key))] = { line, column: col };
  }
  return out;
}

/** The raw items of an approval list (`trusted_hook_commands`, `trusted_project_settings`). */
function readTrusted(
  ctx: FileContext,
  node: unknown,
  userFile: string,
  key = 'trusted_hook_commands',
): unknown[] {
  if (node === undefined) return [];
  if (ctx.scope === 'project') {
    const message = `${key} in a project file is ignored: a project cannot trust its own hooks; approvals live in the user file ${userFile}`;
    reportWarning(ctx, node, message, { entry: key });
    return [];
  }
  if (isNullish(ctx, node)) return [];
  const seq = deref(ctx, node);
  if (!isSeq(seq)) {
    const message = `${key} must be a list of ${key === 'trusted_hook_commands' ? 'trust records' : 'approvals'}`;
    reportError(ctx, node, message, { entry: key });
    return [];
  }
  return seq.items.map((item) => {
    const target = deref(ctx, item);
    return target !== null && typeof target === 'object' && 'toJS' in target
      ? (target as Node).toJS(ctx.doc)
      : target;
  });
}

async function loadFile(
  file: string,
  scope: SettingsScope,
  userFile: string,
  env: NodeJS.ProcessEnv,
  hostEvents: readonly ProfileEvent[],
): Promise<FileSettings> {
  const unsafe = unsafeSettingsFile(file, scope, env);
  if (unsafe !== undefined) return { ...EMPTY, errors: [unsafe] };
  const read = await readSettingsFile(file);
  if (read.status === 'absent') return EMPTY;
  if (read.status === 'invalid') return { ...EMPTY, errors: read.errors, warnings: read.warnings };
  const { doc, lineCounter } = read.document;
  const ctx: FileContext = { file, scope, doc, lineCounter, errors: [], warnings: read.warnings };
  const root = deref(ctx, doc.contents);
  if (isNullish(ctx, root)) return { ...EMPTY, warnings: ctx.warnings };
  if (!isMap(root)) {
    const message =
      'a settings file must be a mapping at the top level (hooks_external:, hooks:, …)';
    reportError(ctx, root, message);
    return { ...EMPTY, errors: ctx.errors, warnings: ctx.warnings };
  }
  for (const pair of root.items) {
    const key = String(scalarValue(ctx, pair.key));
    const known = nearMissKey(key);
    if (known !== undefined) {
      const message = `top-level key "${key}" is not a settings key; did you mean "${known}"? refusing to load a file whose hooks would silently not exist`;
      reportError(ctx, pair, message);
    }
  }
  const hooksNode = root.get('hooks_external', true);
  // RE2 is loaded only for a file with a regex matcher: `li hooks list` of exact ones starts without it.
  if (needsRegexEngine(ctx, hooksNode)) await loadMatcherEngine();
  const hooks = readHooksExternal(ctx, hooksNode, hostEvents);
  const legacy = readLegacyHooks(ctx, root.get('hooks', true));
  const notImported = readNotImported(ctx, root.get(NOT_IMPORTED_KEY, true));
  const trusted = readTrusted(ctx, root.get('trusted_hook_commands', true), userFile);
  const projectsNode = root.get('trusted_project_settings', true);
  const trustedProjects = readTrusted(ctx, projectsNode, userFile, 'trusted_project_settings');
  const mcpNode = root.get('mcp_servers', true);
  // The MCP server schema is zod: loaded only by a file that has servers, so a command that
  // reads hooks alone (`li hooks list`) starts without zod.
  const mcp =
    mcpNode === undefined ? {} : (await import('./mcp-servers.js')).readMcpServers(ctx, mcpNode);
  const mcpAt = keyPositions(ctx, mcpNode);
  const { errors, warnings } = ctx;
  return { hooks, legacy, notImported, trusted, trustedProjects, mcp, mcpAt, errors, warnings };
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

  const [user, project] = await Promise.all([
    loadFile(userFile, 'user', userFile, env, hostEvents),
    projectFile === undefined ? EMPTY : loadFile(projectFile, 'project', userFile, env, hostEvents),
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
