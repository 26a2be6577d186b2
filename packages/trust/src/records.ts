import { HANDLER_TYPES, type HandlerType } from '@lionagi/hooks-profile/core';
import { asMapping } from './subjects/record-kind.js';
import { RECORD_KINDS, type RecordOf } from './subjects/record-kinds.js';

/** A valid record of handler type `T` and its position in the raw list. */
export interface IndexedRecord<T extends HandlerType> {
  index: number;
  record: RecordOf<T>;
}

/** A valid command record and its position in the raw list. */
export type IndexedTrustRecord = IndexedRecord<'command'>;

/** The valid records of `trusted_hook_commands`, by the handler type each approves. */
export type RecordsByType = { [T in HandlerType]: Array<IndexedRecord<T>> };

/** The records of `trusted_hook_commands`: usable ones by handler type, and items that trust nothing. */
export interface ParsedTrustRecords {
  byType: RecordsByType;
  invalid: Array<{ index: number; problem: string }>;
}

function described(item: unknown): string {
  if (Array.isArray(item)) return 'a list';
  const mapping = asMapping(item);
  if (mapping === undefined) return String(item);
  const keys = Object.keys(mapping);
  return keys.length === 0 ? 'an empty mapping' : `a mapping with keys ${keys.join(', ')}`;
}

const kindsShown = (types: readonly HandlerType[]) =>
  types.map((type) => `${type}: ${RECORD_KINDS[type].shape}`).join('; ');

/** The handler types whose records `item` is written as. */
function ownersOf(item: unknown): HandlerType[] {
  return HANDLER_TYPES.filter((type) => RECORD_KINDS[type].owns(item));
}

function add<T extends HandlerType>(
  parsed: ParsedTrustRecords,
  type: T,
  index: number,
  item: unknown,
): void {
  const record = RECORD_KINDS[type].parse(item);
  if (Array.isArray(record)) parsed.invalid.push({ index, problem: record.join('; ') });
  else parsed.byType[type].push({ index, record: record as RecordOf<T> });
}

/**
 * Reads the raw items of `trusted_hook_commands`: each is read by the one handler type that owns
 * it (`subjects/record-kinds.ts`). An item no type owns, or more than one does, is invalid. Invalid
 * items are reported, never trusted, and never silently dropped from the file by later edits.
 */
export function parseTrustRecords(raw: readonly unknown[]): ParsedTrustRecords {
  const byType = Object.fromEntries(
    HANDLER_TYPES.map((type) => [type, []]),
  ) as unknown as RecordsByType;
  const parsed: ParsedTrustRecords = { byType, invalid: [] };
  for (const [index, item] of raw.entries()) {
    const owners = ownersOf(item);
    if (owners.length === 1) {
      add(parsed, owners[0]!, index, item);
      continue;
    }
    const problem =
      owners.length === 0
        ? `not a trust record of any handler type (${kindsShown(HANDLER_TYPES)}), got ${described(item)}`
        : `written as a record of ${owners.join(' and ')} at once (${kindsShown(owners)}); a record approves one handler type`;
    parsed.invalid.push({ index, problem });
  }
  return parsed;
}

/**
 * The hashes a raw item of `trusted_hook_commands` carries as written, lower-cased (an argv hash,
 * an `http_hash`): what `li hooks trust` shows and `li hooks untrust` matches. Read from the item
 * as it is, so an invalid record can still be revoked.
 */
export function recordHashesOf(item: unknown): string[] {
  return ownersOf(item).flatMap((type) => RECORD_KINDS[type].wireHash(item) ?? []);
}
