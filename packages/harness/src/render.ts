import { isBlockingEvent, type ProfileEvent } from '@lionagi/hooks-profile/core';
import { eventLacked } from './adapter.js';
import type { Decision } from './decision.js';
import { EVENTS_FIRED } from './events-fired.js';
import type { Harness } from './harness.js';
import {
  cannot,
  exit2,
  json,
  note,
  type RenderedOutput,
  SILENT,
  specific,
} from './render-parts.js';
import { renderV2Decision } from './render-v2.js';
import { isV3Event, renderV3Decision } from './render-v3.js';

export type { RenderedOutput } from './render-parts.js';

// Why a decision has no effect on an event (undefined: every decision has a form there).
const WHY_NOT: Readonly<Record<ProfileEvent, string | undefined>> = {
  PreToolUse: undefined,
  UserPromptSubmit: undefined,
  Stop: undefined,
  PermissionRequest: undefined,
  Notification: undefined,
  SubagentStart: undefined,
  SubagentStop: undefined,
  PreCompact: undefined,
  PostCompact: undefined,
  PostToolBatch: undefined,
  StopFailure: undefined,
  SessionStart: 'the event cannot block or rewrite anything',
  SessionEnd: 'the event accepts no decision and no context',
  PostToolUse: 'the tool already ran; only PreToolUse input can be rewritten',
  PostToolUseFailure: 'the tool already ran; only PreToolUse input can be rewritten',
};

/**
 * Renders `decision` for `event` as the stdout, stderr and exit code `harness` honours, choosing
 * per harness the form with the intended effect (table in the package README; row ids refer to
 * the shared ground truth). Decisions an event cannot express are explained on stderr: a rewrite
 * on UserPromptSubmit blocks instead (exit 2, fail safe); elsewhere nothing happens (exit 0).
 * `undefined` (no opinion) prints nothing.
 */
export function renderDecision(
  harness: Harness,
  event: ProfileEvent,
  decision: Decision | undefined,
): RenderedOutput {
  if (event === 'Stop' || event === 'PermissionRequest' || event === 'Notification') {
    return renderV2Decision(harness, event, decision);
  }
  if (isV3Event(event)) return renderV3Decision(harness, event, decision);
  if (decision?.kind === 'stop') {
    return note(
      `${cannot(harness, event, decision, 'stop() ends a turn from a Stop hook only')}; ignored`,
    );
  }
  if (decision === undefined || decision.kind === 'allow') {
    // Codex rejects a bare allow (codex §5.1); elsewhere allow only means something on PreToolUse (pre02).
    if (decision === undefined || event !== 'PreToolUse' || harness === 'codex') return SILENT;
    return json(specific(event, { permissionDecision: 'allow' }));
  }
  const lacked = eventLacked(EVENTS_FIRED[harness], event);
  if (lacked !== undefined) return note(cannot(harness, event, decision, lacked));
  if (decision.kind === 'context') {
    if (event === 'SessionEnd') return note(cannot(harness, event, decision, WHY_NOT.SessionEnd!));
    // pre13, ups04, post03, post09, ss02; codex §5.1, §5.3, §5.4, §5.6.
    return json(specific(event, { additionalContext: decision.text }));
  }
  if (decision.kind === 'rewrite') {
    if (event === 'PreToolUse') {
      // Codex needs allow + updatedInput (codex §5.1); Claude Code honours updatedInput alone and keeps
      // its permission check (pre06b, pre06d), where allow would also skip the prompt (pre02b).
      const allow = harness === 'codex' ? { permissionDecision: 'allow' } : {};
      return json(specific(event, { ...allow, updatedInput: decision.input }));
    }
    if (event === 'UserPromptSubmit') {
      const why = 'no harness lets a hook rewrite the prompt';
      return exit2(
        `${cannot(harness, event, decision, why)}; blocking the prompt instead (fail safe)`,
      );
    }
    return note(`${cannot(harness, event, decision, WHY_NOT[event]!)}; ignored`);
  }
  switch (event) {
    case 'PreToolUse': // pre03; codex §5.1 (deny + reason); the JSON keeps the hook's argv out of the reason (pre07)
      return json(
        specific(event, { permissionDecision: 'deny', permissionDecisionReason: decision.reason }),
      );
    case 'UserPromptSubmit': // ups03; codex §5.4 (its schema has no permissionDecision)
    case 'PostToolUse': // post02; codex §5.3: the tool ran, the reason is fed back to the model
      return json({ decision: 'block', reason: decision.reason });
    case 'PostToolUseFailure': // post08: exit 2 is the observed form; profile v1 reads it as feedback
      return exit2(decision.reason);
    default:
      return note(`${cannot(harness, event, decision, WHY_NOT[event]!)}; ignored`);
  }
}

/**
 * The output of a hook whose handler failed (threw, or returned something that is not a decision):
 * exit 2 with the message on blocking events, which every harness reads as a deny (pre07, ups02,
 * perm03; codex §5.1, §5.4), so a broken guard fails closed; exit 1 on advisory events, a logged,
 * non-blocking error everywhere (pre08, post06; codex §5.1). On Stop, where exit 2 would keep the
 * agent going (with no cap under Claude Code and Codex) and exit 1 would pass the gate unseen, the
 * turn is ended: `continue: false` with the message as `stopReason` (stop04; codex §5.5), the
 * message on stderr too. SubagentStop is ended the same way (the subagent returns, the message
 * on stderr): a broken gate neither keeps it going nor passes it silently (Dv3-1, Dv2-8).
 */
export function renderFailure(
  event: ProfileEvent,
  message: string,
  hookName = 'the hook',
): RenderedOutput {
  const text = `hooks-sdk: ${hookName} failed on ${event}: ${message}`;
  if (event === 'Stop' || event === 'SubagentStop') {
    const run = event === 'Stop' ? 'the turn' : 'the subagent';
    const stopReason = `${text}; ending ${run} (fail safe)`;
    return { ...json({ continue: false, stopReason }), stderr: `${stopReason}\n` };
  }
  if (isBlockingEvent(event)) return exit2(`${text}; failing closed`);
  return { stdout: '', stderr: `${text}\n`, exitCode: 1 };
}
