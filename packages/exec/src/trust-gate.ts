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

/** The trust package's own advice at the end of its reason: moved to the front. */
const TRUST_FIX = /; (review and approve it(?: again)? with "li hooks trust")$/;

/**
 * The reason given when a command is not trusted, the fix first and each fact once, e.g.
 * `review and approve it with "li hooks trust": imported hook command ["x", "y"] (PreToolUse,
 * from …/settings.yaml:5) is not trusted: no record …` (the first denial a newcomer sees: its fix
 * must never be in a part cut off). A detail that does not name the command gets it named; a
 * status no approval fixes (`unverifiable`) keeps the plain form.
 */
export function untrustedReason(
  command: readonly string[],
  status: string,
  detail?: string,
): string {
  const head = `hook command ${JSON.stringify(command)} is not trusted (${status})`;
  if (status !== 'pending' && status !== 'changed') {
    return detail ? `${head}: ${detail}` : `${head}: run "li hooks trust" to review and approve it`;
  }
  const fix =
    (detail === undefined ? undefined : TRUST_FIX.exec(detail)?.[1]) ??
    `review and approve it${status === 'changed' ? ' again' : ''} with "li hooks trust"`;
  const rest = detail?.replace(TRUST_FIX, '');
  const body =
    rest === undefined ? head : rest.includes('hook command') ? rest : `${head}: ${rest}`;
  return `${fix}: ${body}`;
}
