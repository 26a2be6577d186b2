import {
  type AggregateDecision,
  PROFILE_V3_EVENTS,
  type ProfileEvent,
} from '@lionagi/hooks-profile/core';

type Json = Record<string, unknown>;

const BATCH = 'the turn was ended by a LionAGI PostToolBatch hook';

/**
 * The stdout (possibly empty) a harness reads from its single hook (`li hooks run --emit`, the bridge)
 * to act on the profile's aggregate decision of every hook that ran there, always
 * with exit 0: both Claude Code 2.1.328 and Codex 0.169.0 honour `permissionDecision: "deny"` on
 * PreToolUse and `decision: "block"` + `reason` on UserPromptSubmit at exit 0 (ground truth §5),
 * and JSON is read only at exit 0 by both.
 *
 * Claude Code: PreToolUse `hookSpecificOutput{hookEventName, permissionDecision, permissionDecisionReason,
 * updatedInput}`, a hook's `ask` passed on as `ask` with the hook's own reason and the input after
 * the last rewrite, only when no hook denied (the chain runs past an ask, Dv1-7; Claude Code has an
 * approval prompt; in `-p` it denies with that reason, ground truth pre04); `decision: "block"` on UserPromptSubmit and PostToolUse; `additionalContext`,
 * `systemMessage`, `continue: false` as given.
 * Codex (schemas with `additionalProperties: false`): only schema-valid fields; no bare `allow` and
 * no `ask` (Codex 0.169 fails both and runs the tool: an `ask` is sent as `deny`, its reason the
 * fixed sentence plus the hook's own), a rewrite is `allow` + `updatedInput`; PostToolUse feedback is sent as
 * `additionalContext` (Codex's `block` would replace the tool output, the profile only adds a note);
 * `continue: false` only where Codex stops (UserPromptSubmit, SessionStart); nothing on SessionEnd.
 * Profile v3: a PreCompact deny or `continue: false` (compaction skipped, C-10) is
 * `decision: "block"` + `reason` for Claude Code (its documented form) and `continue: false` +
 * `stopReason` for Codex (the only form it honours, codex REPORT §5.8); context only on
 * SubagentStart (the subagent's context, C-11); a PostToolBatch deny (a block, or a hook that
 * could not answer, Dv3-6) is `decision: "block"` + `reason` and its `continue: false` is passed
 * on, both ending Claude Code's turn (C-17; Codex has no PostToolBatch); no `continue: false` on
 * the advisory v3 events.
 * SubagentStop is the bridge's Stop arbitration, not rendered here.
 */
export function renderAggregate(
  harness: 'claude-code' | 'codex',
  event: ProfileEvent,
  d: AggregateDecision,
): string {
  const out: Json = {};
  const specific: Json = {};
  const feedback = d.feedback.join('\n\n');
  let context = d.additionalContext;
  const addContext = (text: string) => {
    context = context === undefined ? text : `${context}\n\n${text}`;
  };

  if (event === 'PreToolUse') {
    if (d.decision === 'deny' && d.ask !== undefined && harness === 'claude-code') {
      // Claude Code has the approval prompt LionAGI lacks: ask it (a strict relaxation, D5).
      specific.permissionDecision = 'ask';
      specific.permissionDecisionReason = d.ask.reason ?? d.reason ?? 'a LionAGI hook asks';
      // Claude Code shows the rewritten input in its prompt and runs it once approved.
      if (d.updatedInput !== undefined) specific.updatedInput = d.updatedInput;
    } else if (d.decision === 'deny') {
      specific.permissionDecision = 'deny';
      specific.permissionDecisionReason = d.reason ?? 'denied by a LionAGI hook';
    } else if (d.updatedInput !== undefined) {
      specific.permissionDecision = 'allow';
      specific.updatedInput = d.updatedInput;
    } else if (d.decision === 'allow' && harness === 'claude-code') {
      specific.permissionDecision = 'allow';
    }
  } else if (event === 'UserPromptSubmit') {
    if (d.decision === 'deny') {
      out.decision = 'block';
      out.reason = d.reason ?? 'blocked by a LionAGI hook';
    }
  } else if (event === 'PostToolUse' && feedback !== '') {
    if (harness === 'claude-code') {
      out.decision = 'block';
      out.reason = feedback;
    } else addContext(feedback);
  } else if (event === 'PostToolUseFailure' && feedback !== '') addContext(feedback);
  else if (event === 'PreCompact' && (d.decision === 'deny' || d.stop !== undefined)) {
    const reason = d.reason ?? d.stop?.reason ?? 'compaction blocked by a LionAGI hook';
    if (harness === 'claude-code') Object.assign(out, { decision: 'block', reason });
    else Object.assign(out, { continue: false, stopReason: reason });
  } else if (event === 'PostToolBatch' && harness === 'claude-code') {
    // A deny ends the turn before the next model request, as Claude Code's own block does (C-17).
    if (d.decision === 'deny') Object.assign(out, { decision: 'block', reason: d.reason ?? BATCH });
    else if (d.stop !== undefined) {
      out.continue = false;
      if (d.stop.reason !== undefined) out.stopReason = d.stop.reason;
    }
  }

  const hasContextField =
    event !== 'SessionEnd' &&
    event !== 'SubagentStop' &&
    event !== 'PreCompact' &&
    event !== 'PostCompact' &&
    event !== 'PostToolBatch' &&
    event !== 'StopFailure';
  if (context !== undefined && hasContextField) specific.additionalContext = context;
  if (Object.keys(specific).length > 0)
    out.hookSpecificOutput = { hookEventName: event, ...specific };
  if (d.systemMessages.length > 0 && !(harness === 'codex' && event === 'SessionEnd')) {
    out.systemMessage = d.systemMessages.join('\n');
  }
  const stops =
    harness === 'claude-code'
      ? event !== 'SessionEnd' && !(PROFILE_V3_EVENTS as readonly string[]).includes(event)
      : event === 'UserPromptSubmit' || event === 'SessionStart';
  if (d.stop !== undefined && stops) {
    out.continue = false;
    if (d.stop.reason !== undefined) out.stopReason = d.stop.reason;
  }
  return Object.keys(out).length === 0 ? '' : `${JSON.stringify(out)}\n`;
}
