import { versionAtLeast } from '@lionagi/hooks-profile';
import type { LiveRow } from './live-rows.js';
import type { HarnessCell } from './row.js';
import { rowById } from './rows.js';

/** Through the bridge the harness must do exactly what li-agent does. */
export const BRIDGE_CELL: HarnessCell = {
  observed: 'li hooks run --emit is the single hook: profile semantics',
  source: 'docs/cli-recipes.md',
  relation: 'same',
};

export { versionAtLeast };

/**
 * The cells a live row is classified against, for the Claude Code build that ran: a bridged row
 * must do what li-agent does; a skill-line row (no matrix row) is the bridge on builds that have
 * `PreSkillShellCommand` and n/a before; any other row uses its matrix row's cells.
 */
export function liveCells(
  row: LiveRow,
  claudeBuild: string,
): { claudeCode: HarnessCell; codex: HarnessCell } {
  if (row.skillLine !== undefined) {
    const { since, codex } = row.skillLine;
    const claudeCode: HarnessCell = versionAtLeast(claudeBuild, since)
      ? { ...BRIDGE_CELL, source: 'docs/cli-recipes.md (skill shell lines)' }
      : {
          observed: `Claude Code ${claudeBuild} has no PreSkillShellCommand event (new in ${since}): the line runs unguarded`,
          source: 'packages/profile harness-events',
          relation: 'not-applicable',
        };
    return {
      claudeCode,
      codex: { observed: codex, source: 'codex §1', relation: 'not-applicable' },
    };
  }
  if (row.bridge) return { claudeCode: BRIDGE_CELL, codex: BRIDGE_CELL };
  const matrix = rowById(row.matrixRow ?? row.id);
  return { claudeCode: matrix.claudeCode, codex: matrix.codex };
}
