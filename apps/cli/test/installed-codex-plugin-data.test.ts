import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GROUND_TRUTH_DIR } from '@lionagi/vitest-config';
import { afterEach, expect, it } from 'vitest';
import { runLi } from './helpers/run-li.js';

/**
 * What real Codex 0.171.0 did with four installed plugins (ground truth codex/plugins/): their
 * `config.toml` after `codex plugin add`, and each hook's environment (`@@CODEX_HOME@@` for the
 * scratch CODEX_HOME).
 */
const observed = JSON.parse(
  readFileSync(join(GROUND_TRUTH_DIR, 'codex', 'plugins', 'plugin-hooks.0.171.0.json'), 'utf8'),
) as {
  config_toml_after_add: string;
  hooks_fired: Record<string, { key: string; env: Record<string, string> }>;
};

/**
 * Each observed plugin once, in the order config.toml names them: its id, installed copy and data
 * directory, under `codexHome`.
 */
function observedPlugins(codexHome: string) {
  const at = (v: string | undefined) => (v ?? '').split('@@CODEX_HOME@@').join(codexHome);
  const byId = new Map<string, { root: string; data: string }>();
  for (const { key, env } of Object.values(observed.hooks_fired)) {
    byId.set(key.slice(0, key.indexOf(':')), {
      root: at(env.PLUGIN_ROOT),
      data: at(env.PLUGIN_DATA),
    });
  }
  const order = (id: string) => observed.config_toml_after_add.indexOf(`[plugins."${id}"]`);
  return [...byId].sort(([a], [b]) => order(a) - order(b)).map(([id, where]) => ({ id, ...where }));
}

/** The hook records both data variables, as it received them and from its environment. */
const MARK = `#!/bin/sh
if [ -d "$PLUGIN_DATA" ]; then made=made; else made=absent; fi
echo "$1 $2 $PLUGIN_DATA $CLAUDE_PLUGIN_DATA $made" > "$HOOK_MARKS/\${PLUGIN_DATA##*/}"
`;
const HOOKS = {
  hooks: {
    PreToolUse: [
      {
        matcher: 'Bash',
        hooks: [
          {
            type: 'command',
            command: 'sh "${PLUGIN_ROOT}/hooks/mark.sh" "${PLUGIN_DATA}" "${CLAUDE_PLUGIN_DATA}"',
          },
        ],
      },
    ],
  },
};

const roots: string[] = [];
afterEach(async () => {
  for (const root of roots.splice(0)) await rm(root, { recursive: true, force: true });
});

it('a plugin installed in Codex: its hooks import and fire with PLUGIN_DATA and CLAUDE_PLUGIN_DATA set to the directory Codex gives it, which neither creates', {
  timeout: 120_000,
}, async () => {
  const root = await realpath(await mkdtemp(join(tmpdir(), 'lionagi-codex-data-')));
  roots.push(root);
  const codexHome = join(root, 'home', '.codex');
  const project = join(root, 'proj');
  const marks = join(root, 'marks');
  const plugins = observedPlugins(codexHome);
  expect(plugins.map((p) => p.id).sort()).toEqual([
    'Up-Per@obs-market',
    'dot.name_x@obs-market',
    'envdump@obs-market',
    'p_q.r@Mk_2',
  ]);
  // The layout Codex wrote: each copy under plugins/cache, config.toml as `codex plugin add` left it.
  for (const p of plugins) {
    await mkdir(join(p.root, '.codex-plugin'), { recursive: true });
    await mkdir(join(p.root, 'hooks'));
    const name = p.id.slice(0, p.id.lastIndexOf('@'));
    await writeFile(join(p.root, '.codex-plugin', 'plugin.json'), JSON.stringify({ name }));
    await writeFile(join(p.root, 'hooks', 'hooks.json'), JSON.stringify(HOOKS));
    await writeFile(join(p.root, 'hooks', 'mark.sh'), MARK);
  }
  const config = observed.config_toml_after_add.split('@@ROOT@@').join(root);
  await writeFile(join(codexHome, 'config.toml'), config);
  await mkdir(project);
  await mkdir(marks);
  const env = { HOME: join(root, 'home'), LIONAGI_HOME: join(root, 'li'), HOOK_MARKS: marks };
  const li = (args: string[], input?: string) => runLi(args, { cwd: project, env, input });

  const imported = await li(['hooks', 'import', 'codex', '--json']);
  expect(imported.code, imported.stderr).toBe(0);
  const report = JSON.parse(imported.stdout) as {
    plugins: { id: string; status: string }[];
    rows: { status: string; argv: string[]; warnings: string[] }[];
  };
  expect(report.plugins.map((p) => p.status)).toEqual(plugins.map(() => 'imported'));
  expect(report.rows.map((r) => r.argv.slice(0, 5))).toEqual(
    plugins.map((p) => [
      '/usr/bin/env',
      `PLUGIN_ROOT=${p.root}`,
      `CLAUDE_PLUGIN_ROOT=${p.root}`,
      `PLUGIN_DATA=${p.data}`,
      `CLAUDE_PLUGIN_DATA=${p.data}`,
    ]),
  );
  expect(report.rows[0]?.warnings.join('\n')).toContain(
    'which the harness does not create, nor does the import',
  );

  expect((await li(['hooks', 'trust', '--yes'])).code).toBe(0);
  const bash = { tool_name: 'Bash', tool_input: { command: 'ls' } };
  const ran = await li(['hooks', 'run', 'PreToolUse', '--json'], JSON.stringify(bash));
  expect(ran.code, ran.stderr).toBe(0);
  expect((await readdir(marks)).sort()).toEqual(
    plugins.map((p) => p.data.slice(p.data.lastIndexOf('/') + 1)).sort(),
  );
  for (const p of plugins) {
    const mark = await readFile(join(marks, p.data.slice(p.data.lastIndexOf('/') + 1)), 'utf8');
    expect(mark).toBe(`${p.data} ${p.data} ${p.data} ${p.data} absent\n`);
  }
  // As under Codex, nothing made the data directories.
  expect(existsSync(join(codexHome, 'plugins', 'data'))).toBe(false);
});
