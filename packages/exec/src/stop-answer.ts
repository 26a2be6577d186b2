import type { DispatchResult } from './dispatcher.js';

/**
 * The Stop hooks' answer: `pass` lets the turn end; `continue` sends `message` to the model as a
 * user message and the turn goes on; `prevented` (`continue: false`) and `failed` (a hook that
 * could not answer, Dv2-1) end the turn with that terminal reason.
 */
export type StopAnswer =
  | { kind: 'pass' }
  | { kind: 'continue'; reason: string; message: string }
  | { kind: 'prevented'; reason?: string }
  | { kind: 'failed'; reason: string };

/**
 * Reads one Stop firing (profile v2, Claude Code's semantics, Dv2-1, Dv2-3): `continue: false`
 * wins (`prevented`); a deliberate block (exit 2, `decision: "block"`) continues with
 * `Stop hook feedback: <reason>`; a deny that is not a hook's answer (a timeout, a hook that
 * could not start or is not trusted, unreadable stdout, a `fail_closed` failure) is `failed`;
 * `additionalContext` alone continues with `Stop hook additional context: <text>`. A SubagentStop
 * firing (profile v3, Stop's arbitration for a subagent, Dv3-1) reads the same, its messages
 * naming `SubagentStop`.
 */
export function stopAnswer(
  result: DispatchResult,
  event: 'Stop' | 'SubagentStop' = 'Stop',
): StopAnswer {
  if (result.stop) {
    return result.stop.reason !== undefined
      ? { kind: 'prevented', reason: result.stop.reason }
      : { kind: 'prevented' };
  }
  const context = result.additionalContext;
  if (result.decision === 'deny') {
    const reason = result.reason ?? `blocked by a ${event} hook`;
    const denying = result.runs.find((run) => run.decision === 'deny');
    if (denying?.ran !== true || denying.outcome !== 'blocked') return { kind: 'failed', reason };
    const tail = context ? `\n\n${event} hook additional context: ${context}` : '';
    return { kind: 'continue', reason, message: `${event} hook feedback: ${reason}${tail}` };
  }
  if (context) {
    return {
      kind: 'continue',
      reason: context,
      message: `${event} hook additional context: ${context}`,
    };
  }
  return { kind: 'pass' };
}
