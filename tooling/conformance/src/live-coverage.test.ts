import { describe, expect, it } from 'vitest';
import { liveCells, versionAtLeast } from './live-cells.js';
import {
  ENVELOPE_RECORDER_ROWS,
  liveCoverage,
  NOT_LIVE,
  renderNotLiveSection,
} from './live-coverage.js';
import { LIVE_ROWS } from './live-rows.js';
import { ROWS, rowById } from './rows.js';

describe('live coverage of the matrix', () => {
  it('covers every matrix row: a live row, the envelope recorder, or NOT_LIVE', () => {
    const uncovered = liveCoverage(ROWS.map((r) => r.id)).filter((c) => c.how === 'uncovered');
    expect(uncovered.map((c) => c.id)).toEqual([]);
  });

  it('reports a matrix row nothing covers', () => {
    expect(liveCoverage(['no-such-row'])).toEqual([{ id: 'no-such-row', how: 'uncovered' }]);
  });

  it('lists no row twice: NOT_LIVE and recorder rows are matrix rows with no live row', () => {
    const live = new Set(LIVE_ROWS.map((r) => r.matrixRow ?? r.id));
    for (const id of [...Object.keys(NOT_LIVE), ...Object.keys(ENVELOPE_RECORDER_ROWS)]) {
      expect(() => rowById(id), id).not.toThrow();
      expect(live.has(id), `${id} has a live row: drop it from the table`).toBe(false);
    }
  });

  it('every live row but the skill-line one and those with their own cell reproduces a matrix row; ids are unique', () => {
    for (const row of LIVE_ROWS.filter(
      (r) => r.skillLine === undefined && r.claudeCell === undefined,
    ))
      expect(() => rowById(row.matrixRow ?? row.id), row.id).not.toThrow();
    const ids = LIVE_ROWS.map((r) => r.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('renders the reasons into the section', () => {
    const section = renderNotLiveSection();
    expect(section).toContain('## Rows not run live');
    expect(section).toContain('| `dv-default-timeout` | The row states the effective default');
    expect(section).toContain('| `env-common` |');
  });
});

describe('live cells', () => {
  const skill = LIVE_ROWS.find((r) => r.skillLine !== undefined);

  it('a skill-line row is n/a before PreSkillShellCommand, the bridge from 2.1.332 on', () => {
    expect(skill?.id).toBe('bridge-skill-line');
    if (skill === undefined) return;
    expect(liveCells(skill, '2.1.328').claudeCode.relation).toBe('not-applicable');
    expect(liveCells(skill, '2.1.332').claudeCode.relation).toBe('same');
    expect(liveCells(skill, '2.1.332').codex.relation).toBe('not-applicable');
  });

  it('a row with no matrix row yet is classified by its own Claude Code cell, Codex n/a saying why', () => {
    const row = LIVE_ROWS.find((r) => r.id === 'subagent-stop-feedback-text');
    expect(row?.claudeCell).toMatchObject({ relation: 'differs', divergence: 'Dv3-5' });
    if (row?.claudeCell === undefined) return;
    const cells = liveCells(row, '2.1.328');
    expect(cells.claudeCode).toBe(row.claudeCell);
    expect(cells.codex).toMatchObject({ relation: 'not-applicable', observed: row.codexNotRun });
    expect(renderNotLiveSection()).toContain(
      `| \`subagent-stop-feedback-text\` | SubagentStop | ${row.claudeCell.observed.replaceAll('|', '\\|')} |`,
    );
  });

  it('a row Codex cannot exhibit live is n/a for Codex even where its matrix row has a Codex cell', () => {
    const row = LIVE_ROWS.find((r) => r.id === 'pre-compact-exit-2');
    expect(row?.matrixRow).toBe('precompact-auto-block');
    if (row === undefined) return;
    expect(rowById('precompact-auto-block').codex.relation).toBe('differs');
    const cells = liveCells(row, '2.1.328');
    expect(cells.claudeCode).toBe(rowById('precompact-auto-block').claudeCode);
    expect(cells.codex).toMatchObject({ relation: 'not-applicable', observed: row.codexNotRun });
  });

  it('compares dotted versions numerically', () => {
    expect(versionAtLeast('2.1.332', '2.1.332')).toBe(true);
    expect(versionAtLeast('2.1.1000', '2.1.332')).toBe(true);
    expect(versionAtLeast('2.1.99', '2.1.332')).toBe(false);
    expect(versionAtLeast('3.0.0', '2.9.9')).toBe(true);
  });
});
