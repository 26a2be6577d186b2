import { describe, expect, it } from 'vitest';
import { changedFacets, classifyExact, classifyLive } from './live-compare.js';
import type { HarnessCell } from './row.js';

const cell = (relation: HarnessCell['relation'], divergence?: string): HarnessCell => ({
  observed: 'what the harness did',
  source: 'pre01',
  relation,
  ...(divergence ? { divergence } : {}),
});

describe('classifyLive', () => {
  const ours = { tool: 'not-run', 'probe:R': 'seen' };

  it('is same when every facet matches, noting a divergence the matrix records', () => {
    expect(classifyLive(cell('same'), ours, { ...ours })).toEqual({
      classification: 'same',
      differing: [],
      note: '',
    });
    expect(classifyLive(cell('differs', 'Dv1-11'), ours, { ...ours }).note).toBe(
      'the matrix records Dv1-11 (what the harness did); no difference on the facets compared',
    );
  });

  it('is expected when a named divergence or a missing feature owns the difference', () => {
    expect(classifyLive(cell('differs', 'Dv1-4'), ours, { ...ours, tool: 'ran' })).toEqual({
      classification: 'expected',
      differing: ['tool'],
      note: 'Dv1-4',
    });
    expect(
      classifyLive(cell('not-applicable'), ours, { ...ours, tool: 'ran' }).classification,
    ).toBe('expected');
  });

  it('is unexpected when the matrix says same, has no observation, or names nothing', () => {
    const theirs = { tool: 'ran', 'probe:R': 'not seen' };
    expect(classifyLive(cell('same'), ours, theirs)).toEqual({
      classification: 'unexpected',
      differing: ['tool', 'probe:R'],
      note: 'the matrix records the same effect',
    });
    expect(classifyLive(cell('not-observed'), ours, theirs).note).toBe(
      'the ground truth has no observation',
    );
    expect(classifyLive(cell('differs'), ours, theirs).note).toBe(
      'no divergence names this difference yet',
    );
  });
});

describe('exact facets against the recorded run', () => {
  const divergence = {
    observed: 'x',
    source: 's',
    relation: 'differs',
    divergence: 'Dv1-5',
  } as const;

  it('flags a change inside a divergence row as unexpected', () => {
    const recorded = { tool: 'not-run' };
    expect(
      classifyExact(divergence, { tool: 'ran' }, { tool: 'not-run' }, recorded).classification,
    ).toBe('expected');
    const moved = classifyExact(divergence, { tool: 'ran' }, { tool: 'rewritten' }, recorded);
    expect(moved).toMatchObject({
      classification: 'unexpected',
      changed: ['tool: not-run → rewritten'],
      note: 'changed since the recorded pinned run: tool: not-run → rewritten',
    });
  });

  it('names facets that appeared or vanished, and nothing without a record', () => {
    expect(changedFacets({ tool: 'ran' }, { tool: 'ran', 'probe:X': 'seen' })).toEqual([
      'probe:X: (none) → seen',
    ]);
    expect(changedFacets(undefined, { tool: 'ran' })).toEqual([]);
  });
});
