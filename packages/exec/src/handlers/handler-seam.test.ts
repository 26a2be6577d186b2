import { HANDLER_TYPES, type HandlerType } from '@lionagi/hooks-profile/core';
import { describe, expect, it } from 'vitest';
import { HANDLER_RUNNERS } from './handler-runners.js';
import type { HandlerRunner } from './runner-types.js';

/** The handler types with a test-only third one, as if `HANDLER_TYPES` had grown. */
type WithThird = HandlerType | 'third';
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

describe("exec's handler seam", () => {
  it('keys its runners by exactly the handler types; a third type does not compile without a runner', () => {
    const exact: Same<keyof typeof HANDLER_RUNNERS, HandlerType> = true;
    // @ts-expect-error a third handler type without a runner does not compile
    const runners: Record<WithThird, HandlerRunner> = HANDLER_RUNNERS;
    expect(exact).toBe(true);
    expect(Object.keys(runners).sort()).toEqual([...HANDLER_TYPES].sort());
  });
});
