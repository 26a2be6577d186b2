import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAULTS } from '../../src/fault-catalogue.js';
import { HOSTILE_WIRING_TESTS } from '../../src/hostile-wiring-tests.js';
import { renderReliability } from '../../src/render-reliability.js';

// docs/reliability.md is rendered from the fault catalogue; UPDATE_DOCS=1 rewrites it, otherwise
// this test fails when it is stale.
const root = join(import.meta.dirname, '..', '..', '..', '..');
const file = join(root, 'docs', 'reliability.md');
const testDir = join(import.meta.dirname, '..');

/** Tests outside this suite that inject a catalogue fault (the agent's own tools). */
const OTHER_TESTS = [
  'apps/agent/test/hostile-model.test.ts',
  'apps/cli/test/list.test.ts',
  ...HOSTILE_WIRING_TESTS,
];

function testSources(): string {
  return ['fast', 'slow']
    .flatMap((dir) =>
      readdirSync(join(testDir, dir))
        .filter((name) => name.endsWith('.test.ts') && name !== 'reliability-docs.test.ts')
        .map((name) => readFileSync(join(testDir, dir, name), 'utf8')),
    )
    .concat(OTHER_TESTS.map((path) => readFileSync(join(root, path), 'utf8')))
    .join('\n');
}

describe('docs/reliability.md', () => {
  it('lists every fault of the catalogue exactly as rendered', () => {
    const expected = renderReliability();
    if (process.env.UPDATE_DOCS === '1') writeFileSync(file, expected);
    expect(existsSync(file), 'docs/reliability.md is missing: run UPDATE_DOCS=1 pnpm test').toBe(
      true,
    );
    expect(readFileSync(file, 'utf8'), 'docs/reliability.md is stale: run UPDATE_DOCS=1').toBe(
      expected,
    );
  });

  it('claims only faults a test injects: every row id is used by a test, once per id', () => {
    const ids = FAULTS.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const sources = testSources();
    const unused = ids.filter((id) => !sources.includes(`'${id}'`));
    expect(unused).toEqual([]);
  });

  it('keeps slow rows out of the default run: a faults-only row is used only under test/slow', () => {
    const slow = ['slow'].flatMap((dir) =>
      readdirSync(join(testDir, dir)).map((n) => readFileSync(join(testDir, dir, n), 'utf8')),
    );
    for (const row of FAULTS.filter((r) => r.suite === 'faults')) {
      expect(
        slow.some((text) => text.includes(`'${row.id}'`)),
        row.id,
      ).toBe(true);
    }
  });
});
