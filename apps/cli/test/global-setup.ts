import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the bundled `li` built for this test run. */
    liBin: string;
  }
}

/**
 * Bundles `li` once per test run into a private temp dir, so tests drive the real single-file CLI
 * and concurrent runs never race on `apps/cli/dist`.
 */
export function setup(project: TestProject) {
  const outDir = mkdtempSync(join(tmpdir(), 'lionagi-li-'));
  const cwd = join(import.meta.dirname, '..');
  execFileSync('npx', ['tsup', '--out-dir', outDir, '--silent'], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  project.provide('liBin', join(outDir, 'li.cjs'));
  return () => rmSync(outDir, { recursive: true, force: true });
}
