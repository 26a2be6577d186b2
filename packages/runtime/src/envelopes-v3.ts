import type {
  CompactTrigger,
  PostCompactInput,
  PreCompactInput,
  SubagentStartInput,
  SubagentStopInput,
} from '@lionagi/hooks-profile';
import { type EnvelopeSession, envelopeIdentity } from './envelopes.js';

// The profile v3 envelopes carry exactly the fields Claude Code 2.1.328 sends for them
// (claude-code/events/{SubagentStart,SubagentStop,PreCompact,PostCompact}.json): no `model`,
// and `permission_mode` on SubagentStop only (claude-code REPORT §3.2); `turn_id` as on every
// profile envelope that has a turn. `transcript_path` is the session's (the parent's), as in
// both harnesses; SubagentStop adds the subagent's own as `agent_transcript_path`.

function base<E extends string>(s: EnvelopeSession, event: E, turnId: string | undefined) {
  return { ...envelopeIdentity(s, event), ...(turnId ? { turn_id: turnId } : {}) };
}

/** Who a subagent is, as the seams tell it. */
export interface SubagentFields {
  agentId: string;
  agentType: string;
  turnId: string;
}

/** SubagentStart stdin (profile v3): `agent_id`, `agent_type`. */
export function subagentStartEnvelope(s: EnvelopeSession, a: SubagentFields): SubagentStartInput {
  return {
    ...base(s, 'SubagentStart', a.turnId),
    agent_id: a.agentId,
    agent_type: a.agentType,
  };
}

/**
 * SubagentStop stdin (profile v3): Stop's fields for the subagent, its id and type, and its own
 * transcript when the session writes one.
 */
export function subagentStopEnvelope(
  s: EnvelopeSession,
  a: SubagentFields & {
    lastAssistantMessage: string;
    stopHookActive: boolean;
    agentTranscriptPath?: string;
  },
): SubagentStopInput {
  return {
    ...base(s, 'SubagentStop', a.turnId),
    permission_mode: s.permissionMode,
    agent_id: a.agentId,
    agent_type: a.agentType,
    stop_hook_active: a.stopHookActive,
    last_assistant_message: a.lastAssistantMessage,
    ...(a.agentTranscriptPath !== undefined
      ? { agent_transcript_path: a.agentTranscriptPath }
      : {}),
  };
}

/** The compacted branch's subagent, as Codex names it on compact events of subagent turns. */
type CompactAgent = { agent?: { agentId: string; agentType: string } };
const compactAgent = (c: CompactAgent) =>
  c.agent ? { agent_id: c.agent.agentId, agent_type: c.agent.agentType } : {};

/**
 * PreCompact stdin (profile v3): `trigger`, and `custom_instructions` (null when none, as Claude
 * Code); a subagent's compaction also names it (`agent_id`, `agent_type`: Codex's schema).
 */
export function preCompactEnvelope(
  s: EnvelopeSession,
  c: { trigger: CompactTrigger; customInstructions: string | null; turnId?: string } & CompactAgent,
): PreCompactInput {
  return {
    ...base(s, 'PreCompact', c.turnId),
    ...compactAgent(c),
    trigger: c.trigger,
    custom_instructions: c.customInstructions,
  };
}

/** PostCompact stdin (profile v3): `trigger` and the summary that replaced the context. */
export function postCompactEnvelope(
  s: EnvelopeSession,
  c: { trigger: CompactTrigger; summary: string; turnId?: string } & CompactAgent,
): PostCompactInput {
  return {
    ...base(s, 'PostCompact', c.turnId),
    ...compactAgent(c),
    trigger: c.trigger,
    compact_summary: c.summary,
  };
}
