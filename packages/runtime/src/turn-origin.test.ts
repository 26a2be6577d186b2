import { describe, expect, it } from 'vitest';
import { consumeTurnOrigin, internalTurn, originateTurn, TurnOrigin } from './turn-origin.js';

describe('turn-origin token', () => {
  it('mints only when the disposition is unset', () => {
    let n = 0;
    const newId = () => `t${++n}`;
    const minted = originateTurn(undefined, newId);
    expect(minted.origin).toEqual({ kind: 'forwarded', token: { id: 't1', consumed: false } });
    expect(minted.turnId).toBe('t1');
    expect(originateTurn(minted, newId)).toEqual(minted);
    const internal = originateTurn({ origin: TurnOrigin.noOrigin(), turnId: 'x' }, newId);
    expect(internal.origin).toEqual({ kind: 'noOrigin' });
    expect(internal.turnId).toBe('x');
    expect(n).toBe(1);
  });

  it('gives a noOrigin context without a turn id a fresh turn id but no token', () => {
    const ctx = originateTurn({ origin: TurnOrigin.noOrigin() }, () => 'never');
    expect(ctx.origin).toEqual({ kind: 'noOrigin' });
    expect(ctx.turnId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('consumes a token exactly once (check-and-clear)', () => {
    const ctx = originateTurn({}, () => 'turn-1');
    expect(consumeTurnOrigin(ctx)?.id).toBe('turn-1');
    expect(consumeTurnOrigin(ctx)).toBeUndefined();
    expect(consumeTurnOrigin({ ...ctx })).toBeUndefined();
    expect(consumeTurnOrigin(internalTurn(originateTurn({}, () => 'turn-2')))).toBeUndefined();
    expect(consumeTurnOrigin(undefined)).toBeUndefined();
  });

  it('keeps the turn id and signal on internal turns', () => {
    const signal = new AbortController().signal;
    const ctx = originateTurn({ signal }, () => 'turn-3');
    expect(internalTurn(ctx)).toEqual({ origin: { kind: 'noOrigin' }, turnId: 'turn-3', signal });
  });
});
