// The bridge's own answers (`li hooks run --emit`) on the events where the LionAGI chain's reading
// is not an aggregate verdict: Stop and SubagentStop (Stop's arbitration, the continuation cap),
// PermissionRequest (an answer instead of the user) and Notification. Pure: the CLI reads stdin,
// keeps the continuation count's file and writes what these return.
import type { AggregateDecision } from '@lionagi/hooks-profile/core';

/** A harness the bridge answers for. */
type BridgeHarness = 'claude-code' | 'codex';

/**
 * How the LionAGI chain reads one Stop or SubagentStop firing: `stopAnswer` of
 * `@lionagi/hooks-exec`, as li-agent reads it, which the caller passes in.
 */
export type BridgeStopAnswer =
  | { kind: 'pass' }
  | { kind: 'continue'; reason: string; message: string }
  | { kind: 'prevented'; reason?: string }
  | { kind: 'failed'; reason: string };

/**
 * The continuations already granted for this prompt (or subagent), kept between firings by the
 * caller: the harnesses run the bridge once per firing and keep no count (no cap, Dv2-2).
 */
export interface ContinuationCount {
  /** Continuations granted so far, before this firing. */
  granted: number;
  /** Records one more; false when the count could not be written (then it cannot be bounded). */
  grant(): boolean;
}

type Json = Record<string, unknown>;

const line = (out: Json) => (Object.keys(out).length === 0 ? '' : `${JSON.stringify(out)}\n`);

/** Where the bridge's answer to a Stop firing came from (for tests and the recipe). */
export type StopRendering = 'pass' | 'continue' | 'prevented' | 'failed' | 'limit';

/**
 * A Stop answer that ends the turn: `continue: false` + `stopReason`, which Claude Code ends as
 * `stop_hook_prevented` (stop04) and Codex as a normally ended turn (codex §5.5). It is the only
 * form that neither keeps the harness going (exit 2 and `decision: "block"` continue there) nor
 * passes silently (exit 1 and a timeout end the turn as if the gate had passed).
 */
export function stopEndOutput(stopReason: string, systemMessages: readonly string[] = []): string {
  const out: Json = { continue: false, stopReason };
  if (systemMessages.length > 0) out.systemMessage = systemMessages.join('\n');
  return line(out);
}

/** A stop event the bridge arbitrates: Stop (a turn) or SubagentStop (a subagent, profile v3). */
export type StopEvent = 'Stop' | 'SubagentStop';

const RUN: Record<StopEvent, string> = { Stop: 'the turn', SubagentStop: 'the subagent' };
const FAILED: Record<StopEvent, string> = { Stop: 'Dv2-1', SubagentStop: 'Dv3-1' };

/** The sentence a Stop bridge ends the turn with when li could not ask the Stop hooks at all. */
export function stopBridgeFailed(message: string, event: StopEvent = 'Stop'): string {
  return `stop_hook_failed: LionAGI could not run its ${event} hooks (${message}); ${RUN[event]} ends here rather than continue or pass unchecked (${FAILED[event]})`;
}

/**
 * The Stop answer of the LionAGI chain (`stopAnswer`, as li-agent reads it) in the harness's
 * form, always at exit 0:
 * - pass: nothing, the turn ends;
 * - continue (exit 2, `decision: "block"`, `additionalContext`): `decision: "block"` + `reason`
 *   (Claude Code: `Stop hook feedback: <reason>`, stop01, never the hook's command as exit 2
 *   would show, Dv2-3; context alone as `hookSpecificOutput.additionalContext`, stop03; Codex,
 *   whose Stop schema has no hookSpecificOutput: the context in the reason, codex §5.5);
 * - prevented (`continue: false`): `continue: false` + `stopReason`;
 * - failed (Dv2-1: a timeout, a hook that could not start or is not trusted, unreadable stdout, a
 *   `fail_closed` failure): `continue: false`, the reason naming `stop_hook_failed`;
 * - a continuation past `cap` for this prompt (Dv2-2; the harnesses have no cap), or one whose
 *   count cannot be recorded: `continue: false`, the reason naming `stop_hook_limit`.
 * SubagentStop (profile v3) is answered the same way for the subagent (Claude Code stop05; codex
 * §5.5), except that context alone is a block whose reason carries it: neither harness has a
 * SubagentStop `hookSpecificOutput` (Codex's schema forbids one); a failure is Dv3-1's.
 */
export function stopOutput(
  harness: BridgeHarness,
  d: AggregateDecision,
  answer: BridgeStopAnswer,
  counter: ContinuationCount,
  cap: number,
  event: StopEvent = 'Stop',
): { stdout: string; rendering: StopRendering } {
  const run = RUN[event];
  const messages = d.systemMessages;
  if (answer.kind === 'prevented') {
    const out: Json = { continue: false };
    if (answer.reason !== undefined) out.stopReason = answer.reason;
    if (messages.length > 0) out.systemMessage = messages.join('\n');
    return { stdout: line(out), rendering: 'prevented' };
  }
  if (answer.kind === 'failed') {
    const reason = `stop_hook_failed: a LionAGI ${event} hook could not answer (${answer.reason}); ${run} ends here (${FAILED[event]})`;
    return { stdout: stopEndOutput(reason, messages), rendering: 'failed' };
  }
  if (answer.kind === 'pass') {
    return {
      stdout: line(messages.length > 0 ? { systemMessage: messages.join('\n') } : {}),
      rendering: 'pass',
    };
  }
  if (counter.granted >= cap) {
    const what = event === 'Stop' ? 'this prompt' : 'this subagent';
    const reason = `stop_hook_limit: LionAGI ${event} hooks kept ${what} going ${cap} times, the most the profile allows (Dv2-2); the last reason: ${answer.reason}`;
    return { stdout: stopEndOutput(reason, messages), rendering: 'limit' };
  }
  if (!counter.grant() && counter.granted > 0) {
    const reason = `stop_hook_limit: the ${event} continuation count could not be recorded, so another continuation could not be bounded (Dv2-2); the last reason: ${answer.reason}`;
    return { stdout: stopEndOutput(reason, messages), rendering: 'limit' };
  }
  const blocked = d.decision === 'deny';
  const context = d.additionalContext;
  const out: Json = {};
  if (harness === 'claude-code' && event === 'Stop') {
    if (blocked) Object.assign(out, { decision: 'block', reason: answer.reason });
    if (context) out.hookSpecificOutput = { hookEventName: 'Stop', additionalContext: context };
  } else {
    // The message li-agent would send, minus its `Stop hook feedback: ` prefix (the harness adds its own).
    const prefix = `${event} hook feedback: `;
    const reason =
      blocked && answer.message.startsWith(prefix)
        ? answer.message.slice(prefix.length)
        : answer.message;
    Object.assign(out, { decision: 'block', reason });
  }
  if (messages.length > 0) out.systemMessage = messages.join('\n');
  return { stdout: line(out), rendering: 'continue' };
}

/** The reason a PermissionRequest rewrite is denied under Codex, which cannot apply it. */
export const CODEX_PERMISSION_REWRITE_DENIED =
  'a LionAGI PermissionRequest hook allowed this call with a rewritten input, but Codex does not apply updatedInput on PermissionRequest (reserved: its schema fails such an answer closed), so it is denied';

/**
 * The PermissionRequest answer in the harness's form (`hookSpecificOutput.decision`, Claude Code
 * perm01–perm04; Codex §5.7): allow (Claude Code also with `updatedInput`), deny with `message`,
 * nothing when no hook answered (the harness asks its user, or denies in `-p`). Codex reserves
 * `updatedInput` there, so a rewrite is denied, saying why.
 */
export function permissionRequestOutput(harness: BridgeHarness, d: AggregateDecision): string {
  const out: Json = {};
  let decision: Json | undefined;
  if (d.decision === 'deny') {
    decision = { behavior: 'deny', message: d.reason ?? 'denied by a LionAGI hook' };
  } else if (d.decision === 'allow' && d.updatedInput !== undefined && harness === 'codex') {
    decision = { behavior: 'deny', message: CODEX_PERMISSION_REWRITE_DENIED };
  } else if (d.decision === 'allow') {
    decision = { behavior: 'allow' };
    if (d.updatedInput !== undefined) decision.updatedInput = d.updatedInput;
  }
  if (decision !== undefined)
    out.hookSpecificOutput = { hookEventName: 'PermissionRequest', decision };
  if (d.systemMessages.length > 0) out.systemMessage = d.systemMessages.join('\n');
  if (d.stop !== undefined && harness === 'claude-code') {
    out.continue = false;
    if (d.stop.reason !== undefined) out.stopReason = d.stop.reason;
  }
  return line(out);
}

/** Notification (advisory, Claude Code only): a hook's `systemMessage`, nothing else. */
export function notificationOutput(d: AggregateDecision): string {
  return line(d.systemMessages.length > 0 ? { systemMessage: d.systemMessages.join('\n') } : {});
}
