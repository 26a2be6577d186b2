import type { z } from 'zod';
import { toJSONSchema } from 'zod/v4/core';
import type { Branch } from './branch.js';
import type {
  ChatResult,
  CommunicateOptions,
  CommunicateResult,
  OperateOptions,
  OperateResult,
} from './branch-types.js';
import { createMessage, hookContextMessage, type Instruction } from './messages.js';
import { parseWithRepair } from './structured-output.js';
import type { OperationContext } from './turn-origin.js';

/** Records an exchange: hook context, the submitted instruction, the model's answer. */
export async function recordExchange(branch: Branch, result: ChatResult): Promise<void> {
  const toolCalls = result.toolCalls.length > 0 ? { toolCalls: result.toolCalls } : {};
  await branch.addMessages([
    ...result.hookContext.map(hookContextMessage),
    createMessage('user', result.instructionKind ?? 'instruction', result.prompt),
    createMessage('assistant', 'response', result.text, toolCalls),
  ]);
}

function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  return toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
}

/**
 * The body of `Branch.communicate`: the public `chat()` with the (forwarded) turn context,
 * record the exchange, then parse structured output with repair when a schema is given.
 */
export async function communicateOperation<T>(
  branch: Branch,
  input: Instruction,
  options: CommunicateOptions<T>,
  turn: OperationContext,
): Promise<CommunicateResult<T>> {
  const { schema, maxRepairs, ...chatOptions } = options;
  if (schema && !chatOptions.responseSchema) chatOptions.responseSchema = jsonSchemaOf(schema);
  const result = await branch.chat(input, chatOptions, turn);
  await recordExchange(branch, result);
  const output = schema
    ? await parseWithRepair(branch, result.text, schema, turn, maxRepairs)
    : undefined;
  return { ...result, output };
}

/**
 * The body of `Branch.operate`: the public `communicate()` with tools offered and the turn
 * context forwarded, the tool calls through `act()` (the ActionManager chokepoint, then the
 * PostToolBatch gate, whose stop is `batchStop`), then the structured output parsed from the text
 * part (skipped when the model answered with tool calls only).
 */
export async function operateOperation<T>(
  branch: Branch,
  input: Instruction,
  options: OperateOptions<T>,
  turn: OperationContext,
): Promise<OperateResult<T>> {
  const { schema, maxRepairs, actions = true, tools = true, instructionKind } = options;
  const responseSchema = options.responseSchema ?? (schema ? jsonSchemaOf(schema) : undefined);
  const result = await branch.communicate(
    input,
    {
      tools: actions ? tools : false,
      ...(responseSchema ? { responseSchema } : {}),
      ...(instructionKind ? { instructionKind } : {}),
    },
    turn,
  );
  const calls = actions ? result.toolCalls : [];
  const { results, batch } =
    calls.length > 0 ? await branch.actRound(calls, turn) : { results: [], batch: undefined };
  const parse = schema && (result.text.trim() !== '' || result.toolCalls.length === 0);
  const output = parse
    ? await parseWithRepair(branch, result.text, schema, turn, maxRepairs)
    : undefined;
  return {
    text: result.text,
    output,
    toolCalls: result.toolCalls,
    actions: results,
    ...(batch?.kind === 'stop'
      ? { batchStop: { reason: batch.reason, failed: batch.failed } }
      : {}),
  };
}
