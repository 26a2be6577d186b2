import wrapAnsi from 'wrap-ansi';
import { argvLabel } from '../hooks-describe.js';

/** What `li hooks doctor` found about one hook, file or setting. */
export interface Finding {
  /** `error`: a configured guard cannot work (exit 1); `warning`: it works, but look at it. */
  severity: 'error' | 'warning';
  /** Stable kind, e.g. `executable-not-found`, `trust-pending`, `not-imported`. */
  code: string;
  event: string | null;
  /** The hook's argv as configured, when the finding is about one hook. */
  command: string[] | null;
  file: string | null;
  line: number | null;
  /** What is wrong (no final period). */
  message: string;
  /** What to do about it (no final period). */
  fix: string;
}

/** Fields of a finding about one configured hook. */
export interface HookRef {
  event: string;
  command: readonly string[];
  origin: { file: string; line: number };
}

/** A finding about a configured hook. */
export function hookFinding(
  hook: HookRef,
  severity: Finding['severity'],
  code: string,
  message: string,
  fix: string,
): Finding {
  return {
    severity,
    code,
    event: hook.event,
    command: [...hook.command],
    file: hook.origin.file,
    line: hook.origin.line,
    message,
    fix,
  };
}

/** How `li hooks doctor` prints findings: the width to wrap at and the colours. */
export interface FindingStyle {
  /** Columns to wrap the message and the fix at (the terminal's width, or 100 in a pipe). */
  width: number;
  /** Colours the severity label (identity when colour is off). */
  severity: (severity: Finding['severity'], label: string) => string;
  /** Colours the `fix:` label. */
  label: (label: string) => string;
}

/** Columns a finding is wrapped at when stdout is not a terminal (or is narrower than useful). */
export const FINDING_WRAP_COLUMNS = 100;

const INDENT = '    ';

/**
 * A finding as a few lines: a head line with severity, where and which hook, then what is
 * wrong and, on its own line, what to do, both wrapped and indented, e.g.
 * ```
 * error: /p/.lionagi/settings.yaml:7: PreToolUse hook ./guard.sh
 *     executable "./guard.sh" does not exist (resolved to /p/guard.sh).
 *     fix: create it or correct the path; …
 * ```
 */
export function formatFinding(f: Finding, style: FindingStyle = PLAIN): string[] {
  const where = f.file === null ? '' : `${f.file}${f.line === null ? '' : `:${f.line}`}`;
  const event = f.event === null ? '' : `${f.event} `;
  const what = f.command === null ? '' : `${event}hook ${argvLabel(f.command)}`;
  const head = [where, what].filter((part) => part !== '').join(': ');
  const wrap = (text: string) =>
    wrapAnsi(text, Math.max(40, style.width - INDENT.length), { hard: false, trim: true })
      .split('\n')
      .map((line) => `${INDENT}${line}`);
  const fix = wrap(`fix: ${f.fix}.`);
  fix[0] = fix[0]?.replace('fix:', style.label('fix:')) ?? '';
  return [
    `${style.severity(f.severity, `${f.severity}:`)}${head === '' ? '' : ` ${head}`}`,
    ...wrap(`${f.message}.`),
    ...fix,
  ];
}

const PLAIN: FindingStyle = {
  width: FINDING_WRAP_COLUMNS,
  severity: (_s, label) => label,
  label: (label) => label,
};
