import { assertValidArgv } from './argv.js';
import { commandHash, serializeArgv } from './command-hash.js';
import type { DigestCache } from './digest.js';
import {
  type FullTrustRecord,
  type ParsedTrustRecords,
  parseTrustRecords,
  recordHash,
  sameIdentity,
} from './records.js';
import { type CommandSnapshot, snapshotCommand } from './resolve.js';

/** The trust state of one hook entry (ADR-0048 D7). */
export type TrustStatus = 'not-needed' | 'trusted' | 'pending' | 'changed';

/** The answer of the trust gate: run the command only when `trusted` is true. */
export interface TrustCheck {
  trusted: boolean;
  status: TrustStatus;
  /** Why: names the command, its origin and, when changed, exactly what changed. */
  reason?: string;
  /** For a trusted full record: the files hashed (the executable first); exec runs copies of these bytes. */
  verified?: ReadonlyArray<{ path: string; digest: string }>;
}

/**
 * What the gate needs from a hook entry. `ResolvedHookEntry` (config) and `DispatchEntry` (exec)
 * both fit. An entry with neither a known tier nor an `imported:*` source needs a record.
 */
export interface TrustSubject {
  readonly command: readonly string[];
  readonly tier?: string | undefined;
  readonly source?: string | undefined;
  readonly event?: string | undefined;
  readonly origin?: { readonly file: string; readonly line: number } | undefined;
}

/** Where and how commands are resolved and hashed. */
export interface TrustOptions {
  /** The project directory: cwd of hooks and base of relative paths and the placeholder. */
  projectDir: string;
  /** The environment hooks are spawned with (its PATH is searched). Default `process.env`. */
  env?: NodeJS.ProcessEnv | undefined;
  /** Reuse digests of files whose inode, size and times have not moved (the gate keeps one). */
  cache?: DigestCache | undefined;
}

/** A trust decision with what it was based on, for listings and approvals. */
export interface TrustEvaluation extends TrustCheck {
  tier: string;
  /** The argv hash, for tiers that need a record. */
  hash?: string;
  /** What the command resolves to now (for pending and changed commands, and full matches). */
  snapshot?: CommandSnapshot;
  /** The record a changed command was compared with; approval replaces it. */
  previous?: FullTrustRecord;
  /** For a changed command: each difference from `previous`, in words. */
  changes?: string[];
}

/**
 * The D7 tier of an entry: `plugin` when loaded from a plugin bundle, else `imported` when it
 * carries an `imported:*` source (wherever it sits), else the tier of its file. Where an entry
 * sits never upgrades it; an entry of unknown provenance is `unknown` and needs a record.
 */
export function effectiveTier(entry: TrustSubject): string {
  if (entry.tier === 'plugin') return 'plugin';
  if (entry.source?.startsWith('imported:') || entry.tier === 'imported') return 'imported';
  if (entry.tier === 'project' || entry.tier === 'user') return entry.tier;
  return 'unknown';
}

function label(entry: TrustSubject, tier: string): string {
  const where = [entry.event, entry.origin && `from ${entry.origin.file}:${entry.origin.line}`]
    .filter(Boolean)
    .join(', ');
  const kind = tier === 'unknown' ? 'hook command of unknown provenance' : `${tier} hook command`;
  return `${kind} ${serializeArgv(entry.command)}${where ? ` (${where})` : ''}`;
}

function matches(snapshot: CommandSnapshot, record: FullTrustRecord): boolean {
  const exe = snapshot.executable;
  if (snapshot.problems.length > 0 || exe === undefined) return false;
  if (exe.path !== record.resolved_path || exe.digest !== record.content_digest) return false;
  if (record.files === undefined) return true;
  const pinned = Object.entries(record.files);
  return (
    pinned.length === snapshot.files.length &&
    snapshot.files.every((file) => record.files?.[file.path] === file.digest)
  );
}

const short = (digest: string) => `${digest.slice(0, 12)}...`;

/** Every way `snapshot` differs from `record`, in words. */
export function describeChanges(snapshot: CommandSnapshot, record: FullTrustRecord): string[] {
  const changes: string[] = [];
  const exe = snapshot.executable;
  if (exe !== undefined && exe.path !== record.resolved_path) {
    changes.push(`executable now resolves to ${exe.path} (approved: ${record.resolved_path})`);
  } else if (exe !== undefined && exe.digest !== record.content_digest) {
    changes.push(
      `executable ${exe.path} changed (sha256 now ${short(exe.digest)}, approved ${short(record.content_digest)})`,
    );
  }
  if (record.files !== undefined) {
    const now = new Map(snapshot.files.map((f) => [f.path, f.digest]));
    for (const [path, digest] of Object.entries(record.files)) {
      const current = now.get(path);
      if (current === undefined) {
        if (!snapshot.problems.some((p) => p.startsWith(`file ${path} `))) {
          changes.push(`file ${path} is missing or no longer named`);
        }
      } else if (current !== digest) {
        changes.push(
          `file ${path} changed (sha256 now ${short(current)}, approved ${short(digest)})`,
        );
      }
    }
    for (const file of snapshot.files) {
      if (!(file.path in record.files)) {
        changes.push(`file ${file.path} is named by the command but was not pinned when approved`);
      }
    }
  }
  return [...changes, ...snapshot.problems];
}

function closest(candidates: FullTrustRecord[], snapshot: CommandSnapshot): FullTrustRecord {
  const exe = snapshot.executable;
  if (exe !== undefined) {
    const now: FullTrustRecord = {
      argv_hash: candidates[0]!.argv_hash,
      resolved_path: exe.path,
      content_digest: exe.digest,
      files: Object.fromEntries(snapshot.files.map((f) => [f.path, f.digest])),
    };
    const same = candidates.find((c) => sameIdentity(c, now) || c.resolved_path === exe.path);
    if (same !== undefined) return same;
  }
  return candidates[0]!;
}

/**
 * Evaluates the D7 loader rule against already parsed records and keeps what the decision was
 * based on. `withSnapshot` also resolves pending commands (for listings); the gate skips that.
 */
export async function evaluateTrust(
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
  if (tier === 'project' || tier === 'user') return { trusted: true, status: 'not-needed', tier };
  const hash = commandHash(entry.command);
  const candidates = parsed.records.map((r) => r.record).filter((r) => recordHash(r) === hash);
  if (candidates.some((r) => typeof r === 'string')) {
    return {
      trusted: true,
      status: 'trusted',
      tier,
      hash,
      reason: `${label(entry, tier)} is trusted by a plain argv-hash record (sha256 ${hash}); its executable and files are not pinned`,
    };
  }
  const full = candidates as FullTrustRecord[];
  if (full.length === 0) {
    const snapshot = options.withSnapshot
      ? await snapshotCommand(entry.command, options)
      : undefined;
    return {
      trusted: false,
      status: 'pending',
      tier,
      hash,
      ...(snapshot && { snapshot }),
      reason: `${label(entry, tier)} is not trusted: no record of sha256 ${hash} in trusted_hook_commands of the user settings file; review and approve it with "li hooks trust"`,
    };
  }
  const snapshot = await snapshotCommand(entry.command, options);
  if (full.some((record) => matches(snapshot, record))) {
    return { trusted: true, status: 'trusted', tier, hash, snapshot };
  }
  const previous = closest(full, snapshot);
  const changes = describeChanges(snapshot, previous);
  return {
    trusted: false,
    status: 'changed',
    tier,
    hash,
    snapshot,
    previous,
    changes,
    reason: `${label(entry, tier)} changed since it was approved: ${changes.join('; ')}; review and approve it again with "li hooks trust"`,
  };
}

/**
 * The D7 loader rule for one entry. Tiers `project` and `user` need no record (`not-needed`).
 * Tiers `imported` and `plugin` run only with a record of their argv hash in `records` (the raw
 * `trusted_hook_commands` of the user file): none is `pending`; a full record whose executable
 * path or digest, or any pinned file, no longer matches is `changed` and does not run. A plain
 * hash record trusts the argv alone (weaker: edits to the files it runs go unnoticed).
 * Throws `INVALID_ARGV` for a command that fails D4 validation.
 */
export async function trustStatus(
  entry: TrustSubject,
  records: readonly unknown[],
  options: TrustOptions,
): Promise<TrustCheck> {
  const { trusted, status, reason } = await evaluateTrust(
    entry,
    parseTrustRecords(records),
    options,
  );
  return reason === undefined ? { trusted, status } : { trusted, status, reason };
}
