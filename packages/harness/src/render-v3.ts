import { eventLacked } from './adapter.js';
import type { Decision } from './decision.js';
import { EVENTS_FIRED } from './events-fired.js';
import type { Harness } from './harness.js';
import { cannot, json, note, type RenderedOutput, SILENT, specific } from './render-parts.js';
import { renderStopDecision } from './render-v2.js';

/** The profile v3 events (subagents, compaction, the tool batch, the provider failure). */
export type V3Event =
  | 'SubagentStart'
  | 'SubagentStop'
  | 'PreCompact'
  | 'PostCompact'
  | 'PostToolBatch'
  | 'StopFailure';

/** True for the profile v3 events. */
export function isV3Event(event: string): event is V3Event {
  return (
    event === 'SubagentStart' ||
    event === 'SubagentStop' ||
    event === 'PreCompact' ||
    event === 'PostCompact' ||
    event === 'PostToolBatch' ||
    event === 'StopFailure'
  );
}

/**
 * PreCompact: `block(r)` / `deny(r)` leave the context as it is. Codex honours only
 * `continue: false` (codex REPORT §5.8; its schema has no `decision`, so a block there would fail
 * the hook and compaction would run): `{continue: false, stopReason: r}`. Claude Code and LionAGI
 * read `decision: "block"` + `reason` (Claude Code's documented form, C-10).
 */
function preCompact(harness: Harness, decision: Decision): RenderedOutput {
  if (decision.kind === 'block' || decision.kind === 'deny') {
    return harness === 'codex'
      ? json({ continue: false, stopReason: decision.reason })
      : json({ decision: 'block', reason: decision.reason });
  }
  if (decision.kind === 'allow') return SILENT;
  const why = 'it can only leave the context as it is (block or deny)';
  return note(`${cannot(harness, 'PreCompact', decision, why)}; ignored`);
}

/** PostToolBatch: a block or deny, or a stop, ends the turn before the next model request (C-17). */
function postToolBatch(harness: Harness, decision: Decision): RenderedOutput {
  if (decision.kind === 'block' || decision.kind === 'deny')
    return json({ decision: 'block', reason: decision.reason });
  if (decision.kind === 'stop')
    return json({ continue: false, ...(decision.reason ? { stopReason: decision.reason } : {}) });
  const why = 'it can only end the turn (block, deny or stop)';
  return note(`${cannot(harness, 'PostToolBatch', decision, why)}; ignored`);
}

/**
 * Renders a decision on a profile v3 event (see `renderDecision`). SubagentStart takes context
 * (`hookSpecificOutput.additionalContext`: the subagent's context, Codex's schema, C-11);
 * PostToolBatch takes a block or deny (`decision: "block"` + `reason`) or a stop
 * (`continue: false`), each ending the turn (C-17; Codex has no PostToolBatch); PostCompact and
 * StopFailure are advisory and take none (C-16): anything but no opinion or allow is explained on
 * stderr and ignored (Codex fires neither PostToolBatch nor StopFailure).
 */
export function renderV3Decision(
  harness: Harness,
  event: V3Event,
  decision: Decision | undefined,
): RenderedOutput {
  if (decision === undefined) return SILENT;
  if (event === 'SubagentStop') return renderStopDecision(harness, 'SubagentStop', decision);
  if (event === 'PreCompact') return preCompact(harness, decision);
  if (decision.kind === 'allow') return SILENT;
  const lacked = eventLacked(EVENTS_FIRED[harness], event);
  if (lacked !== undefined) return note(cannot(harness, event, decision, lacked));
  if (event === 'SubagentStart' && decision.kind === 'context')
    return json(specific('SubagentStart', { additionalContext: decision.text }));
  if (event === 'PostToolBatch') return postToolBatch(harness, decision);
  const why =
    event === 'SubagentStart'
      ? 'the event is advisory: it takes context for the subagent only'
      : 'the event is advisory and accepts no decision';
  return note(`${cannot(harness, event, decision, why)}; ignored`);
}
