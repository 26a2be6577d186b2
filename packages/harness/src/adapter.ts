import type { HandlerType, HookProcessResult, ProfileEvent } from '@lionagi/hooks-profile';
import type { Decision } from './decision.js';
import type { HandlerSupport } from './handler-support.js';
import type { Harness } from './harness.js';
import type { CodexReadContext } from './read-codex.js';
import type { RenderedOutput } from './render-parts.js';

/**
 * Whether a harness fires a profile event: `true`, or why not (`why`, a sentence; `aside`, what
 * to know instead). Every table
 * of this shape is a `Record<ProfileEvent, …>`, so a new profile event does not compile until
 * each harness says what it does with it.
 */
export type EventSupport = true | { readonly why: string; readonly aside?: string };

/**
 * One harness's wire, in one place: the events it fires, how it reads a hook's exit code, stdout
 * and stderr (`read`), and the output that has a decision's intended effect there (`render`).
 * `Reading` is the harness's own vocabulary: the profile's `Verdict` for LionAGI, a
 * `HarnessReading` for Claude Code and Codex.
 */
export interface HarnessAdapter<Reading> {
  readonly harness: Harness;
  /** How the harness is named in messages. */
  readonly label: string;
  readonly events: Readonly<Record<ProfileEvent, EventSupport>>;
  /** The handler types it runs (`HANDLERS_RUN`). */
  readonly handlers: Readonly<Record<HandlerType, HandlerSupport>>;
  read(event: ProfileEvent, result: HookProcessResult, context?: CodexReadContext): Reading;
  render(event: ProfileEvent, decision: Decision | undefined): RenderedOutput;
}

/** Why a harness (its `events` table) never fires `event`, or `undefined` when it does. */
export function eventLacked(
  events: Readonly<Record<ProfileEvent, EventSupport>>,
  event: ProfileEvent,
): string | undefined {
  const support = events[event];
  return support === true ? undefined : support.why;
}
