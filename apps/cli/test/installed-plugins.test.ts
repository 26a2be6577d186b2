import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { installFixturePlugins } from './helpers/plugin-cache.js';
import { runLi } from './helpers/run-li.js';

/**
 * Installed plugins come with the user's import. The scratch home is laid out exactly as Claude
 * Code 2.1.332 installs a plugin from a local marketplace (fixtures/installed-plugin/recorded, read
 * from the real CLI): the plugin copied to `plugins/cache/<marketplace>/<plugin>/<version>`, the
 * installed-plugins record, and `enabledPlugins` in the user's settings.
 */
const FIXTURE = join(import.meta.dirname, 'fixtures', 'installed-plugin');
const MARKET = join(FIXTURE, 'marketplace');

const roots: string[] = [];
afterEach(async () => {
  for (const root of roots.splice(0)) await rm(root, { recursive: true, force: true });
});

async function recorded(name: string, fill: Record<string, string>): Promise<string> {
  let text = await readFile(join(FIXTURE, 'recorded', name), 'utf8');
  for (const [mark, value] of Object.entries(fill)) text = text.split(mark).join(value);
  return text;
}

/** A scratch home with guard (enabled) and other (disabled) installed as Claude Code installs them. */
async function installed() {
  const root = await realpath(await mkdtemp(join(tmpdir(), 'lionagi-plugins-')));
  roots.push(root);
  const home = join(root, 'home');
  const config = join(home, '.claude');
  const project = join(root, 'proj');
  const marks = join(root, 'marks');
  await installFixturePlugins(MARKET, config);
  // The recorded project-scope install is for another project: only the user install applies here.
  const fill = {
    '@@CLAUDE_CONFIG_DIR@@': config,
    '@@MARKETPLACE@@': MARKET,
    '@@PROJECT@@': join(root, 'elsewhere'),
  };
  await writeFile(join(config, 'settings.json'), await recorded('settings.json', fill));
  for (const file of ['installed_plugins.json', 'known_marketplaces.json']) {
    await writeFile(join(config, 'plugins', file), await recorded(file, fill));
  }
  await mkdir(join(project, '.git'), { recursive: true });
  await mkdir(marks);
  const lionagiHome = join(root, 'lionagi-home');
  const env = { HOME: home, LIONAGI_HOME: lionagiHome, HOOK_MARKS: marks };
  const li = (args: string[], input?: string) => runLi(args, { cwd: project, env, input });
  return { root, config, project, marks, li, fill, lionagiHome };
}

const bash = { tool_name: 'Bash', tool_input: { command: 'ls' } };
const write = { tool_name: 'Write', tool_input: { file_path: 'a.txt', content: 'x' } };
const FIRINGS: [string, Record<string, unknown>][] = [
  ['PreToolUse', bash],
  ['PostToolUse', { ...write, tool_response: { ok: true } }],
  ['SessionStart', { source: 'startup' }],
  ['UserPromptSubmit', { prompt: 'hello' }],
];

describe('plugins installed in Claude Code', { timeout: 120_000 }, () => {
  it('the default import brings every enabled plugin hook, trusted each fires with CLAUDE_PLUGIN_ROOT set', async () => {
    const s = await installed();
    const guard = join(s.config, 'plugins', 'cache', 'local-market', 'guard', '1.2.0');
    const imported = await s.li(['hooks', 'import', 'claude', '--json']);
    expect(imported.code, imported.stderr).toBe(0);
    const report = JSON.parse(imported.stdout);
    expect(report.plugins).toEqual([
      {
        id: 'guard@local-market',
        status: 'imported',
        dir: guard,
        enabled_in: join(s.config, 'settings.json'),
      },
      {
        id: 'other@local-market',
        status: 'disabled',
        dir: join(s.config, 'plugins', 'cache', 'local-market', 'other', '0.1.0'),
        enabled_in: join(s.config, 'settings.json'),
        reason: `disabled in ${join(s.config, 'settings.json')} (enabledPlugins): Claude Code does not run its hooks`,
      },
    ]);
    const rows = report.rows as { status: string; argv: string[]; origin: { file: string } }[];
    expect(rows.map((r) => r.status)).toEqual(['imported', 'imported', 'imported', 'imported']);
    expect(rows.every((r) => r.origin.file === join(guard, 'hooks', 'hooks.json'))).toBe(true);
    // Claude Code's data directory of the plugin: <config>/plugins/data/<id, sanitized>.
    const data = join(s.config, 'plugins', 'data', 'guard-local-market');
    expect(rows.map((r) => r.argv.slice(0, 3))).toEqual(
      rows.map(() => ['/usr/bin/env', `CLAUDE_PLUGIN_ROOT=${guard}`, `CLAUDE_PLUGIN_DATA=${data}`]),
    );

    const text = await s.li(['hooks', 'import', 'claude', '--dry-run']);
    expect(text.stdout).toContain(`plugin imported: guard@local-market (${guard})`);
    expect(text.stdout).toContain('plugin disabled: other@local-market');

    const trusted = await s.li(['hooks', 'trust', '--yes']);
    expect(trusted.code, trusted.stderr).toBe(0);
    for (const [event, fields] of FIRINGS) {
      const r = await s.li(['hooks', 'run', event, '--json'], JSON.stringify(fields));
      expect({ event, code: r.code }).toEqual({ event, code: 0 });
    }
    const names = (await readdir(s.marks)).sort();
    expect(names).toEqual(['post-write', 'pre-bash', 'prompt', 'session-start']);
    for (const name of names) {
      expect(await readFile(join(s.marks, name), 'utf8')).toBe(`${guard}\n`);
    }
    // The import created the data directory, as Claude Code does: the hooks' state persists there.
    expect((await readFile(join(data, 'runs.log'), 'utf8')).split('\n').filter(Boolean)).toEqual(
      FIRINGS.map(
        ([event]) =>
          ({
            PreToolUse: 'pre-bash',
            PostToolUse: 'post-write',
            SessionStart: 'session-start',
            UserPromptSubmit: 'prompt',
          })[event],
      ),
    );
  });

  it('a plugin the settings enable but no install covers is named, not imported', async () => {
    const s = await installed();
    const settings = join(s.config, 'settings.json');
    await writeFile(
      settings,
      JSON.stringify({
        enabledPlugins: { 'guard@local-market': false, 'gone@local-market': true },
      }),
    );
    const r = await s.li(['hooks', 'import', 'claude', '--json']);
    const report = JSON.parse(r.stdout);
    expect(report.rows).toEqual([]);
    expect(report.plugins.map((p: { id: string; status: string }) => [p.id, p.status])).toEqual([
      ['guard@local-market', 'disabled'],
      ['gone@local-market', 'not-installed'],
    ]);
    expect(report.plugins[1].reason).toBe(
      `enabled in ${settings} but ${join(s.config, 'plugins', 'installed_plugins.json')} has no install of it for this project`,
    );
  });

  it('with --user, a plugin the user settings enable goes to the user settings file, one the project enables to the project file', async () => {
    const s = await installed();
    const userFile = join(s.lionagiHome, 'settings.yaml');
    const projectFile = join(s.project, '.lionagi', 'settings.yaml');
    const guard = join(s.config, 'plugins', 'cache', 'local-market', 'guard', '1.2.0');
    const r = await s.li(['hooks', 'import', 'claude', '--user']);
    expect(r.code, r.stderr).toBe(0);
    const user = await readFile(userFile, 'utf8');
    expect(user.match(/source: imported:claude/g)).toHaveLength(4);
    expect(user).toContain(`CLAUDE_PLUGIN_ROOT=${guard}`);
    expect(existsSync(projectFile) ? await readFile(projectFile, 'utf8') : '').not.toContain(
      'imported:claude',
    );
    // Trusted once, the user-level plugin hook fires in the project.
    expect((await s.li(['hooks', 'trust', '--yes'])).code).toBe(0);
    const run = await s.li(['hooks', 'run', 'PreToolUse', '--json'], JSON.stringify(bash));
    expect(run.code, run.stdout).toBe(0);
    expect(await readFile(join(s.marks, 'pre-bash'), 'utf8')).toBe(`${guard}\n`);

    // The same plugin enabled by the project's settings instead: its hooks are the project's.
    const t = await installed();
    await writeFile(
      join(t.config, 'settings.json'),
      JSON.stringify({ enabledPlugins: { 'other@local-market': false } }),
    );
    await mkdir(join(t.project, '.claude'));
    await writeFile(
      join(t.project, '.claude', 'settings.json'),
      await recorded('project-settings.json', t.fill),
    );
    const p = await t.li(['hooks', 'import', 'claude', '--user']);
    expect(p.code, p.stderr).toBe(0);
    const project = await readFile(join(t.project, '.lionagi', 'settings.yaml'), 'utf8');
    expect(project.match(/source: imported:claude/g)).toHaveLength(4);
    const tUser = join(t.lionagiHome, 'settings.yaml');
    expect(existsSync(tUser) ? await readFile(tUser, 'utf8') : '').not.toContain('imported:claude');
  });
});
