import type { editSettingsFile } from '@lionagi/hooks-config';
import { HookError } from '@lionagi/hooks-profile/core';

/** The YAML document `editSettingsFile` hands to a mutation. */
export type SettingsDocument = Parameters<Parameters<typeof editSettingsFile>[1]>[0];

/** The settings key that holds trust records (read from the user file only). */
export const TRUST_KEY = 'trusted_hook_commands';

/**
 * The raw items of `trusted_hook_commands` (or another list `key`) in `doc`, or `undefined` when the key is absent or
 * null. Refuses (`CONFIG_WRITE_REFUSED`) a value that is not a list rather than overwrite it.
 */
export function readTrustList(
  doc: SettingsDocument,
  file: string,
  key: string = TRUST_KEY,
): unknown[] | undefined {
  const root: unknown = doc.toJS();
  if (root === null || root === undefined) return undefined;
  if (typeof root !== 'object' || Array.isArray(root)) {
    throw new HookError(
      'CONFIG_WRITE_REFUSED',
      `${file}: the settings file is not a mapping; expected top-level keys such as ${TRUST_KEY}`,
      { details: { file } },
    );
  }
  const value = (root as Record<string, unknown>)[key];
  if (value === null || value === undefined) return undefined;
  if (!Array.isArray(value)) {
    throw new HookError(
      'CONFIG_WRITE_REFUSED',
      `${file}: ${key} must be a list${key === TRUST_KEY ? ' of trust records' : ''}, found ${typeof value}; fix it by hand first`,
      { details: { file } },
    );
  }
  return value;
}
