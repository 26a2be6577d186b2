import { type HttpTrustRecord, parseHttpRecord } from './http-trust.js';
import { isSha256Hex } from './sha256-hex.js';
import { type HookWiring, parseWiring, sameWiring } from './wiring.js';

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

/** A valid record and its position in the raw list. */
export interface IndexedTrustRecord {
  index: number;
  record: TrustRecord;
}

/** The records of `trusted_hook_commands`, split into usable ones and items that trust nothing. */
export interface ParsedTrustRecords {
  records: IndexedTrustRecord[];
  /** Approvals of `type: http` handlers (items with an `http_hash`). */
  http: Array<{ index: number; record: HttpTrustRecord }>;
  invalid: Array<{ index: number; problem: string }>;
}

function parseOne(raw: unknown): TrustRecord | string[] {
  if (typeof raw === 'string') {
    return isSha256Hex(raw) ? raw.toLowerCase() : ['a string that is not a 64-digit sha256 hex'];
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return [
      `expected a sha256 hex string or a mapping, got ${Array.isArray(raw) ? 'a list' : String(raw)}`,
    ];
  }
  const item = raw as Record<string, unknown>;
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
 * Reads the raw items of `trusted_hook_commands`. Invalid items are reported, never trusted,
 * and never silently dropped from the file by later edits.
 */
export function parseTrustRecords(raw: readonly unknown[]): ParsedTrustRecords {
  const result: ParsedTrustRecords = { records: [], http: [], invalid: [] };
  raw.forEach((item, index) => {
    if (typeof item === 'object' && item !== null && 'http_hash' in item) {
      const http = parseHttpRecord(item as Record<string, unknown>);
      if (Array.isArray(http)) result.invalid.push({ index, problem: http.join('; ') });
      else result.http.push({ index, record: http });
      return;
    }
    const parsed = parseOne(item);
    if (Array.isArray(parsed)) result.invalid.push({ index, problem: parsed.join('; ') });
    else result.records.push({ index, record: parsed });
  });
  return result;
}

/** The argv hash a record trusts. */
export function recordHash(record: TrustRecord): string {
  return typeof record === 'string' ? record : record.argv_hash;
}

function sortedFiles(record: FullTrustRecord): string {
  return JSON.stringify(Object.entries(record.files ?? {}).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Whether two records pin the same command the same way (the same digests included). */
export function sameRecord(a: TrustRecord, b: TrustRecord): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return (
    a.argv_hash === b.argv_hash &&
    a.resolved_path === b.resolved_path &&
    a.content_digest === b.content_digest &&
    a.project === b.project &&
    (a.files === undefined) === (b.files === undefined) &&
    sortedFiles(a) === sortedFiles(b) &&
    sameAbsent(a, b) &&
    sameWiring(a.wiring, b.wiring) &&
    a.li_only === b.li_only
  );
}

/** Whether two records pin the same paths as absent. */
export function sameAbsent(
  a: Pick<FullTrustRecord, 'absent'>,
  b: Pick<FullTrustRecord, 'absent'>,
): boolean {
  return (
    JSON.stringify([...(a.absent ?? [])].sort()) === JSON.stringify([...(b.absent ?? [])].sort())
  );
}

/**
 * Whether two records pin the same resolution: the same executable path and the same set of
 * pinned paths (digests may differ).
 */
export function sameResolution(a: FullTrustRecord, b: FullTrustRecord): boolean {
  const paths = (r: FullTrustRecord) => JSON.stringify(Object.keys(r.files ?? {}).sort());
  return a.resolved_path === b.resolved_path && paths(a) === paths(b);
}

/**
 * Whether two full records are about the same command in the same place resolved the same way:
 * the same argv, the same project (or both without one), wired the same way, the same executable
 * path and the same set of pinned paths (digests may differ). Approving a command replaces a
 * record with the same identity. Records of the same argv in another project or checkout, wired
 * at another event, or of another resolution in the same checkout are kept: a shell whose PATH
 * finds `python3` as the pyenv shim and one that finds the interpreter itself each keep their own
 * approval (issue 35 item 5), while a changed digest under the same paths replaces the old record.
 */
export function sameIdentity(a: FullTrustRecord, b: FullTrustRecord): boolean {
  return (
    a.argv_hash === b.argv_hash &&
    a.project === b.project &&
    sameWiring(a.wiring, b.wiring) &&
    sameResolution(a, b)
  );
}
