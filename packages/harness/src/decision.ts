import { HookError } from '@lionagi/hooks-profile/core';

/**
 * Let the action proceed (an explicit grant only where the harness has one: PreToolUse, and
 * PermissionRequest, where it answers instead of the user).
 */
export interface AllowDecision {
  kind: 'allow';
}
/**
 * Stop the action: the tool call (PreToolUse), the prompt (UserPromptSubmit), the call the user
 * would be asked about (PermissionRequest); on Stop, like `block`, it keeps the turn going.
 */
export interface DenyDecision {
  kind: 'deny';
  reason: string;
}
/** Replace the whole tool input (PreToolUse; PermissionRequest allows with it). */
export interface RewriteDecision {
  kind: 'rewrite';
  input: Record<string, unknown>;
}
/**
 * Block with a reason: a deny on blocking events, feedback to the model on PostToolUse*; on Stop
 * the turn goes on, the reason sent to the model as the next user message.
 */
export interface BlockDecision {
  kind: 'block';
  reason: string;
}
/** Add text to the model's context (on Stop the turn goes on with it). */
export interface ContextDecision {
  kind: 'context';
  text: string;
}
/**
 * End the agent's turn now (`continue: false` + `stopReason`), on Stop (LionAGI ends it as
 * `stop_hook_prevented`, the answer kept; Claude Code and Codex end the turn too) and on
 * PostToolBatch (the turn ends before the next model request, `hook_stopped`, C-17).
 */
export interface StopDecision {
  kind: 'stop';
  reason?: string;
}

/** What a hook handler decides; `undefined` means no opinion. */
export type Decision =
  | AllowDecision
  | DenyDecision
  | RewriteDecision
  | BlockDecision
  | ContextDecision
  | StopDecision;

/** The kinds of {@link Decision}. */
export type DecisionKind = Decision['kind'];

/** The reason used when `deny()` or `block()` is given a blank one (Codex ignores blank reasons). */
export const DEFAULT_REASON = 'blocked by hook (no reason given)';

/** Builds decisions; passed to every handler as its second argument. */
export interface DecisionBuilder {
  allow(): AllowDecision;
  deny(reason: string): DenyDecision;
  rewrite(input: Record<string, unknown>): RewriteDecision;
  block(reason: string): BlockDecision;
  context(text: string): ContextDecision;
  /** Stop only: end the turn (`continue: false`), with an optional reason for the user. */
  stop(reason?: string): StopDecision;
}

const reasonOf = (reason: unknown) =>
  typeof reason === 'string' && reason.trim() !== '' ? reason.trim() : DEFAULT_REASON;

/** The decision builder. `rewrite` throws `USAGE` unless given a plain object. */
export const decide: DecisionBuilder = {
  allow: () => ({ kind: 'allow' }),
  deny: (reason) => ({ kind: 'deny', reason: reasonOf(reason) }),
  block: (reason) => ({ kind: 'block', reason: reasonOf(reason) }),
  context: (text) => ({ kind: 'context', text: String(text) }),
  stop: (reason) =>
    typeof reason === 'string' && reason.trim() !== ''
      ? { kind: 'stop', reason: reason.trim() }
      : { kind: 'stop' },
  rewrite: (input) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      throw new HookError(
        'USAGE',
        `rewrite(input) needs the whole new tool input as an object; got ${Array.isArray(input) ? 'an array' : typeof input}`,
      );
    }
    return { kind: 'rewrite', input };
  },
};

const isText = (v: unknown) => typeof v === 'string';
const isPlainObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
const FIELDS: Record<DecisionKind, (d: Record<string, unknown>) => boolean> = {
  allow: () => true,
  deny: (d) => isText(d.reason),
  block: (d) => isText(d.reason),
  context: (d) => isText(d.text),
  rewrite: (d) => isPlainObject(d.input),
  stop: (d) => d.reason === undefined || isText(d.reason),
};

/** True when `value` is a well-formed {@link Decision} (a handler's return value is checked). */
export function isDecision(value: unknown): value is Decision {
  if (!isPlainObject(value)) return false;
  const d = value as Record<string, unknown>;
  return typeof d.kind === 'string' && Object.hasOwn(FIELDS, d.kind)
    ? FIELDS[d.kind as DecisionKind](d)
    : false;
}
