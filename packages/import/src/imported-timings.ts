import type { ProfileEvent } from '@lionagi/hooks-profile';
import { importedStatusMessage, PROFILE_DEFAULT_TIMEOUT_SEC } from './handler-fields.js';
import { importedTimeout } from './source-timeouts.js';
import type { ForeignEntry, PlannedHook } from './types.js';

/**
 * Sets an imported hook's timeout (the source's, or the harness default it relied on, marked
 * inherited) and its status message; returns the timeout warnings for the report row.
 */
export function withImportedTimings(
  hook: PlannedHook,
  entry: ForeignEntry,
  event: ProfileEvent,
  fields: Record<string, unknown>,
): { timeout?: number; warnings: string[] } {
  const timeout = importedTimeout(
    entry.harness,
    event,
    typeof fields.timeout === 'number' ? fields.timeout : undefined,
    PROFILE_DEFAULT_TIMEOUT_SEC,
  );
  if (timeout.timeout !== undefined) hook.timeout = timeout.timeout;
  if (timeout.warnings.length > 0 && fields.timeout === undefined) hook.timeoutInherited = true;
  const statusMessage = importedStatusMessage(fields);
  if (statusMessage !== undefined) hook.statusMessage = statusMessage;
  return timeout;
}
