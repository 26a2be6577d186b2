import { z } from 'zod';

// Translations of the output schemas embedded in codex-cli 0.169.0
// (ground-truth codex/schemas/hook-command-io/*.command.output.schema.json): every object is
// `additionalProperties: false`. Fields with `default: null` are serde `Option`s, so an explicit
// null is accepted; booleans with a non-null default are not nullable.
const common = {
  continue: z.boolean().optional(),
  stopReason: z.string().nullish(),
  suppressOutput: z.boolean().optional(),
  systemMessage: z.string().nullish(),
};
const block = { decision: z.literal('block').nullish(), reason: z.string().nullish() };
const additionalContext = z.string().nullish();

const specific = <const E extends string, T extends z.ZodRawShape>(event: E, shape: T) =>
  z.strictObject({ hookEventName: z.literal(event), ...shape }).nullish();

/** Codex's PreToolUse output schema. */
export const CodexPreToolUseOutputSchema = z.strictObject({
  ...common,
  decision: z.enum(['approve', 'block']).nullish(),
  reason: z.string().nullish(),
  hookSpecificOutput: specific('PreToolUse', {
    additionalContext,
    permissionDecision: z.enum(['allow', 'deny', 'ask']).nullish(),
    permissionDecisionReason: z.string().nullish(),
    updatedInput: z.unknown().optional(),
  }),
});
/** A valid Codex PreToolUse output. */
export type CodexPreToolUseOutput = z.infer<typeof CodexPreToolUseOutputSchema>;

/** Codex's UserPromptSubmit output schema (no permissionDecision). */
export const CodexUserPromptSubmitOutputSchema = z.strictObject({
  ...common,
  ...block,
  hookSpecificOutput: specific('UserPromptSubmit', { additionalContext }),
});
/** A valid Codex UserPromptSubmit output. */
export type CodexUserPromptSubmitOutput = z.infer<typeof CodexUserPromptSubmitOutputSchema>;

/** Codex's PostToolUse output schema. */
export const CodexPostToolUseOutputSchema = z.strictObject({
  ...common,
  ...block,
  hookSpecificOutput: specific('PostToolUse', {
    additionalContext,
    updatedMCPToolOutput: z.unknown().optional(),
  }),
});
/** A valid Codex PostToolUse output. */
export type CodexPostToolUseOutput = z.infer<typeof CodexPostToolUseOutputSchema>;

/** Codex's SessionStart output schema. */
export const CodexSessionStartOutputSchema = z.strictObject({
  ...common,
  hookSpecificOutput: specific('SessionStart', { additionalContext }),
});
/** A valid Codex SessionStart output. */
export type CodexSessionStartOutput = z.infer<typeof CodexSessionStartOutputSchema>;

/** Codex's Stop output schema (no hookSpecificOutput: a block's reason is the only text). */
export const CodexStopOutputSchema = z.strictObject({ ...common, ...block });
/** A valid Codex Stop output. */
export type CodexStopOutput = z.infer<typeof CodexStopOutputSchema>;

/**
 * Codex's PermissionRequest output schema: `decision.behavior` allow | deny (+ `message`);
 * `updatedInput`, `updatedPermissions` and `interrupt: true` are reserved and fail closed.
 */
export const CodexPermissionRequestOutputSchema = z.strictObject({
  ...common,
  hookSpecificOutput: specific('PermissionRequest', {
    decision: z
      .strictObject({
        behavior: z.enum(['allow', 'deny']),
        interrupt: z.boolean().optional(),
        message: z.string().nullish(),
        updatedInput: z.unknown().optional(),
        updatedPermissions: z.unknown().optional(),
      })
      .nullish(),
  }),
});
/** A valid Codex PermissionRequest output. */
export type CodexPermissionRequestOutput = z.infer<typeof CodexPermissionRequestOutputSchema>;

/** Codex's SubagentStart output schema: `additionalContext` for the subagent. */
export const CodexSubagentStartOutputSchema = z.strictObject({
  ...common,
  hookSpecificOutput: specific('SubagentStart', { additionalContext }),
});
/** Codex's SubagentStop output schema: Stop's (no hookSpecificOutput). */
export const CodexSubagentStopOutputSchema = z.strictObject({ ...common, ...block });
/** Codex's PreCompact output schema: only the common fields (`continue: false` stops compaction). */
export const CodexPreCompactOutputSchema = z.strictObject({ ...common });
/** Codex's PostCompact output schema: only the common fields. */
export const CodexPostCompactOutputSchema = z.strictObject({ ...common });

/**
 * The Codex output schema of each profile event Codex has. Codex has no PostToolUseFailure and
 * no Notification event, and no SessionEnd output schema (codex REPORT §4, §6).
 */
export const CODEX_OUTPUT_SCHEMAS = {
  PreToolUse: CodexPreToolUseOutputSchema,
  UserPromptSubmit: CodexUserPromptSubmitOutputSchema,
  PostToolUse: CodexPostToolUseOutputSchema,
  SessionStart: CodexSessionStartOutputSchema,
  Stop: CodexStopOutputSchema,
  PermissionRequest: CodexPermissionRequestOutputSchema,
  SubagentStart: CodexSubagentStartOutputSchema,
  SubagentStop: CodexSubagentStopOutputSchema,
  PreCompact: CodexPreCompactOutputSchema,
  PostCompact: CodexPostCompactOutputSchema,
} as const;
