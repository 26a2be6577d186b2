import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DOC = join(import.meta.dirname, '..', '..', '..', 'docs', 'performance.md');

/** A figure as written in the document (`1.20x`, `15 µs`, `3.55 ms`), ratios as is, times in ms. */
const FIGURE = /([\d.]+) ?(x|µs|ms)(?![\w])/g;

function figures(text: string): Array<{ value: number; unit: 'x' | 'ms' }> {
  return [...text.matchAll(FIGURE)].map((m) => {
    const value = Number(m[1]);
    if (m[2] === 'x') return { value, unit: 'x' as const };
    return { value: m[2] === 'µs' ? value / 1000 : value, unit: 'ms' as const };
  });
}

/** The rows of the document's "## Goals" table: what, goal, measured, met. */
function goalRows(doc: string): string[][] {
  const section = doc.slice(doc.indexOf('## Goals'), doc.indexOf('\n## ', doc.indexOf('## Goals')));
  return section
    .split('\n')
    .filter(
      (line) => line.startsWith('| ') && !line.startsWith('| What') && !line.startsWith('| ---'),
    )
    .map((line) =>
      line
        .slice(2, -2)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
}

/**
 * What a row's figures say of its "Met" cell: met when the measured figure (every run's, for a
 * goal "on every run") is at most the goal's, and, for "0 processes", none was started.
 */
function metByFigures(goal: string, measured: string): boolean | undefined {
  if (!goal.startsWith('≤')) return undefined;
  const [limit] = figures(goal);
  if (limit === undefined) return undefined;
  const everyRun = goal.includes('on every run');
  const values = figures(everyRun ? (measured.split(' over ')[0] ?? '') : measured).filter(
    (f) => f.unit === limit.unit,
  );
  if (values.length === 0) return undefined;
  const worst = everyRun ? Math.max(...values.map((f) => f.value)) : (values[0]?.value ?? 0);
  const processes = goal.includes('0 processes') ? /(^|\D)0 processes/.test(measured) : true;
  return worst <= limit.value && processes;
}

describe("docs/performance.md's goal table", () => {
  it('says "yes" exactly where its own measured figure is within its goal', () => {
    const rows = goalRows(readFileSync(DOC, 'utf8'));
    const judged = rows.flatMap(([what, goal = '', measured = '', met = '']) => {
      const byFigures = metByFigures(goal, measured);
      if (byFigures === undefined || met === '—') return [];
      return [{ what, goal, measured, met: met === 'yes', byFigures }];
    });
    // Most goals are thresholds on one figure: a table that parsed to nothing would prove nothing.
    expect(judged.length).toBeGreaterThanOrEqual(5);
    for (const row of judged) expect(row, row.what).toMatchObject({ met: row.byFigures });
  });

  it('reads a figure the way the document writes it', () => {
    expect(metByFigures('≤ 1.20x', '1.09x (median 3.55 ms vs 3.24 ms)')).toBe(true);
    expect(metByFigures('≤ 15 µs, 0 processes', 'median 16.5 µs, p99 58.8 µs; 0 processes')).toBe(
      false,
    );
    expect(metByFigures('≤ 15 µs, 0 processes', 'median 6.52 µs; 3 processes in 100')).toBe(false);
    expect(metByFigures('≤ 0.80x on every run', '0.44x, 0.83x over 2 runs (0.1x)')).toBe(false);
    expect(metByFigures('≤ 250 µs', '167 µs (0.84x a faked bare spawn)')).toBe(true);
    expect(metByFigures('none set (reported)', '1.27x')).toBeUndefined();
  });
});
