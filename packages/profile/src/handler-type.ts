/**
 * The handler types a hook entry may have (`type:` in settings; profile v2, Dv2-7): the one list
 * every per-type table is keyed by. Each package that has a concern per handler type (config's
 * reader and JSON shape, exec's runner, trust's subject, import's translator, export's writer)
 * holds a `Record<HandlerType, …>` of per-type modules, so a new type here does not compile until
 * each concern has its module.
 */

import { HookError } from './errors.js';

/** The handler types that run: a command (an argv, spawned) or an http POST. */
export const HANDLER_TYPES = ['command', 'http'] as const;

/** A handler type of {@link HANDLER_TYPES}. */
export type HandlerType = (typeof HANDLER_TYPES)[number];

/**
 * The type of a handler as loaded or planned: the `type` it carries (the settings reader sets it
 * from `type:`). It is read, never guessed from the handler's other fields: a handler of a type
 * this list does not know (a JavaScript caller's, or one written by a newer version) throws
 * `USAGE` rather than run as some other type. Every per-type branch goes through it.
 */
export function handlerTypeOf(handler: { readonly type: HandlerType }): HandlerType {
  if (isHandlerType(handler.type)) return handler.type;
  throw new HookError(
    'USAGE',
    `unknown handler type ${JSON.stringify(handler.type) ?? 'undefined'} (expected ${HANDLER_TYPES.join(' or ')})`,
  );
}

/** True when `value` names a handler type (`type:` as written in settings). */
export function isHandlerType(value: unknown): value is HandlerType {
  return (HANDLER_TYPES as readonly unknown[]).includes(value);
}
