import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The bundled `li-agent` built for this test run. */
    agentBin: string;
    /** The bundled `li` built for this test run. */
    liBin: string;
  }
}

/** Bundles `li-agent` and `li` once per run into private temp dirs (no race on dist/). */
export function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'lionagi-agent-bins-'));
  const build = (app: string, out: string) =>
    execFileSync('npx', ['tsup', '--out-dir', out, '--silent'], {
      cwd: join(import.meta.dirname, '..', '..', app),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  build('agent', join(root, 'agent'));
  build('cli', join(root, 'cli'));
  project.provide('agentBin', join(root, 'agent', 'li-agent.cjs'));
  project.provide('liBin', join(root, 'cli', 'li.cjs'));
  return () => rmSync(root, { recursive: true, force: true });
}
