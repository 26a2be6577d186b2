import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GROUND_TRUTH_DIR } from '@lionagi/vitest-config';
import { describe, expect, it } from 'vitest';
import { activeCodexVersion, compareCodexVersions } from './codex-plugin-version.js';

/** Which version directory real Codex 0.171.0 ran, per set of directories (ground truth). */
const observed = JSON.parse(
  readFileSync(join(GROUND_TRUTH_DIR, 'codex', 'plugins', 'version-choice.0.171.0.json'), 'utf8'),
) as { cases: { dirs: string[]; ran: string }[] };

describe('the plugin version directory Codex runs', () => {
  it('is the one real Codex ran, in every observed case', () => {
    expect(observed.cases.length).toBeGreaterThanOrEqual(20);
    const picked = observed.cases.map((c) => ({ dirs: c.dirs, ran: activeCodexVersion(c.dirs) }));
    expect(picked).toEqual(observed.cases);
  });

  it('for two directories, does not depend on their order', () => {
    for (const { dirs, ran } of observed.cases.filter((c) => c.dirs.length === 2)) {
      expect({ dirs, ran: activeCodexVersion([...dirs].reverse()) }).toEqual({ dirs, ran });
      const [a, b] = dirs as [string, string];
      expect(Math.sign(compareCodexVersions(a, b))).toBe(-Math.sign(compareCodexVersions(b, a)));
    }
  });

  it('is none for no directory', () => {
    expect(activeCodexVersion([])).toBeUndefined();
  });
});
