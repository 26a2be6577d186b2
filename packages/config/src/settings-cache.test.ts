import { existsSync } from 'node:fs';
import { chmod, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { workspace, writeAt } from '../test/support.js';
import { fromExactJson, toExactJson } from './exact-json.js';
import { loadSettings } from './load-settings.js';
import { settingsCacheDir } from './settings-cache.js';

const PROJECT = `hooks_external:
  PreToolUse:
    - matcher: "^mcp__.*"
      hooks:
        - type: command
          command: ["/opt/guard", "one"]
    - matcher: bash
      hooks:
        - type: command
          command: ["/opt/guard", "two"]
`;

interface CacheDoc {
  key: string;
  settings: { hooks: Array<{ command: string[] }> };
}

/** The one cache file a project with only a project settings file has. */
async function cacheFileOf(env: NodeJS.ProcessEnv): Promise<string> {
  const dir = settingsCacheDir(env);
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json'));
  expect(files).toHaveLength(1);
  return join(dir, files[0] as string);
}

async function project(text = PROJECT) {
  const ws = await workspace();
  const file = await writeAt(ws.project, '.lionagi/settings.yaml', text);
  const load = (env: NodeJS.ProcessEnv = ws.env) => loadSettings({ projectDir: ws.project, env });
  const commands = async (env?: NodeJS.ProcessEnv) =>
    (await load(env)).hooks.PreToolUse.map((e) => e.command.join(' '));
  const cacheFile = () => cacheFileOf(ws.env);
  return { ws, file, load, commands, cacheFile };
}

/** Rewrites the cached parse of every file: a hit then shows the rewritten command. */
async function tamper(cacheFile: () => Promise<string>, command: string[]): Promise<void> {
  const file = await cacheFile();
  const doc = fromExactJson(await readFile(file, 'utf8')) as CacheDoc;
  for (const h of doc.settings.hooks) h.command = command;
  await writeFile(file, toExactJson(doc) as string, { mode: 0o600 });
}

describe('the parsed-settings cache', () => {
  it('keeps a clean parse (mode 0600) and serves the next call from it, matchers compiled again', async () => {
    const p = await project();
    expect(await p.commands()).toEqual(['/opt/guard one', '/opt/guard two']);
    expect(((await stat(await p.cacheFile())).mode & 0o777).toString(8)).toBe('600');
    expect(((await stat(settingsCacheDir(p.ws.env))).mode & 0o777).toString(8)).toBe('700');
    await tamper(p.cacheFile, ['/from/the/cache']);
    const again = await p.load();
    expect(again.hooks.PreToolUse.map((e) => e.command.join(' '))).toEqual([
      '/from/the/cache',
      '/from/the/cache',
    ]);
    // The regex matcher is compiled again on a hit, and selects what it selected before.
    const [regex, exact] = again.hooks.PreToolUse;
    expect(regex?.compiledMatcher.test('mcp__docs__read')).toBe(true);
    expect(regex?.compiledMatcher.test('bash')).toBe(false);
    expect(exact?.compiledMatcher.test('bash')).toBe(true);
  });

  it('re-reads a changed file, even one rewritten with the same size and mtime', async () => {
    const p = await project();
    // A whole second, so the mtime can be set back exactly (to the nanosecond).
    const second = new Date('2026-01-01T00:00:00Z');
    await utimes(p.file, second, second);
    await p.load();
    await tamper(p.cacheFile, ['/from/the/cache']);
    const before = await stat(p.file, { bigint: true });
    // Same inode, length and mtime, other bytes: only the kept bytes tell them apart.
    await writeFile(p.file, PROJECT.replace('"/opt/guard", "two"', '"/opt/guard", "TWO"'));
    await utimes(p.file, second, second);
    const after = await stat(p.file, { bigint: true });
    expect([after.ino, after.size, after.mtimeNs]).toEqual([
      before.ino,
      before.size,
      before.mtimeNs,
    ]);
    expect(await p.commands()).toEqual(['/opt/guard one', '/opt/guard TWO']);
    // And an unchanged file is served from the cache (the tampered parse), which is what was spared.
    await writeFile(p.file, PROJECT);
    await utimes(p.file, second, second);
    await p.load();
    await tamper(p.cacheFile, ['/from/the/cache']);
    expect(await p.commands()).toEqual(['/from/the/cache', '/from/the/cache']);
  });

  it('ignores a cache of an older format and replaces it', async () => {
    const p = await project();
    await p.load();
    await tamper(p.cacheFile, ['/from/the/cache']);
    const file = await p.cacheFile();
    const doc = fromExactJson(await readFile(file, 'utf8')) as CacheDoc;
    await writeFile(file, toExactJson({ ...doc, format: 2 }) as string, { mode: 0o600 });
    expect(await p.commands()).toEqual(['/opt/guard one', '/opt/guard two']);
    const replaced = fromExactJson(await readFile(await p.cacheFile(), 'utf8')) as CacheDoc & {
      format: number;
    };
    expect(replaced.format).toBe(3);
    expect(replaced.settings.hooks.map((h) => h.command.join(' '))).toEqual([
      '/opt/guard one',
      '/opt/guard two',
    ]);
  });

  it('never reads the node:v8 cache files of format 2', async () => {
    const p = await project();
    const dir = settingsCacheDir(p.ws.env);
    await p.load();
    const name = (await readdir(dir))[0] as string;
    // Format 2's file for the same key, holding a parse with another command.
    const v8 = join(dir, name.replace(/\.json$/, '.v8'));
    await writeFile(v8, serialize({ format: 2, settings: { hooks: [{ command: ['/x'] }] } }), {
      mode: 0o600,
    });
    await rm(join(dir, name));
    expect(await p.commands()).toEqual(['/opt/guard one', '/opt/guard two']);
    expect((await readdir(dir)).sort()).toEqual([name, name.replace(/\.json$/, '.v8')].sort());
  });

  it.each([
    ['not JSON', 'not a cache at all'],
    ['cut short', (doc: string) => doc.slice(0, doc.length >> 1)],
    ['JSON null', 'null'],
    ['another shape', '{"format":3,"settings":{"hooks":"none"}}'],
    ['bytes not base64', (doc: string) => doc.replace(/"bytes":"[^"]*"/, '"bytes":"!!"')],
  ])('ignores a corrupt cache file (%s) and replaces it', async (_what, corrupt) => {
    const p = await project();
    await p.load();
    const file = await p.cacheFile();
    const text = typeof corrupt === 'string' ? corrupt : corrupt(await readFile(file, 'utf8'));
    await writeFile(file, text, { mode: 0o600 });
    expect(await p.commands()).toEqual(['/opt/guard one', '/opt/guard two']);
    const doc = fromExactJson(await readFile(await p.cacheFile(), 'utf8')) as CacheDoc;
    expect(doc.key).toContain(p.file);
  });

  it('keeps the parse exactly: a hit gives what the parse gave, unset fields included', async () => {
    const p = await project();
    const parsed = await p.load();
    const hit = await p.load();
    const shape = (s: typeof parsed) =>
      s.hooks.PreToolUse.map(({ compiledMatcher: _m, ...entry }) => [Object.keys(entry), entry]);
    expect(shape(hit)).toStrictEqual(shape(parsed));
    // A field the parse left `undefined` (no `source:`) is an own key on a hit too.
    expect(Object.hasOwn(hit.hooks.PreToolUse[0] as object, 'source')).toBe(true);
  });

  it('keeps no parse JSON cannot hold exactly (a NaN), and loads it right at every call', async () => {
    const p = await project();
    await writeAt(p.ws.home, '.lionagi/settings.yaml', 'trusted_hook_commands:\n  - .nan\n');
    for (let call = 0; call < 2; call++) {
      expect((await p.load()).trustedHookCommands).toEqual([Number.NaN]);
      // Only the project file's parse is kept.
      await p.cacheFile();
    }
  });

  it('ignores a cache file that group or others can write', async () => {
    const p = await project();
    await p.load();
    await tamper(p.cacheFile, ['/from/the/cache']);
    await chmod(await p.cacheFile(), 0o666);
    expect(await p.commands()).toEqual(['/opt/guard one', '/opt/guard two']);
  });

  it('still loads when the cache cannot be written, and is off with LIONAGI_NO_SETTINGS_CACHE=1', async () => {
    const p = await project();
    // The cache directory is a file: nothing can be written under it.
    await writeAt(p.ws.home, '.lionagi/cache', 'a file, not a directory');
    expect(await p.commands()).toEqual(['/opt/guard one', '/opt/guard two']);
    expect(await p.commands()).toEqual(['/opt/guard one', '/opt/guard two']);

    await rm(join(p.ws.home, '.lionagi', 'cache'));
    const off = { ...p.ws.env, LIONAGI_NO_SETTINGS_CACHE: '1' };
    expect(await p.commands(off)).toEqual(['/opt/guard one', '/opt/guard two']);
    expect(existsSync(settingsCacheDir(p.ws.env))).toBe(false);
  });

  it('never reads the cache with LIONAGI_NO_SETTINGS_CACHE=1, nor writes it', async () => {
    const p = await project();
    await p.load();
    await tamper(p.cacheFile, ['/from/the/cache']);
    const before = await readFile(await p.cacheFile(), 'utf8');
    for (const off of ['1', 'true', ' TRUE ']) {
      const env = { ...p.ws.env, LIONAGI_NO_SETTINGS_CACHE: off };
      expect(await p.commands(env)).toEqual(['/opt/guard one', '/opt/guard two']);
    }
    expect(await readFile(await p.cacheFile(), 'utf8')).toBe(before);
    expect(await p.commands()).toEqual(['/from/the/cache', '/from/the/cache']);
  });

  it('keeps no parse of a file with errors', async () => {
    const p = await project(`${PROJECT}hooks_externall: {}\n`);
    await expect(p.load()).rejects.toThrow(/did you mean "hooks_external"/);
    expect(existsSync(settingsCacheDir(p.ws.env))).toBe(false);
  });
});
