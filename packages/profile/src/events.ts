import { HookError } from './errors.js';
import { harnessEventNote } from './harness-events.js';

/** The six external event names profile v1 accepts (ADR-0048 D2). */
export const PROFILE_EVENTS = [
  'SessionStart',
  'SessionEnd',
  'UserPromptSubmit',
  'PreToolUse',
  'PostToolUse',
  'PostToolUseFailure',
] as const;

/** One of {@link PROFILE_EVENTS}. */
export type ProfileEvent = (typeof PROFILE_EVENTS)[number];

/** What a matcher is tested against for an event; `null` means matchers are ignored. */
export type MatcherTarget = 'tool_name' | 'source' | 'reason' | null;

/** A row of the event catalogue. */
export interface EventSpec {
  readonly name: ProfileEvent;
  /** The internal seam the event drives (D2/D3). */
  readonly seam: string;
  /** Blocking seams can deny; advisory ones only observe (D2, hard-coded, never configurable). */
  readonly blocking: boolean;
  readonly matcherTarget: MatcherTarget;
  /** File-name stem used for schemas (`pre-tool-use`), as Codex names its schema files. */
  readonly slug: string;
  readonly summary: string;
}

/** The event catalogue: each event, its seam, whether it blocks, and its matcher target. */
export const EVENT_CATALOGUE: Readonly<Record<ProfileEvent, EventSpec>> = {
  SessionStart: {
    name: 'SessionStart',
    seam: 'HookBus SESSION_START',
    blocking: false,
    matcherTarget: 'source',
    slug: 'session-start',
    summary: 'A session starts or resumes.',
  },
  SessionEnd: {
    name: 'SessionEnd',
    seam: 'HookBus SESSION_END',
    blocking: false,
    matcherTarget: 'reason',
    slug: 'session-end',
    summary: 'A session ends.',
  },
  UserPromptSubmit: {
    name: 'UserPromptSubmit',
    seam: 'HookBus USER_PROMPT_SUBMIT (turn-origin token, consumed at model submission)',
    blocking: true,
    matcherTarget: null,
    slug: 'user-prompt-submit',
    summary: 'A user turn is about to be submitted to the model (exactly once per turn).',
  },
  PreToolUse: {
    name: 'PreToolUse',
    seam: 'ActionManager.invoke external pre layer (before the spec-level chain)',
    blocking: true,
    matcherTarget: 'tool_name',
    slug: 'pre-tool-use',
    summary: 'A tool call is about to run; the hook may allow, deny or rewrite its input.',
  },
  PostToolUse: {
    name: 'PostToolUse',
    seam: 'ActionManager.invoke external post layer (after the spec-level chain)',
    blocking: false,
    matcherTarget: 'tool_name',
    slug: 'post-tool-use',
    summary: 'A tool call succeeded; a block becomes a system-visible note.',
  },
  PostToolUseFailure: {
    name: 'PostToolUseFailure',
    seam: 'HookBus TOOL_ERROR',
    blocking: false,
    matcherTarget: 'tool_name',
    slug: 'post-tool-use-failure',
    summary: 'A tool call failed.',
  },
};

/** True when `name` is one of the six profile events (case-sensitive, as on the wire). */
export function isProfileEvent(name: unknown): name is ProfileEvent {
  return typeof name === 'string' && Object.hasOwn(EVENT_CATALOGUE, name);
}

/** True for the hard-coded blocking seams: PreToolUse and UserPromptSubmit. */
export function isBlockingEvent(event: ProfileEvent): boolean {
  return EVENT_CATALOGUE[event].blocking;
}

/**
 * The catalogue row for `name`, or a `UNKNOWN_EVENT` error that names it, lists the supported
 * events and says the runtime has no seam for it (D2: never a silent drop). A harness event the
 * profile records (`PreSkillShellCommand`) is named as such, with the way to guard it if any.
 */
export function resolveEvent(name: string): EventSpec {
  if (isProfileEvent(name)) return EVENT_CATALOGUE[name];
  const nearly = PROFILE_EVENTS.find((e) => e.toLowerCase() === name.toLowerCase());
  const note = harnessEventNote(name);
  const hint = nearly
    ? ` (did you mean "${nearly}"? event names are case-sensitive)`
    : note === undefined
      ? ''
      : ` (${note})`;
  throw new HookError(
    'UNKNOWN_EVENT',
    `unsupported hook event "${name}"${hint}: the LionAGI runtime has no seam for it in profile v1; supported events are ${PROFILE_EVENTS.join(', ')}`,
    { details: { event: name, supported: [...PROFILE_EVENTS] } },
  );
}
