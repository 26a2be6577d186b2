#!/usr/bin/env node
// Observes where real Codex puts an installed plugin's root and data directory for its hooks
// (ground truth: ground-truth/codex/plugins/installed-plugins.md). In a scratch HOME/CODEX_HOME: a local
// marketplace, `codex plugin marketplace add`, `codex plugin add`, the plugin hooks trusted as
// Codex records them (hooks/list hash), then one `codex exec` against the fake Responses API; each
// hook writes its cwd and environment. Offline: run inside `unshare -n` with loopback up:
//   unshare -n sh -c 'ip link set lo up && node observe-codex-plugins.mjs CODEX_JS OUT.json'
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeResponses } from '../test/support/fake-responses.mjs';

const [codexJs, outFile] = process.argv.slice(2);
if (!codexJs || !outFile) throw new Error('usage: observe-codex-plugins.mjs CODEX_JS OUT.json');
const root = mkdtempSync(join(tmpdir(), 'codex-plugins-'));
const home = join(root, 'home');
const codexHome = join(home, 'codex');
const project = join(root, 'project');
const hookOut = join(root, 'hook-out');
for (const d of [codexHome, project, hookOut]) mkdirSync(d, { recursive: true });
const env = { PATH: '/usr/bin:/bin', HOME: home, CODEX_HOME: codexHome, LANG: 'C.UTF-8' };

// Each hook: its label, its cwd, whether PLUGIN_DATA existed, then its environment (env -0).
const DUMP = `#!/bin/sh
f="${hookOut}/$1"
{ echo "cwd=$(pwd)"; if [ -d "$PLUGIN_DATA" ]; then echo data_existed=yes; else echo data_existed=no; fi; env; } > "$f"
cat > /dev/null
`;
/** The hooks: `${PLUGIN_ROOT}` / `${CLAUDE_PLUGIN_ROOT}` in the path, `${…_DATA}` as arguments. */
const hooks = (label) => ({
  hooks: {
    SessionStart: [
      {
        hooks: [
          {
            type: 'command',
            command: `sh "\${PLUGIN_ROOT}/hooks/dump.sh" ${label}.session-start "\${PLUGIN_DATA}" "\${CLAUDE_PLUGIN_DATA}"`,
          },
        ],
      },
    ],
    PreToolUse: [
      {
        matcher: '*',
        hooks: [
          {
            type: 'command',
            command: `\${CLAUDE_PLUGIN_ROOT}/hooks/dump.sh ${label}.pre-tool-use`,
          },
        ],
      },
    ],
  },
});
// Marketplace names: letters, digits, `_`, `-` only (Codex refuses `Mk.t_2`); plugin names may hold `.`.
const MARKETS = {
  'obs-market': [
    ['envdump', '0.3.1'],
    ['dot.name_x', undefined],
    ['Up-Per', undefined],
  ],
  Mk_2: [['p_q.r', '2.0.0+b1']],
};
const write = (path, text) => {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text, { mode: 0o755 });
};
const codex = (args) => {
  const r = spawnSync(process.execPath, [codexJs, ...args], { cwd: root, env, encoding: 'utf8' });
  const said = `${r.stdout}${r.stderr}`.replace(/^WARNING: proceeding.*\n/gm, '');
  if (r.status !== 0) throw new Error(`codex ${args.join(' ')}: exit ${r.status}\n${said}`);
  return said.trim();
};
const said = [];
for (const [market, plugins] of Object.entries(MARKETS)) {
  const dir = join(root, market);
  const entries = plugins.map(([name], i) => ({
    name,
    source: { source: 'local', path: `./plugins/p${i}` },
  }));
  write(
    join(dir, '.agents/plugins/marketplace.json'),
    JSON.stringify({ name: market, plugins: entries }),
  );
  plugins.forEach(([name, version], i) => {
    const p = join(dir, 'plugins', `p${i}`);
    write(
      join(p, '.codex-plugin/plugin.json'),
      JSON.stringify({ name, version, description: 'x' }),
    );
    write(join(p, 'hooks/hooks.json'), JSON.stringify(hooks(`${name}@${market}`), null, 2));
    write(join(p, 'hooks/dump.sh'), DUMP);
  });
  said.push(codex(['plugin', 'marketplace', 'add', dir]));
  for (const [name] of plugins) said.push(codex(['plugin', 'add', `${name}@${market}`]));
}
const installedConfig = readFileSync(join(codexHome, 'config.toml'), 'utf8');
const tree = spawnSync('find', ['plugins', '-not', '-path', '*/.tmp*'], { cwd: codexHome });

/** `codex app-server`: initialize, then hooks/list for the project. */
function hooksList() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [codexJs, 'app-server'], { env, stdio: 'pipe' });
    const send = (m) => child.stdin.write(`${JSON.stringify(m)}\n`);
    let buf = '';
    child.stdout.setEncoding('utf8').on('data', (d) => {
      buf += d;
      for (let i = buf.indexOf('\n'); i >= 0; i = buf.indexOf('\n')) {
        const msg = JSON.parse(buf.slice(0, i));
        buf = buf.slice(i + 1);
        if (msg.id === 1) {
          send({ method: 'initialized' });
          send({ id: 2, method: 'hooks/list', params: { cwds: [project] } });
        } else if (msg.id === 2) {
          child.kill();
          resolve(msg.result);
        }
      }
    });
    child.on('error', reject);
    send({
      id: 1,
      method: 'initialize',
      params: { clientInfo: { name: 'observe', version: '0' } },
    });
  });
}
const listed = (await hooksList()).data.flatMap((d) => d.hooks);
// The trust Codex records is the first hash of `currentHash` (`<hooks>/<plugin files>`): with the
// whole string the hook is `modified`, with the first part `trusted`.
const trust = listed.flatMap((h) => [
  `[hooks.state.${JSON.stringify(h.key)}]`,
  `trusted_hash = ${JSON.stringify(h.currentHash.split('/')[0])}`,
]);
const server = await startFakeResponses({ log: join(root, 'requests.jsonl') });
const top = ['model = "fake-model"', 'model_provider = "fake"', 'approval_policy = "never"'];
const tables = [
  '[model_providers.fake]',
  'name = "fake"',
  `base_url = "${server.url}"`,
  'wire_api = "responses"',
  'env_key = "FAKE_API_KEY"',
  'request_max_retries = 0',
  'stream_max_retries = 0',
  '[analytics]',
  'enabled = false',
  `[projects.${JSON.stringify(project)}]`,
  'trust_level = "trusted"',
];
writeFileSync(
  join(codexHome, 'config.toml'),
  [...top, 'sandbox_mode = "danger-full-access"', installedConfig, ...tables, ...trust, ''].join(
    '\n',
  ),
);
const prompt = `@tool exec_command ${JSON.stringify({ cmd: 'echo hello' })}\n@final done`;
const exec = spawn(process.execPath, [codexJs, 'exec', '--json', '--skip-git-repo-check', prompt], {
  cwd: project,
  env: { ...env, FAKE_API_KEY: 'observe' },
  stdio: 'ignore',
});
const code = await new Promise((r) => exec.on('close', r));
await server.close();

const VAR = /^(PLUGIN_|CLAUDE_|CODEX_)/;
const norm = (text) =>
  text
    .replaceAll(codexHome, '@@CODEX_HOME@@')
    .replaceAll(project, '@@PROJECT@@')
    .replaceAll(root, '@@ROOT@@')
    .replace(/\/[^\s=]*\/node_modules\/@openai\/codex/g, '@@CODEX_PACKAGE@@');
const fired = {};
for (const h of listed) {
  const label = /dump\.sh"? (\S+)/.exec(h.command)?.[1];
  const file = join(hookOut, label ?? '');
  if (!label || !existsSync(file)) continue;
  const lines = readFileSync(file, 'utf8').split('\n');
  const vars = lines.filter((l) => VAR.test(l)).sort();
  fired[label] = {
    key: h.key,
    command: norm(h.command),
    cwd: norm(lines[0].slice(4)),
    data_existed: lines[1] === 'data_existed=yes',
    env: Object.fromEntries(vars.map((l) => [l.split('=')[0], norm(l.slice(l.indexOf('=') + 1))])),
  };
}
const result = {
  codex: codex(['--version']),
  exec_exit: code,
  cli_said: said.map(norm),
  config_toml_after_add: norm(installedConfig),
  plugins_tree_after_add: norm(tree.stdout.toString()).trim().split('\n').sort(),
  hooks_fired: fired,
  data_dir_exists_after_exec: existsSync(join(codexHome, 'plugins', 'data')),
};
writeFileSync(outFile, `${JSON.stringify(result, null, 2)}\n`);
rmSync(root, { recursive: true, force: true });
process.stdout.write(`${outFile}: ${Object.keys(fired).length} of ${listed.length} hooks fired\n`);
