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
  it('removes cache files older than 30 days and temporary files a dead writer left', async () => {
    const dir = await cacheDir({
      'fresh.v8': DAY,
      'old.v8': 31 * DAY,
      'just.v8': 0,
      'dead.v8.123.ab.tmp': 2 * 60 * 60 * 1000,
      'writing.v8.456.cd.tmp': 1000,
      'other.txt': 365 * DAY,
    });
    pruneSettingsCache(dir, join(dir, 'just.v8'), NOW);
    expect(await left(dir)).toEqual(['fresh.v8', 'just.v8', 'other.txt', 'writing.v8.456.cd.tmp']);
  });

  it('keeps at most the limit, the oldest going first, never the file just written', async () => {
    const limits = { ...SETTINGS_CACHE_PRUNE_LIMITS, maxFiles: 3 };
    const dir = await cacheDir({
      'a.v8': 5 * DAY,
      'b.v8': 4 * DAY,
      'c.v8': 3 * DAY,
      'd.v8': DAY,
      'kept.v8': 9 * DAY,
    });
    pruneSettingsCache(dir, join(dir, 'kept.v8'), NOW, limits);
    expect(await left(dir)).toEqual(['c.v8', 'd.v8', 'kept.v8']);
  });

  it('is silent when the directory does not exist', () => {
    expect(() =>
      pruneSettingsCache(join(tmpdir(), 'li-no-such-cache-dir'), 'x', NOW),
    ).not.toThrow();
  });

  it('runs when a parse is written: a stale cache file of a gone project disappears', async () => {
    const ws = await workspace();
    const dir = settingsCacheDir(ws.env);
    await writeAt(dir, 'feedfacefeedfacefeedfacefeedface.v8', 'stale');
    const long = new Date(Date.now() - 40 * DAY);
    await utimes(join(dir, 'feedfacefeedfacefeedfacefeedface.v8'), long, long);
    await writeAt(ws.project, '.lionagi/settings.yaml', 'hooks_external: {}\n');
    await loadSettings({ projectDir: ws.project, env: ws.env });
    const names = await readdir(dir);
    expect(names).toHaveLength(1);
    expect(names[0]).not.toBe('feedfacefeedfacefeedfacefeedface.v8');
  });
});
