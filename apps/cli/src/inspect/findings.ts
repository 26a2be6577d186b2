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

/**
 * One line per finding: severity, where, which hook, what is wrong and what to do, e.g.
 * `error: /p/.lionagi/settings.yaml:7: PreToolUse hook ./guard.sh: executable … does not exist. Fix: …`.
 */
export function formatFinding(f: Finding): string {
  const where = f.file === null ? '' : `${f.file}${f.line === null ? '' : `:${f.line}`}: `;
  const event = f.event === null ? '' : `${f.event} `;
  const what = f.command === null ? '' : `${event}hook ${argvLabel(f.command)}: `;
  return `${f.severity}: ${where}${what}${f.message}. Fix: ${f.fix}.`;
}
