import { HARNESS_LABELS } from '@lionagi/hooks-harness';
import { isBlockingEvent, PROFILE_NAME } from '@lionagi/hooks-profile';
import type { ExportableEntry, ExportableSettings } from './export-hooks.js';
import { HARNESS_OF } from './harness-event-gaps.js';
import type { ForeignHarness } from './types.js';

/** What does not travel for one entry: fail_closed, fail-closed timeouts. */
export function entryNotes(entry: ExportableEntry, target: ForeignHarness): string[] {
  const notes: string[] = [];
  const harness = HARNESS_LABELS[HARNESS_OF[target]];
  if (entry.failClosed) {
    notes.push(`fail_closed does not travel: in ${harness} a failing hook lets the action proceed`);
  }
  if (isBlockingEvent(entry.event)) {
    notes.push(`Dv1-4: on timeout ${harness} lets the action proceed; ${PROFILE_NAME} denies`);
  }
  return notes;
}

/** What never travels to the harness, whatever the entries. */
export function globalNotes(settings: ExportableSettings, target: ForeignHarness): string[] {
  const harness = HARNESS_LABELS[HARNESS_OF[target]];
  const notes = [
    `Dv1-7: ${harness} starts all matching hooks of an event together; ${PROFILE_NAME}'s sequential config order, first-deny-stops and updatedInput chaining do not travel`,
    `decision handling differs (Dv1-5, Dv1-6, Dv1-8, Dv1-11, Dv1-12): check each hook's output against ${harness}`,
  ];
  if (target === 'codex') {
    notes.push(
      'Codex runs a hook only after its own trust approval (/hooks, stored under [hooks.state] in config.toml), and project hooks only in trusted projects',
    );
  } else {
    notes.push(
      'LionAGI trust approvals do not travel: Claude Code runs project hooks without a per-hook trust step',
    );
  }
  const legacy = settings.legacyHooks?.length ?? 0;
  if (legacy > 0)
    notes.push(`${legacy} legacy hooks: entr${legacy === 1 ? 'y is' : 'ies are'} not exported`);
  return notes;
}
