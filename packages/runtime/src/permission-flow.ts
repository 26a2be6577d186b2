import type { EventDispatcher } from '@lionagi/hooks-exec';
import { type EnvelopeSession, permissionRequestEnvelope } from './envelopes.js';
import type { ToolArguments } from './tool.js';
import type { ToolCallInfo, ToolPreDecision } from './tool-layer.js';

/** What the host's approval prompt is asked: a call a PreToolUse hook answered `ask` about. */
export interface ApprovalRequest {
  toolName: string;
  toolUseId: string;
  /** The arguments the tool would receive. */
  input: ToolArguments;
  /** The hook's own `permissionDecisionReason`, when it gave one. */
  reason?: string;
  signal?: AbortSignal;
}

/** The host's approval prompt: resolves true to run the call; false (the default) denies it. */
export type Approver = (request: ApprovalRequest) => Promise<boolean>;

/** Who decided a call a hook asked about (the transcript's `permission` entries). */
export type PermissionDecider = 'hook-allow' | 'hook-deny' | 'user-allow' | 'user-deny';

/** One `permission` transcript entry. */
export interface PermissionRecord {
  tool_use_id: string;
  tool_name: string;
  decided_by: PermissionDecider;
  reason?: string;
}

/** What the approval flow needs from the session and its hooks. */
export interface AskSurface {
  approver: Approver;
  /** The PermissionRequest hooks (size 0 when the host does not emit the event). */
  permissionRequest: EventDispatcher;
  /** Fires the Notification hooks (advisory). */
  notify(type: string, message: string, turnId?: string): Promise<void>;
  record(record: PermissionRecord): void;
}

/**
 * The approval flow of a PreToolUse `ask` on a host with an approval prompt (profile v2,
 * Dv2-4): PermissionRequest hooks first, whose `allow` (with `updatedInput`) or `deny` answers
 * instead of the user; otherwise Notification `permission_prompt` fires and the user is asked
 * (a prompt that fails denies). The decision is recorded (`hook-allow`, `hook-deny`,
 * `user-allow`, `user-deny`).
 */
export async function resolveAsk(
  session: EnvelopeSession,
  surface: AskSurface,
  call: ToolCallInfo,
  ask: { reason?: string },
): Promise<ToolPreDecision> {
  const record = (decided_by: PermissionDecider, reason?: string) =>
    surface.record({
      tool_use_id: call.callId,
      tool_name: call.toolName,
      decided_by,
      ...(reason !== undefined ? { reason } : {}),
    });
  const hooks = surface.permissionRequest;
  if (hooks.size > 0 && hooks.matches(call.toolName, call.harnessNames)) {
    const answer = await hooks.dispatch(permissionRequestEnvelope(session, call), {
      ...(call.signal ? { signal: call.signal } : {}),
      ...(call.harnessNames ? { harnessNames: call.harnessNames } : {}),
    });
    if (answer.decision === 'deny') {
      const reason = answer.reason ?? `denied by a PermissionRequest hook on ${call.toolName}`;
      record('hook-deny', reason);
      return { decision: 'deny', reason };
    }
    if (answer.decision === 'allow') {
      record('hook-allow');
      return answer.updatedInput
        ? { decision: 'allow', updatedInput: answer.updatedInput }
        : { decision: 'allow' };
    }
  }
  const notified = surface.notify(
    'permission_prompt',
    `LionAGI needs your permission to use ${call.toolName}`,
    call.turnId,
  );
  let allowed = false;
  try {
    allowed = await surface.approver({
      toolName: call.toolName,
      toolUseId: call.callId,
      input: call.input,
      ...(ask.reason !== undefined ? { reason: ask.reason } : {}),
      ...(call.signal ? { signal: call.signal } : {}),
    });
  } catch {
    allowed = false;
  }
  await notified;
  if (allowed) {
    record('user-allow');
    return { decision: 'allow' };
  }
  const reason = `the user denied ${call.toolName}${ask.reason ? ` (a hook asked: ${ask.reason})` : ' (a hook asked for approval)'}`;
  record('user-deny', reason);
  return { decision: 'deny', reason };
}
