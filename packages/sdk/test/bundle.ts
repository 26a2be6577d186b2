import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * The esbuild binary tsup runs on. esbuild is not a direct dependency, so pnpm does not link its
 * bin on a fresh install: resolve it from tsup (a root devDependency) instead.
 */
function findEsbuild(): string {
  const tsup = createRequire(import.meta.url).resolve('tsup');
  const esbuild = createRequire(tsup).resolve('esbuild/package.json');
  return join(dirname(esbuild), 'bin', 'esbuild');
}

/**
 * Bundles TypeScript hook entries into runnable `<file name>.mjs` files in `outDir`, the way a hook
 * author ships one: ESM for Node 20, SDK and profile inlined (resolved to their `src/` through the
 * `@lionagi/source` condition). Node 20 cannot run the `.ts` files directly.
 */
export function bundleHooks(entries: readonly string[], outDir: string): void {
  execFileSync(
    findEsbuild(),
    [
      ...entries.map((entry) => `${basename(entry).replace(/\.ts$/, '')}=${entry}`),
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--target=node20',
      '--conditions=@lionagi/source',
      `--outdir=${outDir}`,
      '--out-extension:.js=.mjs',
      '--log-level=warning',
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
}

/**
 * Registers a `beforeAll` that bundles `entries` (paths relative to the package root) into a
 * fresh temp dir and an `afterAll` that removes it; returns the path of a bundled hook by name.
 */
export function useBundledHooks(entries: readonly string[]): (name: string) => string {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'lionagi-sdk-'));
    const root = join(import.meta.dirname, '..');
    bundleHooks(
      entries.map((entry) => join(root, entry)),
      dir,
    );
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return (name) => join(dir, `${name}.mjs`);
}
