import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importHooks } from '../src/import-hooks.js';
import { pluginRoot } from '../src/plugin-root.js';
import { readPluginConfig } from '../src/read-plugin.js';
import { translateEntry } from '../src/translate.js';
import type { ForeignEntry, ForeignHarness } from '../src/types.js';
import { namesFor, TOOLS } from './tools.js';

let root: string;
let plugin: string;

beforeEach(async () => {
  root = await realpath(await mkdtemp(join(tmpdir(), 'lionagi-plugin-')));
  plugin = join(root, 'acme');
  await mkdir(join(plugin, 'hooks'), { recursive: true });
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const hooksFile = (event: string, command: string, matcher?: string) =>
  JSON.stringify({
    hooks: {
      [event]: [{ ...(matcher ? { matcher } : {}), hooks: [{ type: 'command', command }] }],
    },
  });

function entry(harness: ForeignHarness, handler: Record<string, unknown>): ForeignEntry {
  return {
    harness,
    event: 'PreToolUse',
    matcher: 'Bash',
    handler: { type: 'command', ...handler },
    origin: {
      file: join(plugin, 'hooks', 'hooks.json'),
      event: 'PreToolUse',
      groupIndex: 0,
      hookIndex: 0,
    },
    fileNotes: [],
  };
}

/** The prefix every plugin hook's argv gets: the harness's plugin-root variables set to the plugin. */
const rootEnv = (harness: ForeignHarness) => [
  '/usr/bin/env',
  ...(harness === 'codex' ? ['PLUGIN_ROOT', 'CLAUDE_PLUGIN_ROOT'] : ['CLAUDE_PLUGIN_ROOT']).map(
    (name) => `${name}=${plugin}`,
  ),
];

const translate = (harness: ForeignHarness, handler: Record<string, unknown>, allowShell = false) =>
  translateEntry(entry(harness, handler), {
    tools: namesFor(harness),
    plugin: pluginRoot(harness, plugin),
    allowShell,
  }).row;

describe('readPluginConfig', () => {
  it('reads hooks/hooks.json and the hook files the manifest names, each once', async () => {
    await writeFile(join(plugin, 'hooks', 'hooks.json'), hooksFile('SessionStart', 'a'));
    await writeFile(join(plugin, 'extra.json'), hooksFile('SessionEnd', 'b'));
    await mkdir(join(plugin, '.codex-plugin'));
    await writeFile(
      join(plugin, '.codex-plugin', 'plugin.json'),
      JSON.stringify({ name: 'acme', hooks: ['./hooks/hooks.json', './extra.json'] }),
    );
    const config = await readPluginConfig('codex', plugin);
    expect(config.files).toEqual([
      { path: join(plugin, 'hooks', 'hooks.json'), exists: true },
      { path: join(plugin, 'extra.json'), exists: true },
    ]);
    expect(config.entries.map((e) => e.event)).toEqual(['SessionStart', 'SessionEnd']);
    expect(config.plugin).toEqual({ dir: plugin, vars: ['PLUGIN_ROOT', 'CLAUDE_PLUGIN_ROOT'] });
  });

  it('reads inline hooks of a Claude manifest', async () => {
    await rm(join(plugin, 'hooks'), { recursive: true });
    await mkdir(join(plugin, '.claude-plugin'));
    const manifest = join(plugin, '.claude-plugin', 'plugin.json');
    await writeFile(manifest, hooksFile('UserPromptSubmit', 'c').replace('{', '{"name":"acme",'));
    const config = await readPluginConfig('claude', plugin);
    expect(config.entries.map((e) => [e.event, e.origin.file])).toEqual([
      ['UserPromptSubmit', manifest],
    ]);
  });

  it('refuses a directory without hooks and a plugin path a shell would read differently', async () => {
    await expect(readPluginConfig('claude', plugin)).rejects.toThrow(
      `${plugin}: no plugin hooks found (looked at ${join(plugin, 'hooks', 'hooks.json')})`,
    );
    const spaced = join(root, 'my plugin');
    await mkdir(join(spaced, 'hooks'), { recursive: true });
    await writeFile(join(spaced, 'hooks', 'hooks.json'), hooksFile('SessionStart', 'a'));
    await expect(readPluginConfig('claude', spaced)).rejects.toThrow(
      `${spaced}: the plugin directory path contains " "; a shell would read it differently from CLAUDE_PLUGIN_ROOT substituted as text`,
    );
  });
});

describe('translating plugin commands', () => {
  it('writes the plugin directory into the argv: shell string and exec form', () => {
    expect(
      translate('claude', { command: '"${CLAUDE_PLUGIN_ROOT}"/bin/guard --strict' }),
    ).toMatchObject({
      status: 'imported',
      argv: [...rootEnv('claude'), `${plugin}/bin/guard`, '--strict'],
    });
    expect(
      translate('claude', {
        command: '${CLAUDE_PLUGIN_ROOT}/bin/guard',
        args: ['${CLAUDE_PLUGIN_ROOT}/rules'],
      }),
    ).toMatchObject({
      status: 'imported',
      argv: [...rootEnv('claude'), `${plugin}/bin/guard`, `${plugin}/rules`],
    });
    expect(translate('codex', { command: 'python3 $PLUGIN_ROOT/hooks/check.py' })).toMatchObject({
      status: 'imported',
      argv: [...rootEnv('codex'), 'python3', `${plugin}/hooks/check.py`],
    });
  });

  it('rejects a quoted literal plugin variable, and names the flag when no plugin is imported', () => {
    expect(translate('claude', { command: "echo '${CLAUDE_PLUGIN_ROOT}'" }).reason).toBe(
      'the command needs a shell: it contains the literal text ${CLAUDE_PLUGIN_ROOT} (quoted), which the harness may substitute as text where a shell would not; profile v3 runs argv only, never a shell (Dv1-3, C-4); --allow-shell would import it as ' +
        `["/usr/bin/env","CLAUDE_PLUGIN_ROOT=${plugin}","/bin/sh","-c","<the command>"], what Claude Code runs, reviewed as shell code`,
    );
    const row = translateEntry(entry('claude', { command: '${CLAUDE_PLUGIN_ROOT}/x.sh' }), {
      tools: namesFor('claude'),
      allowShell: true,
    }).row;
    expect(row.reason).toBe(
      'the command needs a shell: it contains the plugin root `$CLAUDE_PLUGIN_ROOT` (known only when the plugin is imported: li hooks import claude --plugin DIR); profile v3 runs argv only, never a shell (Dv1-3, C-4)',
    );
  });

  it('--allow-shell: the plugin root is written into the script and set by env for what still expands it', async () => {
    const braced = translate('claude', { command: '${CLAUDE_PLUGIN_ROOT}/x.sh || true' }, true);
    expect(braced.argv).toEqual([...rootEnv('claude'), '/bin/sh', '-c', `${plugin}/x.sh || true`]);
    const bare = translate(
      'claude',
      { command: 'printf "%s\\n" $CLAUDE_PLUGIN_ROOT/x | cat' },
      true,
    );
    expect(bare.argv).toEqual([
      '/usr/bin/env',
      `CLAUDE_PLUGIN_ROOT=${plugin}`,
      '/bin/sh',
      '-c',
      'printf "%s\\n" $CLAUDE_PLUGIN_ROOT/x | cat',
    ]);
    expect(bare.warnings[0]).toMatch(
      /^a shell runs this \(--allow-shell\): \/usr\/bin\/env CLAUDE_PLUGIN_ROOT=/,
    );
    // Run exactly as the runtime would spawn it: the shell sees the plugin root.
    const [program, ...rest] = bare.argv as [string, ...string[]];
    expect(execFileSync(program, rest, { encoding: 'utf8', env: {} })).toBe(`${plugin}/x\n`);
  });

  it('--allow-shell keeps an unset $CODEX_PLUGIN_ROOT empty, as Codex runs it, and says so', () => {
    const row = translate('codex', { command: '"${CODEX_PLUGIN_ROOT}/x.sh" || true' }, true);
    expect(row.argv).toEqual([
      ...rootEnv('codex'),
      '/bin/bash',
      '-c',
      '"${CODEX_PLUGIN_ROOT}/x.sh" || true',
    ]);
    expect(row.warnings).toContain(
      'the script expands $CODEX_PLUGIN_ROOT, which Codex does not set: it is empty here too, as under Codex (Codex sets PLUGIN_ROOT and CLAUDE_PLUGIN_ROOT)',
    );
  });

  it('imports into the project file with imported_from naming the plugin file', async () => {
    const project = join(root, 'project');
    await mkdir(project);
    const file = join(plugin, 'hooks', 'hooks.json');
    await writeFile(file, hooksFile('PreToolUse', '${CLAUDE_PLUGIN_ROOT}/guard.sh', 'Bash'));
    const env = {
      HOME: join(root, 'home'),
      LIONAGI_HOME: join(root, 'lh'),
      PATH: process.env.PATH,
    };
    const options = { harness: 'claude' as const, projectDir: project, plugin, tools: TOOLS, env };
    const first = await importHooks(options);
    expect(first.summary).toMatchObject({ imported: 1, rejected: 0 });
    // Upstream edit: the entry is replaced, not duplicated (identity is the plugin file).
    await writeFile(file, hooksFile('PreToolUse', '${CLAUDE_PLUGIN_ROOT}/guard.sh --v2', 'Bash'));
    const second = await importHooks(options);
    expect(second.rows[0]).toMatchObject({
      status: 'updated',
      argv: [...rootEnv('claude'), `${plugin}/guard.sh`, '--v2'],
    });
    expect(second.removedUpstream).toEqual([]);
  });
});
