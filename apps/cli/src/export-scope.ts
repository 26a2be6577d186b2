import { basename, join, resolve } from 'node:path';
import type { LoadedSettings, ResolvedHookEntry } from '@lionagi/hooks-config';
import { claudeUserSettingsFile, codexHomeDir, type ForeignHarness } from '@lionagi/hooks-import';
import { isPathInside, PROFILE_EVENTS } from '@lionagi/hooks-profile';
import { usageError } from './usage-error.js';

/** A harness settings file `li hooks export` writes: the team's, the user's own, or the local one. */
export type ExportScope = 'project' | 'user' | 'local';

/** Where an entry belongs: a scope of the target harness, or `other` (imported from the other harness). */
export type EntryScope = ExportScope | 'other';

/** The scopes in the order their files are written. */
export const EXPORT_SCOPES: readonly ExportScope[] = ['project', 'local', 'user'];

/**
 * The harness file of a scope: Claude Code `.claude/settings.json`, `.claude/settings.local.json`,
 * `~/.claude/settings.json` (`$CLAUDE_CONFIG_DIR`); Codex `.codex/hooks.json`,
 * `$CODEX_HOME/hooks.json`. Codex has no local file (a usage error).
 */
export function scopeFile(
  harness: ForeignHarness,
  scope: ExportScope,
  projectDir: string,
  env: NodeJS.ProcessEnv,
): string {
  if (harness === 'claude') {
    if (scope === 'user') return claudeUserSettingsFile(env);
    return join(projectDir, '.claude', scope === 'local' ? 'settings.local.json' : 'settings.json');
  }
  if (scope === 'local')
    throw usageError('Codex has no local hooks file; use --scope project|user');
  return scope === 'user'
    ? join(codexHomeDir(env), 'hooks.json')
    : join(projectDir, '.codex', 'hooks.json');
}

/** `--scope`: project, user or local (checked), or `undefined` when not given. */
export function parseScope(option: unknown): ExportScope | undefined {
  if (option === undefined) return undefined;
  if (typeof option !== 'string' || !(EXPORT_SCOPES as readonly string[]).includes(option)) {
    throw usageError(`--scope must be project, user or local, not ${JSON.stringify(option)}`);
  }
  return option as ExportScope;
}

/** The scope whose harness file `file` is, if it is one of them. */
export function scopeOfFile(
  harness: ForeignHarness,
  file: string,
  projectDir: string,
  env: NodeJS.ProcessEnv,
): ExportScope | undefined {
  const scopes = harness === 'claude' ? EXPORT_SCOPES : EXPORT_SCOPES.filter((s) => s !== 'local');
  return scopes.find((s) => resolve(scopeFile(harness, s, projectDir, env)) === resolve(file));
}

/** The harness an imported entry came from: its `source`, else its tool vocabulary, else its file. */
function importedFromHarness(entry: ResolvedHookEntry): ForeignHarness {
  if (entry.source !== undefined) return entry.source === 'imported:codex' ? 'codex' : 'claude';
  if (entry.toolVocabulary === 'codex' || entry.toolVocabulary === 'claude')
    return entry.toolVocabulary;
  const file = entry.importedFrom?.file ?? '';
  return /(^|\/)\.codex\/|config\.toml$|(^|\/)hooks\.json$/.test(file) ? 'codex' : 'claude';
}

/**
 * The scope an entry keeps when exported to `harness`: an imported entry the scope of the file it
 * came from (`imported_from.file`: `settings.local.json` is local, the user's harness file user,
 * another project file project), or `other` when it came from the other harness; an entry written
 * by hand is project scope unless it lives in the user settings file.
 */
export function entryScope(
  entry: ResolvedHookEntry,
  harness: ForeignHarness,
  projectDir: string,
  env: NodeJS.ProcessEnv,
): EntryScope {
  const from = entry.importedFrom;
  if (from === undefined) return entry.origin.scope === 'user' ? 'user' : 'project';
  if (importedFromHarness(entry) !== harness) return 'other';
  const file = resolve(projectDir, from.file);
  if (harness === 'codex') return isPathInside(file, codexHomeDir(env)) ? 'user' : 'project';
  if (basename(file) === 'settings.local.json') return 'local';
  return file === resolve(claudeUserSettingsFile(env)) ? 'user' : 'project';
}

/** `settings` with only the entries `keep` accepts (every other field as loaded). */
export function settingsWhere(
  settings: LoadedSettings,
  keep: (entry: ResolvedHookEntry) => boolean,
): LoadedSettings {
  const hooks = { ...settings.hooks };
  for (const event of PROFILE_EVENTS) hooks[event] = settings.hooks[event].filter(keep);
  return { ...settings, hooks };
}

/**
 * The entries of `settings` exported into the `scope` file: the scope's own, and with an explicit
 * `--scope` (`chosen`) also those imported from the other harness, which no scope claims.
 */
export function settingsOfScope(
  settings: LoadedSettings,
  harness: ForeignHarness,
  scope: ExportScope,
  options: { env: NodeJS.ProcessEnv; chosen: boolean },
): LoadedSettings {
  return settingsWhere(settings, (entry) => {
    const of = entryScope(entry, harness, settings.projectDir, options.env);
    return of === scope || (options.chosen && of === 'other');
  });
}
