import { type HandlerType, handlerTypeOf } from '@lionagi/hooks-profile';
import { commandExport } from './export-command.js';
import type { ExportableEntry, ExportedHandler } from './export-hooks.js';
import { httpExport } from './export-http.js';
import type { ForeignHarness } from './types.js';

/** How one handler type is written into a harness's config by `li hooks export`. */
export interface ExportWriter {
  /** Per target: the handler, or `undefined` (the row is skipped) with a note in `notes` saying why. */
  write: Record<
    ForeignHarness,
    (entry: ExportableEntry, projectDir: string, notes: string[]) => ExportedHandler | undefined
  >;
}

/**
 * Each handler type's export writer (`export-command.ts`, `export-http.ts`): a new type does not
 * compile until it has one.
 */
export const EXPORT_WRITERS: Record<HandlerType, ExportWriter> = {
  command: commandExport,
  http: httpExport,
};

/** The writer of an entry's handler type. */
export function exportWriterOf(entry: ExportableEntry): ExportWriter {
  return EXPORT_WRITERS[handlerTypeOf(entry)];
}
