import type { ProfileEvent } from '@lionagi/hooks-profile';
import type { ForeignHarness } from './types.js';

/**
 * Profile events a harness never fires (ground truth: Codex 0.169 REPORT §5, "It has no
 * `Notification`, `PostToolUseFailure` or `PermissionDenied`"): an entry written under one in that
 * harness's file never ran there, and importing it would start running code its author never saw run.
 */
export const EVENTS_THE_HARNESS_LACKS: Readonly<
  Record<ForeignHarness, Partial<Record<ProfileEvent, string>>>
> = {
  claude: {},
  codex: {
    Notification: 'Codex has no Notification event',
    PostToolUseFailure:
      'Codex has no PostToolUseFailure event (its PostToolUse also fires after a failing command)',
  },
};

/** Why an entry of `harness` under `event` is not imported, when the harness never fires the event. */
export function eventTheHarnessLacks(
  harness: ForeignHarness,
  event: ProfileEvent,
): string | undefined {
  const why = EVENTS_THE_HARNESS_LACKS[harness][event];
  return why === undefined
    ? undefined
    : `${why}: it never ran this hook there, so it is not imported (move it to an event Codex fires)`;
}
