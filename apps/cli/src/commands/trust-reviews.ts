import { type HandlerType, handlerTypeOf } from '@lionagi/hooks-profile';
import type { PendingCommand } from '@lionagi/hooks-trust';
import { commandReview } from './trust-review-command.js';
import { httpReview } from './trust-review-http.js';
import type { HandlerReview } from './trust-review-types.js';

/**
 * Each handler type's review in `li hooks trust` (`trust-review-command.ts`,
 * `trust-review-http.ts`): a new type does not compile until it has one.
 */
export const HANDLER_REVIEWS: Record<HandlerType, HandlerReview> = {
  command: commandReview,
  http: httpReview,
};

/** The review of a pending item's handler type. */
export function reviewOf(command: PendingCommand): HandlerReview {
  return HANDLER_REVIEWS[handlerTypeOf(command)];
}
