import { mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { installFixturePlugins } from './helpers/plugin-cache.js';
import { runLi } from './helpers/run-li.js';

/**
 * Installed Codex plugins come with the import. The scratch CODEX_HOME is laid out exactly as Codex
 * 0.169.0 installs plugins from a local marketplace (fixtures/installed-codex-plugin/recorded, read
 * from the real CLI): each plugin copied to `plugins/cache/<marketplace>/<plugin>/<version>` and a
 * `[plugins."<id>"]` table in `config.toml`.
 */
const FIXTURE = join(import.meta.dirname, 'fixtures', 'installed-codex-plugin');
const MARKET = join(FIXTURE, 'marketplace');

const roots: string[] = [];
afterEach(async () => {
  for (const root of roots.splice(0)) await rm(root, { recursive: true, force: true });
});

/** `[projects."<dir>"] trust_level = "trusted"` appended to the user's config.toml, as Codex's trust prompt writes it. */
async function trustInCodex(codexHome: string, dir: string): Promise<void> {
  const config = join(codexHome, 'config.toml');
  const text = await readFile(config, 'utf8');
  await writeFile(config, `${text}\n[projects.${JSON.stringify(dir)}]\ntrust_level = "trusted"\n`);
}

/** Each plugin of an import report as [id, status, the file that decided]. */
const pluginStates = (report: { plugins: { id: string; status: string; enabled_in: string }[] }) =>
  report.plugins.map((p) => [p.id, p.status, p.enabled_in]);

async function installed() {
  const root = await realpath(await mkdtemp(join(tmpdir(), 'lionagi-codex-plugins-')));
  roots.push(root);
  const codexHome = join(root, 'home', '.codex');
  const project = join(root, 'proj');
  const marks = join(root, 'marks');
  await installFixturePlugins(MARKET, codexHome);
  const recorded = await readFile(join(FIXTURE, 'recorded', 'config.toml'), 'utf8');
  await writeFile(join(codexHome, 'config.toml'), recorded.split('@@MARKETPLACE@@').join(MARKET));
  await mkdir(project);
  await mkdir(marks);
  const env = {
    HOME: join(root, 'home'),
    LIONAGI_HOME: join(root, 'lionagi-home'),
    HOOK_MARKS: marks,
  };
  const li = (args: string[], input?: string) => runLi(args, { cwd: project, env, input });
  return { codexHome, project, marks, li };
}

describe('plugins installed in Codex', { timeout: 120_000 }, () => {
  it('the default import brings every enabled plugin hook; trusted, each fires with PLUGIN_ROOT and CLAUDE_PLUGIN_ROOT set', async () => {
    const s = await installed();
    const config = join(s.codexHome, 'config.toml');
    const guard = join(s.codexHome, 'plugins', 'cache', 'local-market', 'guard', '1.2.0');
    const imported = await s.li(['hooks', 'import', 'codex', '--json']);
    expect(imported.code, imported.stderr).toBe(0);
    const report = JSON.parse(imported.stdout);
    expect(report.plugins).toEqual([
      { id: 'guard@local-market', status: 'imported', dir: guard, enabled_in: config },
      {
        id: 'other@local-market',
        status: 'disabled',
        dir: join(s.codexHome, 'plugins', 'cache', 'local-market', 'other', '0.1.0'),
        enabled_in: config,
        reason: `disabled in ${config} ([plugins."other@local-market"] enabled = false): Codex does not run its hooks`,
      },
    ]);
    const rows = report.rows as { status: string; argv: string[]; origin: { file: string } }[];
    expect(rows.map((r) => r.status)).toEqual(['imported', 'imported']);
    expect(rows.every((r) => r.origin.file === join(guard, 'hooks', 'hooks.json'))).toBe(true);
    // Both names Codex sets, through env (in the order the command names them).
    expect(rows.map((r) => [r.argv[0], ...r.argv.slice(1, 3).sort()])).toEqual(
      rows.map(() => ['/usr/bin/env', `CLAUDE_PLUGIN_ROOT=${guard}`, `PLUGIN_ROOT=${guard}`]),
    );

    expect((await s.li(['hooks', 'trust', '--yes'])).code).toBe(0);
    const bash = { tool_name: 'Bash', tool_input: { command: 'ls' } };
    for (const [event, fields] of [
      ['PreToolUse', bash],
      ['UserPromptSubmit', { prompt: 'hello' }],
    ] as const) {
      const r = await s.li(['hooks', 'run', event, '--json'], JSON.stringify(fields));
      expect({ event, code: r.code }).toEqual({ event, code: 0 });
    }
    const names = (await readdir(s.marks)).sort();
    expect(names).toEqual(['pre-bash', 'prompt']);
    for (const name of names) {
      expect(await readFile(join(s.marks, name), 'utf8')).toBe(`${guard} ${guard}\n`);
    }
  });

  it("in a project Codex trusts, the project's config.toml decides over the user's; a plugin with no installed copy is named", async () => {
    const s = await installed();
    await trustInCodex(s.codexHome, s.project);
    await mkdir(join(s.project, '.codex'));
    const projectConfig = join(s.project, '.codex', 'config.toml');
    await writeFile(
      projectConfig,
      '[plugins."guard@local-market"]\nenabled = false\n\n[plugins."gone@local-market"]\nenabled = true\n',
    );
    const r = await s.li(['hooks', 'import', 'codex', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.rows).toEqual([]);
    expect(pluginStates(report)).toEqual([
      ['guard@local-market', 'disabled', projectConfig],
      ['other@local-market', 'disabled', join(s.codexHome, 'config.toml')],
      ['gone@local-market', 'not-installed', projectConfig],
    ]);
    expect(report.plugins[2].reason).toBe(
      `enabled in ${projectConfig} but ${join(s.codexHome, 'plugins', 'cache')} holds no installed copy of it`,
    );
  });
  it('in a project Codex does not trust, its config.toml enables and disables nothing: the plugins it names are skipped and named', async () => {
    const s = await installed();
    await mkdir(join(s.project, '.codex'));
    const projectConfig = join(s.project, '.codex', 'config.toml');
    await writeFile(
      projectConfig,
      '[plugins."guard@local-market"]\nenabled = false\n\n[plugins."other@local-market"]\nenabled = true\n\n[plugins."team@local-market"]\nenabled = true\n',
    );
    const userConfig = join(s.codexHome, 'config.toml');
    const untrusted = await s.li(['hooks', 'import', 'codex', '--json']);
    expect(untrusted.code, untrusted.stderr).toBe(0);
    const report = JSON.parse(untrusted.stdout);
    // The user's config decides, as in Codex: guard's hooks come in, other stays disabled.
    expect(report.rows.map((r: { status: string }) => r.status)).toEqual(['imported', 'imported']);
    expect(pluginStates(report)).toEqual([
      ['team@local-market', 'skipped', projectConfig],
      ['guard@local-market', 'imported', userConfig],
      ['other@local-market', 'disabled', userConfig],
    ]);
    expect(report.plugins[0].reason).toBe(
      `named in ${projectConfig}, which Codex does not load: the project is not trusted in Codex (no [projects."<project>"] trust_level = "trusted" in $CODEX_HOME/config.toml)`,
    );
    const text = await s.li(['hooks', 'import', 'codex', '--dry-run']);
    expect(text.stdout).toContain('team@local-market');

    // Trusted in Codex (here through a parent directory), the project's layer decides.
    await trustInCodex(s.codexHome, join(s.project, '..'));
    const trusted = JSON.parse((await s.li(['hooks', 'import', 'codex', '--json'])).stdout);
    expect(trusted.plugins.map((p: { id: string; status: string }) => [p.id, p.status])).toEqual([
      ['guard@local-market', 'disabled'],
      ['other@local-market', 'imported'],
      ['team@local-market', 'not-installed'],
    ]);
  });
});
