import { readSettingsFile } from '@lionagi/hooks-config';
import { recordHashesOf, TRUST_KEY } from '@lionagi/hooks-trust';
import { usageError } from './usage-error.js';

/** The shortest hash prefix accepted (as git: short enough to type, long enough to be unique). */
export const MIN_HASH_PREFIX = 8;

/**
 * The full hash `input` names among `known`: the hash itself, or (git-style) the one hash that
 * starts with a prefix of at least {@link MIN_HASH_PREFIX} hexadecimal digits. A prefix shared by
 * several hashes is an error listing them; `undefined` when no known hash starts with it.
 */
export function resolveHashPrefix(input: string, known: readonly string[]): string | undefined {
  const prefix = input.toLowerCase();
  if (!/^[0-9a-f]+$/.test(prefix) || prefix.length > 64)
    throw usageError(
      `"${input}" is not a command hash: expected hexadecimal digits (as "li hooks trust" and "li hooks import" print them)`,
    );
  if (prefix.length === 64) return prefix;
  if (prefix.length < MIN_HASH_PREFIX)
    throw usageError(
      `hash prefix "${input}" is too short: give at least ${MIN_HASH_PREFIX} hexadecimal digits`,
    );
  const hits = [...new Set(known.map((h) => h.toLowerCase()))].filter((h) => h.startsWith(prefix));
  if (hits.length > 1)
    throw usageError(
      `hash prefix "${input}" is ambiguous; it starts ${hits.length} trusted hashes:\n${hits.map((h) => `  ${h}`).join('\n')}\nGive more digits.`,
    );
  return hits[0];
}

/**
 * The hashes of the trust records in the user settings file (an argv hash, an http handler's
 * `http_hash`), as `li hooks trust` shows them; none when the file is absent.
 */
export async function trustedHashes(userFile: string): Promise<string[]> {
  const read = await readSettingsFile(userFile);
  if (read.status !== 'parsed') return [];
  const root: unknown = read.document.doc.toJS();
  const list =
    typeof root === 'object' && root !== null ? (root as Record<string, unknown>)[TRUST_KEY] : [];
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => recordHashesOf(item));
}
