import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The @lionagi/hooks-sdk examples the matrix and the live suite run (packages/sdk/examples). */
export const SDK_EXAMPLES = [
  'guard',
  'rewriter',
  'prompt-gate',
  'context-injector',
  'test-gate',
] as const;

const examples = join(import.meta.dirname, '..', '..', '..', '..', 'packages', 'sdk', 'examples');

/**
 * Bundles every SDK example the way an author ships it (one self-contained ESM file each) into
 * `outDir` as `<name>.mjs`, and returns `outDir`. Projects link this directory as `sdk/`, so a
 * row's argv is `node sdk/<name>.mjs` under li-agent, Claude Code and Codex alike.
 */
export function bundleSdkExamples(outDir: string): string {
  mkdirSync(outDir, { recursive: true });
  // esbuild is not a direct dependency: resolve it through tsup (a root devDependency).
  const esbuildPackage = createRequire(createRequire(import.meta.url).resolve('tsup')).resolve(
    'esbuild/package.json',
  );
  execFileSync(
    join(dirname(esbuildPackage), 'bin', 'esbuild'),
    [
      ...SDK_EXAMPLES.map((name) => `${name}=${join(examples, `${name}.ts`)}`),
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--target=node20',
      '--conditions=@lionagi/source',
      `--outdir=${outDir}`,
      '--out-extension:.js=.mjs',
      '--log-level=warning',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return outDir;
}
