import type { ExportResult } from './export-hooks.js';

function shownHandler(result: ExportResult, index: number): string {
  const handler = result.rows[index]?.handler;
  if (handler === undefined) return '';
  if ('url' in handler) return ` → ${JSON.stringify({ type: handler.type, url: handler.url })}`;
  return handler.args === undefined
    ? ` → ${JSON.stringify(handler.command)}`
    : ` → ${JSON.stringify({ command: handler.command, args: handler.args })}`;
}

/** The export report as text lines: each entry with what it became and what does not travel. */
export function formatExportReport(result: ExportResult): string[] {
  const lines: string[] = [];
  if (result.rows.length === 0) lines.push('no hooks_external entries to export');
  for (const [index, row] of result.rows.entries()) {
    lines.push(
      `${row.status.padEnd(9)} ${row.event}  [${row.matcher ?? '*'}]  ${JSON.stringify(row.argv)}${shownHandler(result, index)}`,
    );
    for (const note of row.notes)
      lines.push(`    ${row.status === 'skipped' ? 'reason' : 'note'}: ${note}`);
  }
  lines.push('Never travels:', ...result.notes.map((note) => `  - ${note}`));
  const exported = result.rows.filter((row) => row.status === 'exported').length;
  lines.push(`${exported} exported, ${result.rows.length - exported} skipped`);
  return lines;
}
