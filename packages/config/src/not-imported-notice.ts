import type { NotImportedRecord } from './types.js';

/** What list, doctor and li-agent's start line say about the handlers of one foreign file import rejected. */
export interface NotImportedNotice {
  /** The foreign file, as `imported_from` names it (relative to the project when inside it). */
  from: string;
  /** Where the records are written (the settings file). */
  file: string;
  line: number;
  records: NotImportedRecord[];
  /** `1 hook from .claude/settings.json did not come across: …`, each with its reason and fix. */
  text: string;
}

/** One rejected handler: its event, matcher and command as written upstream. */
function handlerLabel(r: NotImportedRecord): string {
  const { event, matcher, command, args } = r.importedFrom;
  const shown = args === undefined ? command : JSON.stringify([command, ...args]);
  return `${event} [${matcher ?? '*'}] ${JSON.stringify(shown)}`;
}

/** The way to bring a rejected handler across, the fix first. */
export function notImportedFix(r: NotImportedRecord): string {
  return r.optIn === undefined
    ? 'no import flag brings it across'
    : `to bring it, review it and run "${r.optIn}"`;
}

/**
 * The records grouped by the foreign file they came from, in file order, each group one sentence:
 * `2 hooks from .claude/settings.json did not come across: PreToolUse [Bash] "jq … && exit 2":
 * to bring it, review it and run "li hooks import claude --allow-shell" (the command needs a
 * shell: …); …`. The fix leads; the reason follows.
 */
export function notImportedNotices(records: readonly NotImportedRecord[]): NotImportedNotice[] {
  const byFile = new Map<string, NotImportedRecord[]>();
  for (const r of records) {
    byFile.set(r.importedFrom.file, [...(byFile.get(r.importedFrom.file) ?? []), r]);
  }
  return [...byFile].map(([from, group]) => {
    const first = group[0] as NotImportedRecord;
    const count = `${group.length} ${group.length === 1 ? 'hook' : 'hooks'}`;
    const each = group.map((r) => `${handlerLabel(r)}: ${notImportedFix(r)} (${r.reason})`);
    return {
      from,
      file: first.origin.file,
      line: first.origin.line,
      records: group,
      text: `${count} from ${from} did not come across: ${each.join('; ')}`,
    };
  });
}
