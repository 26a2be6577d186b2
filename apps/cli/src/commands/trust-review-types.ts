import type { PendingCommand } from '@lionagi/hooks-trust';
import type { Palette } from '../paint.js';

/** How `li hooks trust` shows one handler type's pending item, after the lines every type has. */
export interface HandlerReview {
  /** The review lines of what its approval pins, its changes and warnings (`never`: why it never fires). */
  disclose(
    command: PendingCommand,
    never: string | undefined,
    paint: Palette,
    home: string | undefined,
  ): string[];
  /** The type's part of the item in `--json`: `http`, the request approval pins, or `null`. */
  data(command: PendingCommand): { http: Record<string, unknown> | null };
}
