import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A Claude Code or Codex hook configuration found in a project. */
export interface ForeignHookConfig {
  harness: 'claude' | 'codex';
  file: string;
}

/** A file that could not be read as the harness's config (it may still hold hooks). */
export interface UnreadableConfig {
  file: string;
  problem: string;
}

/** Where each harness keeps project hooks (ground truth: claude-code REPORT §2, codex REPORT §1). */
const CANDIDATES: ReadonlyArray<{
  harness: 'claude' | 'codex';
  path: string;
  kind: 'json' | 'toml';
}> = [
  { harness: 'claude', path: '.claude/settings.json', kind: 'json' },
  { harness: 'claude', path: '.claude/settings.local.json', kind: 'json' },
  { harness: 'codex', path: '.codex/hooks.json', kind: 'json' },
  { harness: 'codex', path: '.codex/config.toml', kind: 'toml' },
];

/** An inline `[hooks.<Event>]` / `[[hooks.<Event>]]` table; `[hooks.state…]` holds trust records, not hooks. */
const TOML_HOOKS = /^\s*\[\[?\s*hooks\s*(?:\]|\.(?!\s*state\b))/m;

async function readText(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function hasHooks(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const hooks = (value as Record<string, unknown>).hooks;
  return typeof hooks === 'object' && hooks !== null && Object.keys(hooks).length > 0;
}

/**
 * The Claude Code (`.claude/settings.json`, `.claude/settings.local.json` with a non-empty `hooks`
 * key) and Codex (`.codex/hooks.json` with hooks, `.codex/config.toml` with a `[hooks` table) hook
 * configurations in `dir`, and the candidate files that exist but could not be read.
 */
export async function findForeignHookConfigs(
  dir: string,
): Promise<{ found: ForeignHookConfig[]; unreadable: UnreadableConfig[] }> {
  const found: ForeignHookConfig[] = [];
  const unreadable: UnreadableConfig[] = [];
  for (const candidate of CANDIDATES) {
    const file = join(dir, candidate.path);
    let text: string | undefined;
    try {
      text = await readText(file);
    } catch (error) {
      unreadable.push({ file, problem: (error as Error).message });
      continue;
    }
    if (text === undefined) continue;
    if (candidate.kind === 'toml') {
      if (TOML_HOOKS.test(text)) found.push({ harness: candidate.harness, file });
      continue;
    }
    try {
      if (hasHooks(JSON.parse(text))) found.push({ harness: candidate.harness, file });
    } catch (error) {
      unreadable.push({ file, problem: `not valid JSON (${(error as Error).message})` });
    }
  }
  return { found, unreadable };
}
