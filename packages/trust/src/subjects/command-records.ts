import { isSha256Hex } from '../sha256-hex.js';
import { type HookWiring, parseWiring } from '../wiring.js';
import { asMapping, hashText, type RecordKind } from './record-kind.js';

/**
 * The full trust record, as written under `trusted_hook_commands` in the user settings file.
 * `resolved_path` is the executable's real path (symlinks resolved, as Python LionAGI records it).
 * `project` is the real path of the project the approval was given in: the record trusts the
 * command there only. `files` maps the real path of everything else pinned (argv files, `-m`
 * modules, `#!` interpreters) to its SHA-256, and of a directory to its tree digest. Python
 * LionAGI writes neither `project` nor `files`: such a record pins the executable only.
 * `wiring` pins where the hook is wired (event, matcher, async, tool vocabulary): a bound record
 * without it was written before wiring was pinned and trusts nothing any more.
 *
 * `li_only` records are written with `li_argv_hash` in place of `argv_hash`, so Python LionAGI
 * (which looks records up by `argv_hash` and checks only the executable's path and digest) does
 * not honour an approval whose hook is not its own executable: for `sh hooks/x` it would pin
 * `sh` alone and run any `hooks/x` anywhere. In memory both forms carry `argv_hash`.
 */
export interface FullTrustRecord {
  argv_hash: string;
  resolved_path: string;
  content_digest: string;
  project?: string;
  files?: Record<string, string>;
  /**
   * Paths that must not name a file (see `CommandSnapshot.absent`): what the interpreter would
   * load instead of the pinned code if it appeared. Absent when there are none.
   */
  absent?: string[];
  wiring?: HookWiring;
  li_only?: true;
}

/**
 * One trust record: a bare argv hash (the ADR's form, accepted when read; it trusts the argv
 * whatever it resolves to) or a {@link FullTrustRecord}.
 */
export type TrustRecord = string | FullTrustRecord;

function parseCommandRecord(raw: unknown): TrustRecord | string[] {
  if (typeof raw === 'string') {
    return isSha256Hex(raw) ? raw.toLowerCase() : ['a string that is not a 64-digit sha256 hex'];
  }
  const item = asMapping(raw);
  if (item === undefined) return [`expected ${commandRecords.shape}`];
  const problems: string[] = [];
  const liOnly = item.argv_hash === undefined && item.li_argv_hash !== undefined;
  const argvHash = liOnly ? item.li_argv_hash : item.argv_hash;
  if (!isSha256Hex(argvHash))
    problems.push(`${liOnly ? 'li_argv_hash' : 'argv_hash'} must be a 64-digit sha256 hex`);
  if (typeof item.resolved_path !== 'string' || !item.resolved_path.startsWith('/')) {
    problems.push('resolved_path must be an absolute path');
  }
  if (!isSha256Hex(item.content_digest))
    problems.push('content_digest must be a 64-digit sha256 hex');
  const hasProject = item.project !== undefined && item.project !== null;
  if (hasProject && (typeof item.project !== 'string' || !item.project.startsWith('/'))) {
    problems.push('project must be an absolute path');
  }
  let files: Record<string, string> | undefined;
  if (item.files !== undefined && item.files !== null) {
    if (typeof item.files !== 'object' || Array.isArray(item.files)) {
      problems.push('files must be a mapping of absolute path to sha256 hex');
    } else {
      files = {};
      for (const [path, digest] of Object.entries(item.files)) {
        if (!path.startsWith('/') || !isSha256Hex(digest)) {
          problems.push(
            `files entry ${JSON.stringify(path)} must map an absolute path to a sha256 hex`,
          );
        } else files[path] = digest.toLowerCase();
      }
    }
  }
  let absent: string[] | undefined;
  if (item.absent !== undefined && item.absent !== null) {
    if (
      !Array.isArray(item.absent) ||
      !item.absent.every((path) => typeof path === 'string' && path.startsWith('/'))
    ) {
      problems.push('absent must be a list of absolute paths');
    } else absent = [...(item.absent as string[])].sort();
  }
  const wiring = parseWiring(item.wiring);
  if (Array.isArray(wiring)) problems.push(...wiring);
  if (problems.length > 0) return problems;
  const record: FullTrustRecord = {
    argv_hash: (argvHash as string).toLowerCase(),
    resolved_path: item.resolved_path as string,
    content_digest: (item.content_digest as string).toLowerCase(),
  };
  if (hasProject) record.project = item.project as string;
  if (files !== undefined) record.files = files;
  if (absent !== undefined && absent.length > 0) record.absent = absent;
  if (wiring !== undefined) record.wiring = wiring as HookWiring;
  if (liOnly) record.li_only = true;
  return record;
}

/**
 * A record as written to the user settings file: a `li_only` record's hash goes under
 * `li_argv_hash` (Python LionAGI does not find it); every other field as it is.
 */
export function recordToWire(record: TrustRecord): unknown {
  if (typeof record === 'string' || record.li_only !== true) return record;
  const { argv_hash, li_only: _li, ...rest } = record;
  return { li_argv_hash: argv_hash, ...rest };
}

/**
 * A `type: command` handler's records: a bare sha256 string, or a mapping with `argv_hash`
 * (Python LionAGI's key) or `li_argv_hash` (a record Python must not find).
 */
export const commandRecords: RecordKind<TrustRecord> = {
  shape: 'a sha256 hex string, or a mapping with argv_hash or li_argv_hash',
  owns(item) {
    const mapping = asMapping(item);
    return (
      typeof item === 'string' ||
      (mapping !== undefined && ('argv_hash' in mapping || 'li_argv_hash' in mapping))
    );
  },
  parse: parseCommandRecord,
  wireHash(item) {
    const mapping = asMapping(item);
    return hashText(mapping === undefined ? item : (mapping.argv_hash ?? mapping.li_argv_hash));
  },
};
