import { ASK_DENY_REASON, escapeControlChars, escapeTerminalText } from '@lionagi/hooks-profile';
import type { AgentEvent, AgentResult, HookRunReport } from './agent-events.js';

/** How much of a tool input, result or reason one trace line shows. */
export const TRACE_TEXT_MAX_CHARS = 200;

/**
 * `text` on one line, as written: line breaks shown as `\n`, spacing kept (`echo "a     b"`
 * stays), every other control character escaped (hook and model text must not drive the
 * terminal), cut to {@link TRACE_TEXT_MAX_CHARS} with a marker saying how much was left out.
 */
export function traceText(text: string, max = TRACE_TEXT_MAX_CHARS): string {
  const line = escapeControlChars(text.replace(/\r?\n/g, '\\n'));
  return line.length > max ? `${line.slice(0, max)}… [+${line.length - max} chars]` : line;
}

/** One word (or two) for what a hook did: `allowed`, `denied`, `skipped: earlier deny`, … */
export function outcomeWord(hook: HookRunReport): string {
  switch (hook.outcome) {
    case 'success':
      return hook.decision === 'allow' ? 'allowed' : 'ok';
    case 'blocked':
      return 'denied';
    case 'error':
      return 'failed';
    case 'timeout':
      return 'timed out';
    default:
      switch (hook.skip) {
        case 'no-match':
          return 'no match';
        case 'aborted':
          return 'skipped: aborted';
        case 'duplicate':
          return 'skipped: duplicate';
        case 'untrusted':
          return 'skipped: untrusted';
        case 'missing-program':
          return 'skipped: not installed';
        case 'background':
          return 'queued (async)';
        default:
          return 'skipped: earlier deny';
      }
  }
}

/** The hook's own words of an `ask` verdict's reason (the profile prefixes its fixed text). */
function askedFor(reason: string | undefined): string | undefined {
  if (reason === undefined || !reason.startsWith(ASK_DENY_REASON)) return undefined;
  return reason.slice(ASK_DENY_REASON.length).replace(/^; the hook's reason: /, '');
}

function hookLine(hook: HookRunReport): string {
  const ran = hook.exit_code !== null || hook.timed_out;
  // An `ask` is a question, not a denial yet: the REPL asks the person next, and in -p the tool's
  // own line says it was denied and why.
  const asked = hook.outcome === 'blocked' ? askedFor(hook.reason) : undefined;
  if (asked !== undefined) {
    const timing = ran ? ` [${hook.duration_ms} ms]` : '';
    const why = asked === '' ? '' : `: ${traceText(asked, Number.POSITIVE_INFINITY)}`;
    return `  hook ${hook.event} ${escapeControlChars(JSON.stringify(hook.command))} → asks${why}${timing}`;
  }
  const reason =
    hook.reason && hook.skip === undefined
      ? `: ${traceText(hook.reason, Number.POSITIVE_INFINITY)}`
      : '';
  const context = hook.additional_context
    ? ` · context: ${traceText(hook.additional_context)}`
    : '';
  const timing = ran ? ` [${hook.duration_ms} ms]` : '';
  return `  hook ${hook.event} ${escapeControlChars(JSON.stringify(hook.command))} → ${outcomeWord(hook)}${reason}${context}${timing}`;
}

/** The prefix of a subagent's tool lines: `[agent] `. */
function inSubagent(event: { agent_id?: string }): string {
  return event.agent_id !== undefined ? '[agent] ' : '';
}

/**
 * One readable trace line for an event (`--output-format text`), or nothing. Hooks whose matcher
 * did not match get no line: a tool shows the hooks that were about it, nothing else.
 */
export function renderEventLine(event: AgentEvent): string | undefined {
  switch (event.type) {
    case 'system':
      if (event.subtype === 'init') {
        return `session ${event.session_id} · provider ${escapeControlChars(event.provider)} · tools: ${escapeControlChars(event.tools.join(', '))}`;
      }
      // A manual /compact says what it did itself; an automatic one gets its trace line here.
      if (event.subtype === 'compact_boundary') {
        const { trigger, pre_messages } = event.compact_metadata;
        return trigger === 'auto'
          ? `compacted ${pre_messages} messages into a summary (the context passed --context-budget)`
          : undefined;
      }
      if (event.subtype === 'hook_started' || !event.matched) return undefined;
      return hookLine({ ...event, event: event.hook_event });
    case 'tool_use':
      return `${inSubagent(event)}tool ${escapeControlChars(event.name)} ${traceText(JSON.stringify(event.input))}`;
    case 'tool_result':
      // A denial's reason is never cut: its fix (what to run) may come anywhere in it.
      if (event.status === 'denied')
        return `${inSubagent(event)}denied ${escapeControlChars(event.name)}: ${traceText(event.summary, Number.POSITIVE_INFINITY)}`;
      return `${inSubagent(event)}  ${event.status}: ${traceText(event.summary) || '(no output)'}`;
    default:
      return undefined;
  }
}

/**
 * The closing lines of a turn in text mode: the answer and why the turn ended. A failed run's
 * error is not repeated here: li-agent prints it once, on stderr.
 */
export function renderResultText(result: AgentResult): string {
  const lines: string[] = [];
  if (result.terminal_reason === 'prompt_blocked')
    lines.push(`prompt blocked by a hook: ${escapeControlChars(result.error ?? '')}`);
  // The model's answer keeps its lines; ESC, CR and the like are shown, never acted on.
  if (result.result) lines.push('', escapeTerminalText(result.result));
  if (result.terminal_reason === 'max_turns' && result.error)
    lines.push('', escapeControlChars(result.error));
  lines.push('', `[${result.terminal_reason}] transcript: ${result.transcript_path}`);
  return lines.join('\n');
}
