import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { codexInstalledPlugins } from '../src/codex-installed-plugins.js';

const roots: string[] = [];
afterEach(async () => {
  for (const root of roots.splice(0)) await rm(root, { recursive: true, force: true });
});

async function home(versions: Record<string, string[]>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'lionagi-codex-home-'));
  roots.push(root);
  for (const [id, list] of Object.entries(versions)) {
    const [plugin, market] = id.split('@') as [string, string];
    for (const v of list)
      await mkdir(join(root, 'plugins', 'cache', market, plugin, v), { recursive: true });
  }
  return root;
}

const layer = (path: string, plugins: Record<string, unknown>) => ({ path, value: { plugins } });

describe('codexInstalledPlugins (the version directory Codex runs)', () => {
  it('runs the "local" version when there is one, else the greatest version, as Codex 0.171.0 picks it', async () => {
    const h = await home({ 'a@m': ['1.2.0', 'local', '2.0.0'], 'b@m': ['1.10.0', '1.9.0'] });
    const plugins = await codexInstalledPlugins(
      [layer('/u/config.toml', { 'a@m': { enabled: true }, 'b@m': { enabled: true } })],
      h,
    );
    expect(plugins.map((p) => [p.id, p.status, p.dir])).toEqual([
      ['a@m', 'imported', join(h, 'plugins', 'cache', 'm', 'a', 'local')],
      // SemVer order, as real Codex ran it (ground truth codex/plugins/version-choice): not bytes.
      ['b@m', 'imported', join(h, 'plugins', 'cache', 'm', 'b', '1.10.0')],
    ]);
  });

  it('lets a later layer decide, enables a table without enabled, and names a bad id as not installed', async () => {
    const h = await home({ 'a@m': ['1.0.0'] });
    const plugins = await codexInstalledPlugins(
      [
        layer('/u/config.toml', { 'a@m': { enabled: true }, 'c@m': { mcp_servers: {} } }),
        layer('/p/.codex/config.toml', { 'a@m': { enabled: false }, noat: { enabled: true } }),
      ],
      h,
    );
    expect(plugins.map((p) => [p.id, p.status, p.enabledIn])).toEqual([
      ['a@m', 'disabled', '/p/.codex/config.toml'],
      ['c@m', 'not-installed', '/u/config.toml'],
      ['noat', 'not-installed', '/p/.codex/config.toml'],
    ]);
  });

  it('takes only plugins a [plugins."<id>"] table names: an installed copy without one is not run (Codex 0.171.0)', async () => {
    const h = await home({ 'a@m': ['1.0.0'], 'gone@m': ['1.0.0'] });
    const plugins = await codexInstalledPlugins([layer('/u/config.toml', { 'a@m': {} })], h);
    expect(plugins.map((p) => [p.id, p.status])).toEqual([['a@m', 'imported']]);
  });
});
