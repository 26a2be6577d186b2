import type { EntryOrigin, LoadedSettings } from '@lionagi/hooks-config';
import { type HandlerType, PROFILE_EVENTS, type ProfileEvent } from '@lionagi/hooks-profile/core';
import { createDigestCache } from './digest.js';
import type { HttpTrustRecord } from './http-trust.js';
import { parseTrustRecords } from './records.js';
import type { PinnedFile } from './resolve.js';
import type { FullTrustRecord } from './subjects/command-records.js';
import { subjectOf } from './subjects/trust-subjects.js';
import { evaluateTrust } from './trust-status.js';
import { type HookWiring, wiringOf } from './wiring.js';

/**
 * A hook command that may not run yet, with everything a person needs to decide: the entry
 * (event, matcher, where it came from), the whole argv, what it resolves to now and the record
 * approving it would write.
 */
export interface PendingCommand {
  /** The entry's handler type: its trust subject made this item and approves it. */
  type: HandlerType;
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

export { pythonWouldWiden } from './subjects/command-subject.js';

/** Whether approving a pending item writes a record (by its handler type: a command without problems, any http handler). */
export function isApprovable(command: PendingCommand): boolean {
  return subjectOf(command).approvable(command);
}

/** The outdated record approving a pending item replaces (changed items), if any. */
export function replacedRecord(command: PendingCommand): unknown {
  return subjectOf(command).replaces(command);
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
        type: entry.type,
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
      pending.push(subjectOf(entry).pendingItem(common, result, entry));
    }
  }
  return pending;
}
