import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const check = join(root, 'tooling', 'packaging', 'prepack-check.mjs');
const packages = ['packages', 'apps', 'tooling'].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => `${group}/${name}`),
);
const scratch = mkdtempSync(join(tmpdir(), 'lionagi-prepack-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of a workspace package's manifest (no dist/), packed with plain `npm pack`. */
function packCopy(dir: string, files: Record<string, string> = {}) {
  const copy = join(scratch, dir.replace('/', '-'));
  mkdirSync(copy, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  manifest.scripts = { prepack: `node ${JSON.stringify(check)}` };
  writeFileSync(join(copy, 'package.json'), JSON.stringify(manifest));
  if (existsSync(join(root, dir, 'README.md'))) {
    cpSync(join(root, dir, 'README.md'), join(copy, 'README.md'));
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(copy, path, '..'), { recursive: true });
    writeFileSync(join(copy, path), text);
  }
  const r = spawnSync('npm', ['pack', '--dry-run', '--json'], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, npm_config_update_notifier: 'false', npm_config_loglevel: 'silent' },
  });
  return { code: r.status, stderr: r.stderr.split('\n').filter((l) => l.startsWith('prepack:')) };
}

// Each case runs a real `npm pack`: 60 s bounds a hang of npm on a loaded machine, it is not a timing.
describe('prepack: no package is packed unbuilt, no private package is packed', {
  timeout: 60_000,
}, () => {
  it.each(packages)('%s runs the prepack check', (dir) => {
    const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    expect(manifest.scripts?.prepack).toBe('node ../../tooling/packaging/prepack-check.mjs');
  });

  it('refuses an unbuilt library, naming it and what is missing', () => {
    expect(packCopy('packages/sdk')).toEqual({
      code: 1,
      stderr: [
        'prepack: @lionagi/hooks-sdk: not built (dist/ is missing; ./dist/index.d.ts is missing; ./dist/index.js is missing): run `pnpm build` first, then pack',
      ],
    });
  });

  it('refuses li without its bundled program', () => {
    expect(packCopy('apps/cli', { 'dist/THIRD-PARTY-NOTICES.md': '' })).toEqual({
      code: 1,
      stderr: [
        'prepack: @lionagi/cli: not built (./dist/li.cjs is missing): run `pnpm build` first, then pack',
      ],
    });
  });

  it('packs a built library', () => {
    const built = Object.fromEntries(
      ['index', 'core', 'matcher-eager']
        .flatMap((n) => [`${n}.js`, `${n}.d.ts`])
        .map((f) => [`dist/${f}`, 'export {};\n']),
    );
    expect(packCopy('packages/profile', built)).toEqual({ code: 0, stderr: [] });
  });

  it('refuses a private tooling package', () => {
    expect(packCopy('tooling/bench')).toEqual({
      code: 1,
      stderr: [
        "prepack: @lionagi/bench: private workspace package, never published: nothing to pack. Pack the published ones with `pnpm --filter './packages/*' --filter './apps/*' pack`",
      ],
    });
  });
});
