import type { HandlerJsonModule } from './handler-types.js';

/** A command handler's part of the handler JSON: its argv, as written; named by it. */
export const commandJson: HandlerJsonModule = {
  spawns: true,
  part: (source) => ({ command: [...source.command], http: null }),
  label: (json) => json.command,
};
