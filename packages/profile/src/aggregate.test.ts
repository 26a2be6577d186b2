import { describe, expect, it } from 'vitest';
import { aggregateVerdicts } from './aggregate.js';
import { ASK_DENY_REASON, type Verdict } from './verdict.js';

const v = (partial: Partial<Verdict>): Verdict => ({
  event: 'PreToolUse',
  decision: 'none',
  outcome: 'success',
  notes: [],
  ...partial,
});

describe('aggregateVerdicts', () => {
  it('is no opinion when nothing ran or nobody decided', () => {
    expect(aggregateVerdicts('PreToolUse', [])).toEqual({
      event: 'PreToolUse',
      decision: 'none',
      systemMessages: [],
      feedback: [],
    });
    expect(aggregateVerdicts('PreToolUse', [v({})]).decision).toBe('none');
  });

  it('deny > ask > allow: a deny after an ask wins, the ask and the rewrite are dropped (Dv1-7)', () => {
    const ask = v({ decision: 'deny', reason: ASK_DENY_REASON, ask: { reason: 'sure?' } });
    const out = aggregateVerdicts('PreToolUse', [
      ask,
      v({ decision: 'allow', updatedInput: { command: 'a' } }),
      v({ decision: 'deny', reason: 'no curl' }),
    ]);
    expect(out).toMatchObject({ decision: 'deny', reason: 'no curl' });
    expect(out.ask).toBeUndefined();
    expect(out.updatedInput).toBeUndefined();
    const asks = aggregateVerdicts('PreToolUse', [
      v({ decision: 'allow' }),
      ask,
      v({ decision: 'allow', updatedInput: { command: 'b' } }),
      ask,
      v({ decision: 'deny', reason: 'x', ask: {} }),
    ]);
    expect(asks).toMatchObject({
      decision: 'deny',
      reason: `${ASK_DENY_REASON}; the hook's reason: sure?`,
      ask: { reason: 'sure?' },
      updatedInput: { command: 'b' },
    });
  });

  it('keeps the last rewrite and allows', () => {
    const out = aggregateVerdicts('PreToolUse', [
      v({ decision: 'allow', updatedInput: { command: 'a' } }),
      v({ decision: 'allow', updatedInput: { command: 'b' } }),
      v({}),
    ]);
    expect(out).toMatchObject({ decision: 'allow', updatedInput: { command: 'b' } });
  });

  it('a deny wins, keeps the first reason, and drops any rewrite', () => {
    const out = aggregateVerdicts('PreToolUse', [
      v({ decision: 'allow', updatedInput: { command: 'a' } }),
      v({ decision: 'deny', reason: 'first' }),
      v({ decision: 'deny', reason: 'second' }),
    ]);
    expect(out.decision).toBe('deny');
    expect(out.reason).toBe('first');
    expect(out.updatedInput).toBeUndefined();
  });

  it('collects contexts in order, messages, feedback and the first stop', () => {
    const out = aggregateVerdicts('PostToolUse', [
      v({ additionalContext: 'one', systemMessage: 'm1', feedback: 'f1', stop: { reason: 's1' } }),
      v({ additionalContext: 'two', feedback: 'f2', stop: {} }),
    ]);
    expect(out).toMatchObject({
      additionalContext: 'one\n\ntwo',
      systemMessages: ['m1'],
      feedback: ['f1', 'f2'],
      stop: { reason: 's1' },
    });
  });

  it('a deny without a reason still denies', () => {
    expect(aggregateVerdicts('UserPromptSubmit', [v({ decision: 'deny' })])).toMatchObject({
      decision: 'deny',
    });
  });
});
