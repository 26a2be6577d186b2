import type { HandlerType } from '@lionagi/hooks-profile/core';
import { commandReader } from './command-reader.js';
import { httpReader } from './http-reader.js';
import type { HandlerReader } from './reader-types.js';

/**
 * Each handler type's settings reader (`command-reader.ts`, `http-reader.ts`): a new type does not
 * compile until it has one. `readHookEntry` reads the common fields and asks the entry's type here.
 */
export const HANDLER_READERS: { [T in HandlerType]: HandlerReader<T> } = {
  command: commandReader,
  http: httpReader,
};
