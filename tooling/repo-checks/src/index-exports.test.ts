import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// House style: each package's src/index.ts is a curated list of named exports.
const root = join(import.meta.dirname, '..', '..', '..');
const indexes = readdirSync(join(root, 'packages')).map(
  (name) => [name, join(root, 'packages', name, 'src', 'index.ts')] as const,
);

describe('package entry points', () => {
  it.each(indexes)(
    'packages/%s/src/index.ts has no export * and no default export',
    (_name, file) => {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        return expect.fail(`${file} is missing`);
      }
      expect(text).not.toMatch(/export \*/);
      expect(text).not.toMatch(/export default/);
    },
  );
});
