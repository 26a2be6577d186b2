import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import module from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compileCacheDir, enableCompileCache } from './compile-cache.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'lionagi-compile-cache-'));
  dirs.push(d);
  return d;
}

describe('enableCompileCache: the compile cache of Node under $LIONAGI_HOME, never a failure', () => {
  it('puts the cache under $LIONAGI_HOME/cache/node-compile', () => {
    expect(compileCacheDir({ LIONAGI_HOME: '/x' })).toBe(join('/x', 'cache', 'node-compile'));
  });

  it('is off with LIONAGI_NO_COMPILE_CACHE=1 and does not call Node', () => {
    let called = false;
    const node = {
      enableCompileCache: () => {
        called = true;
        return { status: 1, directory: '/d' };
      },
    };
    expect(enableCompileCache({ LIONAGI_NO_COMPILE_CACHE: '1' }, node)).toEqual({
      enabled: false,
      reason: 'off',
    });
    expect(called).toBe(false);
  });

  it('is a no-op where Node has no compile cache (Node 20), and survives a throwing one', () => {
    expect(enableCompileCache({ LIONAGI_HOME: '/x' }, {})).toEqual({
      enabled: false,
      reason: 'unsupported',
    });
    const throwing = {
      enableCompileCache: () => {
        throw new Error('EACCES');
      },
    };
    expect(enableCompileCache({ LIONAGI_HOME: '/x' }, throwing)).toEqual({
      enabled: false,
      reason: 'failed',
    });
  });

  it('with the running Node: enabled under $LIONAGI_HOME where it exists, else unsupported', () => {
    const home = tempDir();
    const state = enableCompileCache({ LIONAGI_HOME: home });
    if (typeof (module as { enableCompileCache?: unknown }).enableCompileCache !== 'function') {
      expect(state).toEqual({ enabled: false, reason: 'unsupported' });
      expect(existsSync(join(home, 'cache'))).toBe(false);
    } else {
      expect(state).toEqual({ enabled: true, directory: join(home, 'cache', 'node-compile') });
    }
  });
});
