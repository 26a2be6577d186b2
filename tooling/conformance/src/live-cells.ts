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
 * The bridge in both the project and the user file (`bridge-in-user-and-project`): Claude Code
 * must start `li` once, as for an identical shell string (multi02); Codex runs each file's copy
 * (Dv1-20), which is why export writes no Codex user-file bridge of an event the project bridges.
 */
const BRIDGE_IN_USER_FILE_CELLS: { claudeCode: HarnessCell; codex: HarnessCell } = {
  claudeCode: { ...BRIDGE_CELL, source: 'docs/cli-recipes.md (bridge scopes)' },
  codex: {
    observed: "each file's copy of the bridge runs: li starts twice for one tool call",
    source: 'live run (docs/conformance-live.md)',
    relation: 'differs',
    divergence: 'Dv1-20',
  },
};

/**
 * The cells a live row is classified against, for the Claude Code build that ran: a bridged row
 * must do what li-agent does; a skill-line row (no matrix row) is the bridge on builds that have
 * `PreSkillShellCommand` and n/a before; a row with no matrix row yet carries its Claude Code
 * cell (`claudeCell`, Codex n/a); any other row uses its matrix row's cells.
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
  if (row.claudeCell !== undefined) {
    const codex: HarnessCell = {
      observed: row.codexNotRun ?? 'not run live',
      source: 'live run (docs/conformance-live.md)',
      relation: 'not-applicable',
    };
    return { claudeCode: row.claudeCell, codex };
  }
  if (row.bridgeInUserFile) return BRIDGE_IN_USER_FILE_CELLS;
  // A row Codex cannot exhibit live is n/a there, whatever the matrix (or the bridge) says of Codex.
  const notRun: HarnessCell | undefined =
    row.codexNotRun === undefined
      ? undefined
      : {
          observed: row.codexNotRun,
          source: 'live run (docs/conformance-live.md)',
          relation: 'not-applicable',
        };
  if (row.bridge) return { claudeCode: BRIDGE_CELL, codex: notRun ?? BRIDGE_CELL };
  const matrix = rowById(row.matrixRow ?? row.id);
  return { claudeCode: matrix.claudeCode, codex: notRun ?? matrix.codex };
}
