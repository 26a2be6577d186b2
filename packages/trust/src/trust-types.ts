import type { HandlerType } from '@lionagi/hooks-profile/core';
import type { DigestCache } from './digest.js';
import type { HttpTrustRecord, HttpTrustSubject } from './http-trust.js';
import type { CommandSnapshot } from './resolve.js';
import type { FullTrustRecord } from './subjects/command-records.js';
import type { HookWiring } from './wiring.js';

/**
 * The trust state of one hook entry (ADR-0048 D7). `unsafe`: a project or user hook whose own
 * files another user can change (the settings file's ownership and mode rule): it does not run.
 */
export type TrustStatus = 'not-needed' | 'trusted' | 'pending' | 'changed' | 'unsafe';

/** The answer of the trust gate: run the command only when `trusted` is true. */
export interface TrustCheck {
  trusted: boolean;
  status: TrustStatus;
  /** Why: names the command, its origin and, when changed, exactly what changed. */
  reason?: string;
  /** What the command loads that its approval does not pin, in words (listings and doctor show it). */
  unpinned?: string[];
  /** For a trusted full record: the files hashed (the executable first); exec runs copies of these bytes. */
  verified?: ReadonlyArray<{ path: string; digest: string }>;
}

/**
 * Each handler type's own fields: a new type does not compile until it has a row. A command entry
 * has no request, so `entry.type === 'http'` is what gives TypeScript `entry.http`.
 */
interface OwnSubjectFields {
  command: { readonly http?: undefined };
  /** Trusted by an http record (its URL and names), not by an argv hash. */
  http: { readonly http: HttpTrustSubject };
}

/**
 * What the gate needs from a hook entry, a union on `type` (its trust subject decides).
 * `ResolvedHookEntry` (config) and `DispatchEntry` (exec) both fit. An entry with neither a known
 * tier nor an `imported:*` source needs a record.
 */
export type TrustSubject = {
  [T in HandlerType]: TrustSubjectCommon & { readonly type: T } & OwnSubjectFields[T];
}[HandlerType];

/** What every {@link TrustSubject} has, whatever its handler type. */
export interface TrustSubjectCommon {
  readonly command: readonly string[];
  readonly tier?: string | undefined;
  readonly source?: string | undefined;
  readonly event?: string | undefined;
  /** Where the hook is wired (with `event`): a record pins these too (see {@link HookWiring}). */
  readonly matcher?: string | undefined;
  readonly async?: boolean | undefined;
  readonly toolVocabulary?: string | undefined;
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
  /** An http handler: the record approving it now would write. */
  httpRecord?: HttpTrustRecord;
  /** An http handler's outdated record (changed): approval replaces it. */
  previousHttp?: HttpTrustRecord;
  /** For a changed command: each difference from `previous`, in words. */
  changes?: string[];
  /** Where the entry is wired now: what an approval of it pins besides its code. */
  wiring?: HookWiring;
}

/**
 * The D7 tier of an entry: `plugin` when loaded from a plugin bundle, else `imported` when it
 * carries an `imported:*` source (wherever it sits), else the tier of its file. Where an entry
 * sits never upgrades it; an entry of unknown provenance is `unknown` and needs a record.
 */
export function effectiveTier(entry: Pick<TrustSubjectCommon, 'tier' | 'source'>): string {
  if (entry.tier === 'plugin') return 'plugin';
  if (entry.source?.startsWith('imported:') || entry.tier === 'imported') return 'imported';
  if (entry.tier === 'project' || entry.tier === 'user') return entry.tier;
  return 'unknown';
}

/** True for the tiers whose commands run without a record: the project's and the user's own (D7). */
export function needsNoRecord(tier: string): boolean {
  return tier === 'project' || tier === 'user';
}

/** The end of a changed hook's reason: what to do about it. */
export const AGAIN = 'review and approve it again with "li hooks trust"';
/** The end of a pending hook's reason: what to do about it. */
export const APPROVE = 'review and approve it with "li hooks trust"';
