import { EVENT_CATALOGUE, type ProfileEvent } from './events.js';
import { exceedsJsonDepth, jsonDepthMessage } from './json-depth.js';
import { PROFILE_NAME } from './version.js';

/** The decision vocabulary profile v1 accepts: the cross-harness intersection (D1). */
export const PERMISSION_DECISIONS = ['allow', 'deny', 'ask'] as const;

/** The raw outcome of one hook process, as the exec adapter observed it. */
export interface HookProcessResult {
  /** Exit code; `null` when the process was killed by a signal or never started. */
  exitCode: number | null;
  signal?: string | null;
  stdout: string;
  stderr: string;
  timedOut?: boolean;
  /** Set when the adapter's timeout was the reason for the kill, for the message. */
  timeoutMs?: number;
  /** stdout or stderr hit the capture cap. */
  truncated?: boolean;
  /** stdout specifically hit the cap (falls back to `truncated`). */
  stdoutTruncated?: boolean;
  /** The capture cap in bytes, for the message when stdout hit it. */
  maxOutputBytes?: number;
  /** Why the process could not be started (ENOENT, EACCES, …). */
  spawnError?: string;
  /**
   * An http handler's failure before any body counts as output: a non-2xx status, a refused
   * connection, a redirect to another host. Read like a non-zero exit (C-5 `fail_closed` applies).
   */
  transportError?: string;
}

/** Per-entry policy that changes interpretation. */
export interface InterpretOptions {
  /** C-5: a failing hook (other exit, malformed output, spawn error) denies on blocking events. */
  failClosed?: boolean;
  /** How the hook is named in reasons, usually its argv joined by spaces. */
  hookLabel?: string;
}

/** What one hook decided: `none` means no opinion (the action proceeds). */
export type VerdictDecision = 'allow' | 'deny' | 'none';

/** How the hook run went: `blocked` = it denied; `error` = it failed; `timeout` = it was killed. */
export type VerdictOutcome = 'success' | 'blocked' | 'error' | 'timeout';

/** The typed result of interpreting one hook run under profile v1. */
export interface Verdict {
  event: ProfileEvent;
  decision: VerdictDecision;
  outcome: VerdictOutcome;
  /** Why it denied, failed or timed out. */
  reason?: string;
  /** PreToolUse (and a PermissionRequest allow): replaces the whole tool input. */
  updatedInput?: Record<string, unknown>;
  /** Context for the model (JSON `additionalContext`, or plain stdout on UserPromptSubmit/SessionStart). */
  additionalContext?: string;
  /** Shown to the user, never to the model. */
  systemMessage?: string;
  suppressOutput?: boolean;
  /** `continue: false` was returned: the runtime should stop after this step. */
  stop?: { reason?: string };
  /**
   * The hook answered `ask` (interactive approval): the verdict denies (D5), and `reason` is the
   * hook's own `permissionDecisionReason`, if any. A host that has an approval prompt may ask
   * instead (`li hooks run --emit claude`): a strict relaxation of the deny, and only for `ask`.
   */
  ask?: { reason?: string };
  /** Advisory `block` (PostToolUse / PostToolUseFailure): the action already happened; surface as a note. */
  feedback?: string;
  /** Diagnostics for logs and `li hooks run`: ignored fields, parse problems, divergences. */
  notes: string[];
}

/** The fixed reason for `ask` (ADR-0048 D5). */
export const ASK_DENY_REASON =
  "hook requested interactive approval ('ask'); no interactive approval surface exists in this runtime — failing closed";

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function failure(
  event: ProfileEvent,
  outcome: 'error' | 'timeout',
  reason: string,
  denies: boolean,
  notes: string[],
): Verdict {
  return { event, decision: denies ? 'deny' : 'none', outcome, reason, notes };
}

/**
 * Interprets one hook run exactly as profile v1 defines (ADR-0048 D1, D5; C-5):
 * exit 0 reads stdout as JSON only when its first non-blank character is `{`; exit 2 denies with
 * trimmed stderr; any other exit is a logged failure; a timeout denies on blocking events.
 * `ask` and unrecognized decision values deny; `updatedInput` is honoured on PreToolUse only.
 * stdout over the capture cap is never parsed and denies on blocking events (C-7).
 * No failure path on a blocking event ever yields `allow`.
 */
export function interpretHookResult(
  event: ProfileEvent,
  result: HookProcessResult,
  options: InterpretOptions = {},
): Verdict {
  const blocking = EVENT_CATALOGUE[event].blocking;
  const label = options.hookLabel ?? 'hook';
  const failClosed = options.failClosed === true && blocking;
  const closedNote = failClosed ? ' (fail_closed: denying)' : '';
  const notes: string[] = [];

  if (result.spawnError !== undefined) {
    return failure(
      event,
      'error',
      `hook ${label} could not be started: ${result.spawnError}${closedNote}`,
      failClosed,
      notes,
    );
  }
  if (result.transportError !== undefined) {
    return failure(
      event,
      'error',
      `hook ${label} failed: ${result.transportError}${closedNote}`,
      failClosed,
      notes,
    );
  }
  if (result.timedOut) {
    const after = result.timeoutMs === undefined ? '' : ` after ${result.timeoutMs / 1000}s`;
    const tail = blocking ? '; failing closed on a blocking event' : '';
    return failure(event, 'timeout', `hook ${label} timed out${after}${tail}`, blocking, notes);
  }
  const stderr = result.stderr.trim();
  if (result.exitCode === 2) return exitTwo(event, label, stderr, notes);
  if (result.exitCode !== 0) {
    const how =
      result.exitCode === null
        ? `was killed by signal ${result.signal ?? 'unknown'}`
        : `exited with code ${result.exitCode}`;
    const detail = stderr ? `: ${lastMeaningfulLine(stderr)}` : '';
    if (result.stdout.trimStart().startsWith('{')) {
      notes.push(
        `stdout JSON is ignored on a non-zero exit other than 2 (Claude Code would honour it; ${PROFILE_NAME} does not)`,
      );
    }
    return failure(
      event,
      'error',
      `hook ${label} failed: ${how}${detail}${closedNote}`,
      failClosed,
      notes,
    );
  }
  if (result.stdoutTruncated ?? result.truncated) {
    // C-7: the answer is unknown (a deny may be past the cap), so a blocking event fails closed.
    const limit =
      result.maxOutputBytes === undefined
        ? 'the capture limit'
        : `the capture limit of ${formatBytes(result.maxOutputBytes)}`;
    const tail = blocking ? '; its answer is unknown: failing closed on a blocking event' : '';
    return failure(
      event,
      'error',
      `hook ${label} printed more than ${limit} on stdout; its output is ignored${tail}`,
      blocking,
      notes,
    );
  }
  return exitZero(event, label, result.stdout, failClosed, notes);
}

/** `1048576` -> `1048576 bytes (1 MiB)`; the exact count first, so the cap can be looked up. */
function formatBytes(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return Number.isInteger(mib) && mib > 0 ? `${bytes} bytes (${mib} MiB)` : `${bytes} bytes`;
}

function exitTwo(event: ProfileEvent, label: string, stderr: string, notes: string[]): Verdict {
  const reason = stderr || `hook ${label} exited with code 2 without a reason on stderr`;
  if (EVENT_CATALOGUE[event].blocking)
    return { event, decision: 'deny', outcome: 'blocked', reason, notes };
  if (event === 'PostToolUse' || event === 'PostToolUseFailure') {
    return { event, decision: 'none', outcome: 'blocked', reason, feedback: reason, notes };
  }
  notes.push(`exit 2 cannot block ${event} (advisory event); treated as a failure`);
  return { event, decision: 'none', outcome: 'error', reason, notes };
}

function exitZero(
  event: ProfileEvent,
  label: string,
  stdout: string,
  failClosed: boolean,
  notes: string[],
): Verdict {
  const text = stdout.trim();
  if (text === '') return { event, decision: 'none', outcome: 'success', notes };
  if (!text.startsWith('{')) {
    // Plain stdout is context where the harnesses read it so (ups01, ss01), and on SubagentStart
    // as on SessionStart (C-11).
    if (event === 'UserPromptSubmit' || event === 'SessionStart' || event === 'SubagentStart') {
      return { event, decision: 'none', outcome: 'success', additionalContext: text, notes };
    }
    notes.push('plain-text stdout is ignored on this event');
    return { event, decision: 'none', outcome: 'success', notes };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (cause) {
    const why = `hook ${label} printed malformed JSON on stdout (${(cause as Error).message}); treated as no structured output`;
    return failure(
      event,
      'error',
      failClosed ? `${why} (fail_closed: denying)` : why,
      failClosed,
      notes,
    );
  }
  if (exceedsJsonDepth(parsed)) {
    const blocking = EVENT_CATALOGUE[event].blocking;
    // As with output over the cap (C-7): the answer cannot be read, so a blocking event denies.
    const tail = blocking ? '; its answer is unknown: failing closed on a blocking event' : '';
    return failure(
      event,
      'error',
      `${jsonDepthMessage(`hook ${label} printed JSON on stdout`)}; its output is ignored${tail}`,
      blocking,
      notes,
    );
  }
  return readOutput(event, label, parsed as Json, notes);
}

function readOutput(event: ProfileEvent, label: string, out: Json, notes: string[]): Verdict {
  const blocking = EVENT_CATALOGUE[event].blocking;
  const verdict: Verdict = { event, decision: 'none', outcome: 'success', notes };
  const deny = (reason: string) => {
    if (verdict.decision !== 'deny')
      Object.assign(verdict, { decision: 'deny', outcome: 'blocked', reason });
  };
  const allow = () => {
    if (verdict.decision === 'none') verdict.decision = 'allow';
  };
  const hso = out.hookSpecificOutput;
  const specific: Json = isObject(hso) ? hso : {};
  if (hso !== undefined && !isObject(hso))
    notes.push('hookSpecificOutput is not an object; ignored');
  if (typeof specific.hookEventName === 'string' && specific.hookEventName !== event) {
    notes.push(
      `hookSpecificOutput.hookEventName is "${specific.hookEventName}" but the event is ${event}`,
    );
  }
  const topReason =
    typeof out.reason === 'string' && out.reason.trim() ? out.reason.trim() : undefined;

  if (specific.permissionDecision !== undefined) {
    const value = specific.permissionDecision;
    const given =
      typeof specific.permissionDecisionReason === 'string'
        ? specific.permissionDecisionReason.trim()
        : '';
    if (!blocking) notes.push(`permissionDecision is ignored on ${event} (advisory event)`);
    else if (!PERMISSION_DECISION_EVENTS.includes(event))
      notes.push(`permissionDecision is ignored on ${event}`);
    else if (value === 'allow') allow();
    else if (value === 'deny') deny(given || topReason || `denied by hook ${label}`);
    else if (value === 'ask') {
      // The fixed D5 sentence first, then what the hook wanted the user to know.
      deny(given ? `${ASK_DENY_REASON}; the hook's reason: ${given}` : ASK_DENY_REASON);
      verdict.ask = given ? { reason: given } : {};
    } else
      deny(
        `hook ${label} returned unrecognized permissionDecision ${JSON.stringify(value)}; expected one of ${PERMISSION_DECISIONS.join(', ')} — failing closed`,
      );
  }

  if (event === 'PermissionRequest') readPermissionAnswer(label, specific.decision, verdict, notes);
  if (out.decision !== undefined && event === 'PermissionRequest') {
    notes.push(
      'top-level decision is ignored on PermissionRequest; answer with hookSpecificOutput.decision.behavior',
    );
  } else if (out.decision !== undefined) {
    const value = out.decision;
    if (value === 'block') {
      if (blocking) deny(topReason ?? `blocked by hook ${label}`);
      else if (event === 'PostToolUse' || event === 'PostToolUseFailure') {
        // The action already ran: the reason becomes feedback, and is logged like exit 2's.
        verdict.feedback = topReason ?? `blocked by hook ${label}`;
        verdict.reason = verdict.feedback;
        verdict.outcome = 'blocked';
      } else notes.push(`decision "block" is ignored on ${event} (advisory event)`);
    } else if (value === 'approve') {
      if (blocking) allow();
      else notes.push(`decision "approve" is ignored on ${event}`);
    } else if (blocking) {
      deny(
        `hook ${label} returned unrecognized decision ${JSON.stringify(value)}; expected "block" or "approve" — failing closed`,
      );
    } else notes.push(`unrecognized decision ${JSON.stringify(value)} ignored on ${event}`);
  }

  if (specific.updatedInput !== undefined) {
    if (event === 'PermissionRequest')
      notes.push(
        'updatedInput on PermissionRequest goes inside hookSpecificOutput.decision; ignored',
      );
    else if (event !== 'PreToolUse')
      notes.push(`updatedInput is only honoured on PreToolUse; ignored on ${event}`);
    else if (!isObject(specific.updatedInput))
      deny(`hook ${label} returned updatedInput that is not an object — failing closed`);
    else if (verdict.decision !== 'deny') {
      verdict.updatedInput = specific.updatedInput;
      allow();
    }
  }

  const context = specific.additionalContext;
  if (typeof context === 'string' && context !== '') verdict.additionalContext = context;
  else if (context !== undefined && typeof context !== 'string')
    notes.push('additionalContext is not a string; ignored');
  if (typeof out.systemMessage === 'string') verdict.systemMessage = out.systemMessage;
  if (out.suppressOutput === true) verdict.suppressOutput = true;
  if (out.continue === false) {
    verdict.stop = typeof out.stopReason === 'string' ? { reason: out.stopReason } : {};
  }
  return verdict;
}

/** The events whose hooks answer with `permissionDecision` (PermissionRequest has its own form). */
const PERMISSION_DECISION_EVENTS: readonly ProfileEvent[] = ['PreToolUse', 'UserPromptSubmit'];

/**
 * PermissionRequest's answer (profile v2, Claude Code's form): `hookSpecificOutput.decision`
 * `{behavior: "allow" | "deny", message?, updatedInput?}`. Allow may rewrite the input; deny's
 * reason is `message`; any other behavior denies, naming it (fail closed, as for permissionDecision).
 */
function readPermissionAnswer(label: string, answer: unknown, verdict: Verdict, notes: string[]) {
  if (answer === undefined) return;
  if (!isObject(answer)) {
    notes.push('hookSpecificOutput.decision is not an object; ignored');
    return;
  }
  const deny = (reason: string) =>
    Object.assign(verdict, { decision: 'deny', outcome: 'blocked', reason });
  const message = typeof answer.message === 'string' ? answer.message.trim() : '';
  if (answer.behavior === 'deny') deny(message || `denied by hook ${label}`);
  else if (answer.behavior !== 'allow') {
    deny(
      `hook ${label} returned unrecognized decision.behavior ${JSON.stringify(answer.behavior)}; expected allow or deny — failing closed`,
    );
  } else if (answer.updatedInput !== undefined && !isObject(answer.updatedInput)) {
    deny(`hook ${label} returned updatedInput that is not an object — failing closed`);
  } else {
    verdict.decision = 'allow';
    if (isObject(answer.updatedInput)) verdict.updatedInput = answer.updatedInput;
  }
}

/**
 * The line of a crash's stderr that says what went wrong: the last one that is not blank, a
 * stack frame or Node's version trailer (a Python traceback ends with `ValueError: …`; its first
 * line, `Traceback (most recent call last):`, says nothing).
 */
function lastMeaningfulLine(text: string): string {
  const lines = text.split('\n').map((l) => l.trimEnd());
  const noise = (l: string) => l.trim() === '' || /^\s+at\s/.test(l) || /^Node\.js v\d/.test(l);
  const line = lines.filter((l) => !noise(l)).at(-1) ?? lines[0] ?? '';
  return line.length > 500 ? `${line.slice(0, 500)}…` : line;
}
