import type { Translation } from './translate.js';
import type { ImportRow, PlannedHook } from './types.js';

/** The fields that make two hooks "the same entry" for idempotence: event, matcher, argv, source. */
export interface HookIdentity {
  event: string;
  matcher: string | undefined;
  command: readonly string[];
  source: string | undefined;
}

/** A stable key for {@link HookIdentity}; "", "*" and an absent matcher all match everything and key alike. */
export function hookKey(hook: HookIdentity): string {
  const matcher =
    hook.matcher === undefined || hook.matcher === '' || hook.matcher === '*' ? null : hook.matcher;
  return JSON.stringify([hook.event, matcher, hook.command, hook.source ?? null]);
}

/** What an import will do: the report rows, and the hooks to add (each tied to its row). */
export interface ImportPlan {
  rows: ImportRow[];
  toWrite: { hook: PlannedHook; row: ImportRow; key: string }[];
}

/**
 * Decides each translated entry's status against what the target file already holds (`present`:
 * key → where it is). An entry already present is `unchanged`; a second identical entry in the
 * same import (Claude Code runs identical commands once) is `unchanged` too and written once.
 */
export function planImport(
  translations: readonly Translation[],
  present: ReadonlyMap<string, string>,
): ImportPlan {
  const plan: ImportPlan = { rows: [], toWrite: [] };
  const planned = new Map<string, string>();
  for (const { row, hook } of translations) {
    plan.rows.push(row);
    if (hook === undefined) continue;
    const key = hookKey(hook);
    const where = present.get(key);
    const earlier = planned.get(key);
    if (where !== undefined) {
      row.status = 'unchanged';
      row.reason = `already present in ${where}`;
    } else if (earlier !== undefined) {
      row.status = 'unchanged';
      row.reason = `identical to the entry at ${earlier}; written once`;
    } else {
      const { file, event, groupIndex, hookIndex } = row.origin;
      planned.set(key, `${file} hooks.${event}[${groupIndex}].hooks[${hookIndex}]`);
      plan.toWrite.push({ hook, row, key });
    }
  }
  return plan;
}
