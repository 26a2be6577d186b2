import type { ImportedFrom } from '@lionagi/hooks-config';
import { importedFromKey, localEdits, type PresentHook } from './plan.js';
import type { Translation } from './translate.js';

/** Project-file copies of user-level entries that a `--user` import moves into the user file. */
export interface PlannedMoves {
  /** `imported_from` of each project copy to delete (once the user file holds the entry). */
  remove: ImportedFrom[];
}

/**
 * An import with `user` writes the entries of the user-level harness config (`userFrom`) into the
 * user settings file. A project file can already hold copies of them: imported before `--user`
 * existed, or by `li hooks import claude ~/.claude/settings.json`. Left there, each would fire
 * twice (once per layer), so a copy still as imported (same `imported_from`, `source` kept, no
 * local edit) is removed from the project file and its row says `updated: moved`. A copy the
 * user edited is theirs: it stays, and the row warns that both copies fire.
 */
export function planMoves(
  translations: readonly Translation[],
  projectPresent: readonly PresentHook[],
  options: { userFrom: readonly string[]; userFile: string; defaultTimeoutSec: number },
): PlannedMoves {
  const copies = new Map<string, PresentHook>();
  for (const p of projectPresent) {
    if (p.importedFrom === undefined || !options.userFrom.includes(p.importedFrom.file)) continue;
    copies.set(importedFromKey(p.importedFrom), p);
  }
  const remove: ImportedFrom[] = [];
  for (const { row, hook } of translations) {
    if (hook === undefined) continue;
    const copy = copies.get(importedFromKey(hook.importedFrom));
    if (copy?.importedFrom === undefined) continue;
    const edits = copy.source?.startsWith('imported:')
      ? localEdits(copy, hook, options.defaultTimeoutSec)
      : ['source deleted'];
    if (edits.length > 0) {
      row.warnings.push(
        `a copy of this entry edited locally (${edits.join(', ')}) stays in the project file at ${copy.where}: both fire until you delete one`,
      );
      continue;
    }
    remove.push(copy.importedFrom);
    if (row.status === 'imported' || row.status === 'unchanged') {
      row.status = 'updated';
      row.reason = `moved to the user settings file ${options.userFile} from the project file at ${copy.where} (the project copy is removed)`;
    }
  }
  return { remove };
}
