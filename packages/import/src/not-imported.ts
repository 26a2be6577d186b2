import { type editSettingsFile, NOT_IMPORTED_KEY, toNode } from '@lionagi/hooks-config';
import type { Translation } from './translate.js';
import type { ForeignHarness } from './types.js';

type SettingsDocument = Parameters<Parameters<typeof editSettingsFile>[1]>[0];

/** A `not_imported:` record as written: the rejected handler, why, and the flag that would bring it. */
export interface PlainNotImported {
  imported_from: Translation['from'];
  reason: string;
  opt_in?: string;
}

/** How the import that would bring an opt-in entry across is spelled for this target. */
export interface OptInContext {
  harness: ForeignHarness;
  user: boolean;
  plugin?: string | undefined;
}

/**
 * The records of one target's rejected handlers, in report order: each with its `imported_from`
 * (the identity drift and re-import compare), the rejection reason and, when a flag would bring it
 * across, the whole command (`li hooks import claude --allow-shell`).
 */
export function notImportedRecords(
  translations: readonly Translation[],
  context: OptInContext,
): PlainNotImported[] {
  const where = context.plugin === undefined ? '' : ` --plugin ${context.plugin}`;
  const user = context.user ? ' --user' : '';
  return translations.flatMap(({ row, hook, from, bridge }) =>
    hook !== undefined || from === undefined || row.status !== 'rejected' || bridge
      ? []
      : [
          {
            imported_from: from,
            reason: row.reason ?? 'rejected',
            ...(row.optIn === undefined
              ? {}
              : { opt_in: `li hooks import ${context.harness}${where}${user} ${row.optIn}` }),
          },
        ],
  );
}

const plainFile = (item: unknown): unknown =>
  (item as { imported_from?: { file?: unknown } } | null)?.imported_from?.file;

/**
 * Replaces the `not_imported:` records that came from `files` (the foreign files this import read)
 * with `records`, keeping those of other files; deletes the key once it is empty. Touches nothing
 * when the records are already the same, so importing twice leaves the file byte-identical.
 */
export function replaceNotImported(
  doc: SettingsDocument,
  files: readonly string[],
  records: readonly PlainNotImported[],
): void {
  const plain = (doc.toJS() as Record<string, unknown> | null)?.[NOT_IMPORTED_KEY];
  // A malformed key is the loader's to refuse, loudly; import does not rewrite it.
  if (plain !== undefined && plain !== null && !Array.isArray(plain)) return;
  const items: unknown[] = Array.isArray(plain) ? plain : [];
  const ours = (item: unknown) => files.includes(plainFile(item) as string);
  if (JSON.stringify(items.filter(ours)) === JSON.stringify(records)) return;
  const next = [...items.filter((item) => !ours(item)), ...records];
  if (next.length === 0) doc.delete(NOT_IMPORTED_KEY);
  else doc.set(NOT_IMPORTED_KEY, toNode(doc, next));
}
