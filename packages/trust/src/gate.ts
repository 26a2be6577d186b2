import {
  handlerSpawns,
  handlerTypeOf,
  type LoadedSettings,
  type ResolvedHookEntry,
} from '@lionagi/hooks-config/load';
import { PROFILE_EVENTS } from '@lionagi/hooks-profile/core';
import { createDigestCache } from './digest.js';
import { type UnsafeHook, unsafeHook } from './hook-file-safety.js';
import { type ParsedTrustRecords, parseTrustRecords } from './records.js';
import {
  checkOf,
  effectiveTier,
  evaluateTrust,
  needsNoRecord,
  type TrustCheck,
  type TrustSubject,
} from './trust-status.js';
import { fileVersion, readUserRecords } from './user-records.js';
import { verifiedFiles } from './verified-files.js';

/** The function the exec dispatcher calls just before each spawn. */
export type TrustGateFn = (entry: TrustSubject) => Promise<TrustCheck>;

/** Options of {@link createTrustGate}. */
export interface TrustGateOptions {
  /** The environment hooks are spawned with; must be the one the dispatcher uses. Default `process.env`. */
  env?: NodeJS.ProcessEnv | undefined;
}

/**
 * The trust gate for one loaded configuration. Each call applies the D7 rule at that moment:
 * the executable is resolved again and it and every pinned file are re-opened, stat'ed and
 * verified (a digest is reused only while a file's inode, size, mtime and ctime are unchanged
 * and it was already quiet when hashed), so the gap to the spawn is as short as Node allows.
 * The records start as the ones `settings` was loaded with; when the user settings file changes
 * (its inode, size, mtime or ctime moves) they are read again, so `li hooks untrust` takes effect
 * in a running session at the next call. A user file that cannot be read then trusts nothing.
 * Never throws for an untrusted command; throws `INVALID_ARGV` for a malformed one.
 */
export function createTrustGate(
  settings: LoadedSettings,
  options: TrustGateOptions = {},
): TrustGateFn {
  const cache = createDigestCache();
  let version = fileVersion(settings.userFile);
  let current: { parsed: ParsedTrustRecords } | { problem: string } = {
    parsed: parseTrustRecords(settings.trustedHookCommands),
  };
  // The project's and the user's own hooks run without a record, so once per gate and entry, at
  // its first firing, their files are held to the settings file's ownership and mode rule (only
  // the entries that fire: a bridge call fires one, of however many the settings hold).
  const unsafe = new Map<TrustSubject, Promise<UnsafeHook | undefined>>();
  // The rule covers the hooks `settings` holds (an entry is one of them by identity).
  let inSettings: Map<unknown, ResolvedHookEntry> | undefined;
  return async (entry) => {
    // The project's and the user's own commands need no record: the user file is not looked at
    // for them (a stat per hook); it is for the next command that needs one.
    const recordFree = handlerSpawns(handlerTypeOf(entry)) && needsNoRecord(effectiveTier(entry));
    if (recordFree) {
      let check = unsafe.get(entry);
      if (check === undefined) {
        inSettings ??= new Map(
          PROFILE_EVENTS.flatMap((event) => settings.hooks[event] ?? []).map((e) => [e, e]),
        );
        const held = inSettings.get(entry);
        check =
          held === undefined
            ? Promise.resolve(undefined)
            : unsafeHook(held, settings, { env: options.env, cache });
        unsafe.set(entry, check);
      }
      const hit = await check;
      if (hit !== undefined) return { trusted: false, status: 'unsafe', reason: hit.reason };
    }
    const now = recordFree ? version : fileVersion(settings.userFile);
    if (now !== version) {
      version = now;
      const read = await readUserRecords(settings.userFile, options.env);
      current = read.ok ? { parsed: parseTrustRecords(read.records) } : { problem: read.problem };
    }
    const parsed = 'parsed' in current ? current.parsed : parseTrustRecords([]);
    const result = await evaluateTrust(entry, parsed, {
      projectDir: settings.projectDir,
      env: options.env,
      cache,
    });
    if ('problem' in current && !result.trusted) {
      const reason = `${result.reason ?? 'not trusted'} (the user settings file changed and cannot be read now, so no approval applies: ${current.problem})`;
      return { ...checkOf(result), reason };
    }
    const check = checkOf(result);
    // What was hashed, so the dispatcher runs exactly those bytes (exec's verified run).
    if (result.trusted && result.snapshot !== undefined)
      check.verified = verifiedFiles(result.snapshot);
    return check;
  };
}
