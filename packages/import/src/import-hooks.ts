import { join, resolve } from 'node:path';
import { findSettingsFiles, type LoadedSettings, loadSettings } from '@lionagi/hooks-config';
import { PROFILE_EVENTS, PROFILE_VERSION } from '@lionagi/hooks-profile';
import { hookKey, planImport } from './plan.js';
import { readClaudeConfig } from './read-claude.js';
import { readCodexConfig } from './read-codex.js';
import { translateEntry } from './translate.js';
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
  /** Report what would happen; write nothing. */
  dryRun?: boolean | undefined;
  /** LionAGI tool names matchers are checked against (Dv1-2). */
  registeredTools: readonly string[];
  env?: NodeJS.ProcessEnv | undefined;
}

/** Counts of the rows by status. */
export interface ImportSummary {
  imported: number;
  unchanged: number;
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
  rows: ImportRow[];
  summary: ImportSummary;
}

/** The project settings file an import writes: the nearest `.lionagi/settings.yaml`, else a new one. */
export function importTargetFile(projectDir: string, env?: NodeJS.ProcessEnv): string {
  const dir = resolve(projectDir);
  const { userFile, projectFile } = findSettingsFiles({ projectDir: dir, env });
  if (projectFile !== undefined && resolve(projectFile) !== resolve(userFile)) return projectFile;
  return join(dir, '.lionagi', 'settings.yaml');
}

/** Keys of the imported entries the target file already holds. */
function presentIn(settings: LoadedSettings, file: string): Map<string, string> {
  const present = new Map<string, string>();
  for (const event of PROFILE_EVENTS) {
    for (const entry of settings.hooks[event] ?? []) {
      if (resolve(entry.origin.file) !== resolve(file)) continue;
      present.set(hookKey(entry), `${entry.origin.file}:${entry.origin.line}`);
    }
  }
  return present;
}

/** Reads a foreign config without translating or writing anything. */
export async function readForeignConfig(
  options: Omit<ImportHooksOptions, 'dryRun' | 'registeredTools'>,
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
 * `hooks_external` with `source: imported:<harness>`. Entries already there are `unchanged`, so
 * importing twice leaves the file byte-identical; `dryRun` writes nothing.
 */
export async function importHooks(options: ImportHooksOptions): Promise<ImportResult> {
  const projectDir = resolve(options.projectDir);
  const foreign = await readForeignConfig({ ...options, projectDir });
  const translations = foreign.entries.map((entry) =>
    translateEntry(entry, { registeredTools: options.registeredTools }),
  );
  const settingsFile = importTargetFile(projectDir, options.env);
  const settings = await loadSettings({ projectDir, env: options.env, projectFile: settingsFile });
  const plan = planImport(translations, presentIn(settings, settingsFile));

  let written = false;
  if (!options.dryRun) {
    const outcome = await writeImportedHooks(
      settingsFile,
      plan.toWrite.map((item) => item.hook),
    );
    written = outcome.changed;
    for (const item of plan.toWrite) {
      if (!outcome.alreadyPresent.has(item.key)) continue;
      item.row.status = 'unchanged';
      item.row.reason = `already present in ${settingsFile}`;
    }
  }
  const summary: ImportSummary = { imported: 0, unchanged: 0, rejected: 0 };
  for (const row of plan.rows) summary[row.status] += 1;
  return {
    harness: options.harness,
    profileVersion: PROFILE_VERSION,
    files: foreign.files,
    settingsFile,
    dryRun: options.dryRun === true,
    written,
    registeredTools: [...options.registeredTools],
    rows: plan.rows,
    summary,
  };
}
