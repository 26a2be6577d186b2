/**
 * How one handler type's approvals are written under `trusted_hook_commands`: which raw items are
 * its records, how one is read, and the hash it is shown and revoked by. Each trust subject owns
 * one (`command-records.ts`, `http-records.ts`); `records.ts` only asks each type which items it
 * owns.
 */
export interface RecordKind<R> {
  /** What the type's items look like, for the problem of an item no type (or two) owns. */
  readonly shape: string;
  /** Whether a raw item is written in this type's form (it is then read by this type alone). */
  owns(item: unknown): boolean;
  /** The record an owned item holds, or every problem it has. */
  parse(item: unknown): R | string[];
  /** The hash an owned item carries as written, lower-cased; `undefined` when it has none. */
  wireHash(item: unknown): string | undefined;
}

/** The raw item as a mapping, or `undefined` for a list, a scalar or null. */
export function asMapping(item: unknown): Record<string, unknown> | undefined {
  return typeof item === 'object' && item !== null && !Array.isArray(item)
    ? (item as Record<string, unknown>)
    : undefined;
}

/** `value` lower-cased when it is a string (a hash as written), else `undefined`. */
export function hashText(value: unknown): string | undefined {
  return typeof value === 'string' ? value.toLowerCase() : undefined;
}
