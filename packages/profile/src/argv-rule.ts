import { isBlankArgvElement } from './argv-whitespace.js';

// ADR-0048 D4's argv rule, in words: the one validator settings load, import, trust recording and
// the exec adapter's spawn all apply (the loader adds positions; the adapter names the hook).

/** The rule, as messages say it after the field's name. */
export const ARGV_RULE = 'must be a non-empty argv list';
/** The example argv messages give. */
export const ARGV_EXAMPLE = '["./guards/check.sh", "--strict"]';

function describe(value: unknown): string {
  if (value === null || value === undefined) return 'nothing (null)';
  if (typeof value === 'string') return `the string ${JSON.stringify(value)}`;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return `the ${typeof value} ${String(value)} (quote it: "${String(value)}")`;
  }
  if (Array.isArray(value)) return 'a list';
  return 'a mapping';
}

/** Why `value` is not an argv list at all (a string, not a list, empty), else `undefined`. */
export function argvShapeProblem(field: string, value: unknown): string | undefined {
  if (typeof value === 'string') {
    return `${field} ${ARGV_RULE}, not a string (got ${JSON.stringify(value)}): a command string is never split or run through a shell; write each argument as a list item, e.g. ${ARGV_EXAMPLE}`;
  }
  if (!Array.isArray(value))
    return `${field} ${ARGV_RULE}, e.g. ${ARGV_EXAMPLE}; got ${describe(value)}`;
  if (value.length === 0) return `${field} ${ARGV_RULE}; got an empty list`;
  return undefined;
}

/** Why item `index` of an argv list is not a non-blank string without NUL, else `undefined`. */
export function argvItemProblem(field: string, value: unknown, index: number): string | undefined {
  const what = `${field}[${index}]`;
  const rule = `${field} ${ARGV_RULE} of non-empty, non-whitespace strings`;
  if (typeof value !== 'string') return `${rule}; ${what} is ${describe(value)}`;
  if (value.length === 0) return `${rule}; ${what} is empty`;
  if (isBlankArgvElement(value)) return `${rule}; ${what} is only whitespace`;
  if (value.includes('\0')) return `${rule}; ${what} contains a NUL character`;
  return undefined;
}

/**
 * Why `value` is not a valid hook argv (ADR-0048 D4: a non-empty list of non-empty, non-whitespace
 * strings; a string is refused, never split), or `undefined` when it is one. For gates that check
 * plain values (import, trust recording); settings files are checked with positions at load.
 */
export function argvProblem(value: unknown, field = 'command'): string | undefined {
  const shape = argvShapeProblem(field, value);
  if (shape !== undefined) return shape;
  const items = value as unknown[];
  for (let i = 0; i < items.length; i++) {
    const problem = argvItemProblem(field, items[i], i);
    if (problem !== undefined) return problem;
  }
  return undefined;
}
