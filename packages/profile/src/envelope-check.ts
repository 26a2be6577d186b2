// The envelope schemas of envelope.ts checked by hand, for programs that must start without zod
// (`li hooks run`, the bridge). The zod schemas stay the owner: this mirror only answers whether
// an envelope passes, and envelope-check.test.ts proves it answers as INPUT_SCHEMAS does; an
// envelope it refuses goes to the schema, which words the error.
import type { ProfileEvent } from './events.js';

type Json = Record<string, unknown>;
type Check = (value: unknown) => boolean;

const PERMISSION_MODES = new Set([
  'default',
  'acceptEdits',
  'plan',
  'dontAsk',
  'bypassPermissions',
]);
const SESSION_START_SOURCES = new Set(['startup', 'resume', 'clear', 'compact']);
const COMPACT_TRIGGERS = new Set(['manual', 'auto']);

const string: Check = (v) => typeof v === 'string';
const nonEmpty: Check = (v) => typeof v === 'string' && v.length > 0;
const boolean: Check = (v) => typeof v === 'boolean';
const present: Check = (v) => v !== undefined;
const record: Check = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const nonNegative: Check = (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const oneOf =
  (values: ReadonlySet<string>): Check =>
  (v) =>
    typeof v === 'string' && values.has(v);
const optional =
  (check: Check): Check =>
  (v) =>
    v === undefined || check(v);
const nullable =
  (check: Check): Check =>
  (v) =>
    v === null || check(v);

const AGENT: Record<string, Check> = { agent_id: nonEmpty, agent_type: string };

const COMMON: Record<string, Check> = {
  session_id: nonEmpty,
  cwd: nonEmpty,
  harness: (v) => v === 'lionagi',
  transcript_path: optional(string),
  permission_mode: optional(oneOf(PERMISSION_MODES)),
  model: optional(string),
  turn_id: optional(string),
};

const TOOL: Record<string, Check> = {
  tool_name: nonEmpty,
  tool_input: record,
  tool_use_id: optional(string),
};

const BATCH_CALL: Record<string, Check> = { ...TOOL, tool_response: present };
const batchCall: Check = (v) =>
  record(v) && Object.entries(BATCH_CALL).every(([key, check]) => check((v as Json)[key]));

const EVENT_FIELDS: Record<ProfileEvent, Record<string, Check>> = {
  SessionStart: { source: oneOf(SESSION_START_SOURCES) },
  SessionEnd: { reason: nonEmpty },
  UserPromptSubmit: { prompt: string, model: (v) => v === null || optional(string)(v) },
  PreToolUse: TOOL,
  PostToolUse: { ...TOOL, tool_response: present, duration_ms: optional(nonNegative) },
  PostToolUseFailure: {
    ...TOOL,
    error: string,
    is_interrupt: optional(boolean),
    duration_ms: optional(nonNegative),
  },
  Stop: { stop_hook_active: boolean, last_assistant_message: string },
  PermissionRequest: { ...TOOL, permission_suggestions: optional(Array.isArray) },
  Notification: { message: string, notification_type: nonEmpty },
  SubagentStart: AGENT,
  SubagentStop: {
    ...AGENT,
    stop_hook_active: boolean,
    last_assistant_message: nullable(string),
    agent_transcript_path: optional(nullable(string)),
  },
  PreCompact: {
    trigger: oneOf(COMPACT_TRIGGERS),
    custom_instructions: optional(nullable(string)),
    agent_id: optional(nonEmpty),
    agent_type: optional(string),
  },
  PostCompact: {
    trigger: oneOf(COMPACT_TRIGGERS),
    compact_summary: optional(string),
    agent_id: optional(nonEmpty),
    agent_type: optional(string),
  },
  PostToolBatch: { tool_calls: (v) => Array.isArray(v) && v.every(batchCall) },
  StopFailure: { error: nonEmpty, last_assistant_message: string },
};

const CHECKS = Object.fromEntries(
  Object.entries(EVENT_FIELDS).map(([event, fields]) => [
    event,
    Object.entries({ ...COMMON, hook_event_name: (v: unknown) => v === event, ...fields }),
  ]),
) as Record<ProfileEvent, Array<[string, Check]>>;

/**
 * Whether `envelope` passes the stdin schema of `event` (`INPUT_SCHEMAS[event]`), without zod.
 * `false` says only that it does not: ask the schema for the problems.
 */
export function envelopePasses(event: ProfileEvent, envelope: Json): boolean {
  for (const [key, check] of CHECKS[event]) if (!check(envelope[key])) return false;
  return true;
}
