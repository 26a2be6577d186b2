import { type HandlerType, handlerTypeOf } from '@lionagi/hooks-config';
import { missingProgramMeanwhile } from '@lionagi/hooks-profile/core';
import { importedFromKey, type PresentHook } from './plan.js';
import type { Translation } from './translate.js';

/** Why an entry's program cannot start here, the fix first (the trust package's check), or `undefined`. */
export type ProgramCheck = (entry: { type?: HandlerType; command: string[] }) => string | undefined;

/**
 * Adds to each row an import brings (or finds) across a warning when its program is not installed
 * here: on an event that decides an action (PreToolUse…) the hook denies every call until the program is installed or the hook
 * disabled; elsewhere it is skipped with one warning. An entry already turned off
 * (`enabled: false`) runs nothing and gets none.
 */
export function missingProgramWarnings(
  translations: readonly Translation[],
  present: readonly PresentHook[],
  check: ProgramCheck | undefined,
): void {
  if (check === undefined) return;
  const off = new Set(
    present.flatMap((p) =>
      p.enabled === false && p.importedFrom !== undefined ? [importedFromKey(p.importedFrom)] : [],
    ),
  );
  for (const { row, hook } of translations) {
    if (hook === undefined || row.status === 'rejected' || row.status === 'edited') continue;
    if (off.has(importedFromKey(hook.importedFrom))) continue;
    const why = check({
      type: handlerTypeOf(hook),
      command: hook.command,
    });
    if (why === undefined) continue;
    row.warnings.push(`cannot run here: ${why}; ${missingProgramMeanwhile(hook.event)}`);
  }
}
