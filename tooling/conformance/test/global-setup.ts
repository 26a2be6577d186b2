import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleSdkExamples } from './support/sdk-hooks.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The bundled `li-agent` built for this test run. */
    agentBin: string;
    /** The bundled `li` built for this test run. */
    liBin: string;
    /** The directory of the bundled SDK example hooks (`<name>.mjs`), linked as `sdk/`. */
    sdkHooks: string;
  }
}

const apps = join(import.meta.dirname, '..', '..', '..', 'apps');

const hooks = join(import.meta.dirname, 'fixtures', 'hooks');

/**
 * Bundles `li-agent` and `li` once per run into a private temp dir (no race on dist/), and makes
 * the fixture hooks executable (a checkout may not keep the mode bits). Bundles the SDK example
 * hooks there too, so no bundle ever lands in the source tree.
 */
export function setup(project: TestProject) {
  for (const file of readdirSync(hooks)) chmodSync(join(hooks, file), 0o755);
  const root = mkdtempSync(join(tmpdir(), 'lionagi-conformance-bins-'));
  const build = (app: string) =>
    execFileSync('npx', ['tsup', '--out-dir', join(root, app), '--silent'], {
      cwd: join(apps, app),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  build('agent');
  build('cli');
  project.provide('agentBin', join(root, 'agent', 'li-agent.cjs'));
  project.provide('liBin', join(root, 'cli', 'li.cjs'));
  project.provide('sdkHooks', bundleSdkExamples(join(root, 'sdk')));
  return () => rmSync(root, { recursive: true, force: true });
}
