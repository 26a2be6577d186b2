import { HookError } from '@lionagi/hooks-profile/core';

/** A user error: printed as one line on stderr (no stack trace), exit 1. */
export function usageError(message: string): HookError {
  return new HookError('USAGE', message);
}
