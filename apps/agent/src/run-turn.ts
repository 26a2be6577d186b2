import { isPermissionDeniedError } from '@lionagi/runtime';
import { type AgentResult, type TerminalReason, toToolCallReport } from './agent-events.js';
import type { Agent } from './agent-session.js';

/** Runs one user turn (a ReAct loop of at most `maxTurns` model rounds) and reports it. */
export async function runTurn(
  agent: Agent,
  prompt: string,
  maxTurns: number,
): Promise<AgentResult> {
  const base = {
    session_id: agent.session.id,
    transcript_path: agent.session.transcriptPath,
    ...(agent.warnings.length > 0 ? { warnings: [...agent.warnings] } : {}),
  };
  // SessionStart context is given to the model on every request, ahead of the conversation.
  const messages = () => [
    ...agent.session.sessionContext.map((content) => ({
      role: 'system',
      kind: 'session_context',
      content,
    })),
    ...agent.branch.messages.map((m) => ({ role: m.role, kind: m.kind, content: m.content })),
  ];
  try {
    const outcome = await agent.branch.react(prompt, { maxRounds: maxTurns });
    const reason: TerminalReason =
      outcome.end === 'hook_stop'
        ? 'hook_stopped'
        : outcome.end === 'max_rounds'
          ? 'max_turns'
          : 'completed';
    return {
      result: outcome.text,
      terminal_reason: reason,
      ...base,
      tool_calls: outcome.actions.map(toToolCallReport),
      hook_runs: agent.takeHookRuns(),
      messages: messages(),
      ...(outcome.stopReason !== undefined ? { error: outcome.stopReason } : {}),
    };
  } catch (error) {
    // A blocked prompt is a PermissionDeniedError raised before any model call (ADR-0048 D2).
    const blocked = isPermissionDeniedError(error);
    return {
      result: '',
      terminal_reason: blocked ? 'prompt_blocked' : 'error',
      ...base,
      tool_calls: [],
      hook_runs: agent.takeHookRuns(),
      messages: messages(),
      error: (error as Error).message,
    };
  }
}
