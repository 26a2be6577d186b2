import type { EntryOrigin, LoadedSettings } from '@lionagi/hooks-config';
import { EVENT_CATALOGUE, PROFILE_EVENTS, type ProfileEvent } from '@lionagi/hooks-profile/core';
import { createDigestCache } from './digest.js';
import type { HttpTrustRecord } from './http-trust.js';
import { httpApprovalWarnings } from './http-warnings.js';
import { type FullTrustRecord, parseTrustRecords } from './records.js';
import type { CommandSnapshot, PinnedFile } from './resolve.js';
import { evaluateTrust } from './trust-status.js';
import { type HookWiring, wiringOf } from './wiring.js';

/**
 * A hook command that may not run yet, with everything a person needs to decide: the entry
 * (event, matcher, where it came from), the whole argv, what it resolves to now and the record
 * approving it would write.
 */
export interface PendingCommand {
  event: ProfileEvent;
  matcher: string | undefined;
  /** The whole argv as configured (placeholders unsubstituted): this is what is hashed. */
  argv: string[];
  /** `commandHash(argv)`. */
  hash: string;
  tier: string;
  source: string | undefined;
  origin: EntryOrigin;
  /** `pending`: no record; `changed`: a record exists but no longer matches. */
  status: 'pending' | 'changed';
  reason: string;
  /** For a changed command: what differs from the approved record (which file, old and new digest, where it is wired). */
  changes: string[];
  /** Where the entry is wired: its approval pins this as well as its code (see {@link HookWiring}). */
  wiring: HookWiring | undefined;
  /** The executable argv[0] resolves to now, with its digest. */
  executable: PinnedFile | undefined;
  /** The real path of the project: approval holds for the command here only. */
  project: string;
  /** The other argv files approval pins, with their digests. */
  files: PinnedFile[];
  /** Paths approval pins as absent: what the interpreter would load instead of `files`. */
  absent: string[];
  /**
   * What the command loads that approval would not pin, in words (say it before approval): for
   * example that nothing of the hook's own code is pinned, only its interpreter.
   */
  unpinned: string[];
  /** Why the command cannot be approved as it is (nothing to pin, unreadable file…). */
  problems: string[];
  /** The record approval writes: exactly the digests shown; `undefined` when there are problems. */
  record: FullTrustRecord | undefined;
  /** The outdated record approval replaces (changed commands). */
  replaces: FullTrustRecord | undefined;
  /**
   * A `type: http` handler (its `argv` is the display form `["POST", url]`): the record approval
   * writes (URL, header names, allowed variables; never header values), the one it replaces, and
   * what its review warns about (cleartext tokens, a local host, failing open).
   */
  http?: { record: HttpTrustRecord; replaces: HttpTrustRecord | undefined; warnings: string[] };
}

/**
 * Whether Python LionAGI, honouring this record by its argv hash and its executable's path and
 * digest alone, would trust more than li does: always unless the hook is its own executable and
 * nothing but that executable's `#!` interpreter is pinned beside it, with no path pinned as
 * absent. Such records are written `li_only` (Python does not find them). Python pins neither the
 * project nor the wiring, in any case.
 */
export function pythonWouldWiden(snapshot: CommandSnapshot): boolean {
  return !(
    snapshot.executableIsCode &&
    snapshot.files.every((f) => f.kind === 'interpreter') &&
    snapshot.absent.length === 0
  );
}

/** Options of {@link listPending}. */
export interface ListPendingOptions {
  /** The environment hooks are spawned with (PATH). Default `process.env`. */
  env?: NodeJS.ProcessEnv | undefined;
}

/**
 * Every `imported` / `plugin` hook entry of `settings` that would not run now (event order, then
 * config order): pending ones and changed ones. Throws `INVALID_ARGV` for a malformed command.
 */
export async function listPending(
  settings: LoadedSettings,
  options: ListPendingOptions = {},
): Promise<PendingCommand[]> {
  const parsed = parseTrustRecords(settings.trustedHookCommands);
  const pending: PendingCommand[] = [];
  // Entries often share an interpreter: hash a quiet file once per listing.
  const cache = createDigestCache();
  for (const event of PROFILE_EVENTS) {
    for (const entry of settings.hooks[event] ?? []) {
      const result = await evaluateTrust(entry, parsed, {
        projectDir: settings.projectDir,
        env: options.env,
        cache,
        withSnapshot: true,
      });
      if (result.status !== 'pending' && result.status !== 'changed') continue;
      // What every pending item says, whatever the handler type.
      const common = {
        event,
        matcher: entry.matcher,
        argv: [...entry.command],
        tier: result.tier,
        source: entry.source,
        origin: entry.origin,
        status: result.status,
        reason: result.reason ?? '',
        changes: result.changes ?? [],
        wiring: wiringOf(entry),
      };
      if (result.httpRecord !== undefined) {
        pending.push({
          ...common,
          hash: result.httpRecord.http_hash,
          executable: undefined,
          project: result.httpRecord.project,
          files: [],
          absent: [],
          unpinned: [],
          problems: [],
          record: undefined,
          replaces: undefined,
          http: {
            record: result.httpRecord,
            replaces: result.previousHttp,
            warnings: httpApprovalWarnings({
              url: result.httpRecord.url,
              allowedEnvVars: result.httpRecord.allowed_env_vars,
              blocking: EVENT_CATALOGUE[event].blocking,
              failClosed: entry.failClosed,
            }),
          },
        });
        continue;
      }
      const snapshot = result.snapshot!;
      const hash = result.hash!;
      const exe = snapshot.executable;
      const ok = snapshot.problems.length === 0 && exe !== undefined;
      pending.push({
        ...common,
        hash,
        executable: exe,
        project: snapshot.project,
        files: snapshot.files,
        absent: snapshot.absent,
        unpinned: snapshot.unpinned,
        problems: snapshot.problems,
        record: ok
          ? {
              argv_hash: hash,
              resolved_path: exe.path,
              content_digest: exe.digest,
              project: snapshot.project,
              files: Object.fromEntries(snapshot.files.map((f) => [f.path, f.digest])),
              ...(snapshot.absent.length > 0 && { absent: snapshot.absent }),
              ...(common.wiring && { wiring: common.wiring }),
              ...(pythonWouldWiden(snapshot) && { li_only: true as const }),
            }
          : undefined,
        replaces: result.previous,
      });
    }
  }
  return pending;
}
