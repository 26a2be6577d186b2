import { chmod, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PROFILE_EVENTS } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import { rejection, workspace, writeAt } from '../test/support.js';
import { loadSettings } from './load-settings.js';
import { findProjectRoot } from './project-root.js';
import type { ConfigDiagnostic } from './types.js';

const USER = `# user settings
hooks_external:
  PreToolUse:
    - matcher: "bash|shell"
      hooks:
        - type: command
          command: ["/usr/local/bin/org-guard"]
        - type: command
          command: ["uv", "run", "imported.py"]
          source: imported:codex
  SessionStart:
    - hooks:
        - { type: command, command: [./hello] }
trusted_hook_commands:
  - f6e3b744922b51273f3d5aad4274ea880b105651d41324499da902422c4a971c
  - argv_hash: abc
    resolved_path: /usr/bin/python3
mcp_servers:
  files: { command: node, args: [user-server.mjs] }
  search: { command: search-mcp, env: { TOKEN_FILE: /run/token } }
`;

const PROJECT = `hooks_external:
  PreToolUse:
    - matcher: "mcp__.*"
      hooks:
        - type: command
          command: ["\${LIONAGI_PROJECT_DIR}/guards/check.sh", "--strict"]
          timeout: 30
          fail_closed: true
        - type: command
          command: [node, from-claude.mjs]
          source: imported:claude
hooks:
  pre:
    bash: [["./guards/legacy.sh"], { command: ["./guards/legacy2.sh", "-v"] }]
  on_error:
    "*": [["./guards/report.sh"]]
trusted_hook_commands: [deadbeef]
mcp_servers:
  files: { command: node, args: [project-server.mjs] }
editor: { theme: dark }
`;

async function loaded() {
  const ws = await workspace();
  const userFile = await writeAt(ws.home, '.lionagi/settings.yaml', USER);
  const projectFile = await writeAt(ws.project, '.lionagi/settings.yaml', PROJECT);
  const settings = await loadSettings({ projectDir: ws.project, env: ws.env });
  return { ws, userFile, projectFile, settings };
}

describe('loadSettings: merge and provenance', () => {
  it('runs user entries first, then project entries, for the same event', async () => {
    const { settings } = await loaded();
    expect(settings.hooks.PreToolUse.map((e) => e.command)).toEqual([
      ['/usr/local/bin/org-guard'],
      ['uv', 'run', 'imported.py'],
      ['${LIONAGI_PROJECT_DIR}/guards/check.sh', '--strict'],
      ['node', 'from-claude.mjs'],
    ]);
    expect(settings.hooks.SessionStart.map((e) => e.command)).toEqual([['./hello']]);
    expect(settings.hooks.PostToolUse).toEqual([]);
    // Every profile event has a list (empty for the v2 and v3 events a v1 host refuses).
    expect(Object.keys(settings.hooks).sort()).toEqual([
      'Notification',
      'PermissionRequest',
      'PostCompact',
      'PostToolBatch',
      'PostToolUse',
      'PostToolUseFailure',
      'PreCompact',
      'PreToolUse',
      'SessionEnd',
      'SessionStart',
      'Stop',
      'StopFailure',
      'SubagentStart',
      'SubagentStop',
      'UserPromptSubmit',
    ]);
    expect(settings.hostEvents).toEqual([...PROFILE_EVENTS]);
  });

  it('assigns tiers by the D7 loader rule and records each origin', async () => {
    const { settings, userFile, projectFile } = await loaded();
    const [orgGuard, userImported, projectGuard, projectImported] = settings.hooks.PreToolUse;
    expect(orgGuard).toMatchObject({ tier: 'user', source: undefined });
    expect(userImported).toMatchObject({ tier: 'imported', source: 'imported:codex' });
    expect(projectGuard).toMatchObject({ tier: 'project', source: undefined });
    expect(projectImported).toMatchObject({ tier: 'imported', source: 'imported:claude' });
    expect(orgGuard?.origin).toEqual({
      file: userFile,
      line: 6,
      column: 11,
      scope: 'user',
      groupIndex: 0,
      hookIndex: 0,
    });
    expect(projectImported?.origin).toEqual({
      file: projectFile,
      line: 9,
      column: 11,
      scope: 'project',
      groupIndex: 0,
      hookIndex: 1,
    });
  });

  it('resolves fields, defaults and matchers', async () => {
    const { settings } = await loaded();
    const [orgGuard, , projectGuard] = settings.hooks.PreToolUse;
    expect(orgGuard).toMatchObject({
      event: 'PreToolUse',
      type: 'command',
      matcher: 'bash|shell',
      timeoutSec: 60,
      failClosed: false,
    });
    expect(orgGuard?.compiledMatcher.kind).toBe('exact');
    expect(orgGuard?.compiledMatcher.test('shell')).toBe(true);
    expect(orgGuard?.compiledMatcher.test('Bash')).toBe(false);
    expect(projectGuard).toMatchObject({ matcher: 'mcp__.*', timeoutSec: 30, failClosed: true });
    expect(projectGuard?.compiledMatcher.test('mcp__files__read')).toBe(true);
    const [hello] = settings.hooks.SessionStart;
    expect(hello?.matcher).toBeUndefined();
    expect(hello?.compiledMatcher.kind).toBe('all');
  });

  it('parses the legacy hooks: block next to hooks_external', async () => {
    const { settings, projectFile } = await loaded();
    expect(settings.legacyHooks).toEqual([
      {
        phase: 'pre',
        toolName: 'bash',
        command: ['./guards/legacy.sh'],
        origin: {
          file: projectFile,
          line: 14,
          column: 12,
          scope: 'project',
          groupIndex: 0,
          hookIndex: 0,
        },
      },
      {
        phase: 'pre',
        toolName: 'bash',
        command: ['./guards/legacy2.sh', '-v'],
        origin: {
          file: projectFile,
          line: 14,
          column: 36,
          scope: 'project',
          groupIndex: 0,
          hookIndex: 1,
        },
      },
      {
        phase: 'on_error',
        toolName: '*',
        command: ['./guards/report.sh'],
        origin: {
          file: projectFile,
          line: 16,
          column: 11,
          scope: 'project',
          groupIndex: 0,
          hookIndex: 0,
        },
      },
    ]);
  });

  it('reads trust records from the user file only and warns about a project list', async () => {
    const { settings, projectFile, userFile } = await loaded();
    expect(settings.trustedHookCommands).toEqual([
      'f6e3b744922b51273f3d5aad4274ea880b105651d41324499da902422c4a971c',
      { argv_hash: 'abc', resolved_path: '/usr/bin/python3' },
    ]);
    expect(settings.warnings).toContainEqual({
      file: projectFile,
      line: 17,
      column: 24,
      entry: 'trusted_hook_commands',
      message: `trusted_hook_commands: trusted_hook_commands in a project file is ignored: a project cannot trust its own hooks; approvals live in the user file ${userFile}`,
    });
  });

  it('merges mcp_servers, the project replacing a same-named user server with a warning', async () => {
    const { settings, projectFile } = await loaded();
    expect(settings.mcpServers).toEqual({
      files: { command: 'node', args: ['project-server.mjs'] },
      search: { command: 'search-mcp', env: { TOKEN_FILE: '/run/token' } },
    });
    expect(settings.warnings.find((w) => w.entry === 'mcp_servers.files')).toMatchObject({
      file: projectFile,
      line: 19,
      column: 3,
    });
  });

  it('reports the paths it considered', async () => {
    const { settings, ws, userFile, projectFile } = await loaded();
    expect(settings.projectDir).toBe(ws.project);
    expect(settings.userFile).toBe(userFile);
    expect(settings.projectFile).toBe(projectFile);
  });
});

describe('loadSettings: discovery and absent files', () => {
  it('loads the project file found from a nested subdirectory', async () => {
    const ws = await workspace();
    await writeAt(ws.project, '.lionagi/settings.yaml', PROJECT);
    const nested = join(ws.project, 'packages', 'app', 'src');
    await mkdir(nested, { recursive: true });
    const settings = await loadSettings({ projectDir: nested, env: ws.env });
    expect(settings.projectFile).toBe(ws.projectFile);
    expect(settings.hooks.PreToolUse).toHaveLength(2);
    // The project directory is the one holding .lionagi/, not the subdirectory the run started in.
    expect(settings.projectDir).toBe(ws.project);
    expect(findProjectRoot(nested, ws.env)).toBe(ws.project);
  });

  it('treats absent files as empty', async () => {
    const ws = await workspace();
    const settings = await loadSettings({ projectDir: ws.project, env: ws.env });
    expect(settings.userFile).toBe(ws.userFile);
    expect(settings.projectFile).toBeUndefined();
    expect(Object.values(settings.hooks).flat()).toEqual([]);
    expect(settings).toMatchObject({
      legacyHooks: [],
      trustedHookCommands: [],
      mcpServers: {},
      warnings: [],
    });
  });

  it('reads no project file with projectFile: null, and explicit paths otherwise', async () => {
    const ws = await workspace();
    await writeAt(ws.project, '.lionagi/settings.yaml', PROJECT);
    const none = await loadSettings({ projectDir: ws.project, env: ws.env, projectFile: null });
    expect(none.projectFile).toBeUndefined();
    expect(none.hooks.PreToolUse).toEqual([]);
    const other = await writeAt(ws.root, 'elsewhere.yaml', USER);
    const explicit = await loadSettings({
      projectDir: ws.project,
      env: ws.env,
      userFile: other,
      projectFile: null,
    });
    expect(explicit.userFile).toBe(other);
    expect(explicit.hooks.PreToolUse).toHaveLength(2);
  });

  it('loads an empty or comment-only file as empty', async () => {
    const ws = await workspace();
    await writeAt(ws.project, '.lionagi/settings.yaml', '# nothing yet\n');
    await writeAt(ws.home, '.lionagi/settings.yaml', '');
    const settings = await loadSettings({ projectDir: ws.project, env: ws.env });
    expect(Object.values(settings.hooks).flat()).toEqual([]);
  });
});

describe('loadSettings: warnings', () => {
  it('warns about a matcher on UserPromptSubmit and ignores it', async () => {
    const ws = await workspace();
    const file = await writeAt(
      ws.project,
      '.lionagi/settings.yaml',
      'hooks_external:\n  UserPromptSubmit:\n    - matcher: Bash\n      hooks: [{ type: command, command: [./p] }]\n',
    );
    const settings = await loadSettings({ projectDir: ws.project, env: ws.env });
    const [entry] = settings.hooks.UserPromptSubmit;
    expect(entry?.matcher).toBeUndefined();
    expect(entry?.compiledMatcher.test(undefined)).toBe(true);
    expect(settings.warnings).toEqual([
      {
        file,
        line: 3,
        column: 16,
        event: 'UserPromptSubmit',
        entry: 'hooks_external.UserPromptSubmit[0]',
        message:
          'hooks_external.UserPromptSubmit[0]: matcher "Bash" is ignored: UserPromptSubmit has no matcher target, so its hooks run on every UserPromptSubmit',
      },
    ]);
  });

  it('warns about a timeout above 60 s and keeps it', async () => {
    const ws = await workspace();
    const file = await writeAt(
      ws.project,
      '.lionagi/settings.yaml',
      'hooks_external:\n  PreToolUse:\n    - hooks:\n        - type: command\n          command: [./slow]\n          timeout: 120\n',
    );
    const settings = await loadSettings({ projectDir: ws.project, env: ws.env });
    expect(settings.hooks.PreToolUse[0]?.timeoutSec).toBe(120);
    expect(settings.warnings.map((w) => `${w.file}:${w.line}:${w.column}: ${w.message}`)).toEqual([
      `${file}:6:20: hooks_external.PreToolUse[0].hooks[0]: timeout 120 s is above the 60 s default; a blocking hook this slow stalls the run while it waits`,
    ]);
  });

  it('does not repeat the long-timeout warning at load for an imported entry (the import said it)', async () => {
    const ws = await workspace();
    await writeAt(
      ws.project,
      '.lionagi/settings.yaml',
      [
        'hooks_external:',
        '  PreToolUse:',
        '    - matcher: Bash',
        '      hooks:',
        '        - type: command',
        '          command: [./slow]',
        '          timeout: 600',
        '          source: imported:claude',
        '          imported_from: { file: .claude/settings.json, event: PreToolUse, matcher: Bash, command: ./slow }',
        '',
      ].join('\n'),
    );
    const settings = await loadSettings({ projectDir: ws.project, env: ws.env });
    expect(settings.hooks.PreToolUse[0]?.timeoutSec).toBe(600);
    expect(settings.warnings).toEqual([]);
  });

  it.each([
    ['hook_external', 'hooks_external'],
    ['external_hooks', 'hooks_external'],
    ['externalHooks', 'hooks_external'],
    ['hooksExternal', 'hooks_external'],
    ['trusted_hooks_commands', 'trusted_hook_commands'],
  ])(
    'refuses the near-miss top-level key %s with a did-you-mean (issue 16)',
    async (key, known) => {
      const ws = await workspace();
      const file = await writeAt(
        ws.project,
        '.lionagi/settings.yaml',
        `editor: { theme: dark }\n${key}:\n  PreToolUse: []\n`,
      );
      const error = await rejection(loadSettings({ projectDir: ws.project, env: ws.env }));
      expect(error.code).toBe('CONFIG_INVALID');
      expect(error.message).toBe(
        `invalid hook settings (1 problem):\n${file}:2:1: top-level key "${key}" is not a settings key; did you mean "${known}"? refusing to load a file whose hooks would silently not exist`,
      );
    },
  );

  it('leaves unrelated top-level keys alone', async () => {
    const ws = await workspace();
    await writeAt(ws.project, '.lionagi/settings.yaml', 'editor: { theme: dark }\nhooks: {}\n');
    const settings = await loadSettings({ projectDir: ws.project, env: ws.env });
    expect(settings.warnings).toEqual([]);
  });

  it('refuses a user file writable by others (whoever can write it can trust hook commands)', async () => {
    const ws = await workspace();
    const file = await writeAt(ws.home, '.lionagi/settings.yaml', 'trusted_hook_commands: []\n');
    await chmod(file, 0o666);
    const error = await rejection(loadSettings({ projectDir: ws.project, env: ws.env }));
    expect(error.message).toBe(
      `invalid hook settings (1 problem):\n${file}:1:1: refusing to read ${file}: the user settings file is writable by group or others (owner root (uid 0), mode 666); whoever can write it chooses the commands that run. Fix the owner or mode, or allow the directory with LIONAGI_SAFE_DIRECTORIES=${ws.home}/.lionagi`,
    );
  });

  it('follows aliases inside hooks_external', async () => {
    const ws = await workspace();
    await writeAt(
      ws.project,
      '.lionagi/settings.yaml',
      'guard: &guard { type: command, command: [./guard.sh] }\nhooks_external:\n  PreToolUse:\n    - hooks: [*guard]\n  PostToolUse:\n    - hooks: [*guard]\n',
    );
    const settings = await loadSettings({ projectDir: ws.project, env: ws.env });
    expect(settings.hooks.PreToolUse[0]?.command).toEqual(['./guard.sh']);
    expect(settings.hooks.PostToolUse[0]?.command).toEqual(['./guard.sh']);
  });
});

describe('loadSettings: legacy, trust and MCP errors', () => {
  async function lines(text: string, where: 'user' | 'project' = 'project') {
    const ws = await workspace();
    const file = await writeAt(
      where === 'user' ? ws.home : ws.project,
      '.lionagi/settings.yaml',
      text,
    );
    const error = await rejection(loadSettings({ projectDir: ws.project, env: ws.env }));
    expect(error.code).toBe('CONFIG_INVALID');
    return {
      file,
      lines: (error.details.diagnostics as ConfigDiagnostic[]).map(
        (d) => `${d.line}:${d.column}: ${d.message}`,
      ),
      error,
    };
  }

  it('refuses an unknown legacy phase and a string spec', async () => {
    const { lines: got } = await lines(
      'hooks:\n  PreToolUse: {}\n  pre:\n    bash: ["./guards/legacy.sh --fast"]\n',
    );
    expect(got).toEqual([
      '2:3: hooks.PreToolUse: unknown legacy hook phase "PreToolUse"; allowed phases: pre, post, on_error; event-shaped hooks go under hooks_external.PreToolUse',
      '4:12: hooks.pre.bash[0]: command must be a non-empty argv list, not a string (got "./guards/legacy.sh --fast"): a command string is never split or run through a shell; write each argument as a list item, e.g. ["./guards/check.sh", "--strict"]',
    ]);
  });

  it('refuses a legacy spec mapping with unknown keys', async () => {
    const { lines: got } = await lines('hooks:\n  post:\n    edit: [{ cmd: [./x] }]\n');
    expect(got).toEqual([
      '3:14: hooks.post.edit[0]: unknown key "cmd" in a legacy hook spec; allowed keys: command',
      '3:12: hooks.post.edit[0]: command is required and must be a non-empty argv list, e.g. ["./guards/check.sh", "--strict"]',
    ]);
  });

  it('refuses a user trusted_hook_commands that is not a list', async () => {
    const { lines: got } = await lines('trusted_hook_commands: abc\n', 'user');
    expect(got).toEqual([
      '1:24: trusted_hook_commands: trusted_hook_commands must be a list of trust records',
    ]);
  });

  it('refuses malformed mcp_servers entries at the offending node', async () => {
    const { lines: got } = await lines(
      'mcp_servers:\n  a: { command: node, args: [x, 8080], cwd: /tmp }\n  b: { env: { PORT: 1 } }\n  c: node server.mjs\n',
    );
    expect(got).toEqual([
      '2:33: mcp_servers.a: each arg must be a string (quote numbers)',
      '2:40: mcp_servers.a: unknown key "cwd" in an MCP server; allowed keys: command, args, env',
      '3:6: mcp_servers.b: command must be a string (the executable to launch)',
      '3:21: mcp_servers.b: env values must be strings (quote numbers)',
      '4:3: mcp_servers.c: must be a mapping like { command: node, args: [server.mjs] }',
    ]);
  });

  it('refuses a top level that is not a mapping', async () => {
    const { lines: got } = await lines('- hooks_external\n');
    expect(got).toEqual([
      '1:1: a settings file must be a mapping at the top level (hooks_external:, hooks:, …)',
    ]);
  });
});
