import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROFILE_VERSION } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const manifests = ['packages', 'apps'].flatMap((group) =>
  readdirSync(join(root, group)).map((name) => ({
    dir: `${group}/${name}`,
    json: JSON.parse(readFileSync(join(root, group, name, 'package.json'), 'utf8')),
  })),
);

describe('workspace packages', () => {
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
});
