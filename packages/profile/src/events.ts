import { editDistance } from './edit-distance.js';
import { HookError } from './errors.js';
import { claudeCodeEventSince } from './harness-event-names.js';
import { harnessEventNote } from './harness-events.js';

/** The six external event names profile v1 accepts (ADR-0048 D2): what every host emits. */
export const PROFILE_V1_EVENTS = [
  'SessionStart',
  'SessionEnd',
  'UserPromptSubmit',
  'PreToolUse',
  'PostToolUse',
  'PostToolUseFailure',
] as const;

/** The three events profile v2 added: a turn loop that honours Stop, an approval prompt. */
export const PROFILE_V2_EVENTS = ['Stop', 'PermissionRequest', 'Notification'] as const;

/**
 * The six events profile v3 added: subagents (the agent tool), compaction, a round's tool batch
 * and a turn ended by a provider failure.
 */
export const PROFILE_V3_EVENTS = [
  'SubagentStart',
  'SubagentStop',
  'PreCompact',
  'PostCompact',
  'PostToolBatch',
  'StopFailure',
] as const;

/**
 * Every external event name of the current profile (v3): the six of v1, then the seams a host
 * emits only when it declares them (`hostEvents`): a turn loop that honours Stop, an approval
 * prompt for PermissionRequest and Notification (v2), subagents, compaction, the tool batch and
 * the provider failure (v3).
 */
export const PROFILE_EVENTS = [
  ...PROFILE_V1_EVENTS,
  ...PROFILE_V2_EVENTS,
  ...PROFILE_V3_EVENTS,
] as const;

/** One of {@link PROFILE_EVENTS}. */
export type ProfileEvent = (typeof PROFILE_EVENTS)[number];

/** One of {@link PROFILE_V1_EVENTS}. */
export type ProfileV1Event = (typeof PROFILE_V1_EVENTS)[number];

/** What a matcher is tested against for an event; `null` means matchers are ignored. */
export type MatcherTarget =
  | 'tool_name'
  | 'source'
  | 'reason'
  | 'notification_type'
  | 'agent_type'
  | 'trigger'
  | null;

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
  /** The profile version that added the event. */
  readonly since: '1' | '2' | '3';
}

/** The event catalogue: each event, its seam, whether it blocks, and its matcher target. */
export const EVENT_CATALOGUE: Readonly<Record<ProfileEvent, EventSpec>> = {
  SessionStart: {
    name: 'SessionStart',
    seam: 'HookBus SESSION_START',
    blocking: false,
    matcherTarget: 'source',
    slug: 'session-start',
    since: '1',
    summary: 'A session starts or resumes.',
  },
  SessionEnd: {
    name: 'SessionEnd',
    seam: 'HookBus SESSION_END',
    blocking: false,
    matcherTarget: 'reason',
    slug: 'session-end',
    since: '1',
    summary: 'A session ends.',
  },
  UserPromptSubmit: {
    name: 'UserPromptSubmit',
    seam: 'HookBus USER_PROMPT_SUBMIT (turn-origin token, consumed at model submission)',
    blocking: true,
    matcherTarget: null,
    slug: 'user-prompt-submit',
    since: '1',
    summary: 'A user turn is about to be submitted to the model (exactly once per turn).',
  },
  PreToolUse: {
    name: 'PreToolUse',
    seam: 'ActionManager.invoke external pre layer (before the spec-level chain)',
    blocking: true,
    matcherTarget: 'tool_name',
    slug: 'pre-tool-use',
    since: '1',
    summary: 'A tool call is about to run; the hook may allow, deny or rewrite its input.',
  },
  PostToolUse: {
    name: 'PostToolUse',
    seam: 'ActionManager.invoke external post layer (after the spec-level chain)',
    blocking: false,
    matcherTarget: 'tool_name',
    slug: 'post-tool-use',
    since: '1',
    summary: 'A tool call succeeded; a block becomes a system-visible note.',
  },
  PostToolUseFailure: {
    name: 'PostToolUseFailure',
    seam: 'HookBus TOOL_ERROR',
    blocking: false,
    matcherTarget: 'tool_name',
    slug: 'post-tool-use-failure',
    since: '1',
    summary: 'A tool call failed.',
  },
  Stop: {
    name: 'Stop',
    seam: "Branch.react end of a user turn with a final answer (the host's Stop loop)",
    blocking: true,
    matcherTarget: null,
    slug: 'stop',
    summary:
      'A user turn ended with a final answer; a block sends its reason to the model and the turn goes on.',
    since: '2',
  },
  PermissionRequest: {
    name: 'PermissionRequest',
    seam: "the host's approval prompt, just before the user is asked (a PreToolUse `ask`)",
    blocking: true,
    matcherTarget: 'tool_name',
    slug: 'permission-request',
    summary: 'The user is about to be asked to approve a tool call; the hook may answer instead.',
    since: '2',
  },
  Notification: {
    name: 'Notification',
    seam: "the host's approval prompt (`permission_prompt`) and the end of a long turn (`turn_finished`)",
    blocking: false,
    matcherTarget: 'notification_type',
    slug: 'notification',
    summary: 'The agent waits for the user, or a long turn finished.',
    since: '2',
  },
  SubagentStart: {
    name: 'SubagentStart',
    seam: "session.lifecycle.onSubagentStart (the agent tool starts a subagent's own loop)",
    blocking: false,
    matcherTarget: 'agent_type',
    slug: 'subagent-start',
    summary: "A subagent starts; `additionalContext` goes into the subagent's context.",
    since: '3',
  },
  SubagentStop: {
    name: 'SubagentStop',
    seam: 'session.lifecycle.onSubagentStop (a subagent is about to return its final answer)',
    blocking: true,
    matcherTarget: 'agent_type',
    slug: 'subagent-stop',
    summary:
      "A subagent is about to return; a block sends its reason to the subagent and it goes on (Stop's arbitration).",
    since: '3',
  },
  PreCompact: {
    name: 'PreCompact',
    seam: 'session.lifecycle.onPreCompact (before `/compact` or the context budget summarises the branch)',
    blocking: true,
    matcherTarget: 'trigger',
    slug: 'pre-compact',
    summary:
      'A branch is about to be compacted (`manual` or `auto`); a block leaves the context as it is.',
    since: '3',
  },
  PostCompact: {
    name: 'PostCompact',
    seam: 'session.lifecycle.onPostCompact (after the branch was summarised into a new context)',
    blocking: false,
    matcherTarget: 'trigger',
    slug: 'post-compact',
    summary: 'A branch was compacted; the hook sees the summary.',
    since: '3',
  },
  PostToolBatch: {
    name: 'PostToolBatch',
    seam: "session.lifecycle.onPostToolBatch (a react round's tool calls are all done, before the next model round)",
    blocking: true,
    matcherTarget: null,
    slug: 'post-tool-batch',
    summary:
      "A round's tool calls are all done; the hook sees each call and its result, and a block ends the turn (C-17).",
    since: '3',
  },
  StopFailure: {
    name: 'StopFailure',
    seam: 'session.lifecycle.onStopFailure (a model request failed after the retries and ended the turn)',
    blocking: false,
    matcherTarget: null,
    slug: 'stop-failure',
    summary:
      'A turn ended with a provider failure instead of an answer; Stop does not fire (C-16).',
    since: '3',
  },
};

/**
 * Harness events that LionAGI has no seam for, each with the reason: refused at load and at
 * import, naming the reason. One line per event. Empty since profile v3 gave the subagent and
 * compaction events their seams; a later event without one gets its line here.
 */
export const HARNESS_EVENTS_WITHOUT_SEAM: Readonly<Record<string, string>> = {};

/** True when `name` is one of the profile events (case-sensitive, as on the wire). */
export function isProfileEvent(name: unknown): name is ProfileEvent {
  return typeof name === 'string' && Object.hasOwn(EVENT_CATALOGUE, name);
}

/**
 * True for the hard-coded blocking seams: PreToolUse, UserPromptSubmit, Stop, PermissionRequest,
 * SubagentStop, PreCompact, PostToolBatch.
 */
export function isBlockingEvent(event: ProfileEvent): boolean {
  return EVENT_CATALOGUE[event].blocking;
}

/** True when `name` is one of the six profile v1 events. */
export function isProfileV1Event(name: unknown): name is ProfileV1Event {
  return isProfileEvent(name) && EVENT_CATALOGUE[name].since === '1';
}

/** Edits a misspelt event name may be from the one meant (`PreToolUs`, `PostToolUsee`, `SesionStart`). */
const TYPO_DISTANCE = 2;

/** The host event nearest to `name` within {@link TYPO_DISTANCE} edits, ignoring case; ties: the first. */
function nearestEvent(name: string, hostEvents: readonly ProfileEvent[]): ProfileEvent | undefined {
  let best: { event: ProfileEvent; distance: number } | undefined;
  for (const event of hostEvents) {
    const distance = editDistance(name.toLowerCase(), event.toLowerCase());
    if (distance <= TYPO_DISTANCE && (best === undefined || distance < best.distance)) {
      best = { event, distance };
    }
  }
  return best?.event;
}

/**
 * The catalogue row for `name` when the host emits it, or a `UNKNOWN_EVENT` error that names it,
 * says why there is no seam for it and lists the events the host emits (D2: never a silent drop).
 * `hostEvents` are the seams the host runtime declares (default: every profile event); a profile
 * event the host does not emit is refused the same way ("this runtime has no seam for Stop").
 */
export function resolveEvent(
  name: string,
  hostEvents: readonly ProfileEvent[] = PROFILE_EVENTS,
): EventSpec {
  if (isProfileEvent(name) && hostEvents.includes(name)) return EVENT_CATALOGUE[name];
  const nearly = hostEvents.find((e) => e.toLowerCase() === name.toLowerCase());
  // Profile events and those with their own reason say more than "a Claude Code event".
  const since =
    isProfileEvent(name) || Object.hasOwn(HARNESS_EVENTS_WITHOUT_SEAM, name)
      ? undefined
      : claudeCodeEventSince(name);
  const note = harnessEventNote(name) ?? (since && `a Claude Code ${since} event`);
  // A typo (`PreToolUs`) gets the nearest event the host emits; a harness's own event its note.
  const typo =
    nearly === undefined && note === undefined && !isProfileEvent(name)
      ? nearestEvent(name, hostEvents)
      : undefined;
  const hint = nearly
    ? ` (did you mean "${nearly}"? event names are case-sensitive)`
    : typo
      ? ` (did you mean "${typo}"?)`
      : note === undefined
        ? ''
        : ` (${note})`;
  const why = isProfileEvent(name)
    ? `this runtime has no seam for ${name} (it is a profile v${EVENT_CATALOGUE[name].since} event, and this host emits only the events below)`
    : Object.hasOwn(HARNESS_EVENTS_WITHOUT_SEAM, name)
      ? `the LionAGI runtime has no seam for it: ${HARNESS_EVENTS_WITHOUT_SEAM[name]}`
      : 'the LionAGI runtime has no seam for it';
  throw new HookError(
    'UNKNOWN_EVENT',
    `unsupported hook event "${name}"${hint}: ${why}; supported events are ${hostEvents.join(', ')}`,
    { details: { event: name, supported: [...hostEvents] } },
  );
}
