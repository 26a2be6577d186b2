import { PROFILE_V1_EVENTS } from '@lionagi/hooks-profile';
import type {
  Expectation,
  FieldCheck,
  HookRunExpectation,
  TextMatch,
  ToolCallExpectation,
} from './row.js';

const PLACEHOLDERS: Record<string, string> = {
  '{project}': '<project>',
  '{session_id}': 'the session id',
  '{transcript_path}': 'the transcript path',
  '{prompt}': 'the prompt text',
};

const MAX = 90;

/** A quoted, shortened text for a table cell. */
function quote(text: string): string {
  const plain = text.replace(/\{project\}/g, '<project>').replace(/\n/g, '\\n');
  return `“${plain.length > MAX ? `${plain.slice(0, MAX)}…` : plain}”`;
}

function match(text: TextMatch): string {
  return typeof text === 'string' ? quote(text) : `${quote(text.prefix)}…`;
}

function value(v: unknown): string {
  if (typeof v === 'string' && v in PLACEHOLDERS) return PLACEHOLDERS[v] as string;
  return `\`${JSON.stringify(v)}\``;
}

function runText(r: HookRunExpectation): string {
  const exit =
    r.exit_code === undefined
      ? ''
      : r.exit_code === null
        ? ', no exit code'
        : `, exit ${r.exit_code}`;
  const tier = r.tier ? `, tier ${r.tier}` : '';
  const timedOut = r.timed_out ? ', timed out' : '';
  return `${r.event} ${r.outcome}/${r.decision}${exit}${timedOut}${tier}`;
}

/** Run descriptions in order, repeats collapsed to `×n`. */
function runsText(runs: HookRunExpectation[]): string {
  const out: Array<{ text: string; n: number }> = [];
  for (const text of runs.map(runText)) {
    const last = out.at(-1);
    if (last?.text === text) last.n += 1;
    else out.push({ text, n: 1 });
  }
  return out.map(({ text, n }) => (n > 1 ? `${text} ×${n}` : text)).join('; ');
}

function callsText(calls: ToolCallExpectation[]): string[] {
  if (calls.length === 0) return ['no tool call'];
  if (calls.every((c) => c.status !== 'ok' || c.finalInput === undefined) && calls.length > 1) {
    const by = (status: string) =>
      calls.filter((c) => c.status === status).map((c) => `\`${c.name}\``);
    const denied = by('denied');
    const ran = by('ok');
    const reason = calls.find((c) => c.status === 'denied')?.error;
    return [
      ...(denied.length
        ? [`denied: ${denied.join(', ')}${reason ? ` (${match(reason)})` : ''}`]
        : []),
      ...(ran.length ? [`ran: ${ran.join(', ')}`] : []),
    ];
  }
  return calls.flatMap((c) => {
    if (c.status === 'denied') return [`\`${c.name}\` denied: ${c.error ? match(c.error) : ''}`];
    if (c.status === 'error')
      return [`\`${c.name}\` failed${c.error ? `: ${match(c.error)}` : ''}`];
    return c.finalInput ? [`\`${c.name}\` ran ${value(c.finalInput)}`] : [];
  });
}

function envelopeText(checks: FieldCheck[]): string[] {
  const groups = new Map<string, { check: FieldCheck; events: string[] }>();
  for (const check of checks) {
    const named = check.field === 'hook_event_name' && check.value === check.event;
    const key = JSON.stringify([
      check.field,
      check.expect,
      named ? '<event>' : check.value,
      check.sameAs,
    ]);
    const group = groups.get(key) ?? { check, events: [] };
    group.events.push(check.event);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ check, events }) => {
    const on = events.length === PROFILE_V1_EVENTS.length ? 'every event' : events.join(', ');
    if (check.expect === 'absent') return `no \`${check.field}\` on ${on}`;
    const is = check.value !== undefined ? ` = ${value(check.value)}` : '';
    const same = check.sameAs ? ` (= ${check.sameAs.event} \`${check.sameAs.field}\`)` : '';
    const name =
      check.field === 'hook_event_name' && check.value !== undefined ? ' = the event name' : is;
    return `\`${check.field}\` ${check.expect}${name}${same} on ${on}`;
  });
}

/**
 * The profile v1 cell of a row, derived from the same expectation the matrix test asserts, so
 * the documentation cannot claim more than the suite checks.
 */
export function describeExpectation(e: Expectation, isLi: boolean): string {
  const parts: string[] = [];
  if (isLi) parts.push(`\`li\` exits ${e.exitCode}`);
  else if (
    e.exitCode === 1 &&
    (e.terminalReason?.startsWith('stop_hook_') ||
      e.terminalReason === 'batch_hook_failed' ||
      e.terminalReason === 'error')
  )
    parts.push(`the turn ends as \`${e.terminalReason}\`, li-agent exits 1`);
  else if (e.exitCode === 1) parts.push('li-agent refuses to start (exit 1)');
  else if (e.exitCode === 4) parts.push('prompt blocked, no model call (exit 4)');
  if (e.terminalReason === 'hook_stopped') parts.push('turn stops (`hook_stopped`)');
  if (e.terminalReason === 'stop_hook_prevented') parts.push('turn ends (`stop_hook_prevented`)');
  if (e.error !== undefined) parts.push(`reason ${quote(e.error)}`);
  for (const fragment of e.stderr ?? []) parts.push(`stderr: ${quote(fragment)}`);
  const files = Object.entries(e.files ?? {});
  for (const [file, exists] of files) {
    if (file === 'ran.marker') parts.push(exists ? 'tool ran' : 'tool not run');
    else parts.push(exists ? `\`${file}\` written` : `no \`${file}\``);
  }
  if (e.toolCalls) parts.push(...callsText(e.toolCalls));
  for (const m of e.modelSees ?? []) parts.push(`model sees ${m.kind} ${quote(m.content)}`);
  for (const t of e.modelNeverSees ?? []) parts.push(`model never sees ${quote(t)}`);
  for (const t of e.systemPromptIncludes ?? []) parts.push(`system prompt includes ${quote(t)}`);
  for (const t of e.requestIncludes ?? []) parts.push(`the model request includes ${quote(t)}`);
  for (const [file, content] of Object.entries(e.fileContents ?? {}))
    parts.push(`\`${file}\` = ${quote(content)}`);
  if (e.envelope) parts.push(...envelopeText(e.envelope));
  if (e.recorded) {
    const counts = Object.entries(e.recorded).map(([event, n]) => `${event} ×${n}`);
    parts.push(counts.length ? `fires ${counts.join(', ')}` : 'no recorded hook fires');
  }
  for (const { path, value: v } of e.liJson ?? []) parts.push(`\`${path}\` = ${value(v)}`);
  if (e.hookRuns) parts.push(e.hookRuns.length ? `logged: ${runsText(e.hookRuns)}` : 'no hook run');
  if (e.audit) parts.push(`audit log: ${runsText(e.audit)}`);
  return parts.join('; ');
}
