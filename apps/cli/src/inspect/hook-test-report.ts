import type { HookRunResult } from '@lionagi/hooks-exec';
import { describeReading, type HarnessReading } from '@lionagi/hooks-harness';
import {
  divergencesFor,
  escapeControlChars,
  escapeTerminalText,
  OBSERVED_HARNESSES,
  PROFILE_NAME,
  PROFILE_VERSION,
  type ProfileEvent,
  type Verdict,
} from '@lionagi/hooks-profile';
import { type CommandContext, writeLine } from '../context.js';
import { reportHeader } from '../contract/report.js';
import { argvLabel } from '../hooks-describe.js';
import { palette } from '../paint.js';

/** One `li hooks test` run: what was run, against what, and how it was read. */
export interface HookTestRun {
  event: ProfileEvent;
  command: string[];
  /** `--input` as given; `undefined` for the built-in sample. */
  input: string | undefined;
  envelope: Record<string, unknown>;
  result: HookRunResult;
  verdict: Verdict;
  /** How Claude Code and Codex read this run (`@lionagi/hooks-harness`, as the SDK's `testHook`). */
  harnesses: { claude: HarnessReading; codex: HarnessReading };
}

/** The `li hooks test --json` report. */
export function hookTestReport(run: HookTestRun) {
  return {
    ...reportHeader(),
    event: run.event,
    command: run.command,
    envelope_source: run.input ?? 'sample',
    envelope: run.envelope,
    result: rawResult(run.result),
    interpretation: interpretation(run.verdict),
    harnesses: {
      claude_code: { version: OBSERVED_HARNESSES.claudeCode, ...reading(run.harnesses.claude) },
      codex: { version: OBSERVED_HARNESSES.codex, ...reading(run.harnesses.codex) },
    },
    divergences: divergencesFor(run.event).map((d) => ({
      id: d.id,
      title: d.title,
      profile: d.profile,
      claude_code: d.claudeCode,
      codex: d.codex,
    })),
  };
}

function reading(r: HarnessReading) {
  return {
    effect: r.effect,
    reason: r.reason ?? null,
    updated_input: r.updatedInput ?? null,
    context: r.context ?? null,
    source: r.source ?? null,
    summary: describeReading(r),
    // Kept from the report before the harness readings (the --json contract only adds fields).
    notes: [describeReading(r)],
  };
}

function rawResult(r: HookRunResult) {
  return {
    argv: r.argv,
    exit_code: r.exitCode,
    signal: r.signal,
    stdout: r.stdout,
    stderr: r.stderr,
    timed_out: r.timedOut,
    truncated: r.truncated,
    duration_ms: r.durationMs,
    spawn_error: r.spawnError ?? null,
    notes: r.notes,
  };
}

function interpretation(v: Verdict) {
  return {
    decision: v.decision,
    outcome: v.outcome,
    reason: v.reason ?? null,
    updated_input: v.updatedInput ?? null,
    additional_context: v.additionalContext ?? null,
    system_message: v.systemMessage ?? null,
    feedback: v.feedback ?? null,
    stop: v.stop ?? null,
    notes: v.notes,
  };
}

/** A captured stream, indented; long output is cut (the JSON report has all of it). */
function block(text: string): string[] {
  if (text === '') return ['(empty)'];
  // A hook's raw output, shown, never acted on by the terminal (--json keeps the bytes).
  const lines = escapeTerminalText(text.replace(/\n$/, '')).split('\n');
  const shown = lines.slice(0, 20);
  if (lines.length > shown.length)
    shown.push(`… ${lines.length - shown.length} more lines (see --json)`);
  return shown;
}

/** Where a user reads what a divergence id means: the current profile's document (it lists them all). */
export const DIVERGENCES_DOC = `explained in docs/profile-v${PROFILE_VERSION}.md#named-divergences`;

/** What li-agent does with a PostToolBatch deny or stop (C-17), or one no hook answered (Dv3-6). */
const BATCH_ENDS = {
  block:
    'li-agent: the turn ends here, before the next model request (`hook_stopped`, exit 0), as Claude Code does (C-17)',
  failed:
    'li-agent: the hook could not answer: the turn ends here as `batch_hook_failed` (exit 1), failing closed (Dv3-6)',
} as const;

/**
 * The human report: raw result, the profile's verdict, each harness, and the divergences of the
 * event by id and title (`verbose`: what each side does). A command that did not start gets none.
 */
export function printHookTest(ctx: CommandContext, run: HookTestRun, verbose = false): void {
  const { event, command, input, result: r, verdict: v, harnesses } = run;
  const out = (line: string) => writeLine(ctx.stdout, line);
  const paint = palette(ctx.color);
  const decision =
    v.decision === 'deny' ? paint.bad : v.decision === 'allow' ? paint.good : (s: string) => s;
  const stream = (name: string, text: string) => {
    const [first, ...rest] = block(text);
    out(`  ${name.padEnd(10)} ${first}`);
    for (const line of rest) out(`  ${''.padEnd(10)} ${line}`);
  };
  out(`Hook:  ${argvLabel(command)}`);
  out(
    `Event: ${event} (${input === undefined ? 'built-in sample envelope' : `envelope from ${input === '-' ? 'stdin' : input}`})`,
  );
  out('');
  out('Raw result');
  if (r.spawnError !== undefined)
    out(`  ${paint.bad('not started:')} ${escapeControlChars(r.spawnError)}`);
  else {
    out(
      `  exit code: ${r.exitCode ?? `none (signal ${r.signal})`}${r.timedOut ? ' (timed out)' : ''}`,
    );
    out(`  duration:  ${r.durationMs} ms`);
    stream('stdout:', r.stdout);
    stream('stderr:', r.stderr);
  }
  for (const n of r.notes) out(`  note: ${escapeTerminalText(n)}`);
  out('');
  out(`Profile v${PROFILE_VERSION} (LionAGI)`);
  out(`  decision: ${decision(v.decision)} (outcome ${v.outcome})`);
  const t = escapeTerminalText;
  if (v.reason !== undefined) out(`  reason: ${t(v.reason)}`);
  if (v.updatedInput !== undefined)
    out(`  updated input: ${escapeControlChars(JSON.stringify(v.updatedInput))}`);
  if (v.additionalContext !== undefined) out(`  context for the model: ${t(v.additionalContext)}`);
  if (v.systemMessage !== undefined) out(`  message for the user: ${t(v.systemMessage)}`);
  if (v.feedback !== undefined) out(`  feedback: ${t(v.feedback)}`);
  if (v.stop !== undefined) out(`  stop requested${v.stop.reason ? `: ${t(v.stop.reason)}` : ''}`);
  if (event === 'PostToolBatch' && (v.decision === 'deny' || v.stop !== undefined))
    out(`  ${BATCH_ENDS[v.outcome === 'blocked' || v.stop !== undefined ? 'block' : 'failed']}`);
  for (const n of v.notes) out(`  note: ${t(n)}`);
  const harness = (title: string, r: HarnessReading) => {
    out('');
    out(title);
    out(`  ${t(describeReading(r))}`);
  };
  harness(`Claude Code ${OBSERVED_HARNESSES.claudeCode}`, harnesses.claude);
  harness(`Codex ${OBSERVED_HARNESSES.codex}`, harnesses.codex);
  out('');
  if (r.spawnError !== undefined) return;
  out(`Where LionAGI differs from Claude Code and Codex on ${event} (${DIVERGENCES_DOC}):`);
  for (const d of divergencesFor(event)) {
    out(`  ${d.id} ${d.title}`);
    if (!verbose) continue;
    out(`      ${PROFILE_NAME}:  ${d.profile}`);
    out(`      Claude Code: ${d.claudeCode}`);
    out(`      Codex:       ${d.codex}`);
  }
  if (!verbose) out('  (--verbose shows what each side does)');
}
