import type { PostToolBatchInput, StopFailureInput } from '@lionagi/hooks-profile';
import { type EnvelopeSession, envelopeIdentity } from './envelopes.js';

// PostToolBatch and StopFailure (profile v3) carry the fields Claude Code 2.1.328 sends for
// them (claude-code/events/{PostToolBatch,StopFailure}.json, REPORT §3.2): `permission_mode` on
// PostToolBatch only, no `model`; `turn_id` as on every profile envelope that has a turn.

/** One call of a round, with the text the model gets back for it. */
export interface BatchCall {
  callId: string;
  toolName: string;
  input: Record<string, unknown>;
  /** The model-facing result (a denied or failed call's text too). */
  response: string;
}

/**
 * PostToolBatch stdin (profile v3): every call of a round, in the model's order; a subagent's
 * round names the subagent (`agent_id`, `agent_type`), as its tool calls' envelopes do.
 */
export function postToolBatchEnvelope(
  s: EnvelopeSession,
  b: {
    calls: readonly BatchCall[];
    turnId?: string;
    agent?: { agentId: string; agentType: string };
  },
): PostToolBatchInput {
  return {
    ...envelopeIdentity(s, 'PostToolBatch'),
    permission_mode: s.permissionMode,
    ...(b.turnId !== undefined ? { turn_id: b.turnId } : {}),
    ...(b.agent ? { agent_id: b.agent.agentId, agent_type: b.agent.agentType } : {}),
    tool_calls: b.calls.map((c) => ({
      tool_name: c.toolName,
      tool_input: c.input,
      tool_use_id: c.callId,
      tool_response: c.response,
    })),
  };
}

/**
 * StopFailure's `error` for a failed model request, from its HTTP status (`details.status` of a
 * `PROVIDER_FAILED` error): 429 `rate_limit`, 401/403 `authentication_failed`, 5xx
 * `server_error`, anything else `unknown` (what Claude Code sent for a 400), C-16.
 */
export function stopFailureKind(error: unknown): string {
  const status = (error as { details?: { status?: unknown } } | null)?.details?.status;
  if (status === 429) return 'rate_limit';
  if (status === 401 || status === 403) return 'authentication_failed';
  if (typeof status === 'number' && status >= 500) return 'server_error';
  return 'unknown';
}

/** StopFailure stdin (profile v3): the failure's kind, and `API Error: <message>` as the last message. */
export function stopFailureEnvelope(
  s: EnvelopeSession,
  f: { error: unknown; turnId?: string },
): StopFailureInput {
  const message = f.error instanceof Error ? f.error.message : String(f.error);
  return {
    ...envelopeIdentity(s, 'StopFailure'),
    ...(f.turnId !== undefined ? { turn_id: f.turnId } : {}),
    error: stopFailureKind(f.error),
    last_assistant_message: `API Error: ${message}`,
  };
}
