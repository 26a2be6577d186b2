import { compileMatcher } from '@lionagi/hooks-profile';

const CODEX_EXACT_NAME = /^[A-Za-z0-9_]+$/;

/**
 * The Codex spelling of a profile matcher. Codex reads only `[A-Za-z0-9_|]` strings as exact name
 * lists (anything else is an unanchored regex), while the profile also allows `-`, `,` and spaces:
 * such lists become `a|b`, or an anchored regex when a name has characters Codex would misread.
 */
export function codexMatcher(matcher: string): string {
  const compiled = compileMatcher(matcher);
  if (compiled.kind !== 'exact') return matcher;
  if (compiled.names.every((name) => CODEX_EXACT_NAME.test(name))) return compiled.names.join('|');
  const escaped = compiled.names.map((name) => name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'));
  return `^(?:${escaped.join('|')})$`;
}
