import type { HandlerJsonPart, HandlerSource } from './handler-types.js';

/** A command handler's part of the handler JSON: its argv, as written. */
export function commandJson(source: HandlerSource): HandlerJsonPart {
  return { command: [...source.command], http: null };
}
