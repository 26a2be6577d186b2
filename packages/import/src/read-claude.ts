import { stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { HookError } from '@lionagi/hooks-profile';
import { disablesAllHooks, entriesFromHooksTree, hooksMember } from './hooks-tree.js';
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
  env?: NodeJS.ProcessEnv | undefined;
}

/** The user-level Claude Code settings file for this environment. */
export function claudeUserSettingsFile(env: NodeJS.ProcessEnv = process.env): string {
  const dir = env.CLAUDE_CONFIG_DIR ?? join(env.HOME ?? homedir(), '.claude');
  return join(dir, 'settings.json');
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
 * concatenated per event (Claude Code runs them all, once per identical command). Missing files
 * are skipped; an unparseable or misshapen file is an `IMPORT_FAILED` error naming it.
 */
export async function readClaudeConfig(options: ReadClaudeOptions): Promise<ForeignConfig> {
  const files = await projectFiles(options);
  if (options.user) files.unshift(claudeUserSettingsFile(options.env));
  const config: ForeignConfig = { harness: 'claude', files: [], entries: [] };
  for (const file of files) {
    const parsed = await readJsonFile(file);
    config.files.push({ path: file, exists: parsed.exists });
    if (!parsed.exists) continue;
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
  return config;
}
