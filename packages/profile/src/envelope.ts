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

/** The stdin schema of each profile event. */
export const INPUT_SCHEMAS = {
  SessionStart: SessionStartInputSchema,
  SessionEnd: SessionEndInputSchema,
  UserPromptSubmit: UserPromptSubmitInputSchema,
  PreToolUse: PreToolUseInputSchema,
  PostToolUse: PostToolUseInputSchema,
  PostToolUseFailure: PostToolUseFailureInputSchema,
} as const satisfies Record<ProfileEvent, z.ZodType>;

/** The stdin envelope of a given event. */
export type HookInput<E extends ProfileEvent = ProfileEvent> = z.infer<(typeof INPUT_SCHEMAS)[E]>;
