import { HookError } from './errors.js';

/** How a matcher string was read (ground truth: Claude Code 2.1.328 §7, clarification C-1). */
export type MatcherKind = 'all' | 'exact' | 'regex';

/** A compiled matcher: compile once at load, test per firing without spawning anything. */
export interface CompiledMatcher {
  readonly source: string | undefined;
  readonly kind: MatcherKind;
  /** For `exact` matchers, the names it accepts. */
  readonly names: readonly string[];
  test(value: string | undefined): boolean;
}

const EXACT_CHARSET = /^[A-Za-z0-9_\- ,|]+$/;

/**
 * Compiles a matcher with the grammar Claude Code uses: omitted, `""` or `"*"` match everything;
 * a string of only letters, digits, `_`, `-`, space, `,` and `|` is an exact, case-sensitive list
 * of names (split on `|` and `,`, trimmed); anything else is an unanchored regular expression.
 * An invalid regex throws `INVALID_MATCHER` (Claude Code silently never matches; a guard must not
 * vanish silently).
 */
export function compileMatcher(matcher: string | null | undefined): CompiledMatcher {
  if (matcher === undefined || matcher === null || matcher === '' || matcher === '*') {
    return { source: matcher ?? undefined, kind: 'all', names: [], test: () => true };
  }
  if (EXACT_CHARSET.test(matcher)) {
    const names = matcher
      .split(/[|,]/)
      .map((n) => n.trim())
      .filter((n) => n.length > 0);
    const set = new Set(names);
    return {
      source: matcher,
      kind: 'exact',
      names,
      test: (value) => value !== undefined && set.has(value),
    };
  }
  let regex: RegExp;
  try {
    // No flags: Claude Code compiles matchers as plain JS regexes; 'u' would reject patterns it accepts.
    regex = new RegExp(matcher);
  } catch (cause) {
    throw new HookError(
      'INVALID_MATCHER',
      `invalid matcher ${JSON.stringify(matcher)}: not a valid regular expression (${(cause as Error).message}); expected "*", an exact name list like "bash|write_file" (the runtime's tool names), or a valid regex`,
      { cause, details: { matcher } },
    );
  }
  return {
    source: matcher,
    kind: 'regex',
    names: [],
    test: (value) => value !== undefined && regex.test(value),
  };
}
