import { HANDLER_TYPES, type HandlerType } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import type { HandlerReview } from './trust-review-types.js';
import { HANDLER_REVIEWS } from './trust-reviews.js';

/** The handler types with a test-only third one, as if `HANDLER_TYPES` had grown. */
type WithThird = HandlerType | 'third';
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

describe("li hooks trust's handler seam", () => {
  it('keys its reviews by exactly the handler types; a third type does not compile without one', () => {
    const exact: Same<keyof typeof HANDLER_REVIEWS, HandlerType> = true;
    // @ts-expect-error a third handler type without a review does not compile
    const reviews: Record<WithThird, HandlerReview> = HANDLER_REVIEWS;
    expect(exact).toBe(true);
    expect(Object.keys(reviews).sort()).toEqual([...HANDLER_TYPES].sort());
  });
});
