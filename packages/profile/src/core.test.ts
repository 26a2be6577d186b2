import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
  it('loads no zod: nothing it imports at run time reaches a schema module', () => {
    const imports = runtimeImports('core.ts');
    const packages = [...imports].filter((m) => !m.endsWith('.ts') && !m.startsWith('node:'));
    expect(packages).toEqual(['re2js']);
    expect(imports.has('envelope.ts') || imports.has('output.ts')).toBe(false);
    // The control: the main entry point does reach zod.
    expect(runtimeImports('index.ts').has('zod')).toBe(true);
  });

  it('re-exports the main entry point’s own objects (one owner, two doors)', () => {
    expect(Object.keys(core).length).toBeGreaterThan(20);
    const main = new Map(Object.entries(full));
    for (const [name, value] of Object.entries(core)) expect(main.get(name), name).toBe(value);
  });
});
