import { readdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir, workspace, writeAt } from '../test/support.js';
import { loadSettings } from './load-settings.js';
import { settingsCacheDir } from './settings-cache.js';
import { pruneSettingsCache, SETTINGS_CACHE_PRUNE_LIMITS } from './settings-cache-prune.js';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 11, 3);

/** A cache directory holding `names`, each last written `ageMs` before {@link NOW}. */
async function cacheDir(files: Record<string, number>): Promise<string> {
  const dir = await tempDir();
  for (const [name, ageMs] of Object.entries(files)) {
    const file = join(dir, name);
    await writeFile(file, 'x');
    const at = new Date(NOW - ageMs);
    await utimes(file, at, at);
  }
  return dir;
}

const left = async (dir: string) => (await readdir(dir)).sort();

describe('pruning the parsed-settings cache', () => {
  it('removes cache files older than 30 days (format 2 `.v8` ones too) and temporary files a dead writer left', async () => {
    const dir = await cacheDir({
      'fresh.json': DAY,
      'old.json': 31 * DAY,
      'just.json': 0,
      'fresh.v8': DAY,
      'old.v8': 31 * DAY,
      'dead.json.123.ab.tmp': 2 * 60 * 60 * 1000,
      'writing.json.456.cd.tmp': 1000,
      'other.txt': 365 * DAY,
    });
    pruneSettingsCache(dir, join(dir, 'just.json'), NOW);
    expect(await left(dir)).toEqual([
      'fresh.json',
      'fresh.v8',
      'just.json',
      'other.txt',
      'writing.json.456.cd.tmp',
    ]);
  });

  it('keeps at most the limit, the oldest going first, never the file just written', async () => {
    const limits = { ...SETTINGS_CACHE_PRUNE_LIMITS, maxFiles: 3 };
    const dir = await cacheDir({
      'a.json': 5 * DAY,
      'b.v8': 4 * DAY,
      'c.json': 3 * DAY,
      'd.json': DAY,
      'kept.json': 9 * DAY,
    });
    pruneSettingsCache(dir, join(dir, 'kept.json'), NOW, limits);
    expect(await left(dir)).toEqual(['c.json', 'd.json', 'kept.json']);
  });

  it('is silent when the directory does not exist', () => {
    expect(() =>
      pruneSettingsCache(join(tmpdir(), 'li-no-such-cache-dir'), 'x', NOW),
    ).not.toThrow();
  });

  it('runs when a parse is written: a stale cache file of a gone project disappears', async () => {
    const ws = await workspace();
    const dir = settingsCacheDir(ws.env);
    await writeAt(dir, 'feedfacefeedfacefeedfacefeedface.json', 'stale');
    const long = new Date(Date.now() - 40 * DAY);
    await utimes(join(dir, 'feedfacefeedfacefeedfacefeedface.json'), long, long);
    await writeAt(ws.project, '.lionagi/settings.yaml', 'hooks_external: {}\n');
    await loadSettings({ projectDir: ws.project, env: ws.env });
    const names = await readdir(dir);
    expect(names).toHaveLength(1);
    expect(names[0]).not.toBe('feedfacefeedfacefeedfacefeedface.json');
  });
});
