import { z } from 'zod';
import type { ProfileEvent } from './events.js';

/** `permission_mode` values seen in Claude Code and allowed by the Codex schemas. */
export const PermissionModeSchema = z.enum([
  'default',
  'acceptEdits',
  'plan',
  'dontAsk',
  'bypassPermissions',
]);
/** A `permission_mode` value. */
export type PermissionMode = z.infer<typeof PermissionModeSchema>;

/**
 * Fields on every profile v1 envelope. The first four are always present; the rest are filled
 * when the runtime has them and never fabricated (ADR-0048 D1, Dv1-1).
 */
export const CommonEnvelopeSchema = z.looseObject({
  session_id: z.string().min(1),
  cwd: z.string().min(1),
  hook_event_name: z.string(),
  harness: z.literal('lionagi'),
  transcript_path: z.string().optional(),
  permission_mode: PermissionModeSchema.optional(),
  model: z.string().optional(),
  turn_id: z.string().optional(),
});
/** The fields common to every envelope. */
export type CommonEnvelope = z.infer<typeof CommonEnvelopeSchema>;

const toolFields = {
  tool_name: z.string().min(1),
  tool_input: z.record(z.string(), z.unknown()),
  tool_use_id: z.string().optional(),
};

/** SessionStart stdin: `source` is what SessionStart matchers test. */
export const SessionStartInputSchema = CommonEnvelopeSchema.extend({
  hook_event_name: z.literal('SessionStart'),
  source: z.enum(['startup', 'resume', 'clear', 'compact']),
});
/** SessionStart stdin envelope. */
export type SessionStartInput = z.infer<typeof SessionStartInputSchema>;

/** SessionEnd stdin: `reason` is what SessionEnd matchers test. */
export const SessionEndInputSchema = CommonEnvelopeSchema.extend({
  hook_event_name: z.literal('SessionEnd'),
  reason: z.string().min(1),
});
/** SessionEnd stdin envelope. */
export type SessionEndInput = z.infer<typeof SessionEndInputSchema>;

/**
 * UserPromptSubmit stdin: the rendered prompt actually submitted at the model boundary. This
 * runtime always sends `model`, `null` when the provider names none (as Python LionAGI does, and
 * as Codex's schema requires the key); the schema also accepts a harness envelope without it.
 */
export const UserPromptSubmitInputSchema = CommonEnvelopeSchema.extend({
  hook_event_name: z.literal('UserPromptSubmit'),
  prompt: z.string(),
  model: z.string().nullable().optional(),
});
/** UserPromptSubmit stdin envelope. */
export type UserPromptSubmitInput = z.infer<typeof UserPromptSubmitInputSchema>;

/** PreToolUse stdin: the full argument object the tool would receive. */
export const PreToolUseInputSchema = CommonEnvelopeSchema.extend({
  hook_event_name: z.literal('PreToolUse'),
  ...toolFields,
});
/** PreToolUse stdin envelope. */
export type PreToolUseInput = z.infer<typeof PreToolUseInputSchema>;

/** PostToolUse stdin: `tool_response` is present on every firing (any JSON value, possibly null). */
export const PostToolUseInputSchema = CommonEnvelopeSchema.extend({
  hook_event_name: z.literal('PostToolUse'),
  ...toolFields,
  tool_response: z.unknown().refine((v) => v !== undefined, 'tool_response must be present'),
  duration_ms: z.number().nonnegative().optional(),
});
/** PostToolUse stdin envelope. */
export type PostToolUseInput = z.infer<typeof PostToolUseInputSchema>;

/** PostToolUseFailure stdin: `error` carries the failure text. */
export const PostToolUseFailureInputSchema = CommonEnvelopeSchema.extend({
  hook_event_name: z.literal('PostToolUseFailure'),
  ...toolFields,
  error: z.string(),
  is_interrupt: z.boolean().optional(),
  duration_ms: z.number().nonnegative().optional(),
});
/** PostToolUseFailure stdin envelope. */
export type PostToolUseFailureInput = z.infer<typeof PostToolUseFailureInputSchema>;

/**
 * Stop stdin (profile v2): `stop_hook_active` is true when the turn already went on because of a
 * Stop hook; `last_assistant_message` is the final answer the turn ended with (Claude Code's names).
 */
export const StopInputSchema = CommonEnvelopeSchema.extend({
  hook_event_name: z.literal('Stop'),
  stop_hook_active: z.boolean(),
  last_assistant_message: z.string(),
});
/** Stop stdin envelope. */
export type StopInput = z.infer<typeof StopInputSchema>;

/**
 * PermissionRequest stdin (profile v2): the tool call the user is about to be asked about.
 * `permission_suggestions` is always empty here (the runtime has no permission rules to suggest).
 */
export const PermissionRequestInputSchema = CommonEnvelopeSchema.extend({
  hook_event_name: z.literal('PermissionRequest'),
  ...toolFields,
  permission_suggestions: z.array(z.unknown()).optional(),
});
/** PermissionRequest stdin envelope. */
export type PermissionRequestInput = z.infer<typeof PermissionRequestInputSchema>;

/**
 * Notification stdin (profile v2): `notification_type` is what Notification matchers test; this
 * runtime sends `permission_prompt` and `turn_finished` (Claude Code sends others too).
 */
export const NotificationInputSchema = CommonEnvelopeSchema.extend({
  hook_event_name: z.literal('Notification'),
  message: z.string(),
  notification_type: z.string().min(1),
});
/** Notification stdin envelope. */
export type NotificationInput = z.infer<typeof NotificationInputSchema>;

/**
 * The subagent a Subagent* envelope is about (profile v3): `agent_id` its id, `agent_type` what
 * SubagentStart/SubagentStop matchers test (Claude Code sends `general-purpose`, and `""` for the
 * summariser of a compaction; Codex `default`). claude-code/events/SubagentStart.json.
 */
const agentFields = {
  agent_id: z.string().min(1),
  agent_type: z.string(),
};

/** SubagentStart stdin (profile v3): a subagent starts its own loop. */
export const SubagentStartInputSchema = CommonEnvelopeSchema.extend({
  hook_event_name: z.literal('SubagentStart'),
  ...agentFields,
});
/** SubagentStart stdin envelope. */
export type SubagentStartInput = z.infer<typeof SubagentStartInputSchema>;

/**
 * SubagentStop stdin (profile v3): Stop's fields for the subagent's own loop.
 * `stop_hook_active` is true once a SubagentStop hook kept the subagent going;
 * `last_assistant_message` is the answer it is about to return; `agent_transcript_path` its own
 * transcript when the runtime writes one (claude-code/events/SubagentStop.json; Codex's schema
 * allows both as null, codex/schemas/hook-command-io/subagent-stop.command.input.schema.json).
 */
export const SubagentStopInputSchema = CommonEnvelopeSchema.extend({
  hook_event_name: z.literal('SubagentStop'),
  ...agentFields,
  stop_hook_active: z.boolean(),
  last_assistant_message: z.string().nullable(),
  agent_transcript_path: z.string().nullable().optional(),
});
/** SubagentStop stdin envelope. */
export type SubagentStopInput = z.infer<typeof SubagentStopInputSchema>;

/** A subagent's compaction names the subagent (Codex: "subagent turns add agent_id and agent_type"). */
const compactAgentFields = {
  agent_id: agentFields.agent_id.optional(),
  agent_type: agentFields.agent_type.optional(),
};

/** What started a compaction: `/compact` (`manual`) or the context budget (`auto`). */
export const CompactTriggerSchema = z.enum(['manual', 'auto']);
/** A compaction trigger. */
export type CompactTrigger = z.infer<typeof CompactTriggerSchema>;

/**
 * PreCompact stdin (profile v3): `trigger` is what PreCompact matchers test;
 * `custom_instructions` the text after `/compact`, `null` when none (Claude Code sends null,
 * claude-code/events/PreCompact.json; Codex omits the key).
 */
export const PreCompactInputSchema = CommonEnvelopeSchema.extend({
  hook_event_name: z.literal('PreCompact'),
  trigger: CompactTriggerSchema,
  custom_instructions: z.string().nullable().optional(),
  ...compactAgentFields,
});
/** PreCompact stdin envelope. */
export type PreCompactInput = z.infer<typeof PreCompactInputSchema>;

/**
 * PostCompact stdin (profile v3): `compact_summary` is the summary the branch now starts from
 * (claude-code/events/PostCompact.json; Codex sends only `trigger`).
 */
export const PostCompactInputSchema = CommonEnvelopeSchema.extend({
  hook_event_name: z.literal('PostCompact'),
  trigger: CompactTriggerSchema,
  compact_summary: z.string().optional(),
  ...compactAgentFields,
});
/** PostCompact stdin envelope. */
export type PostCompactInput = z.infer<typeof PostCompactInputSchema>;

/**
 * One call of a PostToolBatch (profile v3): the call and its model-facing result, the text the
 * model gets back (claude-code/events/PostToolBatch.json).
 */
export const ToolBatchCallSchema = z.looseObject({
  ...toolFields,
  tool_response: z.unknown(),
});
/** One call of a tool batch. */
export type ToolBatchCall = z.infer<typeof ToolBatchCallSchema>;

/** PostToolBatch stdin (profile v3): every call of a react round, in the order the model made them. */
export const PostToolBatchInputSchema = CommonEnvelopeSchema.extend({
  hook_event_name: z.literal('PostToolBatch'),
  tool_calls: z.array(ToolBatchCallSchema),
});
/** PostToolBatch stdin envelope. */
export type PostToolBatchInput = z.infer<typeof PostToolBatchInputSchema>;

/**
 * StopFailure stdin (profile v3): `error` a short kind (`rate_limit`, `authentication_failed`,
 * `server_error`, `unknown`: Claude Code sends `unknown` for an HTTP 400), `last_assistant_message`
 * what the turn ended with (claude-code/events/StopFailure.json).
 */
export const StopFailureInputSchema = CommonEnvelopeSchema.extend({
  hook_event_name: z.literal('StopFailure'),
  error: z.string().min(1),
  last_assistant_message: z.string(),
});
/** StopFailure stdin envelope. */
export type StopFailureInput = z.infer<typeof StopFailureInputSchema>;

/** The stdin schema of each profile event. */
export const INPUT_SCHEMAS = {
  SessionStart: SessionStartInputSchema,
  SessionEnd: SessionEndInputSchema,
  UserPromptSubmit: UserPromptSubmitInputSchema,
  PreToolUse: PreToolUseInputSchema,
  PostToolUse: PostToolUseInputSchema,
  PostToolUseFailure: PostToolUseFailureInputSchema,
  Stop: StopInputSchema,
  PermissionRequest: PermissionRequestInputSchema,
  Notification: NotificationInputSchema,
  SubagentStart: SubagentStartInputSchema,
  SubagentStop: SubagentStopInputSchema,
  PreCompact: PreCompactInputSchema,
  PostCompact: PostCompactInputSchema,
  PostToolBatch: PostToolBatchInputSchema,
  StopFailure: StopFailureInputSchema,
} as const satisfies Record<ProfileEvent, z.ZodType>;

/** The stdin envelope of a given event. */
export type HookInput<E extends ProfileEvent = ProfileEvent> = z.infer<(typeof INPUT_SCHEMAS)[E]>;
