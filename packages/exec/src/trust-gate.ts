import type { DispatchEntry } from './dispatch-entry.js';

/**
 * The trust verdict for one hook command, declared structurally here so exec does not depend on
 * `@lionagi/hooks-trust`; that package's `TrustCheck` has exactly this shape.
 */
export interface TrustCheck {
  trusted: boolean;
  status: 'not-needed' | 'trusted' | 'pending' | 'changed' | 'unsafe';
  reason?: string;
  /**
   * The files whose bytes the verdict was based on (the executable and the argv files a full
   * record pins). The dispatcher reads them again and starts the interpreter on exactly these
   * bytes (see `prepareVerifiedRun`), so a file swapped after the check is not what runs.
   */
  verified?: readonly VerifiedFile[];
}

/** A file the trust gate hashed: its absolute path and the SHA-256 (hex) of its bytes. */
export interface VerifiedFile {
  path: string;
  digest: string;
}

/**
 * Asked just before each spawn (ADR-0048 D7); an untrusted command is never started. Generic so
 * a gate written for a richer entry type (the config's `ResolvedHookEntry`) fits a dispatcher
 * built from those entries.
 */
export type TrustGate<E extends DispatchEntry = DispatchEntry> = (
  entry: E,
) => TrustCheck | Promise<TrustCheck>;

/**
 * The reason given when a command is not trusted, e.g. `hook command ["x","y"] is not trusted
 * (pending): run "li hooks trust" to review and approve it`.
 */
export function untrustedReason(
  command: readonly string[],
  status: string,
  detail?: string,
): string {
  const head = `hook command ${JSON.stringify(command)} is not trusted (${status})`;
  // The trust gate's detail already says what changed and what to run; do not say it twice.
  return detail ? `${head}: ${detail}` : `${head}: run "li hooks trust" to review and approve it`;
}
