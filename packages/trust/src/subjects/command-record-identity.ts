import { sameWiring } from '../wiring.js';
import type { FullTrustRecord, TrustRecord } from './command-records.js';

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
