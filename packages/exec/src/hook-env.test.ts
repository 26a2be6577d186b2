import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildHookEnv, hookSpawnEnv, IN_HOOK_ENV, pythonCacheDir } from './hook-env.js';

/** What `child_process.spawn` makes of an env: every enumerable key up the chain, read through it. */
function spawnPairs(env: NodeJS.ProcessEnv): string[] {
  const pairs: string[] = [];
  for (const key in env) {
    const value = env[key];
    if (value !== undefined) pairs.push(`${key}=${value}`);
  }
  return pairs.sort();
}

describe('the environment a hook is spawned with', () => {
  it('is the spread copy of buildHookEnv, variable for variable, over a plain base', () => {
    const base = {
      PATH: '/usr/bin',
      LIONAGI_HOME: '/h/lionagi',
      LIONAGI_PROJECT_DIR: '/stale',
      PYTHONPYCACHEPREFIX: '/planted',
      [IN_HOOK_ENV]: '0',
      UNSET: undefined,
    };
    const env = hookSpawnEnv(base, '/projects/demo');
    expect(Object.getPrototypeOf(env)).toBe(base);
    expect(spawnPairs(env)).toEqual(spawnPairs(buildHookEnv(base, '/projects/demo')));
    expect(env.PYTHONPYCACHEPREFIX).toBe('/h/lionagi/pycache');
    expect(env.LIONAGI_PROJECT_DIR).toBe('/projects/demo');
    expect(env[IN_HOOK_ENV]).toBe('1');
  });

  it('is the same over process.env, read at the spawn', () => {
    const env = hookSpawnEnv(process.env, '/projects/demo');
    expect(spawnPairs(env)).toEqual(spawnPairs(buildHookEnv(process.env, '/projects/demo')));
  });

  it('is a copy when the base inherits keys of its own (spread copies own keys only)', () => {
    const base = Object.assign(Object.create({ INHERITED: 'x' }), { PATH: '/usr/bin', HOME: '/h' });
    const env = hookSpawnEnv(base, '/p');
    expect(Object.getPrototypeOf(env)).toBe(Object.prototype);
    expect(env).toEqual(buildHookEnv(base, '/p'));
    expect(spawnPairs(env)).not.toContain('INHERITED=x');
  });

  it("keeps the base's NODE_V8_COVERAGE as its own, which spawn would otherwise replace", () => {
    const base = { PATH: '/usr/bin', HOME: '/h', NODE_V8_COVERAGE: '/cov/of/base' };
    expect(Object.hasOwn(hookSpawnEnv(base, '/p'), 'NODE_V8_COVERAGE')).toBe(true);
    expect(
      Object.hasOwn(hookSpawnEnv({ PATH: '/usr/bin', HOME: '/h' }, '/p'), 'NODE_V8_COVERAGE'),
    ).toBe(false);
  });
});

describe('pythonCacheDir', () => {
  it('follows every change of LIONAGI_HOME, HOME and, for a relative LIONAGI_HOME, the cwd', () => {
    expect(pythonCacheDir({ LIONAGI_HOME: '/a/home' })).toBe('/a/home/pycache');
    expect(pythonCacheDir({ LIONAGI_HOME: '/a/home' })).toBe('/a/home/pycache');
    expect(pythonCacheDir({ LIONAGI_HOME: '/b/home' })).toBe('/b/home/pycache');
    expect(pythonCacheDir({ HOME: '/u/one' })).toBe('/u/one/.lionagi/pycache');
    expect(pythonCacheDir({ HOME: '/u/two' })).toBe('/u/two/.lionagi/pycache');
    expect(pythonCacheDir({ HOME: '/u/two', LIONAGI_HOME: ' ' })).toBe('/u/two/.lionagi/pycache');
    const before = process.cwd();
    const one = realpathSync(mkdtempSync(join(tmpdir(), 'pycache-cwd-')));
    const two = realpathSync(mkdtempSync(join(tmpdir(), 'pycache-cwd-')));
    try {
      process.chdir(one);
      expect(pythonCacheDir({ LIONAGI_HOME: 'rel' })).toBe(join(one, 'rel', 'pycache'));
      process.chdir(two);
      expect(pythonCacheDir({ LIONAGI_HOME: 'rel' })).toBe(join(two, 'rel', 'pycache'));
    } finally {
      process.chdir(before);
    }
  });
});
