import type { AgentEvent, AgentResult } from './agent-events.js';

const short = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};

/** One readable trace line for an event (`--output-format text`), or nothing. */
export function renderEventLine(event: AgentEvent): string | undefined {
  switch (event.type) {
    case 'system':
      if (event.subtype === 'init') {
        return `session ${event.session_id} · provider ${event.provider} · tools: ${event.tools.join(', ')}`;
      }
      if (event.subtype === 'hook_started') return undefined;
      return `  hook ${event.hook.event} ${JSON.stringify(event.hook.command)} → ${event.hook.outcome}${
        event.hook.decision === 'none' ? '' : ` (${event.hook.decision})`
      }${event.hook.reason ? `: ${short(event.hook.reason)}` : ''} [${event.hook.duration_ms} ms]`;
    case 'tool_use':
      return `tool ${event.name} ${short(event.input_summary)}`;
    case 'tool_result':
      return `  ${event.status === 'ok' ? 'ok' : 'error'}: ${short(event.summary) || '(no output)'}`;
    default:
      return undefined;
  }
}

/** The closing lines of a turn in text mode: denials, the answer and why the turn ended. */
export function renderResultText(result: AgentResult): string {
  const lines: string[] = [];
  for (const call of result.tool_calls) {
    if (call.status === 'denied') lines.push(`denied ${call.name}: ${call.error ?? ''}`);
  }
  if (result.terminal_reason === 'prompt_blocked')
    lines.push(`prompt blocked by a hook: ${result.error ?? ''}`);
  else if (result.terminal_reason === 'error') lines.push(`error: ${result.error ?? ''}`);
  if (result.result) lines.push('', result.result);
  lines.push('', `[${result.terminal_reason}] transcript: ${result.transcript_path}`);
  return lines.join('\n');
}
