import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claudePluginData, pluginRoot } from '../src/plugin-root.js';
import { translateEntry } from '../src/translate.js';
import type { ForeignEntry } from '../src/types.js';
import { namesFor } from './tools.js';

/** An installed Claude Code plugin's hook, translated with the plugin root and data directory. */
const PLUGIN = '/home/u/.claude/plugins/cache/market/fmt/1.0.0';
const DATA = claudePluginData('fmt@market', '/home/u/.claude', {});

function translate(handler: Record<string, unknown>, allowShell = false) {
  const entry: ForeignEntry = {
    harness: 'claude',
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
  const plugin = { ...pluginRoot('claude', PLUGIN), data: DATA };
  return translateEntry(entry, { tools: namesFor('claude'), plugin, allowShell }).row;
}

describe('CLAUDE_PLUGIN_DATA of an installed plugin', () => {
  it("is Claude Code's layout: <plugins dir>/data/<id with every other character made ->", () => {
    expect(DATA).toEqual({
      dir: '/home/u/.claude/plugins/data/fmt-market',
      vars: ['CLAUDE_PLUGIN_DATA'],
    });
    const cache = claudePluginData('a.b@m', '/x', { CLAUDE_CODE_PLUGIN_CACHE_DIR: '/cache' });
    expect(cache.dir).toBe('/cache/data/a-b-m');
  });

  it("is in every hook's environment, and a command naming it gets the directory", () => {
    const env = ['/usr/bin/env', `CLAUDE_PLUGIN_ROOT=${PLUGIN}`, `CLAUDE_PLUGIN_DATA=${DATA.dir}`];
    const plain = translate({ command: '${CLAUDE_PLUGIN_ROOT}/bin/fmt' });
    expect(plain).toMatchObject({ status: 'imported', argv: [...env, `${PLUGIN}/bin/fmt`] });
    expect(plain.warnings.join('\n')).toContain(`CLAUDE_PLUGIN_DATA to ${DATA.dir}`);
    const named = translate({
      command: 'node "${CLAUDE_PLUGIN_ROOT}/fmt.js" --state "${CLAUDE_PLUGIN_DATA}/state.json"',
    });
    expect(named).toMatchObject({
      status: 'imported',
      argv: [...env, 'node', `${PLUGIN}/fmt.js`, '--state', `${DATA.dir}/state.json`],
    });
  });
});
