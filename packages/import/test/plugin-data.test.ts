import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GROUND_TRUTH_DIR } from '@lionagi/vitest-config';
import { describe, expect, it } from 'vitest';
import { claudePluginData, codexPluginData } from '../src/plugin-data.js';
import { type PluginRoot, pluginRoot } from '../src/plugin-root.js';
import { translateEntry } from '../src/translate.js';
import type { ForeignEntry } from '../src/types.js';
import { namesFor } from './tools.js';

/** An installed Claude Code plugin's hook, translated with the plugin root and data directory. */
const PLUGIN = '/home/u/.claude/plugins/cache/market/fmt/1.0.0';
const DATA = claudePluginData('fmt@market', '/home/u/.claude', {});

function translate(
  handler: Record<string, unknown>,
  allowShell = false,
  harness: 'claude' | 'codex' = 'claude',
  plugin: PluginRoot = { ...pluginRoot('claude', PLUGIN), data: DATA },
) {
  const entry: ForeignEntry = {
    harness,
    event: 'PostToolUse',
    matcher: 'Write',
    handler: { type: 'command', ...handler },
    origin: {
      file: join(PLUGIN, 'hooks', 'hooks.json'),
      event: 'PostToolUse',
      groupIndex: 0,
      hookIndex: 0,
    },
    fileNotes: [],
  };
  return translateEntry(entry, { tools: namesFor(harness), plugin, allowShell });
}

describe('CLAUDE_PLUGIN_DATA of an installed plugin', () => {
  it("is Claude Code's layout: <plugins dir>/data/<id with every other character made ->", () => {
    expect(DATA).toEqual({
      dir: '/home/u/.claude/plugins/data/fmt-market',
      vars: ['CLAUDE_PLUGIN_DATA'],
      created: true,
    });
    const cache = claudePluginData('a.b@m', '/x', { CLAUDE_CODE_PLUGIN_CACHE_DIR: '/cache' });
    expect(cache.dir).toBe('/cache/data/a-b-m');
  });

  it("is in every hook's environment, and a command naming it gets the directory", () => {
    const env = ['/usr/bin/env', `CLAUDE_PLUGIN_ROOT=${PLUGIN}`, `CLAUDE_PLUGIN_DATA=${DATA.dir}`];
    const plain = translate({ command: '${CLAUDE_PLUGIN_ROOT}/bin/fmt' }).row;
    expect(plain).toMatchObject({ status: 'imported', argv: [...env, `${PLUGIN}/bin/fmt`] });
    expect(plain.warnings.join('\n')).toContain(`CLAUDE_PLUGIN_DATA to ${DATA.dir}`);
    const named = translate({
      command: 'node "${CLAUDE_PLUGIN_ROOT}/fmt.js" --state "${CLAUDE_PLUGIN_DATA}/state.json"',
    }).row;
    expect(named).toMatchObject({
      status: 'imported',
      argv: [...env, 'node', `${PLUGIN}/fmt.js`, '--state', `${DATA.dir}/state.json`],
    });
  });
});

/** What real Codex gave each installed plugin's hooks (ground truth, codex/plugins/). */
const observed = JSON.parse(
  readFileSync(join(GROUND_TRUTH_DIR, 'codex', 'plugins', 'plugin-hooks.0.171.0.json'), 'utf8'),
) as { hooks_fired: Record<string, { key: string; env: Record<string, string> }> };
const CODEX_HOME = '/home/u/.codex';
const fromCapture = (value: string) => value.split('@@CODEX_HOME@@').join(CODEX_HOME);

describe('PLUGIN_DATA and CLAUDE_PLUGIN_DATA of a plugin installed in Codex', () => {
  it('is the directory real Codex gave each observed plugin, named by both variables it set', () => {
    const hooks = Object.values(observed.hooks_fired);
    expect(hooks.length).toBeGreaterThanOrEqual(8);
    for (const { key, env } of hooks) {
      const id = key.slice(0, key.indexOf(':'));
      const data = codexPluginData(id, CODEX_HOME);
      const named = Object.keys(env).filter((k) => k.endsWith('_DATA'));
      expect({ id, dir: data.dir, vars: [...data.vars].sort() }).toEqual({
        id,
        dir: fromCapture(env.PLUGIN_DATA as string),
        vars: named.sort(),
      });
      expect(env.CLAUDE_PLUGIN_DATA).toBe(env.PLUGIN_DATA);
      // Codex never created the directory; the import does not either.
      expect(data.created).toBe(false);
    }
  });

  const root = `${CODEX_HOME}/plugins/cache/Mk_2/p_q.r/2.0.0+b1`;
  const data = codexPluginData('p_q.r@Mk_2', CODEX_HOME);
  const codex = (command: string, plugin: PluginRoot = { ...pluginRoot('codex', root), data }) =>
    translate({ command }, false, 'codex', plugin);

  it("is in every hook's environment; a command naming ${PLUGIN_DATA} imports with the directory", () => {
    const env = [
      '/usr/bin/env',
      `PLUGIN_ROOT=${root}`,
      `CLAUDE_PLUGIN_ROOT=${root}`,
      `PLUGIN_DATA=${data.dir}`,
      `CLAUDE_PLUGIN_DATA=${data.dir}`,
    ];
    expect(data.dir).toBe(`${CODEX_HOME}/plugins/data/p_q.r-Mk_2`);
    const named = codex('sh "${PLUGIN_ROOT}/hooks/mark.sh" "${PLUGIN_DATA}" $CLAUDE_PLUGIN_DATA');
    expect(named.row).toMatchObject({
      status: 'imported',
      argv: [...env, 'sh', `${root}/hooks/mark.sh`, data.dir, data.dir],
    });
    expect(named.row.warnings.join('\n')).toContain(
      `PLUGIN_DATA and CLAUDE_PLUGIN_DATA to ${data.dir} (its data directory, which the harness does not create, nor does the import)`,
    );
    // Nothing for the import to create: Codex does not make the directory.
    expect(named.pluginData).toBeUndefined();
  });

  it('with --allow-shell, a script naming it runs with both variables set and ${PLUGIN_DATA} written in', () => {
    const shell = translate(
      { command: 'mkdir -p "$PLUGIN_DATA" && date > "${PLUGIN_DATA}/last"' },
      true,
      'codex',
      { ...pluginRoot('codex', root), data },
    ).row;
    expect(shell).toMatchObject({ status: 'imported' });
    expect(shell.argv?.slice(3)).toEqual([
      `PLUGIN_DATA=${data.dir}`,
      `CLAUDE_PLUGIN_DATA=${data.dir}`,
      '/bin/bash',
      '-c',
      `mkdir -p "$PLUGIN_DATA" && date > "${data.dir}/last"`,
    ]);
    expect(shell.warnings.join('\n')).toContain(
      `, with its data directory ${data.dir} written in;`,
    );
  });

  it('$CODEX_PLUGIN_DATA, which Codex does not set, is rejected saying so', () => {
    const rejected = codex('node "${PLUGIN_ROOT}/x.js" "$CODEX_PLUGIN_DATA"').row;
    expect(rejected.status).toBe('rejected');
    expect(rejected.reason).toContain(
      '`$CODEX_PLUGIN_DATA`, which Codex does not set (it sets PLUGIN_DATA and CLAUDE_PLUGIN_DATA): the harness runs it as an empty string',
    );
  });

  it('is unknown for a plugin read with --plugin DIR: a command naming it is rejected, saying so', () => {
    const rejected = codex('sh "${PLUGIN_ROOT}/x.sh" "${PLUGIN_DATA}"', pluginRoot('codex', root));
    expect(rejected.row.status).toBe('rejected');
    expect(rejected.row.reason).toContain(
      'the plugin data directory `$PLUGIN_DATA` (known only for a plugin the harness has installed: li hooks import codex, without --plugin)',
    );
  });
});
