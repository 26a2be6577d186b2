import type { DispatchResult, EventDispatcher } from '@lionagi/hooks-exec';
import type { ProfileEvent } from '@lionagi/hooks-profile';
import {
  type EnvelopeSession,
  postToolUseEnvelope,
  postToolUseFailureEnvelope,
  preToolUseEnvelope,
} from './envelopes.js';
import { type AskSurface, resolveAsk } from './permission-flow.js';
import type { ToolCallInfo, ToolHookLayer, ToolPostNotes, ToolPreDecision } from './tool-layer.js';

/**
 * The external tool-hook layer: PreToolUse before the spec-level chain (a deny stops the call,
 * `updatedInput` replaces the whole argument object), PostToolUse after the post chain for any
 * result type (a block becomes branch feedback), PostToolUseFailure when the call failed.
 * A dispatcher with no entry matching the tool name spawns nothing. Each entry matches, and sees
 * as `tool_name`, the tool's name in its own tool vocabulary (the call's `harnessNames`).
 * With an `ask` surface (a host with an approval prompt), a PreToolUse `ask` goes through the
 * approval flow (PermissionRequest hooks, then the user) instead of denying, once the whole
 * chain ran and no hook denied; the question is about the input after the last rewrite.
 */
export function createExternalToolLayer(
  session: EnvelopeSession,
  dispatchers: Readonly<Record<ProfileEvent, EventDispatcher>>,
  ask?: AskSurface,
): ToolHookLayer {
  const wants = (event: ProfileEvent, call: ToolCallInfo) =>
    dispatchers[event].size > 0 && dispatchers[event].matches(call.toolName, call.harnessNames);
  const opts = (call: ToolCallInfo) => ({
    ...(call.signal ? { signal: call.signal } : {}),
    ...(call.harnessNames ? { harnessNames: call.harnessNames } : {}),
  });
  return {
    name: 'external hooks (hooks_external)',
    async pre(call) {
      if (!wants('PreToolUse', call)) return undefined;
      const result = await dispatchers.PreToolUse.dispatch(
        preToolUseEnvelope(session, call),
        opts(call),
      );
      if (result.decision === 'deny' && result.ask !== undefined && ask !== undefined) {
        // No hook denied (an ask never ends the chain, Dv1-7): ask about the input as rewritten.
        const rewritten = result.updatedInput;
        const asked = rewritten ? { ...call, input: rewritten } : call;
        const answer = await resolveAsk(session, ask, asked, result.ask);
        if (answer.decision === 'allow' && rewritten && !answer.updatedInput)
          answer.updatedInput = rewritten;
        return { ...notes(result), ...answer };
      }
      const decision: ToolPreDecision = { ...notes(result), decision: result.decision };
      if (result.decision === 'deny') {
        decision.reason = result.reason ?? `denied by a PreToolUse hook on ${call.toolName}`;
      } else if (result.updatedInput) decision.updatedInput = result.updatedInput;
      return decision;
    },
    async post(call) {
      if (!wants('PostToolUse', call)) return undefined;
      const result = await dispatchers.PostToolUse.dispatch(
        postToolUseEnvelope(session, call),
        opts(call),
      );
      return notes(result);
    },
    async failure(call) {
      if (!wants('PostToolUseFailure', call)) return undefined;
      const result = await dispatchers.PostToolUseFailure.dispatch(
        postToolUseFailureEnvelope(session, call),
        opts(call),
      );
      return notes(result);
    },
  };
}

function notes(result: DispatchResult): ToolPostNotes {
  return {
    feedback: [...result.feedback],
    systemMessages: [...result.systemMessages],
    ...(result.additionalContext ? { additionalContext: result.additionalContext } : {}),
    ...(result.stop ? { stop: result.stop } : {}),
  };
}
