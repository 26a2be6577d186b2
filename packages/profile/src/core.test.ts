import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import * as core from './core.js';
import * as full from './index.js';

/** Every module `file` imports at run time (type-only imports are erased), transitively. */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  const text = readFileSync(join(import.meta.dirname, file), 'utf8');
  for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)';/gms)) {
    const spec = m[1] as string;
    const key = spec.startsWith('./') ? spec.replace(/\.js$/, '.ts').slice(2) : spec;
    if (seen.has(key)) continue;
    seen.add(key);
    if (spec.startsWith('./')) runtimeImports(key, seen);
  }
  return seen;
}

describe('@lionagi/hooks-profile/core', () => {
  it('compiles exact and match-all matchers without RE2, and regex ones once it is loaded', async () => {
    // A fresh module instance: the main entry point (imported above) has loaded RE2 in this one.
    vi.resetModules();
    const fresh = await import('./matcher.js');
    expect(fresh.compileMatcher('Bash|Read').test('Read')).toBe(true);
    expect(fresh.compileMatcher('*').test('x')).toBe(true);
    expect(fresh.matcherKind('^mcp__.*')).toBe('regex');
    expect(() => fresh.compileMatcher('^mcp__.*')).toThrow(
      /matcher "\^mcp__\.\*" is a regex, and its engine is not loaded: await loadMatcherEngine\(\)/,
    );
    await fresh.loadMatcherEngine();
    expect(fresh.compileMatcher('^mcp__.*').test('mcp__a__b')).toBe(true);
  });

  it('loads no zod: nothing it imports at run time reaches a schema module', () => {
    const imports = runtimeImports('core.ts');
    const packages = [...imports].filter((m) => !m.endsWith('.ts') && !m.startsWith('node:'));
    // Not even RE2: `loadMatcherEngine()` imports it (dynamically) when a regex matcher needs it.
    expect(packages).toEqual([]);
    expect(imports.has('envelope.ts') || imports.has('output.ts')).toBe(false);
    // The control: the main entry point does reach zod.
    expect(runtimeImports('index.ts').has('zod')).toBe(true);
    expect(runtimeImports('index.ts').has('re2js')).toBe(true);
  });

  it('re-exports the main entry point’s own objects (one owner, two doors)', () => {
    expect(Object.keys(core).length).toBeGreaterThan(20);
    const main = new Map(Object.entries(full));
    for (const [name, value] of Object.entries(core)) expect(main.get(name), name).toBe(value);
  });
});
