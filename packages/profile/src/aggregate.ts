import type { ProfileEvent } from './events.js';
import { ASK_DENY_REASON, type Verdict } from './verdict.js';

/** The combined decision of every hook that ran for one firing of one event (C-2). */
export interface AggregateDecision {
  event: ProfileEvent;
  /**
   * `deny` if any hook denied or asked (see {@link ask}); `allow` if one allowed or rewrote;
   * otherwise `none`.
   */
  decision: 'allow' | 'deny' | 'none';
  /** The first denial's reason. */
  reason?: string;
  /** The input after the last rewrite (PreToolUse only; never with a deny that is not an ask). */
  updatedInput?: Record<string, unknown>;
  /** Every hook's context for the model, in config order, joined by a blank line. */
  additionalContext?: string;
  /** Messages for the user, in config order. */
  systemMessages: string[];
  /** Advisory blocks (PostToolUse): notes to surface into the branch. */
  feedback: string[];
  /** Set when any hook returned `continue: false`. */
  stop?: { reason?: string };
  /**
   * The denial came from an `ask` and no hook denied (see `Verdict.ask`): the hooks' own reasons,
   * if they gave any. `updatedInput` is then the input the person would approve.
   */
  ask?: { reason?: string };
}

/**
 * Folds per-hook verdicts, in the order the hooks ran, into one decision: deny > ask > allow
 * (Dv1-7). Hooks run sequentially in config order and the first deny stops the chain (C-2), so a
 * deny is always the last verdict; an `ask` does not stop it, so any deny after one wins and the
 * person is asked only when no hook denied. Several asks are one question, their reasons joined.
 * Each rewrite replaced the input the next hook saw, so the last rewrite wins; after an ask it is
 * kept (the input the person is asked about), after a deny dropped.
 */
export function aggregateVerdicts(
  event: ProfileEvent,
  verdicts: readonly Verdict[],
): AggregateDecision {
  const out: AggregateDecision = { event, decision: 'none', systemMessages: [], feedback: [] };
  const contexts: string[] = [];
  const askReasons: string[] = [];
  let asked = false;
  let denied = false;
  for (const v of verdicts) {
    if (v.additionalContext) contexts.push(v.additionalContext);
    if (v.systemMessage) out.systemMessages.push(v.systemMessage);
    if (v.feedback) out.feedback.push(v.feedback);
    if (v.stop && !out.stop) out.stop = v.stop;
    if (v.decision === 'deny' && v.ask === undefined) {
      if (!denied) {
        denied = true;
        out.decision = 'deny';
        if (v.reason !== undefined) out.reason = v.reason;
        else delete out.reason;
      }
      continue;
    }
    if (v.ask !== undefined) {
      asked = true;
      if (v.ask.reason !== undefined && !askReasons.includes(v.ask.reason))
        askReasons.push(v.ask.reason);
      continue;
    }
    if (v.updatedInput) out.updatedInput = v.updatedInput;
    if (v.decision === 'allow' && out.decision === 'none') out.decision = 'allow';
  }
  if (denied) delete out.updatedInput;
  else if (asked) {
    out.decision = 'deny';
    const reason = askReasons.join('; ');
    out.reason =
      reason === '' ? ASK_DENY_REASON : `${ASK_DENY_REASON}; the hook's reason: ${reason}`;
    out.ask = reason === '' ? {} : { reason };
  }
  if (contexts.length > 0) out.additionalContext = contexts.join('\n\n');
  return out;
}
