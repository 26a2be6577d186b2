import { CLARIFICATIONS, DIVERGENCES, PROFILE_NAME, PROFILE_VERSION } from '@lionagi/hooks-profile';
import type { ImportResult, ImportTarget } from './import-hooks.js';
import { rowHandlerLabel } from './row-handler.js';
import type { ImportRow } from './types.js';

/** Where the named divergences and the clarifications are explained: the current profile's document (it lists them all). */
const PROFILE_DOC = `docs/profile-v${PROFILE_VERSION}.md`;

function shownCommand(row: ImportRow): string {
  if (row.args !== undefined) return JSON.stringify([row.command, ...row.args]);
  return row.command === '' ? '(no command)' : row.command;
}

function note(row: ImportRow): string {
  if (row.status === 'imported') {
    const ids = row.applies.length > 0 ? ` (${row.applies.join(', ')})` : '';
    return `imported; verify against ${PROFILE_NAME}${ids}`;
  }
  return row.reason ?? '';
}

/**
 * One line per entry: status, event, matcher, the command as written, the argv it became, and
 * the note ("imported; verify against profile v2" with the divergences the entry's own contents
 * make relevant, where an unchanged entry already is, or why it was rejected). Warnings follow
 * on indented lines.
 */
export function formatImportRow(row: ImportRow): string[] {
  const label = rowHandlerLabel(row);
  const arrow = label === undefined ? '' : ` → ${JSON.stringify(label)}`;
  const status = row.status === 'edited' ? 'edited locally' : row.status;
  const line = `${status.padEnd(9)} ${row.event}  [${row.matcher ?? '*'}]  ${shownCommand(row)}${arrow}  ${note(row)}`;
  return [line, ...row.warnings.map((w) => `    warning: ${w}`)];
}

const ID = /\b(Dv1-\d+|C-\d+)\b/g;

/**
 * The footer naming, once each with its one-line title, every divergence and clarification id
 * the rows' notes, reasons and warnings mention, and where they are explained.
 */
export function divergenceFooter(rows: readonly ImportRow[]): string[] {
  const texts = rows.flatMap((r) => [...r.applies, r.reason ?? '', ...r.warnings]);
  const named = new Set(texts.flatMap((t) => [...t.matchAll(ID)].map((m) => m[1] as string)));
  const divergences = DIVERGENCES.filter((d) => named.has(d.id));
  const clarifications = CLARIFICATIONS.filter((c) => named.has(c.id));
  const out: string[] = [];
  if (divergences.length > 0) {
    out.push(`Divergences that apply, explained in ${PROFILE_DOC}#named-divergences:`);
    out.push(...divergences.map((d) => `  ${d.id.padEnd(6)} ${d.title}`));
  }
  if (clarifications.length > 0) {
    out.push(`Clarifications named above, in ${PROFILE_DOC}#clarifications:`);
    out.push(...clarifications.map((c) => `  ${c.id.padEnd(6)} ${c.title}`));
  }
  if (out.length > 0) {
    out.push(
      'Every divergence of an entry\'s event applies to it too (the full list per entry is "divergences" in --json).',
    );
  }
  return out;
}

function targetOutcome(target: ImportTarget, result: ImportResult): string {
  const scope = result.targets.length > 1 ? ` (${target.scope})` : '';
  if (result.dryRun) return `dry run: nothing written (target ${target.file}${scope})`;
  return target.written
    ? `written to ${target.file}${scope}`
    : `${target.file}${scope} not changed`;
}

/** The whole import report as text lines: the files read, each row, a footer, and a summary line. */
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
    const into = result.targets.find((t) => t.from.includes(file.path));
    const scope = result.targets.length > 1 && into !== undefined ? ` (into ${into.file})` : '';
    lines.push(`from ${file.path}${scope}:`);
    for (const row of result.rows) {
      if (row.origin.file === file.path) lines.push(...formatImportRow(row).map((l) => `  ${l}`));
    }
  }
  for (const plugin of result.plugins) {
    const where = plugin.dir === undefined ? '' : ` (${plugin.dir})`;
    const why = plugin.reason === undefined ? '' : `: ${plugin.reason}`;
    const status = plugin.status === 'imported' ? 'plugin imported' : `plugin ${plugin.status}`;
    lines.push(`${status}: ${plugin.id}${where}${why}`);
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
  const outcome = result.targets.map((t) => targetOutcome(t, result)).join('; ');
  lines.push(...divergenceFooter(result.rows));
  lines.push(`${counts}; ${outcome}`);
  return lines;
}
