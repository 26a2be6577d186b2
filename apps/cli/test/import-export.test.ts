import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { isHookError } from '@lionagi/hooks-profile';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run as exportVerb } from '../src/commands/export.js';
import { run as importVerb } from '../src/commands/import.js';
import type { CommandContext } from '../src/context.js';

const CLAUDE_SETTINGS = {
  hooks: {
    PreToolUse: [
      {
        matcher: 'Bash',
        hooks: [
          { type: 'command', command: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh' },
          { type: 'command', command: 'cat | jq .' },
        ],
      },
    ],
    TeammateIdle: [{ hooks: [{ type: 'command', command: './stop.sh' }] }],
  },
};

let root: string;
let project: string;
let home: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'lionagi-'));
  project = join(root, 'project');
  home = join(root, 'lionagi-home');
  await mkdir(join(project, '.claude', 'hooks'), { recursive: true });
  await writeFile(join(project, '.claude', 'settings.json'), JSON.stringify(CLAUDE_SETTINGS));
  await writeFile(join(project, '.claude', 'hooks', 'guard.sh'), '#!/bin/sh\nexit 0\n', {
    mode: 0o755,
  });
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

function context(json = false) {
  const out: string[] = [];
  const err: string[] = [];
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  stdout.on('data', (d: Buffer) => out.push(d.toString()));
  stderr.on('data', (d: Buffer) => err.push(d.toString()));
  const ctx: CommandContext = {
    stdout,
    stderr,
    stdin: Readable.from(['']),
    env: { PATH: process.env.PATH, HOME: join(root, 'home'), LIONAGI_HOME: home },
    cwd: project,
    json,
    color: false,
    interactive: false,
  };
  return { ctx, out: () => out.join(''), err: () => err.join('') };
}

async function usageMessage(promise: Promise<number>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (isHookError(error) && error.code === 'USAGE') return error.message;
    throw error;
  }
  throw new Error('expected a usage error');
}

describe('li hooks import', () => {
  it('imports, reports each entry on stdout and the pending trust list on stderr', async () => {
    const { ctx, out, err } = context();
    expect(await importVerb(ctx, ['claude'])).toBe(0);
    const all = out().split('\n');
    expect(all[2]).toBe(
      '      warning: no timeout in the source: Claude Code gives PreToolUse hooks 600 s, written out as timeout: 600 (the profile default is 60 s); a blocking hook that times out denies the action here (Dv1-4)',
    );
    const lines = all.filter((line) => line !== '' && !line.startsWith('      '));
    expect(lines[0]).toBe(`from ${join(project, '.claude', 'settings.json')}:`);
    expect(lines[1]).toMatch(
      /^ {2}imported {2}PreToolUse {2}\[Bash\] {2}"\$CLAUDE_PROJECT_DIR"\/\.claude\/hooks\/guard\.sh → \["\$\{LIONAGI_PROJECT_DIR\}\/\.claude\/hooks\/guard\.sh"\] {2}imported; verify against profile v3 \(Dv1-2, Dv1-3, Dv1-4, Dv1-13\)$/,
    );
    expect(lines[2]).toMatch(
      /^ {2}rejected {2}PreToolUse {2}\[Bash\] {2}cat \| jq \. {2}the command needs a shell: it contains a pipe/,
    );
    expect(lines[3]).toMatch(
      /^ {2}rejected {2}TeammateIdle {2}\[\*\] {2}\.\/stop\.sh {2}unsupported hook event "TeammateIdle"/,
    );
    // The ids the report names, each once with its title; never a bare ADR decision id.
    expect(lines.slice(4, -1)).toEqual([
      'Divergences that apply, explained in docs/profile-v3.md#named-divergences:',
      "  Dv1-2  Matchers and tool_name use the entry's tool vocabulary",
      '  Dv1-3  Commands are argv vectors, never shell text',
      '  Dv1-4  A timed-out hook on a blocking event denies (fail closed)',
      '  Dv1-13 An untrusted imported hook denies on blocking events',
      'Clarifications named above, in docs/profile-v3.md#clarifications:',
      '  C-4    Shell-string import',
      'Every divergence of an entry\'s event applies to it too (the full list per entry is "divergences" in --json).',
    ]);
    expect(out()).not.toMatch(/\bD\d+\b/);
    expect(lines.at(-1)).toBe(
      `1 imported, 0 unchanged, 2 rejected; written to ${join(project, '.lionagi', 'settings.yaml')}`,
    );
    expect(err()).toMatch(
      /^1 hook command is pending trust and will not run until approved \(blocking events deny, advisory events skip\):\n {2}[0-9a-f]{12} {2}PreToolUse {2}\[Bash\] {2}\["\$\{LIONAGI_PROJECT_DIR\}\/\.claude\/hooks\/guard\.sh"\] {2}pending\nRun `li hooks trust` to review and approve them\.\n$/,
    );
  });

  it('accepts --prune and reports the summary with updated', async () => {
    const { ctx, out } = context();
    expect(await importVerb(ctx, ['claude', '--prune', '--json'])).toBe(0);
    const data = JSON.parse(out());
    expect(data.summary).toEqual({ imported: 1, updated: 0, unchanged: 0, edited: 0, rejected: 2 });
    expect(data.pruned).toBe(true);
  });

  it('prints rows and summary as JSON and writes nothing on --dry-run', async () => {
    const { ctx, out, err } = context();
    expect(await importVerb(ctx, ['claude', '--dry-run', '--json'])).toBe(0);
    const data = JSON.parse(out());
    expect(data.summary).toEqual({ imported: 1, updated: 0, unchanged: 0, edited: 0, rejected: 2 });
    expect(data.dry_run).toBe(true);
    expect(data.rows[0]).toMatchObject({
      event: 'PreToolUse',
      matcher: 'Bash',
      status: 'imported',
      argv: ['${LIONAGI_PROJECT_DIR}/.claude/hooks/guard.sh'],
      warnings: [
        'no timeout in the source: Claude Code gives PreToolUse hooks 600 s, written out as timeout: 600 (the profile default is 60 s); a blocking hook that times out denies the action here (Dv1-4)',
      ],
      origin: {
        file: join(project, '.claude', 'settings.json'),
        event: 'PreToolUse',
        group_index: 0,
        hook_index: 0,
      },
    });
    expect(data.pending).toBeNull();
    expect(err()).toBe('');
    await expect(stat(join(project, '.lionagi'))).rejects.toThrow(/ENOENT/);
  });

  it('refuses an unknown harness, extra arguments and unknown options', async () => {
    expect(await usageMessage(importVerb(context().ctx, ['gemini']))).toBe(
      'unknown harness "gemini": expected "claude" or "codex"',
    );
    expect(await usageMessage(importVerb(context().ctx, []))).toBe(
      'missing HARNESS: expected "claude" or "codex"',
    );
    expect(await usageMessage(importVerb(context().ctx, ['claude', 'a', 'b']))).toBe(
      'unexpected argument "b"; expected HARNESS [PATH]',
    );
    expect(await usageMessage(importVerb(context().ctx, ['claude', '--force']))).toMatch(
      /^unknown option --force\./,
    );
  });

  it('refuses --plugin with PATH or --user, and a directory without plugin hooks', async () => {
    expect(await usageMessage(importVerb(context().ctx, ['claude', 'x', '--plugin', 'p']))).toBe(
      'give PATH or --plugin DIR, not both',
    );
    expect(
      await usageMessage(importVerb(context().ctx, ['claude', '--plugin', 'p', '--user'])),
    ).toBe('--plugin imports the plugin into the project settings; drop --user');
    await expect(importVerb(context().ctx, ['claude', '--plugin', '.claude'])).rejects.toThrow(
      `${join(project, '.claude')}: no plugin hooks found (looked at ${join(project, '.claude', 'hooks', 'hooks.json')})`,
    );
  });

  it('imports a plugin: its root becomes the absolute directory, and --json names the plugin', async () => {
    const plugin = join(root, 'plugins', 'fmt');
    await mkdir(join(plugin, 'hooks'), { recursive: true });
    await writeFile(
      join(plugin, 'hooks', 'hooks.json'),
      JSON.stringify({
        description: 'formatter',
        hooks: {
          PostToolUse: [
            {
              matcher: 'Write',
              hooks: [{ type: 'command', command: '"${CLAUDE_PLUGIN_ROOT}/fmt.sh" --fix' }],
            },
          ],
        },
      }),
    );
    const { ctx, out } = context(true);
    expect(await importVerb(ctx, ['claude', '--plugin', plugin])).toBe(0);
    const report = JSON.parse(out());
    expect(report).toMatchObject({
      plugin,
      files: [{ path: join(plugin, 'hooks', 'hooks.json'), exists: true }],
      targets: [
        { scope: 'project', file: join(project, '.lionagi', 'settings.yaml'), written: true },
      ],
    });
    expect(report.rows[0]).toMatchObject({
      status: 'imported',
      argv: ['/usr/bin/env', `CLAUDE_PLUGIN_ROOT=${plugin}`, `${plugin}/fmt.sh`, '--fix'],
    });
    const yaml = await readFile(join(project, '.lionagi', 'settings.yaml'), 'utf8');
    expect(yaml).toContain(`file: ${join(plugin, 'hooks', 'hooks.json')}`);
  });

  it('names the file and line of an unparseable config', async () => {
    await writeFile(join(project, '.claude', 'settings.local.json'), '{\n  "hooks": }\n');
    await expect(importVerb(context().ctx, ['claude'])).rejects.toThrow(
      `${join(project, '.claude', 'settings.local.json')}:2:12: not valid JSON (unexpected "}"); fix the file and import again`,
    );
  });
});

describe('li hooks export', () => {
  beforeEach(async () => {
    await importVerb(context().ctx, ['claude']);
  });

  it('prints the Claude Code hooks block on stdout and the report on stderr', async () => {
    const { ctx, out, err } = context();
    expect(await exportVerb(ctx, ['claude'])).toBe(0);
    expect(JSON.parse(out())).toEqual({
      hooks: {
        PreToolUse: [
          {
            matcher: 'Bash',
            hooks: [
              {
                type: 'command',
                command: '"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh',
                timeout: 600,
              },
            ],
          },
        ],
      },
    });
    expect(err()).toContain('exported  PreToolUse  [Bash]');
    expect(err()).toContain('Never travels:');
    expect(err()).toMatch(/1 exported, 0 skipped\n$/);
  });

  it('merges into --out only with --force, keeping other keys and hooks and a backup', async () => {
    const file = join(root, 'hooks.json');
    const before = JSON.stringify({ model: 'opus', hooks: { TeammateIdle: [] } });
    await writeFile(file, before);
    const refused = context();
    expect(await exportVerb(refused.ctx, ['codex', '--out', file])).toBe(1);
    expect(refused.err()).toContain(
      `li hooks export: ${file} exists and would change (1 added, 0 already there); not written. Re-run with --dry-run to see the diff, or --force to write it (the old file is kept as ${file}.bak)`,
    );
    expect(await readFile(file, 'utf8')).toBe(before);

    const { ctx, out, err } = context(true);
    expect(await exportVerb(ctx, ['codex', '--out', file, '--force'])).toBe(0);
    const written = JSON.parse(await readFile(file, 'utf8'));
    expect(written.model).toBe('opus');
    expect(written.hooks).toEqual({
      TeammateIdle: [],
      PreToolUse: [
        {
          matcher: 'Bash',
          hooks: [{ type: 'command', command: `${project}/.claude/hooks/guard.sh`, timeout: 600 }],
        },
      ],
    });
    expect(await readFile(`${file}.bak`, 'utf8')).toBe(before);
    const data = JSON.parse(out());
    expect(data.out).toBe(file);
    expect(data.merge).toEqual({
      added: 1,
      already_there: 0,
      changed: true,
      written: true,
      backup: `${file}.bak`,
    });
    expect(data.rows[0].notes[0]).toBe(
      `\${LIONAGI_PROJECT_DIR} written as the absolute project path ${project}: Codex does not set CLAUDE_PROJECT_DIR`,
    );
    expect(err()).toBe('');
  });

  it('round-trips to the Claude file it was imported from: the TeammateIdle hook and other keys stay, nothing is duplicated', async () => {
    const file = join(project, '.claude', 'settings.json');
    const original = { model: 'opus', ...CLAUDE_SETTINGS };
    await writeFile(file, `${JSON.stringify(original, null, 2)}\n`);
    // A hook authored in LionAGI, in LionAGI tool names: exported as Claude Code's names.
    const settings = join(project, '.lionagi', 'settings.yaml');
    const yaml = await readFile(settings, 'utf8');
    // Under hooks_external, before the not_imported: records the import wrote after it.
    const [hooks, records = ''] = yaml.split(/(?=^not_imported:)/m);
    await writeFile(
      settings,
      `${hooks}  PostToolUse:\n    - matcher: edit_file|write_file\n      hooks:\n        - { type: command, command: [./fmt.sh] }\n${records}`,
    );
    const dry = context();
    expect(await exportVerb(dry.ctx, ['claude', '--out', file, '--dry-run'])).toBe(0);
    expect(dry.out()).toContain(`+++ ${file}`);
    expect(dry.out()).toContain('+        "matcher": "Edit|Write",');
    const removed = dry
      .out()
      .split('\n')
      .filter((l) => l.startsWith('-') && !l.startsWith('---'));
    expect(removed).toEqual([]);
    expect(dry.err()).toContain(
      `dry run: ${file} would change (1 added, 1 already there); nothing written`,
    );
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(original);

    expect(await exportVerb(context().ctx, ['claude', '--out', file, '--force'])).toBe(0);
    const written = JSON.parse(await readFile(file, 'utf8'));
    expect(written.model).toBe('opus');
    expect(written.hooks.TeammateIdle).toEqual(CLAUDE_SETTINGS.hooks.TeammateIdle);
    expect(written.hooks.PreToolUse).toEqual(CLAUDE_SETTINGS.hooks.PreToolUse);
    expect(written.hooks.PostToolUse).toEqual([
      { matcher: 'Edit|Write', hooks: [{ type: 'command', command: './fmt.sh', timeout: 60 }] },
    ]);
    // Exporting again changes nothing.
    const again = context();
    expect(await exportVerb(again.ctx, ['claude', '--out', file])).toBe(0);
    expect(again.err()).toContain(
      `${file} is up to date (0 added, 2 already there); nothing written`,
    );
  });

  it('refuses to overwrite an --out file that is not JSON', async () => {
    const file = join(root, 'settings.json');
    await writeFile(file, 'not json');
    await expect(exportVerb(context().ctx, ['claude', '--out', file])).rejects.toThrow(
      new RegExp(
        `^${file.replaceAll('.', '\\.')}: not valid JSON \\(.*\\); refusing to overwrite it$`,
      ),
    );
    expect(await readFile(file, 'utf8')).toBe('not json');
  });
});
