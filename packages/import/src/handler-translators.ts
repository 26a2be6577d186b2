import { type HandlerType, handlerTypeOf, isHandlerType } from '@lionagi/hooks-profile';
import { commandTranslator } from './translate-command-handler.js';
import { httpTranslator } from './translate-http.js';
import type { HandlerTranslator } from './translate-types.js';
import type { PlannedHook } from './types.js';

/**
 * Each handler type's import translator (`translate-command-handler.ts`, `translate-http.ts`): how
 * a foreign handler of that type is imported and how its planned hook is written and reported. A
 * new type does not compile until it has one.
 */
export const HANDLER_TRANSLATORS: Record<HandlerType, HandlerTranslator> = {
  command: commandTranslator,
  http: httpTranslator,
};

/**
 * The translator of a foreign handler by its `type` as written: an unknown or missing type is
 * read as a command (it is rejected before it is translated; only its identity is taken).
 */
export function foreignTranslator(fields: Record<string, unknown>): HandlerTranslator {
  return HANDLER_TRANSLATORS[isHandlerType(fields.type) ? fields.type : 'command'];
}

/** The translator of a planned hook's handler type. */
export function plannedTranslator(hook: PlannedHook): HandlerTranslator {
  return HANDLER_TRANSLATORS[handlerTypeOf(hook)];
}
