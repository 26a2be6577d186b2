import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { assertValidArgv } from '../argv.js';
import { commandHash, serializeArgv } from '../command-hash.js';
import { matchingFiles } from '../load-candidates.js';
import type { ParsedTrustRecords } from '../records.js';
import { type CommandSnapshot, realPath, snapshotCommand } from '../resolve.js';
import {
  AGAIN,
  APPROVE,
  effectiveTier,
  needsNoRecord,
  type TrustEvaluation,
  type TrustOptions,
  type TrustSubject,
} from '../trust-types.js';
import {
  closestWired,
  describeWiringChanges,
  type HookWiring,
  sameWiring,
  wiringOf,
} from '../wiring.js';
import { recordHash, sameAbsent } from './command-record-identity.js';
import type { FullTrustRecord } from './command-records.js';

function label(entry: TrustSubject, tier: string): string {
  const where = [entry.event, entry.origin && `from ${entry.origin.file}:${entry.origin.line}`]
    .filter(Boolean)
    .join(', ');
  const kind = tier === 'unknown' ? 'hook command of unknown provenance' : `${tier} hook command`;
  return `${kind} ${serializeArgv(entry.command)}${where ? ` (${where})` : ''}`;
}

function sameFiles(snapshot: CommandSnapshot, record: FullTrustRecord): boolean {
  const pinned = Object.entries(record.files ?? {});
  return (
    pinned.length === snapshot.files.length &&
    snapshot.files.every((file) => record.files?.[file.path] === file.digest)
  );
}

/** A record bound to this project matches when the executable and every pinned file match exactly. */
function matches(snapshot: CommandSnapshot, record: FullTrustRecord): boolean {
  const exe = snapshot.executable;
  if (snapshot.problems.length > 0 || exe === undefined) return false;
  return (
    exe.path === record.resolved_path &&
    exe.digest === record.content_digest &&
    sameFiles(snapshot, record) &&
    sameAbsent(snapshot, record)
  );
}

/**
 * A record without a project (Python LionAGI's form, or an earlier li's) pins the executable
 * only, found by its real path or as execvp names it. It is honoured only when the executable is
 * the hook's own code (a script or program, not an interpreter running something else), and any
 * files it pins still match.
 */
function matchesUnbound(snapshot: CommandSnapshot, record: FullTrustRecord): boolean {
  const exe = snapshot.executable;
  if (snapshot.problems.length > 0 || exe === undefined || !snapshot.executableIsCode) return false;
  const path = record.resolved_path;
  if (path !== exe.path && path !== snapshot.executableAsNamed) return false;
  if (exe.digest !== record.content_digest) return false;
  if (record.files === undefined) return true;
  return Object.entries(record.files).every(([file, digest]) =>
    snapshot.files.some(
      (f) => f.digest === digest && (f.path === file || realPath(file) === f.path),
    ),
  );
}

const short = (digest: string) => `${digest.slice(0, 12)}...`;

/** Every way `snapshot` differs from `record`, in words. */
export function describeChanges(snapshot: CommandSnapshot, record: FullTrustRecord): string[] {
  const changes: string[] = [];
  const exe = snapshot.executable;
  const approvedPath = record.resolved_path;
  if (
    exe !== undefined &&
    exe.path !== approvedPath &&
    snapshot.executableAsNamed !== approvedPath
  ) {
    changes.push(`executable now resolves to ${exe.path} (approved: ${approvedPath})`);
  } else if (exe !== undefined && exe.digest !== record.content_digest) {
    changes.push(
      `executable ${exe.path} changed (sha256 now ${short(exe.digest)}, approved ${short(record.content_digest)})`,
    );
  }
  if (record.files !== undefined) {
    const now = new Map(snapshot.files.map((f) => [f.path, f]));
    for (const [path, digest] of Object.entries(record.files)) {
      const current = now.get(path);
      if (current === undefined) {
        // Without an executable its `#!` interpreter is unknown: the problem says enough.
        const unknown = exe === undefined || snapshot.problems.some((p) => p.includes(` ${path} `));
        if (!unknown) {
          changes.push(
            existsSync(path)
              ? `${path} is no longer what the command loads`
              : `file ${path} is missing or no longer named`,
          );
        }
      } else if (current.digest !== digest) {
        const what = current.kind === 'tree' ? 'directory' : 'file';
        const sum = current.kind === 'tree' ? 'tree digest' : 'sha256';
        changes.push(
          `${what} ${path} changed (${sum} now ${short(current.digest)}, approved ${short(digest)})`,
        );
      }
    }
    for (const file of snapshot.files) {
      if (!(file.path in record.files)) {
        const what = file.kind === 'tree' ? 'directory' : 'file';
        changes.push(
          `${what} ${file.path} is loaded by the command but was not pinned when approved`,
        );
      }
    }
  }
  for (const path of record.absent ?? []) {
    // Past a new winner nothing more is looked at: say only what is really there now.
    if (!snapshot.absent.includes(path) && matchingFiles(path, path.includes('*')).length > 0) {
      changes.push(
        `${path} exists now: it was absent when approved, and the interpreter loads it before the code that was approved`,
      );
    }
  }
  for (const path of snapshot.absent) {
    if (!(record.absent ?? []).includes(path)) {
      changes.push(
        `${path} must stay absent for the approved code to be what loads, and the approval does not pin that (approved by an earlier version, or for other code)`,
      );
    }
  }
  return [...changes, ...snapshot.problems];
}

/**
 * The D7 loader rule for a command handler, against already parsed records, keeping what the
 * decision was based on. A record trusts a command only in the project it was approved in (the
 * record's `project`, a real path) and only while everything it pins matches; a plain argv-hash
 * record trusts nothing any more. `withSnapshot` also resolves pending commands (for listings).
 */
export async function evaluateCommandTrust(
  entry: TrustSubject,
  parsed: ParsedTrustRecords,
  options: TrustOptions & { withSnapshot?: boolean },
): Promise<TrustEvaluation> {
  assertValidArgv(entry.command, {
    file: entry.origin?.file,
    line: entry.origin?.line,
    event: entry.event,
  });
  const tier = effectiveTier(entry);
  if (needsNoRecord(tier)) return { trusted: true, status: 'not-needed', tier };
  const hash = commandHash(entry.command);
  const candidates = parsed.byType.command
    .map((r) => r.record)
    .filter((r) => recordHash(r) === hash);
  const full = candidates.filter((r): r is FullTrustRecord => typeof r !== 'string');
  const project = realPath(resolve(options.projectDir));
  const here = new Set([project, resolve(options.projectDir)]);
  const bound = full.filter((r) => r.project !== undefined && here.has(r.project));
  const unbound = full.filter((r) => r.project === undefined);
  const elsewhere = [
    ...new Set(full.flatMap((r) => (r.project && !here.has(r.project) ? [r.project] : []))),
  ];
  const pending = (why: string, snapshot?: CommandSnapshot): TrustEvaluation => ({
    trusted: false,
    status: 'pending',
    tier,
    hash,
    ...(snapshot && { snapshot }),
    reason: `${label(entry, tier)} is not trusted: ${why}; ${APPROVE}`,
  });
  if (bound.length === 0 && unbound.length === 0) {
    const snapshot = options.withSnapshot
      ? await snapshotCommand(entry.command, options)
      : undefined;
    if (elsewhere.length > 0) {
      return pending(
        `it was approved in ${elsewhere.join(', ')}, not in this project (${project}); an approval holds only in the project it was given in`,
        snapshot,
      );
    }
    if (candidates.length > 0) {
      return pending(
        `trusted_hook_commands holds only a plain argv-hash record of sha256 ${hash} (the ADR's form), which pins neither the project nor the code that runs and no longer suffices; approving replaces it with a full record`,
        snapshot,
      );
    }
    return pending(
      `no record of sha256 ${hash} in trusted_hook_commands of the user settings file`,
      snapshot,
    );
  }
  const snapshot = await snapshotCommand(entry.command, options);
  const wiring = wiringOf(entry);
  if (bound.some((record) => matches(snapshot, record) && wiredHere(record, wiring))) {
    return { trusted: true, status: 'trusted', tier, hash, snapshot, ...(wiring && { wiring }) };
  }
  const legacy = unbound.find((record) => matchesUnbound(snapshot, record));
  if (bound.length === 0 && legacy !== undefined) {
    return {
      trusted: true,
      status: 'trusted',
      tier,
      hash,
      snapshot,
      reason: `${label(entry, tier)} is trusted by a record without a project (Python LionAGI's form), which pins its executable ${legacy.resolved_path} only (not where the hook is wired)`,
    };
  }
  if (bound.length === 0 && !snapshot.executableIsCode) {
    return pending(
      `its record has no project (Python LionAGI's form) and pins only the interpreter ${unbound[0]!.resolved_path}, not this hook's own code`,
      snapshot,
    );
  }
  // Compared with the approval of this resolution (same executable and pinned paths) whose code
  // matches and that is wired closest to here, else the closest wired of the checkout. Without an
  // approval of this resolution, this PATH finds other programs than any approval did.
  const paths = (files: Iterable<string>) => JSON.stringify([...files].sort());
  const resolutions = bound.filter(
    (r) =>
      r.resolved_path === snapshot.executable?.path &&
      paths(Object.keys(r.files ?? {})) === paths(snapshot.files.map((f) => f.path)),
  );
  const pool = resolutions.length > 0 ? resolutions : bound;
  const sameCode = pool.filter((record) => matches(snapshot, record));
  const previous = closestWired(sameCode.length > 0 ? sameCode : pool, wiring);
  const changes = [
    ...(previous !== undefined && matches(snapshot, previous)
      ? []
      : describeChanges(snapshot, previous ?? unbound[0]!)),
    ...(previous === undefined ? [] : describeWiringChanges(previous.wiring, wiring)),
  ];
  const moved =
    previous !== undefined &&
    (!bound.some((r) => r.resolved_path === snapshot.executable?.path) ||
      snapshot.files.some((f) => f.kind === 'interpreter' && !(f.path in (previous.files ?? {}))));
  if (moved && resolutions.length === 0 && snapshot.problems.length === 0) {
    changes.push(
      `this environment resolves the command to other programs than the approval${bound.length > 1 ? 's' : ''} of this checkout; approving adds this resolution beside ${bound.length > 1 ? 'them' : 'it'}, and each stays trusted only as approved`,
    );
  }
  return {
    trusted: false,
    status: 'changed',
    tier,
    hash,
    snapshot,
    ...(previous && { previous }),
    ...(wiring && { wiring }),
    changes,
    reason: `${label(entry, tier)} changed since it was approved: ${changes.join('; ')}; ${AGAIN}`,
  };
}

/** A bound record holds only where it was wired; one without `wiring` predates the pin. */
function wiredHere(record: FullTrustRecord, wiring: HookWiring | undefined): boolean {
  return record.wiring !== undefined && wiring !== undefined && sameWiring(record.wiring, wiring);
}
