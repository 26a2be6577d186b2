import { z } from 'zod';
import type { ProfileEvent } from './events.js';
import { PERMISSION_DECISIONS } from './verdict.js';

const commonOutput = {
  continue: z.boolean().optional().describe('false asks the runtime to stop after this step'),
  stopReason: z.string().optional(),
  suppressOutput: z.boolean().optional(),
  systemMessage: z.string().optional().describe('Shown to the user, not the model'),
};

/**
 * Any hook's stdout JSON as profile v1 reads it. Unknown fields are ignored (D1); the verdict
 * logic reads fields leniently, so this schema documents rather than gates.
 */
export const HookOutputSchema = z.looseObject({
  ...commonOutput,
  decision: z.string().optional().describe('"block" (deny / note) or "approve" (allow)'),
  reason: z.string().optional(),
  hookSpecificOutput: z
    .looseObject({
      hookEventName: z.string().optional(),
      permissionDecision: z.string().optional(),
      permissionDecisionReason: z.string().optional(),
      updatedInput: z.record(z.string(), z.unknown()).optional(),
      additionalContext: z.string().optional(),
      decision: z
        .looseObject({ behavior: z.string().optional(), message: z.string().optional() })
        .optional()
        .describe('PermissionRequest: the answer instead of the user'),
    })
    .optional(),
});
/** A hook's stdout JSON. */
export type HookOutput = z.infer<typeof HookOutputSchema>;

const blockDecision = {
  decision: z.literal('block').optional(),
  reason: z.string().optional(),
};

function specific<T extends z.ZodRawShape>(event: ProfileEvent, shape: T) {
  return z.looseObject({ hookEventName: z.literal(event), ...shape }).optional();
}

/** The stdout JSON each event honours, in the shape a hook author should write. */
export const OUTPUT_SCHEMAS = {
  PreToolUse: z.looseObject({
    ...commonOutput,
    decision: z
      .enum(['approve', 'block'])
      .optional()
      .describe('Legacy form; prefer permissionDecision'),
    reason: z.string().optional(),
    hookSpecificOutput: specific('PreToolUse', {
      permissionDecision: z.enum(PERMISSION_DECISIONS).optional(),
      permissionDecisionReason: z.string().optional(),
      updatedInput: z
        .record(z.string(), z.unknown())
        .optional()
        .describe('Replaces the whole tool input; revalidated before the tool runs'),
      additionalContext: z.string().optional(),
    }),
  }),
  UserPromptSubmit: z.looseObject({
    ...commonOutput,
    ...blockDecision,
    hookSpecificOutput: specific('UserPromptSubmit', {
      permissionDecision: z.enum(PERMISSION_DECISIONS).optional(),
      permissionDecisionReason: z.string().optional(),
      additionalContext: z.string().optional(),
    }),
  }),
  PostToolUse: z.looseObject({
    ...commonOutput,
    ...blockDecision,
    hookSpecificOutput: specific('PostToolUse', { additionalContext: z.string().optional() }),
  }),
  PostToolUseFailure: z.looseObject({
    ...commonOutput,
    hookSpecificOutput: specific('PostToolUseFailure', {
      additionalContext: z.string().optional(),
    }),
  }),
  SessionStart: z.looseObject({
    ...commonOutput,
    hookSpecificOutput: specific('SessionStart', { additionalContext: z.string().optional() }),
  }),
  SessionEnd: z.looseObject({ ...commonOutput }),
  Stop: z.looseObject({
    ...commonOutput,
    decision: z
      .literal('block')
      .optional()
      .describe('"block" keeps the turn going: reason is sent to the model'),
    reason: z.string().optional(),
    hookSpecificOutput: specific('Stop', {
      additionalContext: z
        .string()
        .optional()
        .describe('Sent to the model; the turn goes on (Claude Code stop03)'),
    }),
  }),
  PermissionRequest: z.looseObject({
    ...commonOutput,
    hookSpecificOutput: specific('PermissionRequest', {
      decision: z
        .looseObject({
          behavior: z.enum(['allow', 'deny']),
          message: z.string().optional().describe('deny: the reason the model gets'),
          updatedInput: z
            .record(z.string(), z.unknown())
            .optional()
            .describe('allow: replaces the whole tool input'),
        })
        .optional(),
    }),
  }),
  Notification: z.looseObject({ ...commonOutput }),
  SubagentStart: z.looseObject({
    ...commonOutput,
    hookSpecificOutput: specific('SubagentStart', {
      additionalContext: z
        .string()
        .optional()
        .describe("Added to the subagent's context (codex subagent-start.command.output schema)"),
    }),
  }),
  SubagentStop: z.looseObject({
    ...commonOutput,
    decision: z
      .literal('block')
      .optional()
      .describe('"block" keeps the subagent going: reason is sent to it (Claude Code stop05)'),
    reason: z.string().optional(),
  }),
  PreCompact: z.looseObject({
    ...commonOutput,
    decision: z
      .literal('block')
      .optional()
      .describe('"block" skips the compaction: the context stays as it is'),
    reason: z.string().optional(),
  }),
  PostCompact: z.looseObject({ ...commonOutput }),
  PostToolBatch: z.looseObject({ ...commonOutput }),
  StopFailure: z.looseObject({ ...commonOutput }),
} as const satisfies Record<ProfileEvent, z.ZodType>;
