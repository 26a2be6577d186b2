import type { ProfileEvent } from './events.js';

/**
 * The events on which a hook whose program is not installed denies: those that decide an action
 * before it happens. Everywhere else (Stop, Notification, PostToolUse, SessionStart…) it is skipped
 * with a warning, so a missing sound player or formatter never fails a turn. The dispatcher acts on
 * it; import, doctor and li-agent's start line say it.
 */
export const MISSING_PROGRAM_DENIES: ReadonlySet<ProfileEvent> = new Set([
  'PreToolUse',
  'UserPromptSubmit',
  'PermissionRequest',
]);

/**
 * What a hook whose program is missing does on `event` until it is installed or disabled, as
 * import, doctor and li-agent say it: `until then it denies every PreToolUse it matches`, or
 * `until then it is skipped with a warning on Stop, never failing a turn`.
 */
export function missingProgramMeanwhile(event: ProfileEvent): string {
  return MISSING_PROGRAM_DENIES.has(event)
    ? `until then it denies every ${event} it matches`
    : `until then it is skipped with a warning on ${event}, never failing a turn`;
}
