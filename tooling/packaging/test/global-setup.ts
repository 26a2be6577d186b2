import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { packAll } from '../src/workspace.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Each publishable package's packed tarball, by package name. */
    tarballs: Record<string, string>;
  }
}

/** Packs every publishable package once per run, as `pnpm publish` would. */
export function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'lionagi-tarballs-'));
  project.provide('tarballs', Object.fromEntries(packAll(dir)));
  return () => rmSync(dir, { recursive: true, force: true });
}
