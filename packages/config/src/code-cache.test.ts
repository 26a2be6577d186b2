import { chmodSync, chownSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CODE_CACHE_PATHS_KEPT, codeCacheDir, compileBundle } from './compile-cache.js';

/** A bundle that says which bundle ran; `A` and `B` have the same length. */
const bundleText = (name: 'A' | 'B') =>
  `"use strict";\nglobalThis.__ran = ${JSON.stringify(name)};\n`;

const ran = globalThis as { __ran?: string };

function setup() {
  const root = mkdtempSync(join(tmpdir(), 'lionagi-code-cache-'));
  const bundle = join(root, 'li-launcher.cjs');
  writeFileSync(bundle, bundleText('A'));
  const env = { LIONAGI_HOME: join(root, 'home') };
  return { bundle, env, cacheFile: join(codeCacheDir(env), 'li-launcher.cjs.bin') };
}

describe('the V8 code cache of a bundle run through node:vm', () => {
  it('compiles from source and keeps the code (mode 0600, directory 0700), then runs from it', () => {
    const t = setup();
    const first = compileBundle(t.bundle, t.env);
    expect(first.state).toBe('made');
    first.run(() => ({}));
    expect(ran.__ran).toBe('A');
    first.keep();
    expect((statSync(t.cacheFile).mode & 0o777).toString(8)).toBe('600');
    expect((statSync(codeCacheDir(t.env)).mode & 0o777).toString(8)).toBe('700');
    const kept = readFileSync(t.cacheFile);
    // The file holds a copy of the bundle it was made from.
    expect(kept.includes(readFileSync(t.bundle))).toBe(true);

    const second = compileBundle(t.bundle, t.env);
    expect(second.state).toBe('used');
    delete ran.__ran;
    second.run(() => ({}));
    expect(ran.__ran).toBe('A');
    second.keep();
    // A cache that was used is not written again.
    expect(readFileSync(t.cacheFile).equals(kept)).toBe(true);
  });

  it('is kept again after a call on a code path it was not kept after, once per path', () => {
    const t = setup();
    const made = compileBundle(t.bundle, t.env);
    made.run(() => ({}));
    made.keep('other');
    const pathsOf = () => readFileSync(t.cacheFile, 'latin1').split('\n')[3];
    expect(pathsOf()).toBe('other');
    const kept = readFileSync(t.cacheFile);

    const sameCall = compileBundle(t.bundle, t.env);
    expect(sameCall.state).toBe('used');
    sameCall.keep('other');
    sameCall.keep();
    expect(readFileSync(t.cacheFile).equals(kept)).toBe(true);

    const bridge = compileBundle(t.bundle, t.env);
    bridge.run(() => ({}));
    bridge.keep('run+hooks');
    expect(pathsOf()).toBe('other run+hooks');
    const again = compileBundle(t.bundle, t.env);
    expect(again.state).toBe('used');
    again.keep('run+hooks');
    expect(pathsOf()).toBe('other run+hooks');
  });

  it(`names at most ${CODE_CACHE_PATHS_KEPT} code paths, and none that is not a path name`, () => {
    const t = setup();
    compileBundle(t.bundle, t.env).keep('p0');
    for (let n = 1; n <= CODE_CACHE_PATHS_KEPT; n++) compileBundle(t.bundle, t.env).keep(`p${n}`);
    const paths = readFileSync(t.cacheFile, 'latin1').split('\n')[3]?.split(' ');
    expect(paths).toHaveLength(CODE_CACHE_PATHS_KEPT);
    expect(paths).not.toContain(`p${CODE_CACHE_PATHS_KEPT}`);
    expect(compileBundle(t.bundle, t.env).state).toBe('used');

    const u = setup();
    compileBundle(u.bundle, u.env).keep('run\nx');
    expect(readFileSync(u.cacheFile, 'latin1').split('\n')[3]).toBe('');
    expect(compileBundle(u.bundle, u.env).state).toBe('used');
  });

  it('runs the bundle it is given as a CommonJS module of the given require', () => {
    const t = setup();
    const seen: unknown[] = [];
    writeFileSync(
      t.bundle,
      '"use strict";\nglobalThis.__codeCacheSeen = [typeof module.exports, __filename, require("x")];\n',
    );
    for (let call = 0; call < 2; call++) {
      const compiled = compileBundle(t.bundle, t.env);
      compiled.run((id) => `required ${id}`);
      compiled.keep();
      const g = globalThis as { __codeCacheSeen?: unknown[] };
      seen.push(compiled.state, ...(g.__codeCacheSeen ?? []));
      delete g.__codeCacheSeen;
    }
    expect(seen).toEqual([
      'made',
      'object',
      t.bundle,
      'required x',
      'used',
      'object',
      t.bundle,
      'required x',
    ]);
  });

  it("never runs another bundle's code: a cache made for A is not used for B of the same length", () => {
    const t = setup();
    // Why the cache keeps a copy of the bundle: V8's own check compares only the source's length,
    // so V8 alone would run A's code for B.
    const wrap = (text: string) => `(function (module) {${text}\n})`;
    const cachedA = new Script(wrap(bundleText('A'))).createCachedData();
    const fooled = new Script(wrap(bundleText('B')), { cachedData: cachedA });
    expect(fooled.cachedDataRejected).toBe(false);
    (fooled.runInThisContext() as (m: unknown) => void)({});
    expect(ran.__ran).toBe('A');

    compileBundle(t.bundle, t.env).keep();
    writeFileSync(t.bundle, bundleText('B'));
    const b = compileBundle(t.bundle, t.env);
    expect(b.state).toBe('made');
    b.run(() => ({}));
    expect(ran.__ran).toBe('B');
    delete ran.__ran;
  });

  it.each([
    ['its copy of the bundle changed', (f: string) => flip(f, 5)],
    [
      'made by another Node',
      (f: string) => rewrite(f, (s) => s.replace(process.version, 'v0.0.1')),
    ],
    ['cut short', (f: string) => writeFileSync(f, readFileSync(f).subarray(0, 30))],
    [
      'whose list of code paths is not one',
      (f: string) => rewrite(f, (s) => s.replace(/\n\d+\n/, (m) => `${m.slice(0, -1)}\nRUN;x`)),
    ],
    ['not a cache at all', (f: string) => writeFileSync(f, 'garbage')],
    ['writable by group', (f: string) => chmodSync(f, 0o620)],
    ['writable by others', (f: string) => chmodSync(f, 0o602)],
  ])('ignores a cache file %s and writes it again', (_what, spoil) => {
    const t = setup();
    compileBundle(t.bundle, t.env).keep();
    spoil(t.cacheFile);
    const again = compileBundle(t.bundle, t.env);
    expect(again.state).toBe('made');
    again.keep();
    expect(compileBundle(t.bundle, t.env).state).toBe('used');
  });

  it.skipIf(process.getuid?.() !== 0)('ignores a cache file another user owns', () => {
    const t = setup();
    compileBundle(t.bundle, t.env).keep();
    chownSync(t.cacheFile, 4242, 4242);
    expect(compileBundle(t.bundle, t.env).state).toBe('made');
  });

  it('is neither read nor written with LIONAGI_NO_COMPILE_CACHE=1', () => {
    const t = setup();
    const off = { ...t.env, LIONAGI_NO_COMPILE_CACHE: '1' };
    const compiled = compileBundle(t.bundle, off);
    expect(compiled.state).toBe('off');
    compiled.keep();
    expect(() => statSync(codeCacheDir(t.env))).toThrow();
    compileBundle(t.bundle, t.env).keep();
    expect(compileBundle(t.bundle, off).state).toBe('off');
  });
});

function rewrite(file: string, edit: (text: string) => string): void {
  writeFileSync(file, Buffer.from(edit(readFileSync(file).toString('latin1')), 'latin1'));
}

function flip(file: string, at: number): void {
  const bytes = readFileSync(file);
  const header = bytes.indexOf('\n', bytes.indexOf('\n', bytes.indexOf('\n') + 1) + 1) + 1;
  bytes[header + at] = (bytes[header + at] as number) ^ 1;
  writeFileSync(file, bytes);
}
