import type { HandlerType } from '@lionagi/hooks-profile/core';
import type { HttpTrustRecord } from '../http-trust.js';
import { commandRecords, type TrustRecord } from './command-records.js';
import { httpRecords } from './http-records.js';
import type { RecordKind } from './record-kind.js';

/** The record each handler type's approval is read as: one entry per handler type. */
interface RecordTypes {
  command: TrustRecord;
  http: HttpTrustRecord;
}

/** The record of handler type `T` (a new handler type does not compile until it has one). */
export type RecordOf<T extends HandlerType> = RecordTypes[T];

/**
 * Each handler type's record kind (`command-records.ts`, `http-records.ts`): which items of
 * `trusted_hook_commands` are its records and how one is read. A new type does not compile until
 * it has one.
 */
export const RECORD_KINDS: { readonly [T in HandlerType]: RecordKind<RecordOf<T>> } = {
  command: commandRecords,
  http: httpRecords,
};
