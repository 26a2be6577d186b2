import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROFILE_NAME, PROFILE_VERSION } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const manifests = ['packages', 'apps'].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => ({
    dir: `${group}/${name}`,
    json: JSON.parse(readFileSync(join(root, group, name, 'package.json'), 'utf8')),
  })),
);

describe('workspace packages', () => {
  it('name the current profile in their descriptions and READMEs, never profile v1 where v2 applies', () => {
    expect(PROFILE_NAME).toBe(`profile v${PROFILE_VERSION}`);
    const texts = [
      {
        file: 'package.json',
        text: JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).description,
      },
      ...manifests.flatMap((m) => [
        { file: `${m.dir}/package.json`, text: String(m.json.description) },
        { file: `${m.dir}/README.md`, text: readFileSync(join(root, m.dir, 'README.md'), 'utf8') },
      ]),
    ];
    // "profile v1.1", "v1 as its subset" and "its v1 subset" name the subset on purpose.
    const stale = texts.filter(({ text }) =>
      /profile v1(?![.\d]| \(?(and its )?v1 subset| as its subset)|docs\/profile-v1\.md/i.test(
        text,
      ),
    );
    expect(stale.map((t) => t.file)).toEqual([]);
    expect(texts[0]?.text).toContain(PROFILE_NAME);
  });

  it.each(manifests.map((m) => [m.dir, m.json] as const))(
    '%s declares the hook profile it implements',
    (_dir, json) => {
      expect(json.lionagi?.hooksProfile).toBe(PROFILE_VERSION);
    },
  );

  it.each(
    manifests.filter((m) => m.dir.startsWith('packages/')).map((m) => [m.dir, m.json] as const),
  )('%s exports its source condition first, ESM only, with engines >=20.19', (_dir, json) => {
    expect(Object.keys(json.exports['.'])[0]).toBe('@lionagi/source');
    expect(json.exports['.']['@lionagi/source']).toBe('./src/index.ts');
    expect(json.type).toBe('module');
    expect(json.engines.node).toBe('>=20.19');
    expect(json.sideEffects).toBe(false);
  });

  const published = manifests.filter((m) => m.json.private !== true);
  const license = readFileSync(join(root, 'LICENSE'), 'utf8');

  it('publishes every package under packages/ and apps/ (li-agent included)', () => {
    expect(published.map((m) => m.dir)).toEqual(manifests.map((m) => m.dir));
  });

  it('releases them as one fixed changesets group: li and li-agent re-release with what they bundle', () => {
    const config = JSON.parse(readFileSync(join(root, '.changeset', 'config.json'), 'utf8'));
    expect(config.fixed).toHaveLength(1);
    expect([...config.fixed[0]].sort()).toEqual(published.map((m) => m.json.name).sort());
  });

  it.each(published.map((m) => [m.dir, m.json] as const))(
    '%s is publishable: repository, LICENSE, README, no source condition or provenance in the tarball',
    (dir, json) => {
      expect(json.repository).toEqual({
        type: 'git',
        url: 'git+https://github.com/lionagi/lionagi-hooks.git',
        directory: dir,
      });
      expect(json.license).toBe('Apache-2.0');
      expect(json.files).toEqual(expect.arrayContaining(['dist', 'LICENSE', 'README.md']));
      expect(readFileSync(join(root, dir, 'LICENSE'), 'utf8')).toBe(license);
      expect(existsSync(join(root, dir, 'README.md'))).toBe(true);
      // Provenance needs a CI provider: it is set by the release workflow, never here.
      expect(json.publishConfig).toEqual(expect.objectContaining({ access: 'public' }));
      expect(json.publishConfig.provenance).toBeUndefined();
      if (json.exports) {
        expect(JSON.stringify(json.publishConfig.exports)).not.toContain('@lionagi/source');
      }
      // A library exports its built entry; a program (bin) exports only its manifest: its
      // workspace-only source entries (apps/agent's tool-name table for li) are not published.
      if (json.exports && json.bin === undefined) {
        expect(json.publishConfig.exports['.']).toEqual({
          types: './dist/index.d.ts',
          default: './dist/index.js',
        });
      }
    },
  );

  it.each(published.map((m) => [m.dir, m.json] as const))(
    '%s takes zod and yaml from its consumer (peer dependencies), never a copy of its own',
    (_dir, json) => {
      for (const shared of ['zod', 'yaml']) {
        expect(json.dependencies?.[shared]).toBeUndefined();
      }
      if (json.peerDependencies?.zod) expect(json.peerDependencies.zod).toBe('^4.0.0');
    },
  );
});
