import type { RE2JS } from 're2js';
import { HookError } from './errors.js';
import { escapeControlChars, quoteForDisplay } from './escape-control.js';

/** How a matcher string was read (ground truth: Claude Code 2.1.328 §7, clarification C-1). */
export type MatcherKind = 'all' | 'exact' | 'regex';

/** A compiled matcher: compile once at load, test per firing without spawning anything. */
export interface CompiledMatcher {
  readonly source: string | undefined;
  readonly kind: MatcherKind;
  /** For `exact` matchers, the names it accepts. */
  readonly names: readonly string[];
  /**
   * How `test` runs: `all`/`exact` by lookup, `regex` on RE2 (re2js), whose matching time is
   * linear in the input, so no matcher can stall a firing (no catastrophic backtracking).
   */
  readonly engine: 'none' | 'set' | 're2';
  test(value: string | undefined): boolean;
}

const LOOKAROUND: Record<string, string> = {
  '=': 'a lookahead (`(?=…)`)',
  '!': 'a negative lookahead (`(?!…)`)',
  '<=': 'a lookbehind (`(?<=…)`)',
  '<!': 'a negative lookbehind (`(?<!…)`)',
};

/**
 * The constructs of a JS regex that a backtracking engine runs and RE2 cannot, found by one
 * linear scan that skips escapes and character classes. Checked before translation, which would
 * otherwise read `\k<name>` as the literal `k<name>`.
 */
function unsupportedConstructs(source: string): string[] {
  const found = new Set<string>();
  const namedGroups = /\(\?<[A-Za-z_$]/.test(source);
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') {
      const next = source[i + 1] ?? '';
      if (!inClass && next >= '1' && next <= '9') found.add('a backreference (`\\1`…)');
      if (!inClass && next === 'k' && namedGroups) {
        found.add('a named backreference (`\\k<name>`)');
      }
      i++;
    } else if (inClass) {
      if (ch === ']') inClass = false;
    } else if (ch === '[') {
      inClass = true;
    } else if (ch === '(' && source[i + 1] === '?') {
      const kind = source[i + 2] === '<' ? source.slice(i + 2, i + 4) : (source[i + 2] ?? '');
      const what = LOOKAROUND[kind];
      if (what !== undefined) found.add(what);
    }
  }
  return [...found];
}

function unsupported(matcher: string, named: string[], cause?: Error): HookError {
  const what = named.length > 0 ? named.join(', ') : 'a construct it has no linear-time form for';
  const detail = cause === undefined ? '' : ` (${escapeControlChars(cause.message)})`;
  return new HookError(
    'INVALID_MATCHER',
    `invalid matcher ${quoteForDisplay(matcher)}: uses ${what}, which the linear-time matcher engine (RE2) cannot run${detail}; rewrite the regex without backreferences or lookaround, or use an exact name list like "bash|write_file" (the runtime's tool names)`,
    { ...(cause === undefined ? {} : { cause }), details: { matcher, constructs: named } },
  );
}

const EXACT_CHARSET = /^[A-Za-z0-9_\- ,|]+$/;

/** RE2 (re2js, about 280 KiB of JavaScript): loaded only by a program that compiles a regex matcher. */
let re2: typeof RE2JS | undefined;

/**
 * Loads the engine regex matchers run on (RE2, re2js), once. The main entry point loads it with
 * itself; a program that imports `@lionagi/hooks-profile/core` (to start fast) awaits this before
 * it compiles a matcher whose {@link matcherKind} is `regex`.
 */
export async function loadMatcherEngine(): Promise<void> {
  re2 ??= (await import('re2js')).RE2JS;
}

/** Hands the engine over when it is already loaded (the main entry point does, at import). */
export function useMatcherEngine(engine: typeof RE2JS): void {
  re2 ??= engine;
}

/** How {@link compileMatcher} will read `matcher`, without compiling it (nothing is loaded). */
export function matcherKind(matcher: string | null | undefined): MatcherKind {
  if (matcher === undefined || matcher === null || matcher === '' || matcher === '*') return 'all';
  return EXACT_CHARSET.test(matcher) ? 'exact' : 'regex';
}

/**
 * Compiles a matcher with the grammar Claude Code uses: omitted, `""` or `"*"` match everything;
 * a string of only letters, digits, `_`, `-`, space, `,` and `|` is an exact, case-sensitive list
 * of names (split on `|` and `,`, trimmed); anything else is an unanchored regular expression,
 * run on RE2 in linear time. An invalid regex throws `INVALID_MATCHER` (Claude Code silently never
 * matches; a guard must not vanish silently), and so does a valid JS regex using a construct RE2
 * cannot run (backreferences, lookaround), naming it.
 */
export function compileMatcher(matcher: string | null | undefined): CompiledMatcher {
  const kind = matcherKind(matcher);
  if (matcher === undefined || matcher === null || kind === 'all') {
    return {
      source: matcher ?? undefined,
      kind: 'all',
      names: [],
      engine: 'none',
      test: () => true,
    };
  }
  if (kind === 'exact') {
    const names = matcher
      .split(/[|,]/)
      .map((n) => n.trim())
      .filter((n) => n.length > 0);
    const set = new Set(names);
    return {
      source: matcher,
      kind: 'exact',
      names,
      engine: 'set',
      test: (value) => value !== undefined && set.has(value),
    };
  }
  try {
    // Syntax only, never executed: what Claude Code accepts (plain JS regex, no flags; 'u' would
    // reject patterns it accepts) is what the profile accepts; an invalid one is a load error.
    new RegExp(matcher);
  } catch (cause) {
    throw new HookError(
      'INVALID_MATCHER',
      `invalid matcher ${quoteForDisplay(matcher)}: not a valid regular expression (${escapeControlChars((cause as Error).message)}); expected "*", an exact name list like "bash|write_file" (the runtime's tool names), or a valid regex`,
      { cause, details: { matcher } },
    );
  }
  const named = unsupportedConstructs(matcher);
  if (named.length > 0) throw unsupported(matcher, named);
  if (re2 === undefined) {
    throw new HookError(
      'USAGE',
      `matcher ${quoteForDisplay(matcher)} is a regex, and its engine is not loaded: await loadMatcherEngine() (from @lionagi/hooks-profile/core) before compiling it, or import compileMatcher from @lionagi/hooks-profile, which loads it`,
      { details: { matcher } },
    );
  }
  let regex: RE2JS;
  try {
    // translateRegExp rewrites JS-only spellings (`\u0041`, `\cA`, `[^]`) into RE2 syntax.
    regex = re2.compile(re2.translateRegExp(matcher));
  } catch (cause) {
    throw unsupported(matcher, [], cause as Error);
  }
  // The answer for the last value is kept: a session asks again and again for the same tool, and
  // a pure-JS RE2 run costs far more than a string comparison.
  let lastValue: string | undefined;
  let lastAnswer = false;
  return {
    source: matcher,
    kind: 'regex',
    names: [],
    engine: 're2',
    test: (value) => {
      if (value === undefined) return false;
      if (value !== lastValue) {
        lastAnswer = regex.test(value);
        lastValue = value;
      }
      return lastAnswer;
    },
  };
}
