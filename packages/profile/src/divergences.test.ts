import { describe, expect, it } from 'vitest';
import { CLARIFICATIONS, DIVERGENCES, divergencesFor } from './divergences.js';

describe('named divergences', () => {
  it('keeps the ADR ids Dv1-1..Dv1-4 first and every id unique', () => {
    expect(DIVERGENCES.slice(0, 4).map((d) => [d.id, d.origin])).toEqual([
      ['Dv1-1', 'adr'],
      ['Dv1-2', 'adr'],
      ['Dv1-3', 'adr'],
      ['Dv1-4', 'adr'],
    ]);
    expect(new Set(DIVERGENCES.map((d) => d.id)).size).toBe(DIVERGENCES.length);
    expect(CLARIFICATIONS.map((c) => c.id)).toEqual([
      'C-1',
      'C-2',
      'C-3',
      'C-4',
      'C-5',
      'C-6',
      'C-7',
      'C-8',
      'C-9',
      'C-10',
      'C-11',
      'C-16',
      'C-17',
    ]);
  });

  it('selects the divergences that apply to an event', () => {
    const ups = divergencesFor('UserPromptSubmit').map((d) => d.id);
    expect(ups).toContain('Dv1-1');
    expect(ups).toContain('Dv1-4');
    expect(ups).not.toContain('Dv1-2');
    const post = divergencesFor('PostToolUse').map((d) => d.id);
    expect(post).toContain('Dv1-2');
    expect(post).not.toContain('Dv1-1');
    expect(post).not.toContain('Dv1-4');
  });
});
