import type { CommandContext } from '../context.js';
import { DISABLE, runToggle } from './enable.js';

/** Usage, options and examples of `li hooks disable`. */
export const DEFINITION = DISABLE;

/** `li hooks disable HASH [--event E]`: writes `enabled: false` on the matching entries. */
export function run(ctx: CommandContext, argv: string[]): Promise<number> {
  return runToggle(ctx, argv, false);
}
