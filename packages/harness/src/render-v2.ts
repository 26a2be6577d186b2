import type { Decision } from './decision.js';
import type { Harness } from './harness.js';
import { cannot, json, note, type RenderedOutput, SILENT, specific } from './render-parts.js';

/** The profile v2 events (Stop, PermissionRequest, Notification). */
export type V2Event = 'Stop' | 'PermissionRequest' | 'Notification';

/** The text LionAGI sends the model for a Stop hook's context (profile v2, Claude Code stop03). */
export const STOP_CONTEXT_PREFIX = 'Stop hook additional context: ';

/**
 * Stop: `block(r)` / `deny(r)` keep the turn going with `r` as the model's next user message
 * (`decision: "block"` + `reason`: LionAGI, Claude Code stop01, Codex §5.5); `context(t)` too
 * (`hookSpecificOutput.additionalContext`, stop03; Codex's Stop schema has no
 * hookSpecificOutput, so there it is a block whose reason is `Stop hook additional context: t`);
 * `stop(r)` ends the turn (`continue: false` + `stopReason`, stop04, §5.5); allow and no opinion
 * print nothing (the turn ends); a rewrite is explained and ignored. SubagentStop (profile v3)
 * is answered alike for the subagent (stop05), context always as a block: neither harness has a
 * SubagentStop `hookSpecificOutput`.
 */
export function renderStopDecision(
  harness: Harness,
  event: 'Stop' | 'SubagentStop',
  decision: Decision,
): RenderedOutput {
  switch (decision.kind) {
    case 'block':
    case 'deny':
      return json({ decision: 'block', reason: decision.reason });
    case 'context':
      return harness !== 'codex' && event === 'Stop'
        ? json(specific('Stop', { additionalContext: decision.text }))
        : json({ decision: 'block', reason: `${event} hook additional context: ${decision.text}` });
    case 'stop':
      return json(
        decision.reason === undefined
          ? { continue: false }
          : { continue: false, stopReason: decision.reason },
      );
    case 'rewrite':
      return note(`${cannot(harness, event, decision, 'there is no input to rewrite')}; ignored`);
    default:
      return SILENT;
  }
}

/**
 * PermissionRequest answers instead of the user (`hookSpecificOutput.decision`): `allow()` as
 * `{behavior: "allow"}` (perm01, §5.7), `deny(r)` / `block(r)` as `{behavior: "deny", message: r}`
 * (perm02, §5.7), `rewrite(i)` as `{behavior: "allow", updatedInput: i}` (perm04) except under
 * Codex, which reserves `updatedInput` there (its schema fails it closed): there the call is
 * denied, saying why (fail safe). Context and stop are explained and ignored.
 */
function permissionRequest(harness: Harness, decision: Decision): RenderedOutput {
  const answer = (body: object) => json(specific('PermissionRequest', { decision: body }));
  switch (decision.kind) {
    case 'allow':
      return answer({ behavior: 'allow' });
    case 'deny':
    case 'block':
      return answer({ behavior: 'deny', message: decision.reason });
    case 'rewrite': {
      if (harness !== 'codex') return answer({ behavior: 'allow', updatedInput: decision.input });
      const why = `${cannot(harness, 'PermissionRequest', decision, 'Codex reserves updatedInput on PermissionRequest and fails such an answer closed')}; denying instead (fail safe)`;
      return { ...answer({ behavior: 'deny', message: why }), stderr: `${why}\n` };
    }
    default: {
      const why = 'it answers with allow, deny or rewrite only';
      return note(`${cannot(harness, 'PermissionRequest', decision, why)}; ignored`);
    }
  }
}

/**
 * Renders a decision on a profile v2 event (see `renderDecision`). Notification is advisory and
 * takes no decision (Codex has no Notification event): anything but no opinion or allow is
 * explained on stderr and ignored.
 */
export function renderV2Decision(
  harness: Harness,
  event: V2Event,
  decision: Decision | undefined,
): RenderedOutput {
  if (decision === undefined) return SILENT;
  if (event === 'Stop') return renderStopDecision(harness, 'Stop', decision);
  if (event === 'PermissionRequest') return permissionRequest(harness, decision);
  if (decision.kind === 'allow') return SILENT;
  const why =
    harness === 'codex'
      ? 'Codex has no Notification event'
      : 'the event is advisory and accepts no decision';
  return note(`${cannot(harness, event, decision, why)}; ignored`);
}
