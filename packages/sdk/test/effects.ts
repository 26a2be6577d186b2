import type { ProfileEvent, Verdict } from '@lionagi/hooks-profile';
import { expect } from 'vitest';
import {
  type Decision,
  HARNESS_LABELS,
  type Harness,
  type HarnessEffect,
  type HarnessReading,
  type TestHookResult,
} from '../src/index.js';

/** The user-visible part of a reading, comparable across LionAGI, Claude Code and Codex. */
export interface Effect {
  effect: HarnessEffect;
  reason?: string;
  updatedInput?: Record<string, unknown>;
  context?: string;
}

const clean = (e: Effect): Effect =>
  Object.fromEntries(Object.entries(e).filter(([, v]) => v !== undefined)) as unknown as Effect;

/** A harness reading without its provenance; reasons only where they reach someone. */
export function effectOf(r: HarnessReading): Effect {
  const shown = r.effect === 'deny' || r.effect === 'feedback' || r.effect === 'continue';
  const reason = shown ? r.reason : undefined;
  return clean({ effect: r.effect, reason, updatedInput: r.updatedInput, context: r.context });
}

/** Profile v1's verdict in the same vocabulary. */
export function lionagiEffect(v: Verdict): Effect {
  let effect: HarnessEffect = 'none';
  if (v.decision === 'deny') effect = 'deny';
  else if (v.updatedInput) effect = 'rewrite';
  else if (v.decision === 'allow') effect = 'allow';
  else if (v.feedback !== undefined) effect = 'feedback';
  else if (v.outcome === 'error' || v.outcome === 'timeout') effect = 'invalid';
  const reason = effect === 'deny' ? v.reason : effect === 'feedback' ? v.feedback : undefined;
  return clean({ effect, reason, updatedInput: v.updatedInput, context: v.additionalContext });
}

/** What `decision` is meant to do on `event` under `harness` (the README table, as effects). */
export function intended(
  harness: Harness,
  event: ProfileEvent,
  decision: Decision | undefined,
): Effect {
  if (decision === undefined) return { effect: 'none' };
  if (decision.kind === 'allow') {
    return { effect: event === 'PreToolUse' && harness !== 'codex' ? 'allow' : 'none' };
  }
  if (harness === 'codex' && event === 'PostToolUseFailure') return { effect: 'none' };
  switch (decision.kind) {
    case 'context':
      return event === 'SessionEnd'
        ? { effect: 'none' }
        : { effect: 'none', context: decision.text };
    case 'rewrite':
      if (event === 'PreToolUse') return { effect: 'rewrite', updatedInput: decision.input };
      if (event === 'UserPromptSubmit') {
        const reason = `hooks-sdk: rewrite cannot be expressed on UserPromptSubmit under ${HARNESS_LABELS[harness]}: no harness lets a hook rewrite the prompt; blocking the prompt instead (fail safe)`;
        return { effect: 'deny', reason };
      }
      return { effect: 'none' };
    default:
      if (event === 'PreToolUse' || event === 'UserPromptSubmit') {
        return { effect: 'deny', reason: decision.reason };
      }
      if (event === 'PostToolUse' || event === 'PostToolUseFailure') {
        return { effect: 'feedback', reason: decision.reason };
      }
      return { effect: 'none' };
  }
}

type Run = Pick<TestHookResult, 'harness' | 'verdicts'>;
/** The harness that actually sent the envelope reads `expected`. */
export function expectRead(run: Run, expected: Effect) {
  const own = {
    lionagi: lionagiEffect(run.verdicts.lionagi),
    'claude-code': effectOf(run.verdicts.claudeCode),
    codex: effectOf(run.verdicts.codex),
  }[run.harness];
  expect(own).toEqual(expected);
}
/** LionAGI, Claude Code and Codex all read `expected`. */
export function expectAllRead(run: Run, expected: Effect) {
  expect(lionagiEffect(run.verdicts.lionagi)).toEqual(expected);
  expect(effectOf(run.verdicts.claudeCode)).toEqual(expected);
  expect(effectOf(run.verdicts.codex)).toEqual(expected);
}
