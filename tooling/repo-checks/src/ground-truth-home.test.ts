import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { GROUND_TRUTH_DIR } from '@lionagi/vitest-config';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const SKIP = new Set(['node_modules', 'dist', '.git', '.turbo', '.cache', 'coverage']);

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (SKIP.has(e.name)) return [];
    const path = join(dir, e.name);
    if (e.isDirectory()) return jsonFiles(path);
    return e.name.endsWith('.json') ? [path] : [];
  });
}

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

it('keeps one copy of each ground-truth capture, in its home (GROUND_TRUTH_DIR)', () => {
  const home = jsonFiles(GROUND_TRUTH_DIR);
  expect(home.length).toBeGreaterThan(30);
  const byDigest = new Map(home.map((f) => [digest(f), relative(root, f)]));
  const copies = jsonFiles(root)
    .filter((f) => !f.startsWith(GROUND_TRUTH_DIR))
    .flatMap((f) => {
      const original = byDigest.get(digest(f));
      return original === undefined ? [] : [`${relative(root, f)} copies ${original}`];
    });
  expect(copies).toEqual([]);
});
