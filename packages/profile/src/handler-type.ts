/**
 * The handler types a hook entry may have (`type:` in settings; profile v2, Dv2-7): the one list
 * every per-type table is keyed by. Each package that has a concern per handler type (config's
 * reader and JSON shape, exec's runner, trust's subject, import's translator, export's writer)
 * holds a `Record<HandlerType, …>` of per-type modules, so a new type here does not compile until
 * each concern has its module.
 */

/** The handler types that run: a command (an argv, spawned) or an http POST. */
export const HANDLER_TYPES = ['command', 'http'] as const;

/** A handler type of {@link HANDLER_TYPES}. */
export type HandlerType = (typeof HANDLER_TYPES)[number];

/**
 * The type of a handler as loaded or planned: `http` when it carries a request, else `command`.
 * The one place a handler's shape is told apart; every per-type branch goes through it.
 */
export function handlerTypeOf(handler: { readonly http?: unknown }): HandlerType {
  return handler.http === undefined ? 'command' : 'http';
}

/** True when `value` names a handler type (`type:` as written in settings). */
export function isHandlerType(value: unknown): value is HandlerType {
  return (HANDLER_TYPES as readonly unknown[]).includes(value);
}
