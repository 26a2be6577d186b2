import { join, resolve } from 'node:path';
import {
  DEFAULT_HOOK_TIMEOUT_SEC,
  findSettingsFiles,
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
import { type PresentHook, planImport, type RemovedUpstream } from './plan.js';
import { readClaudeConfig } from './read-claude.js';
import { readCodexConfig } from './read-codex.js';
import { importedFromFile, translateEntry } from './translate.js';
import type { ForeignConfig, ForeignHarness, ImportRow } from './types.js';
import { writeImportedHooks } from './write-settings.js';

/** Options of {@link importHooks}. */
export interface ImportHooksOptions {
  harness: ForeignHarness;
  /** The LionAGI project; its `.lionagi/settings.yaml` receives the entries. */
  projectDir: string;
  /** What to read (a file or directory); default `<projectDir>/.claude` or `<projectDir>/.codex`. */
  path?: string | undefined;
  /** Also read the user-level harness config (`~/.claude/settings.json`, `$CODEX_HOME`). */
  user?: boolean | undefined;
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

/** The outcome of an import: one row per foreign handler, and what happened to the settings file. */
export interface ImportResult {
  harness: ForeignHarness;
  profileVersion: typeof PROFILE_VERSION;
  /** The foreign files considered, in merge order. */
  files: { path: string; exists: boolean }[];
  /** The project settings file entries go to. */
  settingsFile: string;
  dryRun: boolean;
  /** Whether the settings file was changed on disk. */
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
  return PROFILE_EVENTS.flatMap((event) =>
    (settings.hooks[event] ?? [])
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
): Promise<ForeignConfig> {
  const read = options.harness === 'claude' ? readClaudeConfig : readCodexConfig;
  return read({
    projectDir: options.projectDir,
    path: options.path,
    user: options.user,
    env: options.env,
  });
}

/**
 * `li hooks import`: reads a Claude Code or Codex hook config, translates every handler (never
 * executing any of it), and adds the importable ones to the project `.lionagi/settings.yaml` under
 * `hooks_external` with `source: imported:<harness>`, `tool_vocabulary: <harness>` and
 * `imported_from` (the handler's identity). Entries already there are `unchanged`, or `edited`
 * when the user changed them since (matcher, timeout, deleted `source`); neither is written again,
 * so importing twice leaves the file byte-identical. `dryRun` writes nothing.
 */
export async function importHooks(options: ImportHooksOptions): Promise<ImportResult> {
  const projectDir = resolve(options.projectDir);
  const foreign = await readForeignConfig({ ...options, projectDir });
  const names = toolNamesIn(options.tools, options.harness);
  const tools = { names, mcpServers: options.mcpServers ?? [] };
  const translations = foreign.entries.map((entry) =>
    translateEntry(entry, { tools, projectDir, allowShell: options.allowShell === true }),
  );
  const settingsFile = importTargetFile(projectDir, options.env);
  const settings = await loadSettings({ projectDir, env: options.env, projectFile: settingsFile });
  const foreignFiles = foreign.files
    .filter((f) => f.exists)
    .map((f) => importedFromFile(projectDir, f.path));
  const plan = planImport(translations, presentIn(settings, settingsFile), {
    foreignFiles,
    defaultTimeoutSec: DEFAULT_HOOK_TIMEOUT_SEC,
  });

  let written = false;
  if (!options.dryRun) {
    const replaced = plan.toWrite.flatMap((item) => (item.replaces ? [item.replaces] : []));
    const pruned = options.prune ? plan.removedUpstream.map((r) => r.importedFrom) : [];
    const outcome = await writeImportedHooks(
      settingsFile,
      plan.toWrite.map((item) => item.hook),
      [...replaced, ...pruned],
    );
    written = outcome.changed;
    for (const item of plan.toWrite) {
      if (!outcome.alreadyPresent.has(item.key)) continue;
      item.row.status = 'unchanged';
      item.row.reason = `already present in ${settingsFile}`;
    }
  }
  const summary: ImportSummary = { imported: 0, updated: 0, unchanged: 0, edited: 0, rejected: 0 };
  for (const row of plan.rows) summary[row.status] += 1;
  return {
    harness: options.harness,
    profileVersion: PROFILE_VERSION,
    files: foreign.files,
    settingsFile,
    dryRun: options.dryRun === true,
    written,
    registeredTools: options.tools.map((t) => t.name),
    toolVocabulary: options.harness,
    tools: names,
    rows: plan.rows,
    removedUpstream: plan.removedUpstream,
    pruned: options.prune === true && !options.dryRun,
    summary,
  };
}
