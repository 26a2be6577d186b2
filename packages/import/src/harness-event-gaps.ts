import { EVENTS_FIRED } from '@lionagi/hooks-harness';
import type { ProfileEvent } from '@lionagi/hooks-profile';
import type { ForeignHarness } from './types.js';

/** The `@lionagi/hooks-harness` harness of each foreign harness import reads. */
export const HARNESS_OF = { claude: 'claude-code', codex: 'codex' } as const;

/**
 * Why an entry of `harness` under `event` is not imported, when the harness never fires the event
 * (`EVENTS_FIRED`, @lionagi/hooks-harness): an entry written under one in that harness's file never
 * ran there, and importing it would start running code its author never saw run.
 */
export function eventTheHarnessLacks(
  harness: ForeignHarness,
  event: ProfileEvent,
): string | undefined {
  const support = EVENTS_FIRED[HARNESS_OF[harness]][event];
  if (support === true) return undefined;
  const why = support.aside === undefined ? support.why : `${support.why} (${support.aside})`;
  return `${why}: it never ran this hook there, so it is not imported (move it to an event Codex fires)`;
}
