import { isHookError } from '@lionagi/hooks-profile';
import {
  getExternalHooks,
  isPermissionDeniedError,
  mintTurnToken,
  type ReactEnd,
  TurnOrigin,
} from '@lionagi/runtime';
import { type AgentResult, type TerminalReason, toToolCallReport } from './agent-events.js';
import type { Agent } from './agent-session.js';
import { PROVIDER_FAILED } from './providers/provider-errors.js';

/** Per-turn settings beyond the round budget. */
export interface TurnOptions {
  /** Stop continuations per user prompt (default 5). */
  maxStopContinuations?: number;
  /** A turn longer than this fires Notification `turn_finished` (default: never). */
  notifyAfterMs?: number;
}

const TERMINAL: Readonly<Record<ReactEnd, TerminalReason>> = {
  answer: 'completed',
  max_rounds: 'max_turns',
  hook_stop: 'hook_stopped',
  batch_hook_failed: 'batch_hook_failed',
  stop_hook_prevented: 'stop_hook_prevented',
  stop_hook_failed: 'stop_hook_failed',
  stop_hook_limit: 'stop_hook_limit',
};

/**
 * Runs one user turn (a ReAct loop of at most `maxTurns` model rounds, then the Stop loop) and
 * reports it; a turn longer than `notifyAfterMs` then fires Notification `turn_finished`.
 */
export async function runTurn(
  agent: Agent,
  prompt: string,
  maxTurns: number,
  options: TurnOptions = {},
): Promise<AgentResult> {
  const started = performance.now();
  const result = await reactTurn(agent, prompt, maxTurns, options);
  const seconds = (performance.now() - started) / 1000;
  if (options.notifyAfterMs !== undefined && seconds * 1000 > options.notifyAfterMs) {
    await getExternalHooks(agent.session)?.notify(
      'turn_finished',
      `li-agent finished a turn (${result.terminal_reason}, ${seconds.toFixed(1)} s)`,
    );
  }
  return result;
}

async function reactTurn(
  agent: Agent,
  prompt: string,
  maxTurns: number,
  options: TurnOptions,
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
  // The turn's token, minted here as `react` would, so a failed turn's StopFailure has its turn_id.
  const token = mintTurnToken(() => agent.session.newTurnId());
  try {
    const outcome = await agent.branch.react(
      prompt,
      {
        maxRounds: maxTurns,
        ...(options.maxStopContinuations !== undefined
          ? { maxStopContinuations: options.maxStopContinuations }
          : {}),
      },
      { origin: TurnOrigin.forwarded(token), turnId: token.id },
    );
    const reason = TERMINAL[outcome.end];
    return {
      result: outcome.text,
      terminal_reason: reason,
      ...base,
      tool_calls: outcome.actions.map(toToolCallReport),
      hook_runs: agent.takeHookRuns(),
      messages: messages(),
      ...(outcome.stopReason !== undefined ? { error: outcome.stopReason } : {}),
      ...(reason === 'max_turns' ? { error: maxTurnsReason(maxTurns) } : {}),
      ...(outcome.stopContinuations !== undefined
        ? { stop_continuations: outcome.stopContinuations }
        : {}),
    };
  } catch (error) {
    // A blocked prompt is a PermissionDeniedError raised before any model call (ADR-0048 D2).
    const blocked = isPermissionDeniedError(error);
    // A model request that failed after the SDK's retries ends the turn: StopFailure, not Stop.
    if (isHookError(error) && error.code === PROVIDER_FAILED)
      await agent.session.lifecycle.turnFailed({ error, turnId: token.id });
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

/** What `[max_turns]` says: which limit stopped the turn and the flag that raises it, fix first. */
export function maxTurnsReason(maxTurns: number): string {
  return `raise --max-turns (now ${maxTurns}) to let the model go on: the turn stopped after ${maxTurns} model ${maxTurns === 1 ? 'round' : 'rounds'} without a final answer`;
}
