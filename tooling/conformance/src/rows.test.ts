import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { EVENTS_FIRED } from '@lionagi/hooks-harness';
import { CLARIFICATIONS, DIVERGENCES } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import { CODEX_INPUT_SCHEMA_FILES, COMPAT_EVENTS } from './envelope-compat.js';
import { unnamedDifferences } from './render.js';
import { AREAS } from './row.js';
import { ROWS, rowById } from './rows.js';

const hooksDir = join(import.meta.dirname, '..', 'test', 'fixtures', 'hooks');
const known = new Set([...DIVERGENCES.map((d) => d.id), ...CLARIFICATIONS.map((c) => c.id)]);
const cells = ROWS.flatMap((r) => [r.claudeCode, r.codex].map((c) => ({ row: r, c })));

describe('conformance rows (data)', () => {
  it('ids are unique and every area has rows', () => {
    expect(new Set(ROWS.map((r) => r.id)).size).toBe(ROWS.length);
    for (const area of AREAS)
      expect(
        ROWS.some((r) => r.area === area),
        area,
      ).toBe(true);
  });

  it('every fixture hook a row names exists and appears in its settings', () => {
    for (const row of ROWS) {
      for (const hook of row.hooks) {
        expect(existsSync(join(hooksDir, hook)), `${row.id}: ${hook}`).toBe(true);
        expect(`${row.run.settings}${row.run.userSettings ?? ''}`, row.id).toContain(
          `hooks/${hook}`,
        );
      }
    }
  });

  it('every named divergence Dv1-1..Dv1-13 is shown by at least one row', () => {
    for (const d of DIVERGENCES) {
      expect(ROWS.filter((r) => r.divergences?.includes(d.id)).length, d.id).toBeGreaterThan(0);
    }
  });

  it('every differing cell names a known divergence, clarification or ADR decision, or is listed as unnamed', () => {
    for (const { row, c } of cells) {
      if (c.divergence === undefined) continue;
      expect(c.relation, `${row.id}: divergence on a ${c.relation} cell`).toBe('differs');
      expect(
        known.has(c.divergence) || /^ADR-0048 D\d$/.test(c.divergence),
        `${row.id}: ${c.divergence}`,
      ).toBe(true);
      if (c.divergence.startsWith('Dv1-')) expect(row.divergences, row.id).toContain(c.divergence);
    }
  });

  it('every cell names its source', () => {
    for (const { row, c } of cells) expect(c.source.length, row.id).toBeGreaterThan(0);
  });

  it('every observed difference is named: no unnamed differences remain', () => {
    expect(unnamedDifferences(ROWS).map((u) => `${u.row} (${u.harness})`)).toEqual([]);
  });

  it('rowById finds a row and names the known ids otherwise', () => {
    expect(rowById('dec-deny').area).toBe('decisions');
    expect(() => rowById('nope')).toThrow(/no conformance row "nope"; known rows: env-common/);
  });
});

describe('per-harness facts come from @lionagi/hooks-harness', () => {
  it('a Codex input schema is missing exactly for the events Codex never fires (EVENTS_FIRED)', () => {
    for (const event of COMPAT_EVENTS)
      expect(CODEX_INPUT_SCHEMA_FILES[event] === null, event).toBe(
        EVENTS_FIRED.codex[event] !== true,
      );
  });
});
