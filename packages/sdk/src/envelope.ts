import {
  HookError,
  isProfileEvent,
  PROFILE_EVENTS,
  type ProfileEvent,
} from '@lionagi/hooks-profile';

/**
 * Fields every harness sends. `harness` is only on LionAGI envelopes; `model`, `turn_id` and
 * `permission_mode` depend on the harness and the event; extra harness fields stay readable.
 */
export interface BaseEnvelope {
  session_id: string;
  cwd: string;
  hook_event_name: ProfileEvent;
  transcript_path?: string;
  permission_mode?: string;
  model?: string;
  turn_id?: string;
  harness?: 'lionagi';
  [field: string]: unknown;
}

/** The fields of PreToolUse, PostToolUse and PostToolUseFailure envelopes. */
export interface ToolEnvelope extends BaseEnvelope {
  tool_name: string;
  tool_input: Record<string, unknown>;
  tool_use_id?: string;
}

/** The fields of SubagentStart and SubagentStop envelopes: which subagent. */
export interface SubagentEnvelope extends BaseEnvelope {
  agent_id: string;
  /** What SubagentStart/SubagentStop matchers test: `general-purpose` (Claude Code, LionAGI), `default` (Codex). */
  agent_type: string;
}

/**
 * The stdin envelope of each profile event, as any of the three harnesses sends it. The profile
 * v2 events: Stop (LionAGI, Claude Code, Codex), PermissionRequest (LionAGI on a terminal, Claude
 * Code, Codex's app-server), Notification (LionAGI, Claude Code). The v3 events (subagents and
 * compaction) are sent by all three.
 */
export interface EnvelopeMap {
  SessionStart: BaseEnvelope & {
    hook_event_name: 'SessionStart';
    source: 'startup' | 'resume' | 'clear' | 'compact' | (string & {});
  };
  SessionEnd: BaseEnvelope & { hook_event_name: 'SessionEnd'; reason: string };
  UserPromptSubmit: BaseEnvelope & { hook_event_name: 'UserPromptSubmit'; prompt: string };
  PreToolUse: ToolEnvelope & { hook_event_name: 'PreToolUse' };
  PostToolUse: ToolEnvelope & {
    hook_event_name: 'PostToolUse';
    tool_response: unknown;
    duration_ms?: number;
  };
  PostToolUseFailure: ToolEnvelope & {
    hook_event_name: 'PostToolUseFailure';
    error: string;
    is_interrupt?: boolean;
    duration_ms?: number;
  };
  Stop: BaseEnvelope & {
    hook_event_name: 'Stop';
    /** True once a Stop hook kept this prompt going: a gate that always blocks should let go. */
    stop_hook_active: boolean;
    /** The final answer the turn ended with. */
    last_assistant_message: string;
  };
  PermissionRequest: BaseEnvelope & {
    hook_event_name: 'PermissionRequest';
    tool_name: string;
    tool_input: Record<string, unknown>;
    /** Claude Code's suggested permission rules (LionAGI sends `[]`, Codex none). */
    permission_suggestions?: unknown[];
  };
  Notification: BaseEnvelope & {
    hook_event_name: 'Notification';
    message: string;
    /** `permission_prompt`, `turn_finished` (LionAGI), `elicitation_response`, `idle_prompt`, … (Claude Code). */
    notification_type: string;
  };
  SubagentStart: SubagentEnvelope & { hook_event_name: 'SubagentStart' };
  SubagentStop: SubagentEnvelope & {
    hook_event_name: 'SubagentStop';
    /** True once a SubagentStop hook kept this subagent going: a gate that always blocks should let go. */
    stop_hook_active: boolean;
    /** The answer the subagent is about to return (Codex may send null). */
    last_assistant_message: string | null;
    /** The subagent's own transcript, when the harness writes one. */
    agent_transcript_path?: string | null;
  };
  PreCompact: BaseEnvelope & {
    hook_event_name: 'PreCompact';
    /** `manual` (`/compact`) or `auto` (the context budget was passed). */
    trigger: 'manual' | 'auto';
    /** The text after `/compact`; null or absent when none. */
    custom_instructions?: string | null;
  };
  PostCompact: BaseEnvelope & {
    hook_event_name: 'PostCompact';
    trigger: 'manual' | 'auto';
    /** The summary the context now starts from (LionAGI, Claude Code; Codex sends none). */
    compact_summary?: string;
  };
  PostToolBatch: BaseEnvelope & {
    hook_event_name: 'PostToolBatch';
    /** Every call of the round, in the model's order, each with the result the model gets back. */
    tool_calls: Array<{
      tool_name: string;
      tool_input: Record<string, unknown>;
      tool_use_id?: string;
      tool_response: unknown;
    }>;
  };
  StopFailure: BaseEnvelope & {
    hook_event_name: 'StopFailure';
    /** `rate_limit`, `authentication_failed`, `server_error` or `unknown` (Claude Code: an HTTP 400). */
    error: string;
    /** What the turn ended with: `API Error: …`. */
    last_assistant_message: string;
  };
}

/** The stdin envelope of event `E`. */
export type HookEnvelope<E extends ProfileEvent = ProfileEvent> = EnvelopeMap[E];

type Check = [field: string, expected: string, ok: (value: unknown) => boolean];

const nonEmpty = (v: unknown) => typeof v === 'string' && v !== '';
const isString = (v: unknown) => typeof v === 'string';
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const present = (v: unknown) => v !== undefined;

const TOOL: Check[] = [
  ['tool_name', 'a non-empty string', nonEmpty],
  ['tool_input', 'an object', isObject],
];

// Only what a handler relies on; everything else stays as the harness sent it.
const isBoolean = (v: unknown) => typeof v === 'boolean';

const AGENT: Check[] = [
  ['agent_id', 'a non-empty string', nonEmpty],
  ['agent_type', 'a string', isString],
];
const isTrigger = (v: unknown) => v === 'manual' || v === 'auto';

const REQUIRED: Record<ProfileEvent, Check[]> = {
  SessionStart: [['source', 'a string', isString]],
  SessionEnd: [['reason', 'a string', isString]],
  UserPromptSubmit: [['prompt', 'a string', isString]],
  PreToolUse: TOOL,
  PostToolUse: [...TOOL, ['tool_response', 'present (any JSON value)', present]],
  PostToolUseFailure: [...TOOL, ['error', 'a string', isString]],
  Stop: [
    ['stop_hook_active', 'a boolean', isBoolean],
    ['last_assistant_message', 'a string', isString],
  ],
  PermissionRequest: TOOL,
  Notification: [
    ['message', 'a string', isString],
    ['notification_type', 'a non-empty string', nonEmpty],
  ],
  SubagentStart: AGENT,
  SubagentStop: [...AGENT, ['stop_hook_active', 'a boolean', isBoolean]],
  PreCompact: [['trigger', '"manual" or "auto"', isTrigger]],
  PostCompact: [['trigger', '"manual" or "auto"', isTrigger]],
  PostToolBatch: [['tool_calls', 'an array', Array.isArray]],
  StopFailure: [
    ['error', 'a string', isString],
    ['last_assistant_message', 'a string', isString],
  ],
};

const COMMON: Check[] = [
  ['session_id', 'a non-empty string', nonEmpty],
  ['cwd', 'a non-empty string', nonEmpty],
];

/**
 * Parses hook stdin into an envelope and checks the fields its event needs, by hand rather than
 * with zod: zod/mini does not tree-shake in zod 4.6 and would add ~700 kB and ~45 ms to every
 * hook start. Throws `INVALID_ENVELOPE` naming every missing or mistyped field, or the unsupported
 * event (`details.event` holds the event name when one was readable).
 */
export function parseEnvelope(text: string): HookEnvelope {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    const shown =
      text.trim() === '' ? 'empty stdin' : (cause as Error).message.replace(/\s+/g, ' ');
    throw new HookError('INVALID_ENVELOPE', `hook stdin is not a JSON envelope: ${shown}`, {
      cause,
    });
  }
  if (!isObject(value)) {
    throw new HookError('INVALID_ENVELOPE', 'hook stdin is JSON but not an object envelope');
  }
  const event = value.hook_event_name;
  if (!isProfileEvent(event)) {
    throw new HookError(
      'INVALID_ENVELOPE',
      `hook envelope has hook_event_name ${JSON.stringify(event)}; expected one of ${PROFILE_EVENTS.join(', ')}`,
      { details: { event } },
    );
  }
  const problems = [...COMMON, ...REQUIRED[event]]
    .filter(([field, , ok]) => !ok(value[field]))
    .map(([field, expected]) => `${field} must be ${expected}`);
  if (problems.length > 0) {
    throw new HookError('INVALID_ENVELOPE', `invalid ${event} envelope: ${problems.join('; ')}`, {
      details: { event, problems },
    });
  }
  return value as HookEnvelope;
}
