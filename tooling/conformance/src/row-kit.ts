import type { HarnessCell, HookRunExpectation, TextMatch, ToolCallExpectation } from './row.js';
import { TOUCH_RESULT } from './scenario.js';

/** `ran.marker` exists: the guarded bash call ran. */
export const RAN = { 'ran.marker': true } as const;

/** `ran.marker` does not exist: the guarded bash call never ran. */
export const NOT_RAN = { 'ran.marker': false } as const;

/** A tool call that ran; `finalInput` when the row checks what actually ran. */
export function ok(name = 'bash', finalInput?: Record<string, unknown>): ToolCallExpectation {
  return { name, status: 'ok', ...(finalInput ? { finalInput } : {}) };
}

/** A tool call a hook denied with exactly this reason. */
export function denied(error: TextMatch, name = 'bash'): ToolCallExpectation {
  return { name, status: 'denied', error };
}

/** The tool message the model gets for a denied call. */
export function deniedMessage(reason: string) {
  return { kind: 'action_response', content: `denied: ${reason}` };
}

/** The tool message the model gets after `touch ran.marker` ran. */
export const TOUCH_RESULT_MESSAGE = { kind: 'action_response', content: TOUCH_RESULT } as const;

/** A hook context message (system role) the model gets. */
export function context(content: string) {
  return { kind: 'hook_context', content };
}

/** A PostToolUse block surfaced into the branch as a system-visible note. */
export function feedback(event: 'PostToolUse' | 'PostToolUseFailure', text: string) {
  return { kind: 'hook_feedback', content: `${event} hook feedback on bash (call_1): ${text}` };
}

/** A `hook_runs[]` expectation. */
export function run(
  event: HookRunExpectation['event'],
  outcome: HookRunExpectation['outcome'],
  decision: HookRunExpectation['decision'],
  extra: Omit<HookRunExpectation, 'event' | 'outcome' | 'decision'> = {},
): HookRunExpectation {
  return { event, outcome, decision, ...extra };
}

/** Claude Code on an untrusted imported hook: it has no per-hook trust, so the hook runs (Dv1-13). */
export const CLAUDE_RUNS_UNTRUSTED: HarnessCell = {
  observed: 'no per-hook trust in `-p`: the hook runs',
  source: 'claude-code §2',
  relation: 'differs',
  divergence: 'Dv1-13',
};
