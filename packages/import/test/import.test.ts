import { cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSettings } from '@lionagi/hooks-config';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ImportResult, importHooks } from '../src/import-hooks.js';
import { formatImportReport } from '../src/report.js';
import type { ImportRow } from '../src/types.js';

const FIXTURES = join(import.meta.dirname, 'fixtures');

import { translateEntry } from '../src/translate.js';
import { namesFor, TOOLS } from './tools.js';

/** The summary of the first import of the Claude fixture suite. */
const FIRST_IMPORT = { imported: 13, updated: 0, unchanged: 1, edited: 0, rejected: 3 };

const P = '${LIONAGI_PROJECT_DIR}';

let root: string;
let project: string;
let env: NodeJS.ProcessEnv;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'lionagi-'));
  project = join(root, 'project');
  await mkdir(project);
  env = {
    HOME: join(root, 'home'),
    LIONAGI_HOME: join(root, 'lionagi-home'),
    PATH: process.env.PATH,
  };
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function withFixture(name: string): Promise<void> {
  await cp(join(FIXTURES, name), project, { recursive: true });
}

const settingsFile = () => join(project, '.lionagi', 'settings.yaml');

/** The 1-based line of the first entry (`- command:` list) whose command mentions `text`. */
function lineOf(yaml: string, text: string): number {
  const lines = yaml.split('\n');
  const at = lines.findIndex((l) => l.includes(text));
  let i = at;
  while (i > 0 && !/^\s*- /.test(lines[i] ?? '')) i -= 1;
  return i + 1;
}

function statuses(result: ImportResult): string[] {
  return result.rows.map((r: ImportRow) => `${r.status} ${r.event} ${r.command}`);
}

describe('importing the Claude Code fixture suite', () => {
  it('gives every entry its expected status, argv and reason', async () => {
    await withFixture('claude-project');
    const result = await importHooks({
      harness: 'claude',
      projectDir: project,
      tools: TOOLS,
      env,
    });
    expect(statuses(result)).toEqual([
      'imported PreToolUse "$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh',
      "rejected PreToolUse jq -r '.tool_input.command' | grep -q 'rm -rf' && exit 2 || exit 0",
      'imported PreToolUse python3 ${CLAUDE_PROJECT_DIR}/.claude/hooks/protect_files.py',
      'imported PreToolUse http://localhost:8080/hooks/pre-tool-use',
      'rejected PostToolUse npx prettier --write "$(jq -r \'.tool_input.file_path\')"',
      'imported PostToolUse /usr/bin/node',
      'imported UserPromptSubmit uv run .claude/hooks/user_prompt_submit.py --log-only',
      'imported SessionStart git status --short',
      'imported SessionStart cat ~/.claude/session-context.md',
      'imported Stop uv run .claude/hooks/stop.py --chat',
      "imported Notification notify-send 'Claude Code' 'Awaiting your input'",
      'imported PreCompact "$CLAUDE_PROJECT_DIR"/.claude/hooks/backup-transcript.sh',
      'unchanged PreToolUse "$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh',
      'imported PreToolUse "$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh --strict \'no force push\'',
      'imported PermissionRequest ./approve.sh',
      'imported PostToolUse ./.claude/hooks/audit.sh',
      'rejected SessionEnd ',
    ]);
    expect(result.summary).toEqual(FIRST_IMPORT);
    const reasons = result.rows.map((r) => r.reason ?? '');
    expect(reasons[1]).toBe(
      'the command needs a shell: it contains a pipe `|`, an and-list `&&`, the shell builtin `exit` (no program to run as argv) and an or-list `||`; profile v3 runs argv only, never a shell (Dv1-3, C-4); --allow-shell would import it as ["/bin/sh","-c","<the command>"], what Claude Code runs, reviewed as shell code',
    );
    // An http handler says its type and request; it no longer poses as the argv ["POST", url].
    expect(result.rows[3]).toMatchObject({
      type: 'http',
      argv: [],
      http: {
        url: 'http://localhost:8080/hooks/pre-tool-use',
        header_names: [],
        allowed_env_vars: [],
      },
      async: false,
      statusMessage: null,
    });
    expect(reasons[4]).toBe(
      'the command needs a shell: it contains a command substitution `$(…)`; profile v3 runs argv only, never a shell (Dv1-3, C-4); --allow-shell would import it as ["/bin/sh","-c","<the command>"], what Claude Code runs, reviewed as shell code',
    );
    // The async PostToolUse audit hook says so in the report.
    expect(result.rows.find((r) => r.command === './.claude/hooks/audit.sh')?.async).toBe(true);
    expect(result.rows[8]).toMatchObject({
      type: 'command',
      argv: ['cat', '${HOME}/.claude/session-context.md'],
      http: null,
      async: false,
    });
    // Profile v2: Stop, Notification and PermissionRequest import; profile v3: compaction too.
    expect(result.rows[11]).toMatchObject({
      status: 'imported',
      event: 'PreCompact',
      argv: [`${P}/.claude/hooks/backup-transcript.sh`],
    });
    expect(reasons[12]).toMatch(
      /^identical to the entry at .*settings\.json hooks\.PreToolUse\[0\]\.hooks\[0\]; written once$/,
    );
    expect(result.rows[15]?.argv).toEqual(['./.claude/hooks/audit.sh']);
    expect(reasons[16]).toMatch(/^handler type "prompt" is deferred/);
    expect(result.rows[13]?.argv).toEqual([
      `${P}/.claude/hooks/guard.sh`,
      '--strict',
      'no force push',
    ]);
    expect(result.rows[5]?.argv).toEqual([
      '/usr/bin/node',
      `${P}/.claude/hooks/format.mjs`,
      '--check',
    ]);
    expect(result.rows[5]?.warnings).toContain(
      'timeout 120 s is above the profile default of 60 s; kept as written',
    );
    expect(result.written).toBe(true);
    expect(result.settingsFile).toBe(settingsFile());
  });

  it('writes hooks_external entries the settings loader reads back with their source', async () => {
    await withFixture('claude-project');
    await importHooks({ harness: 'claude', projectDir: project, tools: TOOLS, env });
    const settings = await loadSettings({ projectDir: project, env });
    const shown = (event: 'PreToolUse' | 'PostToolUse' | 'UserPromptSubmit' | 'SessionStart') =>
      settings.hooks[event].map((h) => ({
        matcher: h.matcher,
        command: h.command,
        timeoutSec: h.timeoutSec,
        source: h.source,
        tier: h.tier,
      }));
    expect(shown('PreToolUse')).toEqual([
      {
        matcher: 'Bash',
        command: [`${P}/.claude/hooks/guard.sh`],
        timeoutSec: 600,
        source: 'imported:claude',
        tier: 'imported',
      },
      {
        matcher: 'Edit|MultiEdit|Write',
        command: ['python3', `${P}/.claude/hooks/protect_files.py`],
        timeoutSec: 10,
        source: 'imported:claude',
        tier: 'imported',
      },
      {
        matcher: 'mcp__github__.*',
        command: ['POST', 'http://localhost:8080/hooks/pre-tool-use'],
        timeoutSec: 600,
        source: 'imported:claude',
        tier: 'imported',
      },
      {
        matcher: 'Bash',
        command: [`${P}/.claude/hooks/guard.sh`, '--strict', 'no force push'],
        timeoutSec: 5,
        source: 'imported:claude',
        tier: 'imported',
      },
    ]);
    expect(shown('PostToolUse')).toEqual([
      {
        matcher: 'Edit|Write',
        command: ['/usr/bin/node', `${P}/.claude/hooks/format.mjs`, '--check'],
        timeoutSec: 120,
        source: 'imported:claude',
        tier: 'imported',
      },
      {
        matcher: 'Bash',
        command: ['./.claude/hooks/audit.sh'],
        timeoutSec: 600,
        source: 'imported:claude',
        tier: 'imported',
      },
    ]);
    // Claude Code's async: true on an advisory event imports as async.
    expect(settings.hooks.PostToolUse[1]?.async).toBe(true);
    expect(shown('UserPromptSubmit')).toEqual([
      {
        matcher: undefined,
        command: ['uv', 'run', '.claude/hooks/user_prompt_submit.py', '--log-only'],
        timeoutSec: 30,
        source: 'imported:claude',
        tier: 'imported',
      },
    ]);
    expect(shown('SessionStart')[0]?.matcher).toBe('startup');
    expect(settings.hooks.PreToolUse[2]).toMatchObject({
      type: 'http',
      http: { url: 'http://localhost:8080/hooks/pre-tool-use', headers: {}, allowedEnvVars: [] },
    });
    const text = await readFile(settingsFile(), 'utf8');
    expect(text).toContain('source: imported:claude');
    expect(text).not.toMatch(/timeout: 60\n/);
    expect(text).toContain('timeout: 600');
    expect((await stat(settingsFile())).mode & 0o777).toBe(0o600);
  });

  it('leaves the file byte-identical when importing twice', async () => {
    await withFixture('claude-project');
    await importHooks({ harness: 'claude', projectDir: project, tools: TOOLS, env });
    const first = await readFile(settingsFile());
    const again = await importHooks({
      harness: 'claude',
      projectDir: project,
      tools: TOOLS,
      env,
    });
    expect(await readFile(settingsFile())).toEqual(first);
    expect(again.written).toBe(false);
    expect(again.summary).toEqual({
      imported: 0,
      updated: 0,
      unchanged: 14,
      edited: 0,
      rejected: 3,
    });
    expect(again.rows[0]?.reason).toMatch(
      new RegExp(`^already present in ${settingsFile().replaceAll('.', '\\.')}:\\d+$`),
    );
  });

  it('re-imports an entry edited locally (matcher, timeout, source deleted) without a second copy', async () => {
    await withFixture('claude-project');
    await importHooks({ harness: 'claude', projectDir: project, tools: TOOLS, env });
    const text = await readFile(settingsFile(), 'utf8');
    expect(text).toContain('tool_vocabulary: claude');
    expect(text).toContain('file: .claude/settings.json');
    // The user re-targets the guard, shortens the Edit guard's timeout and promotes it (deletes source).
    const edited = text
      .replace('matcher: Bash\n', 'matcher: Bash|Read\n')
      .replace('timeout: 10\n          source: imported:claude\n', 'timeout: 5\n');
    expect(edited).not.toBe(text);
    await writeFile(settingsFile(), edited);
    const before = await readFile(settingsFile());

    const again = await importHooks({ harness: 'claude', projectDir: project, tools: TOOLS, env });
    expect(await readFile(settingsFile())).toEqual(before);
    expect(again.written).toBe(false);
    expect(again.summary).toEqual({
      imported: 0,
      updated: 0,
      unchanged: 12,
      edited: 2,
      rejected: 3,
    });
    const reasons = again.rows.filter((r) => r.status === 'edited').map((r) => r.reason);
    expect(reasons).toEqual([
      expect.stringMatching(/^edited locally \(matcher\) in .*settings\.yaml:\d+; kept as edited/),
      expect.stringMatching(/^edited locally \(timeout, source deleted\) in /),
    ]);
    expect(again.removedUpstream).toEqual([]);
  });

  it('reports an entry whose handler was removed upstream, and keeps it', async () => {
    await withFixture('claude-project');
    await importHooks({ harness: 'claude', projectDir: project, tools: TOOLS, env });
    const foreign = join(project, '.claude', 'settings.json');
    const json = JSON.parse(await readFile(foreign, 'utf8'));
    json.hooks.PreToolUse[1].hooks = [];
    await writeFile(foreign, JSON.stringify(json));
    const before = await readFile(settingsFile());
    const again = await importHooks({ harness: 'claude', projectDir: project, tools: TOOLS, env });
    expect(await readFile(settingsFile())).toEqual(before);
    expect(again.removedUpstream).toEqual([
      {
        where: expect.stringMatching(/settings\.yaml:\d+$/),
        importedFrom: {
          file: '.claude/settings.json',
          event: 'PreToolUse',
          matcher: 'Edit|MultiEdit|Write',
          command: 'python3 ${CLAUDE_PROJECT_DIR}/.claude/hooks/protect_files.py',
          timeout: 10,
        },
      },
    ]);
  });

  it('applies a timeout changed upstream (5 -> 10) instead of calling it a local edit', async () => {
    await withFixture('claude-project');
    const foreign = join(project, '.claude', 'settings.json');
    const json = JSON.parse(await readFile(foreign, 'utf8'));
    json.hooks.PreToolUse[1].hooks[0].timeout = 5;
    await writeFile(foreign, JSON.stringify(json));
    await importHooks({ harness: 'claude', projectDir: project, tools: TOOLS, env });
    json.hooks.PreToolUse[1].hooks[0].timeout = 10;
    await writeFile(foreign, JSON.stringify(json));

    const again = await importHooks({ harness: 'claude', projectDir: project, tools: TOOLS, env });
    const row = again.rows.find((r) => r.command.includes('protect_files.py'));
    expect(row?.status).toBe('updated');
    expect(row?.reason).toMatch(
      /^timeout changed upstream \(5 s -> 10 s\); updated the entry at .*settings\.yaml:\d+$/,
    );
    const settings = await loadSettings({ projectDir: project, env });
    const edits = settings.hooks.PreToolUse.filter((h) => h.matcher === 'Edit|MultiEdit|Write');
    expect(edits.map((h) => h.timeoutSec)).toEqual([10]);

    // A timeout changed here, not upstream, is still a local edit and is kept.
    await writeFile(
      settingsFile(),
      (await readFile(settingsFile(), 'utf8'))
        .replace('timeout: 10,', 'timeout: 7,')
        .replace(/timeout: 10\n/, 'timeout: 7\n'),
    );
    const local = await loadSettings({ projectDir: project, env });
    const edited = local.hooks.PreToolUse.find((h) => h.matcher === 'Edit|MultiEdit|Write');
    expect(edited?.timeoutSec).toBe(7);
    const third = await importHooks({ harness: 'claude', projectDir: project, tools: TOOLS, env });
    const kept = third.rows.find((r) => r.command.includes('protect_files.py'));
    expect(kept?.status).toBe('edited');
    expect(kept?.reason).toMatch(/^edited locally \(timeout\) in /);
  });

  it('keeps an entry turned off with enabled: false through a re-import, an upstream change included', async () => {
    await withFixture('claude-project');
    await importHooks({ harness: 'claude', projectDir: project, tools: TOOLS, env });
    const text = await readFile(settingsFile(), 'utf8');
    // Turn off the protect_files guard the way li hooks disable writes it.
    const at = text.indexOf('protect_files.py');
    const lineStart = text.lastIndexOf('\n', text.lastIndexOf('type: command', at)) + 1;
    const indent = /^\s*(?:- )?/.exec(text.slice(lineStart))?.[0].length ?? 0;
    await writeFile(
      settingsFile(),
      `${text.slice(0, lineStart)}${' '.repeat(indent - 2)}- enabled: false\n${' '.repeat(indent)}${text.slice(lineStart + indent)}`,
    );
    const off = await loadSettings({ projectDir: project, env });
    expect(off.disabled.map((h) => h.command.at(-1))).toEqual([
      `${P}/.claude/hooks/protect_files.py`,
    ]);
    expect(
      off.hooks.PreToolUse.some((h) => h.command.includes(`${P}/.claude/hooks/protect_files.py`)),
    ).toBe(false);

    const again = await importHooks({ harness: 'claude', projectDir: project, tools: TOOLS, env });
    expect(again.rows.find((r) => r.command.includes('protect_files.py'))?.status).toBe(
      'unchanged',
    );
    expect((await loadSettings({ projectDir: project, env })).disabled).toHaveLength(1);

    const foreign = join(project, '.claude', 'settings.json');
    const json = JSON.parse(await readFile(foreign, 'utf8'));
    json.hooks.PreToolUse[1].hooks[0].command += ' --strict';
    await writeFile(foreign, JSON.stringify(json));
    const updated = await importHooks({
      harness: 'claude',
      projectDir: project,
      tools: TOOLS,
      env,
    });
    expect(updated.rows.find((r) => r.command.endsWith('--strict'))?.status).toBe('updated');
    const after = await loadSettings({ projectDir: project, env });
    expect(after.disabled.map((h) => h.command.at(-1))).toEqual(['--strict']);
  });

  it('replaces the stale entry after an upstream edit (updated), and prunes a removed one with prune', async () => {
    await withFixture('claude-project');
    await importHooks({ harness: 'claude', projectDir: project, tools: TOOLS, env });
    const foreign = join(project, '.claude', 'settings.json');
    const json = JSON.parse(await readFile(foreign, 'utf8'));
    // Upstream: the Edit guard gets a flag and a new timeout; the SessionStart `git status` goes.
    json.hooks.PreToolUse[1].hooks[0].command += ' --strict';
    json.hooks.PreToolUse[1].hooks[0].timeout = 20;
    json.hooks.SessionStart[0].hooks.shift();
    await writeFile(foreign, JSON.stringify(json));

    const again = await importHooks({ harness: 'claude', projectDir: project, tools: TOOLS, env });
    const row = again.rows.find((r) => r.command.endsWith('--strict'));
    expect(row?.status).toBe('updated');
    expect(row?.reason).toMatch(
      /^changed upstream; replaces the entry imported from the earlier version at .*settings\.yaml:\d+ \(local changes to it are not kept\)$/,
    );
    expect(again.summary).toMatchObject({ imported: 0, updated: 1 });
    const settings = await loadSettings({ projectDir: project, env });
    const edits = settings.hooks.PreToolUse.filter((h) => h.matcher === 'Edit|MultiEdit|Write');
    expect(edits.map((h) => [h.command, h.timeoutSec])).toEqual([
      [['python3', `${P}/.claude/hooks/protect_files.py`, '--strict'], 20],
    ]);
    expect(again.removedUpstream.map((r) => r.importedFrom.command)).toEqual([
      'git status --short',
    ]);
    expect(formatImportReport(again)).toContain(
      `removed upstream: SessionStart  [startup]  git status --short  (no longer in .claude/settings.json; the entry imported from it stays at ${again.removedUpstream[0]?.where}: delete it there, or re-run with --prune)`,
    );
    expect(settings.hooks.SessionStart.map((h) => h.command[0])).toContain('git');

    const pruned = await importHooks({
      harness: 'claude',
      projectDir: project,
      tools: TOOLS,
      env,
      prune: true,
    });
    expect(pruned.pruned).toBe(true);
    expect(pruned.summary).toMatchObject({ imported: 0, updated: 0 });
    const after = await loadSettings({ projectDir: project, env });
    expect(after.hooks.SessionStart.map((h) => h.command[0])).toEqual(['cat']);
    const third = await importHooks({ harness: 'claude', projectDir: project, tools: TOOLS, env });
    expect([third.written, third.removedUpstream]).toEqual([false, []]);
  });

  it('imports inline shell only with allowShell, as the argv the harness runs, saying a shell runs it', async () => {
    await withFixture('claude-project');
    const result = await importHooks({
      harness: 'claude',
      projectDir: project,
      tools: TOOLS,
      env,
      allowShell: true,
    });
    const text = "jq -r '.tool_input.command' | grep -q 'rm -rf' && exit 2 || exit 0";
    const row = result.rows.find((r) => r.command === text);
    expect(row?.status).toBe('imported');
    expect(row?.argv).toEqual(['/bin/sh', '-c', text]);
    expect(row?.warnings[0]).toBe(
      `a shell runs this (--allow-shell): /bin/sh -c ${JSON.stringify(text)}, as Claude Code ran it; LionAGI does not check the script, review it as shell code`,
    );
    // A plugin root stays rejected: LionAGI does not set it, the shell would expand it to nothing.
    const plugin = translateEntry(
      {
        harness: 'claude',
        event: 'PreToolUse',
        matcher: 'Bash',
        handler: { type: 'command', command: '${CLAUDE_PLUGIN_ROOT}/hooks/x.sh' },
        origin: { file: 'f', event: 'PreToolUse', groupIndex: 0, hookIndex: 0 },
        fileNotes: [],
      },
      { tools: namesFor('claude'), allowShell: true },
    );
    expect(plugin.row.status).toBe('rejected');
    // Only strings that need a shell: deferred handler types stay rejected.
    expect(result.rows.find((r) => r.event === 'SessionEnd')?.status).toBe('rejected');
    const settings = await loadSettings({ projectDir: project, env });
    expect(settings.hooks.PreToolUse.map((h) => h.command)).toContainEqual(['/bin/sh', '-c', text]);
  });

  it('writes nothing on a dry run', async () => {
    await withFixture('claude-project');
    const result = await importHooks({
      harness: 'claude',
      projectDir: project,
      tools: TOOLS,
      env,
      dryRun: true,
    });
    expect(result.summary).toEqual(FIRST_IMPORT);
    expect(result.written).toBe(false);
    await expect(stat(join(project, '.lionagi'))).rejects.toThrow(/ENOENT/);
  });

  it('adds to an existing settings file, keeping its comments and authored entries', async () => {
    await withFixture('claude-project');
    await mkdir(join(project, '.lionagi'));
    const authored = [
      '# project guards, reviewed in code review',
      'hooks_external:',
      '  PreToolUse:',
      '    - matcher: bash  # the reference agent shell tool',
      '      hooks:',
      '        - type: command',
      '          command: ["./guards/check.sh"]',
      'hooks:',
      '  pre:',
      '    bash: [["./guards/legacy.sh"]]',
      '',
    ].join('\n');
    await writeFile(settingsFile(), authored);
    await importHooks({ harness: 'claude', projectDir: project, tools: TOOLS, env });
    const text = await readFile(settingsFile(), 'utf8');
    expect(
      text.startsWith(
        '# project guards, reviewed in code review\nhooks_external:\n  PreToolUse:\n    - matcher: bash  # the reference agent shell tool\n',
      ),
    ).toBe(true);
    const settings = await loadSettings({ projectDir: project, env });
    expect(settings.hooks.PreToolUse.map((h) => [h.command[0], h.tier])).toEqual([
      ['./guards/check.sh', 'project'],
      [`${P}/.claude/hooks/guard.sh`, 'imported'],
      ['python3', 'imported'],
      ['POST', 'imported'],
      [`${P}/.claude/hooks/guard.sh`, 'imported'],
    ]);
    expect(settings.legacyHooks).toHaveLength(1);
  });

  it('imports the user file first with user', async () => {
    await withFixture('claude-project');
    await cp(join(FIXTURES, 'claude-home'), env.HOME as string, { recursive: true });
    const result = await importHooks({
      harness: 'claude',
      projectDir: project,
      tools: TOOLS,
      env,
      user: true,
    });
    expect(statuses(result).slice(0, 2)).toEqual([
      'imported PreToolUse ~/.claude/hooks/global-guard.sh',
      'imported PreToolUse /usr/local/bin/audit-log --event pre-tool-use',
    ]);
    expect(result.files[0]).toEqual({
      path: join(env.HOME as string, '.claude', 'settings.json'),
      exists: true,
    });
  });

  const userImport = () => ({ harness: 'claude' as const, projectDir: project, tools: TOOLS, env });

  /** The old way: the user's own Claude file imported into the project (PATH given, no `--user`). */
  async function importUserFileIntoProject(): Promise<void> {
    await withFixture('claude-project');
    await cp(join(FIXTURES, 'claude-home'), env.HOME as string, { recursive: true });
    const path = join(env.HOME as string, '.claude', 'settings.json');
    await importHooks({ harness: 'claude', projectDir: project, path, tools: TOOLS, env });
  }

  it('--user moves a project copy of a user-level entry into the user file, once it is there', async () => {
    await importUserFileIntoProject();
    const before = await readFile(settingsFile(), 'utf8');
    expect(before).toContain('global-guard.sh');
    const options = { ...userImport(), user: true };
    const dry = await importHooks({ ...options, dryRun: true });
    const userFile = join(root, 'lionagi-home', 'settings.yaml');
    expect(statuses(dry).slice(0, 2)).toEqual([
      'updated PreToolUse ~/.claude/hooks/global-guard.sh',
      'updated PreToolUse /usr/local/bin/audit-log --event pre-tool-use',
    ]);
    expect(dry.rows[0]?.reason).toBe(
      `moved to the user settings file ${userFile} from the project file at ${settingsFile()}:${lineOf(before, 'global-guard.sh')} (the project copy is removed)`,
    );
    expect(await readFile(settingsFile(), 'utf8')).toBe(before);

    await importHooks(options);
    const settings = await loadSettings({ projectDir: project, env });
    const guards = settings.hooks.PreToolUse.filter((h) =>
      h.command.join(' ').includes('global-guard.sh'),
    );
    expect(guards.map((h) => h.origin.file)).toEqual([userFile]);
    const after = await readFile(settingsFile(), 'utf8');
    expect(after).not.toContain('global-guard.sh');
    expect(after).not.toContain('audit-log');
    // Again: nothing left to move, neither file changes.
    const again = await importHooks(options);
    expect(
      statuses(again)
        .slice(0, 2)
        .map((s) => s.split(' ')[0]),
    ).toEqual(['unchanged', 'unchanged']);
    expect(again.written).toBe(false);
  });

  it('--user keeps a project copy the user edited, and warns that both fire', async () => {
    await importUserFileIntoProject();
    const text = await readFile(settingsFile(), 'utf8');
    const edited = text.replace(
      'global-guard.sh"]\n          timeout: 600',
      'global-guard.sh"]\n          timeout: 7',
    );
    expect(edited).not.toBe(text);
    await writeFile(settingsFile(), edited);
    const result = await importHooks({ ...userImport(), user: true });
    const warned = result.rows.filter((r) => r.warnings.some((w) => w.includes('both fire')));
    expect(warned.map((r) => r.command)).toEqual(['~/.claude/hooks/global-guard.sh']);
    expect(warned[0]?.warnings.at(-1)).toBe(
      `a copy of this entry edited locally (timeout) stays in the project file at ${settingsFile()}:${lineOf(edited, 'global-guard.sh')}: both fire until you delete one`,
    );
    expect(await readFile(settingsFile(), 'utf8')).toContain('global-guard.sh');
    expect(await readFile(settingsFile(), 'utf8')).not.toContain('audit-log');
  });
});

describe('importing the Codex fixture suite', () => {
  it('reads hooks.json and config.toml [hooks] with the expected statuses', async () => {
    await withFixture('codex-project');
    const result = await importHooks({
      harness: 'codex',
      projectDir: project,
      tools: TOOLS,
      env,
    });
    expect(statuses(result)).toEqual([
      "imported SessionStart bash -c 'cat AGENTS.md'",
      'imported PreToolUse python3 .codex/hooks/pre_tool_use_policy.py',
      'rejected PostToolUse node .codex/hooks/log.mjs',
      'imported UserPromptSubmit python3 .codex/hooks/prompt_guard.py',
      'imported Stop python3 .codex/hooks/stop_continue.py',
      'imported PreToolUse ./scripts/check-patch.sh --max-files 20',
      'rejected PreToolUse git diff --stat | tail -1',
      'rejected SessionEnd ',
      'imported PreCompact ./scripts/save-context.sh',
    ]);
    expect(result.rows[0]?.argv).toEqual(['bash', '-c', 'cat AGENTS.md']);
    // Its statusMessage is carried over as status_message: no warning, and it loads.
    expect(result.rows[1]?.warnings).toEqual([]);
    expect(result.rows[5]?.warnings[0]).toBe(
      'relative command path "./scripts/check-patch.sh": LionAGI resolves it against the project root (C-3); Claude Code and Codex use the session\'s current directory, which can differ after a cd',
    );
    expect(result.rows[7]?.reason).toMatch(/^handler type "agent" is deferred/);
    const settings = await loadSettings({ projectDir: project, env });
    expect(settings.hooks.PreToolUse[0]?.statusMessage).toBe('Checking command policy');
    expect(settings.hooks.PreToolUse.map((h) => [h.command, h.timeoutSec, h.source])).toEqual([
      [['python3', '.codex/hooks/pre_tool_use_policy.py'], 30, 'imported:codex'],
      [['./scripts/check-patch.sh', '--max-files', '20'], 9, 'imported:codex'],
    ]);
  });

  it('--user: Codex user-layer entries go into the user settings file, project ones stay', async () => {
    const codexHome = join(root, 'home', '.codex');
    await mkdir(codexHome, { recursive: true });
    await mkdir(join(project, '.codex'));
    const hooks = (command: string) =>
      JSON.stringify({ hooks: { SessionStart: [{ hooks: [{ type: 'command', command }] }] } });
    await writeFile(join(codexHome, 'hooks.json'), hooks('notes --today'));
    await writeFile(join(project, '.codex', 'hooks.json'), hooks('./scripts/ctx.sh'));
    const result = await importHooks({
      harness: 'codex',
      projectDir: project,
      user: true,
      tools: TOOLS,
      env,
    });
    const userFile = join(root, 'lionagi-home', 'settings.yaml');
    expect(result.targets).toEqual([
      {
        scope: 'project',
        file: settingsFile(),
        from: [join(project, '.codex', 'hooks.json')],
        written: true,
      },
      { scope: 'user', file: userFile, from: [join(codexHome, 'hooks.json')], written: true },
    ]);
    const settings = await loadSettings({ projectDir: project, env });
    expect(settings.hooks.SessionStart.map((h) => [h.command, h.origin.file])).toEqual([
      [['notes', '--today'], userFile],
      [['./scripts/ctx.sh'], settingsFile()],
    ]);
    expect(formatImportReport(result).at(-1)).toBe(
      `2 imported, 0 unchanged, 0 rejected; written to ${settingsFile()} (project); written to ${userFile} (user)`,
    );
  });
});

describe('importing the profile v3 PostToolBatch and StopFailure events (C-16)', () => {
  it('imports a Claude Code PostToolBatch and StopFailure entry; both load', async () => {
    await mkdir(join(project, '.claude'));
    const group = (command: string) => [{ hooks: [{ type: 'command', command }] }];
    await writeFile(
      join(project, '.claude', 'settings.json'),
      JSON.stringify({
        hooks: { PostToolBatch: group('node batch-log.mjs'), StopFailure: group('notify-fail') },
      }),
    );
    const result = await importHooks({ harness: 'claude', projectDir: project, tools: TOOLS, env });
    expect(statuses(result)).toEqual([
      'imported PostToolBatch node batch-log.mjs',
      'imported StopFailure notify-fail',
    ]);
    const settings = await loadSettings({ projectDir: project, env });
    expect(settings.hooks.PostToolBatch.map((h) => [h.command, h.source])).toEqual([
      [['node', 'batch-log.mjs'], 'imported:claude'],
    ]);
    expect(settings.hooks.StopFailure.map((h) => h.command)).toEqual([['notify-fail']]);
  });
});
