import type { ImportResult } from './import-hooks.js';
import type { ImportRow } from './types.js';

function shownCommand(row: ImportRow): string {
  if (row.args !== undefined) return JSON.stringify([row.command, ...row.args]);
  return row.command === '' ? '(no command)' : row.command;
}

function note(row: ImportRow): string {
  if (row.status === 'imported') {
    const ids = row.divergences.length > 0 ? ` (${row.divergences.join(', ')})` : '';
    return `imported; verify against profile v1${ids}`;
  }
  return row.reason ?? '';
}

/**
 * One line per entry: status, event, matcher, the command as written, the argv it became, and
 * the note ("imported; verify against profile v1 (Dv1-…)", where an unchanged entry already is,
 * or why it was rejected). Warnings follow on indented lines.
 */
export function formatImportRow(row: ImportRow): string[] {
  const arrow = row.argv === undefined ? '' : ` → ${JSON.stringify(row.argv)}`;
  const status = row.status === 'edited' ? 'edited locally' : row.status;
  const line = `${status.padEnd(9)} ${row.event}  [${row.matcher ?? '*'}]  ${shownCommand(row)}${arrow}  ${note(row)}`;
  return [line, ...row.warnings.map((w) => `    warning: ${w}`)];
}

/** The whole import report as text lines: the files read, each row, and a summary line. */
export function formatImportReport(result: ImportResult): string[] {
  const lines: string[] = [];
  const label = result.harness === 'claude' ? 'Claude Code' : 'Codex';
  const found = result.files.filter((f) => f.exists);
  if (found.length === 0) {
    lines.push(
      `no ${label} hook config found (looked at ${result.files.map((f) => f.path).join(', ')})`,
    );
  }
  for (const file of found) {
    lines.push(`from ${file.path}:`);
    for (const row of result.rows) {
      if (row.origin.file === file.path) lines.push(...formatImportRow(row).map((l) => `  ${l}`));
    }
  }
  for (const { where, importedFrom: from } of result.removedUpstream) {
    const matcher = from.matcher ?? '*';
    const fate = result.pruned
      ? `the entry imported from it at ${where} was removed (--prune)`
      : `the entry imported from it stays at ${where}: delete it there, or re-run with --prune`;
    lines.push(
      `removed upstream: ${from.event}  [${matcher}]  ${from.command}  (no longer in ${from.file}; ${fate})`,
    );
  }
  const { imported, updated, unchanged, edited, rejected } = result.summary;
  const updatedPart = updated > 0 ? `, ${updated} updated` : '';
  const editedPart = edited > 0 ? `, ${edited} edited locally` : '';
  const counts = `${imported} imported${updatedPart}, ${unchanged} unchanged${editedPart}, ${rejected} rejected`;
  let outcome: string;
  if (result.dryRun) outcome = `dry run: nothing written (target ${result.settingsFile})`;
  else if (result.written) outcome = `written to ${result.settingsFile}`;
  else outcome = `${result.settingsFile} not changed`;
  lines.push(`${counts}; ${outcome}`);
  return lines;
}
