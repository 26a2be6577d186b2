import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isHookError } from '@lionagi/hooks-profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readClaudeConfig } from '../src/read-claude.js';
import { readCodexConfig } from '../src/read-codex.js';

const FIXTURES = join(import.meta.dirname, 'fixtures');
const CLAUDE_PROJECT = join(FIXTURES, 'claude-project');
const CODEX_PROJECT = join(FIXTURES, 'codex-project');

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'lionagi-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

async function errorOf(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (isHookError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a HookError');
}

describe('readClaudeConfig', () => {
  it('concatenates settings.json then settings.local.json, in file order', async () => {
    const config = await readClaudeConfig({ projectDir: CLAUDE_PROJECT });
    expect(config.files).toEqual([
      { path: join(CLAUDE_PROJECT, '.claude/settings.json'), exists: true },
      { path: join(CLAUDE_PROJECT, '.claude/settings.local.json'), exists: true },
    ]);
    expect(
      config.entries.map((e) => `${e.event}[${e.origin.groupIndex}][${e.origin.hookIndex}]`),
    ).toEqual([
      'PreToolUse[0][0]',
      'PreToolUse[0][1]',
      'PreToolUse[1][0]',
      'PreToolUse[2][0]',
      'PostToolUse[0][0]',
      'PostToolUse[0][1]',
      'UserPromptSubmit[0][0]',
      'SessionStart[0][0]',
      'SessionStart[0][1]',
      'Stop[0][0]',
      'Notification[0][0]',
      'PreCompact[0][0]',
      'PreToolUse[0][0]',
      'PreToolUse[0][1]',
      'PermissionRequest[0][0]',
      'PostToolUse[0][0]',
      'SessionEnd[0][0]',
    ]);
    expect(config.entries[0]?.matcher).toBe('Bash');
    expect(config.entries[12]?.origin.file).toBe(
      join(CLAUDE_PROJECT, '.claude/settings.local.json'),
    );
  });

  it('reads the user file first with user, honouring CLAUDE_CONFIG_DIR and HOME', async () => {
    const home = join(FIXTURES, 'claude-home');
    const viaHome = await readClaudeConfig({
      projectDir: CLAUDE_PROJECT,
      user: true,
      env: { HOME: home },
    });
    expect(viaHome.files[0]).toEqual({ path: join(home, '.claude/settings.json'), exists: true });
    expect(viaHome.entries[0]?.handler).toEqual({
      type: 'command',
      command: '~/.claude/hooks/global-guard.sh',
    });
    const viaDir = await readClaudeConfig({
      projectDir: CLAUDE_PROJECT,
      user: true,
      env: { HOME: '/nowhere', CLAUDE_CONFIG_DIR: join(home, '.claude') },
    });
    expect(viaDir.entries).toHaveLength(viaHome.entries.length);
  });

  it('accepts a single file or a .claude directory as path, and treats missing files as empty', async () => {
    const single = await readClaudeConfig({
      projectDir: scratch,
      path: join(CLAUDE_PROJECT, '.claude/settings.local.json'),
    });
    expect(single.entries).toHaveLength(5);
    const dir = await readClaudeConfig({
      projectDir: scratch,
      path: join(CLAUDE_PROJECT, '.claude'),
    });
    expect(dir.entries).toHaveLength(17);
    const empty = await readClaudeConfig({ projectDir: scratch });
    expect(empty).toEqual({
      harness: 'claude',
      files: [
        { path: join(scratch, '.claude/settings.json'), exists: false },
        { path: join(scratch, '.claude/settings.local.json'), exists: false },
      ],
      entries: [],
    });
    expect(await errorOf(readClaudeConfig({ projectDir: scratch, path: 'nope' }))).toEqual({
      code: 'IMPORT_FAILED',
      message: `${join(scratch, 'nope')}: no such file or directory (expected a Claude Code settings file or a directory holding .claude/)`,
    });
  });

  it('refuses an unparseable file naming file:line:column', async () => {
    const dir = join(scratch, 'bad-json', '.claude');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'settings.json'), '{\n  "hooks": {\n    "PreToolUse": [,]\n  }\n}\n');
    const error = await errorOf(readClaudeConfig({ projectDir: join(scratch, 'bad-json') }));
    expect(error.code).toBe('IMPORT_FAILED');
    expect(error.message).toBe(
      `${join(dir, 'settings.json')}:3:20: not valid JSON (unexpected ","); fix the file and import again`,
    );
  });

  it('refuses a misshapen hooks tree naming the path', async () => {
    const dir = join(scratch, 'bad-shape', '.claude');
    await mkdir(dir, { recursive: true });
    await writeFile(
      join(dir, 'settings.json'),
      JSON.stringify({ hooks: { PreToolUse: { matcher: 'Bash' } } }),
    );
    expect(await errorOf(readClaudeConfig({ projectDir: join(scratch, 'bad-shape') }))).toEqual({
      code: 'IMPORT_FAILED',
      message: `${join(dir, 'settings.json')}: hooks.PreToolUse must be a list of matcher groups, got an object`,
    });
  });

  it('notes disableAllHooks on every entry of that file', async () => {
    const dir = join(scratch, 'disabled', '.claude');
    await mkdir(dir, { recursive: true });
    const file = join(dir, 'settings.json');
    await writeFile(
      file,
      JSON.stringify({
        disableAllHooks: true,
        hooks: { SessionEnd: [{ hooks: [{ type: 'command', command: 'x' }] }] },
      }),
    );
    const config = await readClaudeConfig({ projectDir: join(scratch, 'disabled') });
    expect(config.entries[0]?.fileNotes).toEqual([
      `disableAllHooks is set in ${file}: Claude Code does not run this hook there`,
    ]);
  });
});

describe('readCodexConfig', () => {
  it('reads hooks.json and the [hooks] tables of config.toml, skipping [hooks.state]', async () => {
    const config = await readCodexConfig({ projectDir: CODEX_PROJECT });
    const dir = join(CODEX_PROJECT, '.codex');
    expect(config.files).toEqual([
      { path: join(dir, 'hooks.json'), exists: true },
      { path: join(dir, 'config.toml'), exists: true },
    ]);
    expect(
      config.entries.map((e) => `${e.origin.file.endsWith('.toml') ? 'toml' : 'json'} ${e.event}`),
    ).toEqual([
      'json SessionStart',
      'json PreToolUse',
      'json PostToolUse',
      'json UserPromptSubmit',
      'json Stop',
      'toml PreToolUse',
      'toml PreToolUse',
      'toml SessionEnd',
      'toml PreCompact',
    ]);
    expect(config.entries[5]).toMatchObject({
      matcher: 'apply_patch|Write|Edit',
      handler: { type: 'command', command: './scripts/check-patch.sh --max-files 20', timeout: 9 },
      origin: { file: join(dir, 'config.toml'), event: 'PreToolUse', groupIndex: 0, hookIndex: 0 },
    });
  });

  it('reads the user layer first with user ($CODEX_HOME)', async () => {
    const home = join(scratch, 'codex-home');
    await mkdir(home, { recursive: true });
    await writeFile(
      join(home, 'hooks.json'),
      JSON.stringify({ hooks: { SessionEnd: [{ hooks: [{ type: 'command', command: 'x' }] }] } }),
    );
    const config = await readCodexConfig({
      projectDir: CODEX_PROJECT,
      user: true,
      env: { CODEX_HOME: home },
    });
    expect(config.files.map((f) => f.path)).toEqual([
      join(home, 'hooks.json'),
      join(home, 'config.toml'),
      join(CODEX_PROJECT, '.codex/hooks.json'),
      join(CODEX_PROJECT, '.codex/config.toml'),
    ]);
    expect(config.entries[0]?.event).toBe('SessionEnd');
    expect(config.entries).toHaveLength(10);
  });

  it('refuses unparseable TOML naming file:line:column', async () => {
    const dir = join(scratch, 'bad-toml');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'config.toml'), 'model = "x"\n[[hooks.PreToolUse]\n');
    const error = await errorOf(readCodexConfig({ projectDir: scratch, path: dir }));
    expect(error).toEqual({
      code: 'IMPORT_FAILED',
      message: `${join(dir, 'config.toml')}:2:20: not valid TOML (expected end of table array declaration); fix the file and import again`,
    });
  });
});
