import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.js';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('', '')).toBe(0);
    expect(editDistance('hooks', 'hooks')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('hook', 'hooks')).toBe(1);
    expect(editDistance('hooks_externa', 'hooks_external')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('counts an adjacent transposition as one edit', () => {
    expect(editDistance('lsit', 'list')).toBe(1);
    expect(editDistance('--evnt', '--event')).toBe(1);
    expect(editDistance('ab', 'ba')).toBe(1);
    // Optimal string alignment: a transposed pair is not edited again.
    expect(editDistance('ca', 'abc')).toBe(3);
  });
});
