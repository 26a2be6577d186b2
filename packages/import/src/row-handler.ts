import { handlerArgvLabel, handlerJson } from '@lionagi/hooks-config';
import { plannedTranslator } from './handler-translators.js';
import type { ImportRow, PlannedHook } from './types.js';

/**
 * Sets what an imported row says of its handler, from the hook it plans (its `status_message` set):
 * `type`, `argv` (empty for an http handler, which no longer poses as `["POST", url]`), `http`,
 * `async` and `statusMessage`, in the config package's handler JSON shape.
 */
export function describeHandler(row: ImportRow, hook: PlannedHook): void {
  const json = handlerJson(plannedTranslator(hook).handlerSource(hook));
  row.type = json.type;
  row.argv = json.command;
  row.http = json.http;
  row.async = json.async;
  row.statusMessage = json.status_message;
}

/** The row's handler in one line of the text report: its argv, or `POST <url>`. */
export function rowHandlerLabel(row: ImportRow): string[] | undefined {
  if (row.argv === undefined || row.type === undefined) return undefined;
  return handlerArgvLabel({ type: row.type, command: row.argv, http: row.http ?? null });
}
