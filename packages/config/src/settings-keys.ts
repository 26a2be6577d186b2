import { editDistance } from '@lionagi/hooks-profile/core';

/** The top-level keys this package reads; any other top-level key is left alone. */
export const SETTINGS_KEYS = [
  'hooks_external',
  'hooks',
  'trusted_hook_commands',
  'trusted_project_settings',
  'mcp_servers',
  'not_imported',
] as const;

/** The words of a key in order-free form: `externalHooks`, `hooks-external` → `external_hooks`. */
function words(key: string): string {
  return key
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[-_\s]+/)
    .filter(Boolean)
    .sort()
    .join('_');
}

/**
 * The known key an unknown top-level key looks like a misspelling of (`hook_external`,
 * `Hooks-External`, `external_hooks`, `hooksExternal`, `trusted_hooks_commands`…), or `undefined`.
 * Such keys are not read, so a guard configured under one would silently not exist; the loader
 * refuses them.
 */
export function nearMissKey(key: string): string | undefined {
  if ((SETTINGS_KEYS as readonly string[]).includes(key)) return undefined;
  const normalized = key.toLowerCase().replaceAll('-', '_').trim();
  for (const known of SETTINGS_KEYS) {
    if (normalized === known || words(key) === words(known)) return known;
    // `hooks` is too short for edit distance to mean anything.
    if (known !== 'hooks' && editDistance(normalized, known) <= 2) return known;
  }
  return undefined;
}
