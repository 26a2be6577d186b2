import { isHookError } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REASON, decide, isDecision } from './decision.js';

describe('decide', () => {
  it('builds each decision', () => {
    expect(decide.allow()).toEqual({ kind: 'allow' });
    expect(decide.deny(' no rm -rf ')).toEqual({ kind: 'deny', reason: 'no rm -rf' });
    expect(decide.block('secret')).toEqual({ kind: 'block', reason: 'secret' });
    expect(decide.context('ctx')).toEqual({ kind: 'context', text: 'ctx' });
    expect(decide.rewrite({ command: 'ls' })).toEqual({
      kind: 'rewrite',
      input: { command: 'ls' },
    });
  });

  it('gives a blank deny or block reason a default (Codex drops blank block reasons)', () => {
    expect(decide.deny('  ')).toEqual({ kind: 'deny', reason: DEFAULT_REASON });
    expect(decide.block('')).toEqual({ kind: 'block', reason: DEFAULT_REASON });
  });

  it('refuses a rewrite that is not a whole input object', () => {
    for (const [bad, what] of [
      ['ls', 'string'],
      [[1], 'an array'],
      [null, 'object'],
    ] as const) {
      let caught: unknown;
      try {
        decide.rewrite(bad as unknown as Record<string, unknown>);
      } catch (error) {
        caught = error;
      }
      expect(isHookError(caught) && caught.code).toBe('USAGE');
      expect((caught as Error).message).toBe(
        `rewrite(input) needs the whole new tool input as an object; got ${what}`,
      );
    }
  });
});

describe('isDecision', () => {
  it('accepts built decisions and rejects malformed ones', () => {
    expect(isDecision(decide.deny('x'))).toBe(true);
    expect(isDecision(decide.allow())).toBe(true);
    for (const bad of [
      'deny',
      null,
      [],
      { kind: 'deny' },
      { kind: 'rewrite', input: 'x' },
      { kind: 'context' },
      { kind: 'ask' },
      { kind: 'toString' },
    ]) {
      expect(isDecision(bad)).toBe(false);
    }
  });
});
