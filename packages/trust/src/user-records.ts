import { type BigIntStats, statSync } from 'node:fs';
import { formatDiagnostic, unsafeSettingsFile } from '@lionagi/hooks-config/load';
import { TRUST_KEY } from './trust-list.js';

/** The trust records of the user file now, or why they cannot be read (then nothing is trusted). */
export type UserRecords = { ok: true; records: unknown[] } | { ok: false; problem: string };

/** What identifies one version of a file: device, inode, size, mtime and ctime in ns. */
export function fileVersion(path: string): string {
  let s: BigIntStats | undefined;
  try {
    // An absent file is the usual case for many users: no exception (and stack trace) per hook.
    s = statSync(path, { bigint: true, throwIfNoEntry: false });
  } catch {
    return 'absent';
  }
  if (s === undefined) return 'absent';
  return `${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
}

/**
 * Reads `trusted_hook_commands` from the user settings file as the loader does (the same refusals:
 * foreign owner or group/world-writable, alias keys, bad YAML). An absent file has no records.
 */
export async function readUserRecords(
  userFile: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<UserRecords> {
  const unsafe = unsafeSettingsFile(userFile, 'user', env);
  if (unsafe !== undefined) return { ok: false, problem: formatDiagnostic(unsafe) };
  try {
    // The parser is loaded when the records are read again (the user file changed since it loaded).
    const { readSettingsFile } = await import('@lionagi/hooks-config');
    const read = await readSettingsFile(userFile);
    if (read.status === 'absent') return { ok: true, records: [] };
    if (read.status === 'invalid') {
      return { ok: false, problem: read.errors.map(formatDiagnostic).join('; ') };
    }
    const root: unknown = read.document.doc.toJS();
    const value =
      typeof root === 'object' && root !== null && !Array.isArray(root)
        ? (root as Record<string, unknown>)[TRUST_KEY]
        : undefined;
    if (value === undefined || value === null) return { ok: true, records: [] };
    if (!Array.isArray(value)) {
      return { ok: false, problem: `${userFile}: ${TRUST_KEY} must be a list of trust records` };
    }
    return { ok: true, records: value };
  } catch (error) {
    return { ok: false, problem: (error as Error).message };
  }
}
