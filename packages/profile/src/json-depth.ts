import { HookError } from './errors.js';

/**
 * The deepest nesting accepted in any JSON value that crosses a process or model boundary: hook
 * stdout, tool arguments from the model, `updatedInput`, MCP results, stdin envelopes (which wrap
 * a payload in one more object, so they get one extra level). A scalar has depth 0, `{}` and
 * `[]` depth 1. Deeper values are refused before anything recursive (`JSON.stringify`,
 * `structuredClone`, zod) can throw a `RangeError` on them. Real tool inputs nest a handful of
 * levels; 64 leaves room for any of them.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * The nesting depth of `value`, counted without recursion and only up to `limit + 1`: a value
 * nested a million levels costs as much as one nested `limit + 1` levels.
 */
export function jsonDepth(value: unknown, limit = MAX_JSON_DEPTH): number {
  let deepest = 0;
  // Two parallel stacks, not one of [value, depth] pairs: no array per object walked (every
  // hook's envelope is walked before its spawn).
  const values: unknown[] = [value];
  const depths: number[] = [0];
  while (values.length > 0) {
    const current = values.pop();
    const depth = depths.pop() as number;
    if (typeof current !== 'object' || current === null) continue;
    const here = depth + 1;
    if (here > deepest) deepest = here;
    if (deepest > limit) return deepest;
    for (const child of Object.values(current)) {
      if (typeof child === 'object' && child !== null) {
        values.push(child);
        depths.push(here);
      }
    }
  }
  return deepest;
}

/** True when `value` nests deeper than `limit` (default {@link MAX_JSON_DEPTH}). */
export function exceedsJsonDepth(value: unknown, limit = MAX_JSON_DEPTH): boolean {
  return jsonDepth(value, limit) > limit;
}

/** `"<what>: nested deeper than 64 levels (the limit for JSON crossing a process or model boundary)"`. */
export function jsonDepthMessage(what: string, limit = MAX_JSON_DEPTH): string {
  return `${what}: nested deeper than ${limit} levels (the limit for JSON crossing a process or model boundary)`;
}

/**
 * Throws `JSON_TOO_DEEP` naming `what` when `value` nests deeper than `limit`.
 * @throws HookError `JSON_TOO_DEEP`.
 */
export function assertJsonDepth(value: unknown, what: string, limit = MAX_JSON_DEPTH): void {
  if (exceedsJsonDepth(value, limit)) {
    throw new HookError('JSON_TOO_DEEP', jsonDepthMessage(what, limit), {
      details: { limit },
    });
  }
}
