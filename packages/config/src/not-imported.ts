import { isMap, isSeq, type Node } from 'yaml';
import { type FileContext, reportError } from './diagnostics.js';
import { readImportedFrom } from './entry-provenance.js';
import type { NotImportedRecord } from './types.js';
import { deref, isNullish, scalarValue } from './yaml-node.js';

/** The top-level key `li hooks import` records the handlers it rejected under. */
export const NOT_IMPORTED_KEY = 'not_imported';

const RECORD =
  '{ imported_from, reason, opt_in? } (reason and opt_in strings), as li hooks import writes it';
const LIST_SHAPE = `must be a list of records ${RECORD}`;
const RECORD_SHAPE = `must be a record ${RECORD}`;

/**
 * Reads `not_imported:`: the foreign handlers an import rejected, each with its `imported_from`
 * (the handler as written upstream), the reason and, when a flag would bring it across, `opt_in`
 * (`li hooks import claude --allow-shell`). Nothing in it runs; it only keeps a rejected guard
 * visible to list, doctor and li-agent after the import report has scrolled away.
 */
export function readNotImported(ctx: FileContext, node: unknown): NotImportedRecord[] {
  if (node === undefined || isNullish(ctx, node)) return [];
  const seq = deref(ctx, node);
  if (!isSeq(seq)) {
    reportError(ctx, node, LIST_SHAPE, { entry: NOT_IMPORTED_KEY });
    return [];
  }
  const records: NotImportedRecord[] = [];
  for (const [i, item] of seq.items.entries()) {
    const entry = `${NOT_IMPORTED_KEY}[${i}]`;
    const map = deref(ctx, item);
    const reason = isMap(map) ? scalarValue(ctx, map.get('reason', true)) : undefined;
    const optIn = isMap(map) ? map.get('opt_in', true) : undefined;
    const optInText = optIn === undefined ? undefined : scalarValue(ctx, optIn);
    const from = isMap(map) ? readImportedFrom(ctx, map, { entry }) : null;
    if (
      !isMap(map) ||
      typeof reason !== 'string' ||
      from == null ||
      (optIn !== undefined && typeof optInText !== 'string')
    ) {
      if (from !== null) reportError(ctx, item as Node, RECORD_SHAPE, { entry });
      continue;
    }
    const { line } = ctx.lineCounter.linePos((item as Node).range?.[0] ?? 0);
    records.push({
      importedFrom: from,
      reason,
      ...(typeof optInText === 'string' ? { optIn: optInText } : {}),
      origin: { file: ctx.file, line, scope: ctx.scope },
    });
  }
  return records;
}
