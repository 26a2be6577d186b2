import { type DispatchResult, type EventDispatcher, stopAnswer } from '@lionagi/hooks-exec';
import type { ProfileEvent } from '@lionagi/hooks-profile';
import { postToolBatchEnvelope, stopFailureEnvelope } from './envelopes-batch.js';
import {
  postCompactEnvelope,
  preCompactEnvelope,
  subagentStartEnvelope,
  subagentStopEnvelope,
} from './envelopes-v3.js';
import type { ToolBatchAnswer } from './lifecycle-seams.js';
import type { Session } from './session.js';

/**
 * Wires the profile v3 events to the session's lifecycle seams (`session.lifecycle`), each only
 * when its dispatcher has hooks (a host that does not declare an event has none: its settings
 * were refused at load), so an embedder's own seam handler stays when no hook is configured.
 * Returns the removers.
 * - SubagentStart (advisory, matcher `agent_type`): `additionalContext` (or plain stdout) goes
 *   into the subagent's context (C-11).
 * - SubagentStop (blocking, matcher `agent_type`): Stop's answer (`stopAnswer`): a block keeps the
 *   subagent going with the reason, `continue: false` returns its answer, a hook that cannot
 *   answer ends it as `stop_hook_failed` (Dv3-1; the agent tool returns an error result).
 * - PreCompact (blocking, matcher `trigger`): a deny (exit 2, `decision: "block"`, a hook that
 *   cannot answer) or `continue: false` leaves the context as it is, with the reason (C-10).
 * - PostCompact (advisory, matcher `trigger`): told the summary.
 * - PostToolBatch (blocking, no matcher): told each round's calls and results, once all are done;
 *   exit 2, `decision: "block"` or `continue: false` ends the turn before the next model round
 *   (C-17), and so does a hook that cannot answer (`failed`, Dv3-6).
 * - StopFailure (advisory, no matcher): told a model request failed and ended the turn (C-16).
 */
export function wireLifecycleHooks(
  session: Session,
  dispatchers: Readonly<Record<ProfileEvent, EventDispatcher>>,
): Array<() => void> {
  const seams = session.lifecycle;
  const signalOf = (signal: AbortSignal | undefined) => (signal ? { signal } : {});
  const has = (event: ProfileEvent) => dispatchers[event].size > 0;
  const removers: Array<() => void> = [];
  if (has('SubagentStart'))
    removers.push(
      seams.onSubagentStart(async (p) => {
        const dispatcher = dispatchers.SubagentStart;
        if (!dispatcher.matches(p.agentType)) return undefined;
        const result = await dispatcher.dispatch(
          subagentStartEnvelope(session, p),
          signalOf(p.signal),
        );
        return result.additionalContext
          ? { additionalContext: result.additionalContext }
          : undefined;
      }),
    );
  if (has('SubagentStop'))
    removers.push(
      seams.onSubagentStop(async (p) => {
        const dispatcher = dispatchers.SubagentStop;
        if (!dispatcher.matches(p.agentType)) return { kind: 'pass' };
        const result = await dispatcher.dispatch(
          subagentStopEnvelope(session, p),
          signalOf(p.signal),
        );
        return stopAnswer(result, 'SubagentStop');
      }),
    );
  if (has('PreCompact'))
    removers.push(
      seams.onPreCompact(async (p) => {
        const dispatcher = dispatchers.PreCompact;
        if (!dispatcher.matches(p.trigger)) return { kind: 'pass' };
        const result = await dispatcher.dispatch(
          preCompactEnvelope(session, p),
          signalOf(p.signal),
        );
        if (result.decision === 'deny')
          return { kind: 'blocked', reason: result.reason ?? 'blocked by a PreCompact hook' };
        if (result.stop) {
          const reason = result.stop.reason ?? 'a PreCompact hook returned continue: false';
          return { kind: 'blocked', reason };
        }
        return { kind: 'pass' };
      }),
    );
  if (has('PostCompact'))
    removers.push(
      seams.onPostCompact(async (p) => {
        const dispatcher = dispatchers.PostCompact;
        if (!dispatcher.matches(p.trigger)) return;
        await dispatcher.dispatch(postCompactEnvelope(session, p), signalOf(p.signal));
      }),
    );
  if (has('PostToolBatch'))
    removers.push(
      seams.onToolBatch(async (p) => {
        const result = await dispatchers.PostToolBatch.dispatch(
          postToolBatchEnvelope(session, p),
          signalOf(p.signal),
        );
        return toolBatchAnswer(result);
      }),
    );
  if (has('StopFailure'))
    removers.push(
      seams.onTurnFailure(async (p) => {
        await dispatchers.StopFailure.dispatch(stopFailureEnvelope(session, p));
      }),
    );
  return removers;
}

/**
 * A PostToolBatch dispatch as the gate's answer: `continue: false` and a real block (exit 2,
 * `decision: "block"`) stop the turn; a deny no hook answered (timeout, not started, untrusted,
 * unreadable, `fail_closed`) stops it as `failed`.
 */
export function toolBatchAnswer(result: DispatchResult): ToolBatchAnswer {
  if (result.stop) {
    const reason = result.stop.reason ?? 'a PostToolBatch hook returned continue: false';
    return { kind: 'stop', reason, failed: false };
  }
  if (result.decision !== 'deny') return { kind: 'pass' };
  const reason = result.reason ?? 'blocked by a PostToolBatch hook';
  const denying = result.runs.find((run) => run.decision === 'deny');
  const answered = denying?.ran === true && denying.outcome === 'blocked';
  return { kind: 'stop', reason, failed: !answered };
}
