import type { ProfileEvent } from '@lionagi/hooks-profile/core';
import type { Decision } from './decision.js';
import { HARNESS_LABELS, type Harness } from './harness.js';

/** What a hook process writes and how it exits. */
export interface RenderedOutput {
  stdout: string;
  stderr: string;
  exitCode: 0 | 1 | 2;
}

/** No output, exit 0. */
export const SILENT: RenderedOutput = { stdout: '', stderr: '', exitCode: 0 };
/** One JSON line on stdout, exit 0. */
export const json = (body: object): RenderedOutput => ({
  stdout: `${JSON.stringify(body)}\n`,
  stderr: '',
  exitCode: 0,
});
/** The message on stderr, exit 2 (a deny on blocking events). */
export const exit2 = (text: string): RenderedOutput => ({
  stdout: '',
  stderr: `${text}\n`,
  exitCode: 2,
});
/** A stderr note, exit 0 (no effect). */
export const note = (text: string): RenderedOutput => ({
  stdout: '',
  stderr: `${text}\n`,
  exitCode: 0,
});
/** `hookSpecificOutput` with the `hookEventName` Claude Code (pre17, pre18) and every Codex schema require. */
export const specific = (event: ProfileEvent, fields: object) => ({
  hookSpecificOutput: { hookEventName: event, ...fields },
});

/** The stderr note of a decision `event` cannot express under `harness`. */
export function cannot(harness: Harness, event: ProfileEvent, decision: Decision, why: string) {
  const reason =
    'reason' in decision && decision.reason !== undefined ? ` (reason: ${decision.reason})` : '';
  return `hooks-sdk: ${decision.kind} cannot be expressed on ${event} under ${HARNESS_LABELS[harness]}: ${why}${reason}`;
}
