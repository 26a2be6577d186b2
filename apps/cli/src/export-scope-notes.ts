import type { LoadedSettings } from '@lionagi/hooks-config';
import type { ForeignHarness } from '@lionagi/hooks-import';
import { type EntryScope, type ExportScope, entryScope, scopeFile } from './export-scope.js';

const NAME: Record<ForeignHarness, string> = { claude: 'Claude Code', codex: 'Codex' };

const entries = (n: number) => (n === 1 ? '1 entry' : `${n} entries`);
const them = (n: number) => (n === 1 ? 'it' : 'them');

/**
 * What an export left out of the files it wrote (`written`), one line per scope: the entries of
 * the other scopes (with the `--scope` that writes them) and, without an explicit `--scope`
 * (`chosen`), those imported from the other harness, which no scope of this one claims.
 */
export function leftOutNotes(
  harness: ForeignHarness,
  settings: LoadedSettings,
  written: readonly ExportScope[],
  options: { env: NodeJS.ProcessEnv; chosen: boolean; verb: string },
): string[] {
  const count = new Map<EntryScope, number>();
  for (const list of Object.values(settings.hooks)) {
    for (const entry of list) {
      const scope = entryScope(entry, harness, settings.projectDir, options.env);
      if ((written as readonly string[]).includes(scope)) continue;
      if (scope === 'other' && options.chosen) continue;
      count.set(scope, (count.get(scope) ?? 0) + 1);
    }
  }
  const notes: string[] = [];
  for (const [scope, n] of count) {
    if (scope === 'other') {
      const from = NAME[harness === 'claude' ? 'codex' : 'claude'];
      notes.push(
        `${entries(n)} imported from ${from} left out of the ${NAME[harness]} files (personal by default): give --scope project|user${harness === 'claude' ? '|local' : ''} to write ${them(n)} there`,
      );
      continue;
    }
    const file = scopeFile(harness, scope, settings.projectDir, options.env);
    notes.push(
      `${entries(n)} of the ${scope} scope left out (${n === 1 ? 'it belongs' : 'they belong'} in ${file}): ${options.verb} --scope ${scope} writes ${them(n)} there`,
    );
  }
  return notes;
}
