import type { LoadedSettings } from '@lionagi/hooks-config';
import type { DispatchResult, HookRunRecord } from '@lionagi/hooks-exec';
import {
  escapeControlChars,
  escapeTerminalText,
  type ProfileEvent,
} from '@lionagi/hooks-profile/core';
import { trustStatus } from '@lionagi/hooks-trust';
import { type CommandContext, writeLine } from './context.js';
import { reportHeader } from './contract/report.js';
import { argvLabel, firstLine } from './hooks-describe.js';
import { palette } from './paint.js';

/** One configured hook in the `li hooks run --json` report. */
export interface ReportedHook {
  index: number;
  command: string[];
  source: string | null;
  tier: string | null;
  origin: { file: string; line: number } | null;
  matched: boolean;
  /** The hook's trust now, checked also for a hook that was not run. */
  trusted: boolean;
  trust_status: string;
  ran: boolean;
  exit_code: number | null;
  /** An http handler's response status, in place of `exit_code`; absent for commands. */
  http_status?: number;
  timed_out: boolean;
  truncated: boolean;
  duration_ms: number;
  outcome: HookRunRecord['outcome'];
  decision: HookRunRecord['decision'];
  reason: string | null;
  notes: string[];
  /** What the hook printed, whole up to the 1 MiB capture cap; null when no process ran. */
  stdout: string | null;
  stderr: string | null;
}

/** A hook's trust as the dispatcher saw it, or (not asked: the hook did not run) as it is now. */
async function trustOf(
  r: HookRunRecord,
  settings: LoadedSettings,
  event: ProfileEvent,
  env: NodeJS.ProcessEnv,
): Promise<{ trusted: boolean; status: string }> {
  if (r.trustStatus !== undefined) return { trusted: r.trusted, status: r.trustStatus };
  const entry = settings.hooks[event][r.index];
  if (entry === undefined) return { trusted: r.trusted, status: 'not-needed' };
  const check = await trustStatus(entry, settings.trustedHookCommands, {
    projectDir: settings.projectDir,
    env,
  });
  return { trusted: check.trusted, status: check.status };
}

function reportHook(r: HookRunRecord, trust: { trusted: boolean; status: string }): ReportedHook {
  return {
    index: r.index,
    command: r.command,
    source: r.source ?? null,
    tier: r.tier ?? null,
    origin: r.origin ?? null,
    matched: r.matched,
    trusted: trust.trusted,
    trust_status: trust.status,
    ran: r.ran,
    exit_code: r.exitCode,
    ...(r.httpStatus === undefined ? {} : { http_status: r.httpStatus }),
    timed_out: r.timedOut,
    truncated: r.truncated,
    duration_ms: r.durationMs,
    outcome: r.outcome,
    decision: r.decision,
    reason: r.reason ?? null,
    notes: r.notes,
    stdout: r.stdout ?? null,
    stderr: r.stderr ?? null,
  };
}

/**
 * The `li hooks run --json` report: the profile version, the event, the combined decision and
 * every configured hook in config order (matched or not), with the notes of all of them.
 */
export async function runReport(
  event: ProfileEvent,
  result: DispatchResult,
  settings: LoadedSettings,
  env: NodeJS.ProcessEnv,
) {
  const trust = await Promise.all(result.runs.map((r) => trustOf(r, settings, event, env)));
  return {
    ...reportHeader(),
    event,
    decision: result.decision,
    reason: result.reason ?? null,
    updated_input: result.updatedInput ?? null,
    notes: result.runs.flatMap((r) => r.notes.map((n) => `${argvLabel(r.command)}: ${n}`)),
    additional_context: result.additionalContext ?? null,
    system_messages: result.systemMessages,
    feedback: result.feedback,
    stop: result.stop ?? null,
    hooks: result.runs.map((r, i) => reportHook(r, trust[i]!)),
  };
}

function runLine(r: HookRunRecord): string {
  const facts: string[] = [];
  if (r.ran) facts.push(r.timedOut ? 'timed out' : `exit ${r.exitCode ?? `signal ${r.signal}`}`);
  if (r.ran) facts.push(`${r.durationMs} ms`);
  if (r.trustStatus !== undefined && r.trustStatus !== 'not-needed')
    facts.push(`trust ${r.trustStatus}`);
  const shown = facts.length > 0 ? `  (${facts.join(', ')})` : '';
  const outcome = r.skip === 'background' ? 'queued' : r.outcome;
  return `  ${r.index + 1}. ${outcome.padEnd(7)}  ${argvLabel(r.command)}${shown}`;
}

/** The human report of one firing: the decision, then one line per configured hook. */
export function printRunText(
  ctx: CommandContext,
  event: ProfileEvent,
  result: DispatchResult,
): void {
  const out = (line: string) => writeLine(ctx.stdout, line);
  const head =
    result.decision === 'deny'
      ? `deny: ${escapeTerminalText(result.reason ?? '(no reason)')}`
      : result.decision === 'allow'
        ? 'allow'
        : 'no decision (nothing objected; the action proceeds)';
  const paint = palette(ctx.color);
  const shown =
    result.decision === 'deny'
      ? paint.bad(head)
      : result.decision === 'allow'
        ? paint.good(head)
        : head;
  out(`${event}: ${shown}`);
  if (result.updatedInput !== undefined)
    out(`updated input: ${escapeControlChars(JSON.stringify(result.updatedInput))}`);
  // What hooks wrote is shown, never acted on by the terminal (--json keeps the raw text).
  if (result.additionalContext !== undefined)
    out(`context for the model: ${escapeTerminalText(result.additionalContext)}`);
  for (const m of result.systemMessages) out(`message for the user: ${escapeTerminalText(m)}`);
  for (const f of result.feedback) out(`feedback: ${escapeTerminalText(f)}`);
  if (result.stop !== undefined)
    out(`stop requested${result.stop.reason ? `: ${escapeTerminalText(result.stop.reason)}` : ''}`);
  if (result.runs.length === 0) {
    out(`no ${event} hooks are configured`);
    return;
  }
  out('hooks:');
  for (const r of result.runs) {
    out(runLine(r));
    if (r.reason !== undefined && r.outcome !== 'not-run')
      out(`       reason: ${firstLine(r.reason, 300)}`);
    for (const n of r.notes) out(`       note: ${firstLine(n, 300)}`);
  }
}
