import type { LoadedSettings } from '@lionagi/hooks-config';
import { createDigestCache } from './digest.js';
import { parseTrustRecords } from './records.js';
import { evaluateTrust, type TrustCheck, type TrustSubject } from './trust-status.js';
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
 * The records are the ones `settings` was loaded with: a revocation applies from the next load.
 * Never throws for an untrusted command; throws `INVALID_ARGV` for a malformed one.
 */
export function createTrustGate(
  settings: LoadedSettings,
  options: TrustGateOptions = {},
): TrustGateFn {
  const parsed = parseTrustRecords(settings.trustedHookCommands);
  const cache = createDigestCache();
  return async (entry) => {
    const { trusted, status, reason, snapshot } = await evaluateTrust(entry, parsed, {
      projectDir: settings.projectDir,
      env: options.env,
      cache,
    });
    const check: TrustCheck =
      reason === undefined ? { trusted, status } : { trusted, status, reason };
    // What was hashed, so the dispatcher runs exactly those bytes (exec's private copies).
    if (trusted && snapshot !== undefined) check.verified = verifiedFiles(snapshot);
    return check;
  };
}
