import { access } from 'node:fs/promises';
import { HookError } from '@lionagi/hooks-profile/core';
import { pythonJsonString } from './command-hash.js';
import { recordHashesOf } from './records.js';
import { readTrustList, TRUST_KEY } from './trust-list.js';

/** What {@link revokeTrust} removed from the user settings file. */
export interface RevokeResult {
  file: string;
  /** Items removed (every record of the hash, or every item with `{ all: true }`). */
  removed: number;
  /** Whether the file was written. */
  changed: boolean;
}

/**
 * Revokes trust: every record (plain or full) of the argv hash `hashOrAll`, or with
 * `{ all: true }` the whole `trusted_hook_commands` list. Written through config's locked
 * `editSettingsFile`; a missing user file has nothing to revoke. Throws `USAGE` for a hash that
 * is not 64 hexadecimal digits.
 */
export async function revokeTrust(
  userFile: string,
  hashOrAll: string | { all: true },
): Promise<RevokeResult> {
  const all = typeof hashOrAll !== 'string';
  const hash = all ? '' : hashOrAll.toLowerCase();
  if (!all && !/^[0-9a-f]{64}$/.test(hash)) {
    throw new HookError(
      'USAGE',
      `${pythonJsonString(hashOrAll)} is not a command hash: expected the 64 hexadecimal digits of a sha256 (as "li hooks trust --json" prints it)`,
      { details: { hash: hashOrAll } },
    );
  }
  const result: RevokeResult = { file: userFile, removed: 0, changed: false };
  const exists = await access(userFile).then(
    () => true,
    () => false,
  );
  if (!exists) return result;
  const { editSettingsFile } = await import('@lionagi/hooks-config');
  const { changed } = await editSettingsFile(userFile, (doc) => {
    const raw = readTrustList(doc, userFile);
    result.removed = 0;
    if (raw === undefined) return;
    if (all) {
      if (raw.length === 0) return;
      result.removed = raw.length;
      doc.delete(TRUST_KEY);
      return;
    }
    // Raw matching, so a record of this hash that is otherwise malformed is revoked too (an
    // http handler's by its `http_hash`, what `li hooks trust` shows as its hash).
    const hits = raw.flatMap((item, index) => (recordHashesOf(item).includes(hash) ? [index] : []));
    for (const index of hits.reverse()) doc.deleteIn([TRUST_KEY, index]);
    result.removed = hits.length;
  });
  result.changed = changed;
  return result;
}
