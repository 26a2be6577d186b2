import { interpretHookResult, type Verdict } from '@lionagi/hooks-profile/core';
import type { HarnessAdapter } from './adapter.js';
import { EVENTS_FIRED } from './events-fired.js';
import { HANDLERS_RUN } from './handler-support.js';
import { HARNESS_LABELS, type Harness } from './harness.js';
import { readClaudeCode } from './read-claude-code.js';
import { readCodex } from './read-codex.js';
import type { HarnessReading } from './reading.js';
import { renderDecision } from './render.js';

/** LionAGI (li-agent and the runtime): the profile itself reads the run (`interpretHookResult`). */
export const lionagi: HarnessAdapter<Verdict> = {
  harness: 'lionagi',
  label: HARNESS_LABELS.lionagi,
  events: EVENTS_FIRED.lionagi,
  handlers: HANDLERS_RUN.lionagi,
  read: (event, result) => interpretHookResult(event, result),
  render: (event, decision) => renderDecision('lionagi', event, decision),
};

/** Claude Code 2.1.328 (claude-code REPORT §5, §11): it fires every profile event. */
export const claudeCode: HarnessAdapter<HarnessReading> = {
  harness: 'claude-code',
  label: HARNESS_LABELS['claude-code'],
  events: EVENTS_FIRED['claude-code'],
  handlers: HANDLERS_RUN['claude-code'],
  read: (event, result) => readClaudeCode(event, result),
  render: (event, decision) => renderDecision('claude-code', event, decision),
};

/** Codex 0.169.0 (codex REPORT §5): no Notification, no PostToolUseFailure. */
export const codex: HarnessAdapter<HarnessReading> = {
  harness: 'codex',
  label: HARNESS_LABELS.codex,
  events: EVENTS_FIRED.codex,
  handlers: HANDLERS_RUN.codex,
  read: (event, result, context = {}) => readCodex(event, result, context),
  render: (event, decision) => renderDecision('codex', event, decision),
};

/** The adapter of each harness. */
export const HARNESS_ADAPTERS = {
  lionagi,
  'claude-code': claudeCode,
  codex,
} as const satisfies Record<Harness, HarnessAdapter<unknown>>;
