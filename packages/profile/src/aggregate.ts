import type { ProfileEvent } from './events.js';
import type { Verdict } from './verdict.js';

/** The combined decision of every hook that ran for one firing of one event (C-2). */
export interface AggregateDecision {
  event: ProfileEvent;
  /** `deny` if any hook denied; `allow` if one allowed or rewrote; otherwise `none`. */
  decision: 'allow' | 'deny' | 'none';
  /** The first denial's reason. */
  reason?: string;
  /** The input after the last rewrite (PreToolUse only). */
  updatedInput?: Record<string, unknown>;
  /** Every hook's context for the model, in config order, joined by a blank line. */
  additionalContext?: string;
  /** Messages for the user, in config order. */
  systemMessages: string[];
  /** Advisory blocks (PostToolUse): notes to surface into the branch. */
  feedback: string[];
  /** Set when any hook returned `continue: false`. */
  stop?: { reason?: string };
  /** The denial came from an `ask` (see `Verdict.ask`): the hook's own reason, if it gave one. */
  ask?: { reason?: string };
}

/**
 * Folds per-hook verdicts, in the order the hooks ran, into one decision. Hooks run sequentially
 * in config order and the first deny stops the chain (C-2), so a deny is always the last verdict;
 * each rewrite replaced the input the next hook saw, so the last rewrite wins.
 */
export function aggregateVerdicts(
  event: ProfileEvent,
  verdicts: readonly Verdict[],
): AggregateDecision {
  const out: AggregateDecision = { event, decision: 'none', systemMessages: [], feedback: [] };
  const contexts: string[] = [];
  for (const v of verdicts) {
    if (v.additionalContext) contexts.push(v.additionalContext);
    if (v.systemMessage) out.systemMessages.push(v.systemMessage);
    if (v.feedback) out.feedback.push(v.feedback);
    if (v.stop && !out.stop) out.stop = v.stop;
    if (v.decision === 'deny') {
      if (out.decision !== 'deny') {
        out.decision = 'deny';
        if (v.reason !== undefined) out.reason = v.reason;
        if (v.ask !== undefined) out.ask = v.ask;
      }
      continue;
    }
    if (v.updatedInput) out.updatedInput = v.updatedInput;
    if (v.decision === 'allow' && out.decision === 'none') out.decision = 'allow';
  }
  if (out.decision === 'deny') delete out.updatedInput;
  if (contexts.length > 0) out.additionalContext = contexts.join('\n\n');
  return out;
}
