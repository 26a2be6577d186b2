/**
 * The JSON shape of one hook handler, as `li hooks list --json` and the import report print it:
 * the handler's `type` first, then what that type is made of. A command handler shows its argv;
 * an http handler its request under `http` and an empty `command` (it no longer poses as the
 * argv `["POST", url]`). Both show `async` and `status_message`. Each handler type owns its part in its own module (`command-json.ts`,
 * `http-json.ts`); {@link HANDLER_JSON} is the one table a new type is added to.
 */
import { handlerTypeOf } from '@lionagi/hooks-profile/core';
import { commandJson } from './command-json.js';
import type {
  HandlerJson,
  HandlerJsonModule,
  HandlerSource,
  HandlerType,
} from './handler-types.js';
import { httpJson } from './http-json.js';

/** Each handler type's JSON part: a new type does not compile until it has one. */
export const HANDLER_JSON: Record<HandlerType, HandlerJsonModule> = {
  command: commandJson,
  http: httpJson,
};

/** One handler as JSON: `type`, its type's part, `async` and `status_message`. */
export function handlerJson(source: HandlerSource): HandlerJson {
  const type = handlerTypeOf(source);
  return {
    type,
    ...HANDLER_JSON[type].part(source),
    async: source.async === true,
    status_message: source.statusMessage ?? null,
  };
}

/**
 * Whether a handler of `type` is spawned (its argv names a program on this machine): a command's
 * is; an http handler starts no process. Here, with the JSON shape, not with the settings readers:
 * what only reads loaded settings (`li hooks run`, `li hooks list`) must not load `yaml`.
 */
export function handlerSpawns(type: HandlerType): boolean {
  return HANDLER_JSON[type].spawns;
}

/** How a handler is named in one line of text: its argv, or `POST <url>` for an http handler. */
export function handlerArgvLabel(json: Pick<HandlerJson, 'type' | 'command' | 'http'>): string[] {
  return HANDLER_JSON[json.type].label(json);
}
