import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  DEFAULT_HOOK_TIMEOUT_SEC,
  findSettingsFiles,
  type HandlerType,
  type ImportedFrom,
  type LoadedSettings,
  loadSettings,
} from '@lionagi/hooks-config';
import {
  DEFAULT_TOOL_VOCABULARY,
  type NamedTool,
  PROFILE_EVENTS,
  PROFILE_VERSION,
  toolNamesIn,
} from '@lionagi/hooks-profile';
import { gitRootOf } from './git-root.js';
import type { InstalledPlugin } from './installed-plugins.js';
import { missingProgramWarnings } from './missing-program-warning.js';
import { notImportedRecords } from './not-imported.js';
import { type PresentHook, planImport, type RemovedUpstream } from './plan.js';
import { planMoves } from './plan-moves.js';
import type { PluginRoot } from './plugin-root.js';
import { claudeUserSettingsFile, readClaudeConfig } from './read-claude.js';
import { codexHomeDir, readCodexConfig } from './read-codex.js';
import { readPluginConfig } from './read-plugin.js';
import { importedFromFile, type Translation, translateEntry } from './translate.js';
import type { ForeignConfig, ForeignHarness, ImportRow } from './types.js';
import { writeImportedHooks } from './write-settings.js';

/** Options of {@link importHooks}. */
export interface ImportHooksOptions {
  harness: ForeignHarness;
  /** The LionAGI project; its `.lionagi/settings.yaml` receives the entries. */
  projectDir: string;
  /** What to read (a file or directory); default `<projectDir>/.claude` or `<projectDir>/.codex`. */
  path?: string | undefined;
  /**
   * Also read the user-level harness config (`~/.claude/settings.json`, `$CODEX_HOME`); its
   * entries go into the user settings file (`~/.lionagi/settings.yaml`, `$LIONAGI_HOME`).
   */
  user?: boolean | undefined;
  /**
   * A plugin directory to read instead of the project's config (`hooks/hooks.json` and the
   * manifest's `hooks`); its root variables become the directory's absolute path.
   */
  plugin?: string | undefined;
  /** Import shell strings the splitter cannot translate as `[shell, "-c", text]` (opt-in, reviewed). */
  allowShell?: boolean | undefined;
  /** Delete the entries this import wrote whose handler is gone from the foreign file. */
  prune?: boolean | undefined;
  /** Report what would happen; write nothing. */
  dryRun?: boolean | undefined;
  /**
   * The runtime's tools (registered names and harness names, from the tool registry); matchers
   * are checked against their names in the harness's vocabulary (Dv1-2, profile v1.1).
   */
  tools: readonly NamedTool[];
  /** MCP servers whose tools are not in `tools` (their `mcp__<server>__…` names may exist). */
  mcpServers?: readonly string[] | undefined;
  env?: NodeJS.ProcessEnv | undefined;
  /**
   * Why an entry's program cannot start here (a bare name not on PATH), the fix first, else
   * `undefined` (the trust package's `createProgramCheck`): each imported entry it names gets a
   * warning saying what happens on its event until the program is installed or the hook disabled.
   */
  missingProgram?:
    | ((entry: { type?: HandlerType; command: string[] }) => string | undefined)
    | undefined;
}

/** Counts of the rows by status. */
export interface ImportSummary {
  imported: number;
  /** Entries that replace the stale entry an earlier import wrote, after an upstream change. */
  updated: number;
  unchanged: number;
  /** Entries the user edited in the settings file since they were imported ("edited locally"). */
  edited: number;
  rejected: number;
}

/** A settings file an import writes: the project's, or the user's for user-level entries (`user`). */
export interface ImportTarget {
  scope: 'project' | 'user';
  file: string;
  /** The foreign files whose entries go here. */
  from: string[];
  /** Whether this file was changed on disk. */
  written: boolean;
}

/** The outcome of an import: one row per foreign handler, and what happened to the settings file. */
export interface ImportResult {
  harness: ForeignHarness;
  profileVersion: typeof PROFILE_VERSION;
  /** The foreign files considered, in merge order. */
  files: { path: string; exists: boolean }[];
  /** The plugin directory read (`plugin`), else null. */
  plugin: string | null;
  /**
   * The plugins the harness has enabled or installed for the project (Claude Code's
   * `enabledPlugins` and installed-plugins record), each imported, disabled, not installed or
   * skipped with the reason; empty with `plugin` or a `path`.
   */
  plugins: InstalledPlugin[];
  /** The project settings file entries go to. */
  settingsFile: string;
  /** Every settings file the import writes to (the user file only with `user`), and what happened. */
  targets: ImportTarget[];
  dryRun: boolean;
  /** Whether a settings file was changed on disk. */
  written: boolean;
  registeredTools: string[];
  /** The vocabulary imported entries speak (`tool_vocabulary`), and the tools' names in it. */
  toolVocabulary: ForeignHarness;
  tools: string[];
  rows: ImportRow[];
  /** Entries of the settings file imported from a handler the foreign file no longer has. */
  removedUpstream: RemovedUpstream[];
  /** The `removedUpstream` entries were deleted (`prune`, not a dry run). */
  pruned: boolean;
  summary: ImportSummary;
}

/** The project settings file an import writes: the nearest `.lionagi/settings.yaml`, else a new one. */
export function importTargetFile(projectDir: string, env?: NodeJS.ProcessEnv): string {
  const dir = resolve(projectDir);
  const { userFile, projectFile } = findSettingsFiles({ projectDir: dir, env });
  if (projectFile !== undefined && resolve(projectFile) !== resolve(userFile)) return projectFile;
  return join(dir, '.lionagi', 'settings.yaml');
}

/** The entries the target file already holds. */
function presentIn(settings: LoadedSettings, file: string): PresentHook[] {
  const disabled = (event: string) => settings.disabled.filter((e) => e.event === event);
  return PROFILE_EVENTS.flatMap((event) =>
    [...(settings.hooks[event] ?? []), ...disabled(event)]
      .filter((entry) => resolve(entry.origin.file) === resolve(file))
      .map((entry) => ({
        ...entry,
        toolVocabulary: entry.toolVocabulary ?? DEFAULT_TOOL_VOCABULARY,
        importedFrom: entry.importedFrom,
        where: `${entry.origin.file}:${entry.origin.line}`,
      })),
  );
}

/** Reads a foreign config without translating or writing anything. */
export async function readForeignConfig(
  options: Omit<ImportHooksOptions, 'dryRun' | 'tools' | 'mcpServers'>,
): Promise<ForeignConfig & { plugin?: PluginRoot }> {
  if (options.plugin !== undefined) {
    return readPluginConfig(options.harness, resolve(options.projectDir, options.plugin));
  }
  const read = options.harness === 'claude' ? readClaudeConfig : readCodexConfig;
  return read({
    projectDir: options.projectDir,
    path: options.path,
    user: options.user,
    env: options.env,
  });
}

/** The user-level harness files whose entries go into the user settings file. */
function userLevelFiles(harness: ForeignHarness, env: NodeJS.ProcessEnv | undefined): string[] {
  if (harness === 'claude') return [claudeUserSettingsFile(env)];
  const dir = codexHomeDir(env);
  return [join(dir, 'hooks.json'), join(dir, 'config.toml')].map((f) => resolve(f));
}

interface TargetPlan {
  target: ImportTarget;
  translations: Translation[];
}

/** Splits the translations by the settings file they go to: user-level entries to the user file. */
function targetsOf(
  options: ImportHooksOptions,
  projectDir: string,
  files: readonly string[],
  translations: readonly Translation[],
  pluginFiles: readonly string[],
): TargetPlan[] {
  const userFiles = new Set(
    options.user ? [...userLevelFiles(options.harness, options.env), ...pluginFiles] : [],
  );
  const project: TargetPlan = {
    target: {
      scope: 'project',
      file: importTargetFile(projectDir, options.env),
      from: [],
      written: false,
    },
    translations: [],
  };
  const user: TargetPlan = {
    target: {
      scope: 'user',
      file: findSettingsFiles({ projectDir, env: options.env }).userFile,
      from: [],
      written: false,
    },
    translations: [],
  };
  const of = (file: string) => (userFiles.has(resolve(file)) ? user : project);
  for (const file of files) of(file).target.from.push(file);
  for (const t of translations) of(t.row.origin.file).translations.push(t);
  return options.user && userFiles.size > 0 && user.target.from.length > 0
    ? [project, user].filter((p) => p.target.from.length > 0 || p === project)
    : [project];
}

/**
 * `li hooks import`: reads a Claude Code or Codex hook config, translates every handler (never
 * executing any of it), and adds the importable ones to the project `.lionagi/settings.yaml` under
 * `hooks_external` with `source: imported:<harness>`, `tool_vocabulary: <harness>` and
 * `imported_from` (the handler's identity); with `user`, entries of the user-level harness config
 * go into the user settings file instead. Entries already there are `unchanged`, or `edited`
 * when the user changed them since (matcher, timeout, deleted `source`); neither is written again,
 * so importing twice leaves the file byte-identical. `dryRun` writes nothing.
 */
export async function importHooks(options: ImportHooksOptions): Promise<ImportResult> {
  const projectDir = resolve(options.projectDir);
  const foreign = await readForeignConfig({ ...options, projectDir });
  const names = toolNamesIn(options.tools, options.harness);
  const tools = { names, mcpServers: options.mcpServers ?? [] };
  const gitRoot = gitRootOf(projectDir);
  const translations = foreign.entries.map((entry) =>
    translateEntry(entry, {
      tools,
      projectDir,
      allowShell: options.allowShell === true,
      plugin: foreign.plugin,
      gitRoot,
    }),
  );
  const existing = foreign.files.filter((f) => f.exists).map((f) => f.path);
  const plans = targetsOf(
    options,
    projectDir,
    existing,
    translations,
    (foreign.userLevelFiles ?? []).map((f) => resolve(f)),
  );
  // The user file first: a project copy of a user-level entry is removed only once it is there.
  const [projectPlan, userPlan] = plans as [TargetPlan, TargetPlan | undefined];
  const fromUser =
    userPlan && (await importInto(userPlan.target, userPlan.translations, projectDir, options));
  const moveOut =
    userPlan &&
    ((present: readonly PresentHook[]) =>
      planMoves(userPlan.translations, present, {
        userFrom: userPlan.target.from.map((file) => importedFromFile(projectDir, file)),
        userFile: userPlan.target.file,
        defaultTimeoutSec: DEFAULT_HOOK_TIMEOUT_SEC,
      }).remove);
  const removedUpstream = [
    ...(await importInto(
      projectPlan.target,
      projectPlan.translations,
      projectDir,
      options,
      moveOut,
    )),
    ...(fromUser ?? []),
  ];
  const rows = translations.map((t) => t.row);
  const summary: ImportSummary = { imported: 0, updated: 0, unchanged: 0, edited: 0, rejected: 0 };
  for (const row of rows) summary[row.status] += 1;
  const project = plans[0]?.target as ImportTarget;
  return {
    harness: options.harness,
    profileVersion: PROFILE_VERSION,
    files: foreign.files,
    plugin: foreign.plugin?.dir ?? null,
    plugins: foreign.plugins ?? [],
    settingsFile: project.file,
    targets: plans.map((p) => p.target),
    dryRun: options.dryRun === true,
    written: plans.some((p) => p.target.written),
    registeredTools: options.tools.map((t) => t.name),
    toolVocabulary: options.harness,
    tools: names,
    rows,
    removedUpstream,
    pruned: options.prune === true && !options.dryRun,
    summary,
  };
}

/**
 * Plans and (unless a dry run) writes one target's entries; returns its removed-upstream entries.
 * `moveOut` names entries of the file to delete too (copies moved to the user file).
 */
async function importInto(
  target: ImportTarget,
  translations: readonly Translation[],
  projectDir: string,
  options: ImportHooksOptions,
  moveOut?: (present: readonly PresentHook[]) => ImportedFrom[],
): Promise<RemovedUpstream[]> {
  const settingsFile = target.file;
  const settings = await loadSettings({
    projectDir,
    env: options.env,
    ...(target.scope === 'project' ? { projectFile: settingsFile } : {}),
  });
  const present = presentIn(settings, settingsFile);
  const plan = planImport(translations, present, {
    foreignFiles: target.from.map((file) => importedFromFile(projectDir, file)),
    defaultTimeoutSec: DEFAULT_HOOK_TIMEOUT_SEC,
  });
  const moved = moveOut?.(present) ?? [];
  missingProgramWarnings(translations, present, options.missingProgram);
  if (options.dryRun) return plan.removedUpstream;
  const replaced = plan.toWrite.flatMap((item) => (item.replaces ? [item.replaces] : []));
  const pruned = options.prune ? plan.removedUpstream.map((r) => r.importedFrom) : [];
  const foreignFiles = target.from.map((file) => importedFromFile(projectDir, file));
  const records = notImportedRecords(translations, {
    harness: options.harness,
    user: target.scope === 'user',
    plugin: options.plugin,
  });
  const recorded = settings.notImported.some(
    (r) =>
      resolve(r.origin.file) === resolve(settingsFile) &&
      foreignFiles.includes(r.importedFrom.file),
  );
  const outcome = await writeImportedHooks(
    settingsFile,
    plan.toWrite.map((item) => item.hook),
    [...replaced, ...pruned, ...moved],
    records.length > 0 || recorded ? { files: foreignFiles, records } : undefined,
  );
  target.written = outcome.changed;
  // Claude Code creates a plugin's data directory before its hooks run; the import does it once.
  for (const t of translations) {
    if (t.pluginData !== undefined && t.hook !== undefined)
      await mkdir(t.pluginData, { recursive: true });
  }
  for (const item of plan.toWrite) {
    if (!outcome.alreadyPresent.has(item.key)) continue;
    item.row.status = 'unchanged';
    item.row.reason = `already present in ${settingsFile}`;
  }
  return plan.removedUpstream;
}
