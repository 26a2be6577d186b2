import type {
  NotificationInput,
  PermissionMode,
  PermissionRequestInput,
  PostToolUseFailureInput,
  PostToolUseInput,
  PreToolUseInput,
  SessionEndInput,
  SessionStartInput,
  StopInput,
  UserPromptSubmitInput,
} from '@lionagi/hooks-profile';
import { jsonSafe } from './summarize.js';
import type { ToolCallInfo } from './tool-layer.js';

/** What envelopes need to know about the session. */
export interface EnvelopeSession {
  readonly id: string;
  /** The project directory: the envelopes' `cwd`. */
  readonly projectDir: string;
  readonly transcriptPath: string;
  readonly permissionMode: PermissionMode;
  readonly model: string | undefined;
}

/** The fields every envelope starts with, in wire order (the profile v3 envelopes use them alone). */
export function envelopeIdentity<E extends string>(s: EnvelopeSession, event: E) {
  return {
    session_id: s.id,
    cwd: s.projectDir,
    hook_event_name: event,
    harness: 'lionagi' as const,
    transcript_path: s.transcriptPath,
  };
}

function common(s: EnvelopeSession, event: string, turnId?: string) {
  return {
    ...envelopeIdentity(s, event),
    permission_mode: s.permissionMode,
    ...(s.model !== undefined ? { model: s.model } : {}),
    ...(turnId !== undefined ? { turn_id: turnId } : {}),
  };
}

/** SessionStart stdin. */
export function sessionStartEnvelope(
  s: EnvelopeSession,
  source: 'startup' | 'resume',
): SessionStartInput {
  return { ...common(s, 'SessionStart'), hook_event_name: 'SessionStart', source };
}

/** SessionEnd stdin: like both harnesses, no model, permission_mode or turn_id. */
export function sessionEndEnvelope(s: EnvelopeSession, reason: string): SessionEndInput {
  return {
    session_id: s.id,
    cwd: s.projectDir,
    hook_event_name: 'SessionEnd',
    harness: 'lionagi',
    transcript_path: s.transcriptPath,
    reason,
  };
}

/** UserPromptSubmit stdin: the rendered prompt, the turn's id, and `model` (null when unknown). */
export function userPromptSubmitEnvelope(
  s: EnvelopeSession,
  prompt: string,
  turnId: string,
): UserPromptSubmitInput {
  return {
    ...common(s, 'UserPromptSubmit', turnId),
    hook_event_name: 'UserPromptSubmit',
    prompt,
    model: s.model ?? null,
  };
}

/** `agent_id` / `agent_type` of a call made inside a subagent (absent on the main branch). */
function agentFields(call: ToolCallInfo) {
  return call.agentId !== undefined
    ? { agent_id: call.agentId, agent_type: call.agentType ?? '' }
    : {};
}

function toolFields(call: ToolCallInfo) {
  return {
    tool_name: call.toolName,
    tool_input: call.input,
    tool_use_id: call.callId,
    ...agentFields(call),
  };
}

/** PreToolUse stdin: the full argument object the tool would receive. */
export function preToolUseEnvelope(s: EnvelopeSession, call: ToolCallInfo): PreToolUseInput {
  return {
    ...common(s, 'PreToolUse', call.turnId),
    hook_event_name: 'PreToolUse',
    ...toolFields(call),
  };
}

/** PostToolUse stdin: `tool_response` is the tool's result made JSON-safe (never absent). */
export function postToolUseEnvelope(
  s: EnvelopeSession,
  call: ToolCallInfo & { response: unknown; durationMs: number },
): PostToolUseInput {
  return {
    ...common(s, 'PostToolUse', call.turnId),
    hook_event_name: 'PostToolUse',
    ...toolFields(call),
    tool_response: jsonSafe(call.response) as PostToolUseInput['tool_response'],
    duration_ms: call.durationMs,
  };
}

/** PostToolUseFailure stdin: `error` is the failure text. */
export function postToolUseFailureEnvelope(
  s: EnvelopeSession,
  call: ToolCallInfo & { error: string; durationMs: number },
): PostToolUseFailureInput {
  return {
    ...common(s, 'PostToolUseFailure', call.turnId),
    hook_event_name: 'PostToolUseFailure',
    ...toolFields(call),
    error: call.error,
    is_interrupt: false,
    duration_ms: call.durationMs,
  };
}

/** Stop stdin (profile v2): the turn's final answer and whether a Stop hook already kept it going. */
export function stopEnvelope(
  s: EnvelopeSession,
  turn: { turnId: string; lastAssistantMessage: string; stopHookActive: boolean },
): StopInput {
  return {
    ...common(s, 'Stop', turn.turnId || undefined),
    hook_event_name: 'Stop',
    stop_hook_active: turn.stopHookActive,
    last_assistant_message: turn.lastAssistantMessage,
  };
}

/** PermissionRequest stdin (profile v2): the call the user is about to be asked about. */
export function permissionRequestEnvelope(
  s: EnvelopeSession,
  call: ToolCallInfo,
): PermissionRequestInput {
  return {
    ...common(s, 'PermissionRequest', call.turnId),
    hook_event_name: 'PermissionRequest',
    ...toolFields(call),
    permission_suggestions: [],
  };
}

/** Notification stdin (profile v2): Claude Code's `message` and `notification_type`. */
export function notificationEnvelope(
  s: EnvelopeSession,
  type: string,
  message: string,
  turnId?: string,
): NotificationInput {
  return {
    ...common(s, 'Notification', turnId),
    hook_event_name: 'Notification',
    message,
    notification_type: type,
  };
}
