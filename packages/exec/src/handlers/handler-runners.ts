import { type HandlerType, handlerTypeOf } from '@lionagi/hooks-profile/core';
import type { DispatchEntry } from '../dispatch-entry.js';
import { commandRunner } from './command-runner.js';
import { httpRunner } from './http-runner.js';
import type { HandlerRunner } from './runner-types.js';

/**
 * Each handler type's runner (`command-runner.ts` spawns, `http-runner.ts` POSTs): a new type
 * does not compile until it has one.
 */
export const HANDLER_RUNNERS: Record<HandlerType, HandlerRunner> = {
  command: commandRunner,
  http: httpRunner,
};

/** The runner of `entry`'s handler type. */
export function runnerOf(entry: DispatchEntry): HandlerRunner {
  return HANDLER_RUNNERS[handlerTypeOf(entry)];
}
