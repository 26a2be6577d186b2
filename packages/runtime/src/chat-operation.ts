import { randomUUID } from 'node:crypto';
import {
  exceedsJsonDepth,
  HookError,
  jsonDepthMessage,
  MAX_JSON_DEPTH,
} from '@lionagi/hooks-profile';
import type { Branch } from './branch.js';
import type { ChatOptions, ChatResult } from './branch-types.js';
import { compactIfOverBudget } from './compaction.js';
import { type Instruction, renderInstruction, toModelMessages } from './messages.js';
import { submitPromptGate } from './prompt-gate.js';
import type { ModelMessage, ModelRequest, ModelResponse, ToolCallRequest } from './provider.js';
import type { OperationContext } from './turn-origin.js';

/**
 * The low-level chat operation behind every non-streaming ingress: render the instruction,
 * cross the model-submission boundary (the prompt gate), call the provider. Records nothing.
 */
export async function chatOperation(
  branch: Branch,
  input: Instruction,
  options: ChatOptions,
  ctx: OperationContext,
): Promise<ChatResult> {
  const prompt = renderInstruction(input);
  const hookContext = await submitPromptGate(branch.session, branch.id, prompt, ctx);
  await compactIfOverBudget(branch, prompt, hookContext, ctx);
  const request = buildRequest(branch, prompt, hookContext, options, ctx);
  const response = await branch.provider.complete(request);
  const kind =
    options.instructionKind === 'stop_hook_feedback'
      ? { instructionKind: options.instructionKind }
      : {};
  return { ...normalizeResponse(response), prompt, hookContext, ...kind };
}

/** The provider request for one submission of `prompt` on `branch`. */
export function buildRequest(
  branch: Branch,
  prompt: string,
  hookContext: readonly string[],
  options: ChatOptions,
  ctx: OperationContext,
): ModelRequest {
  const messages: ModelMessage[] = [];
  if (branch.system) messages.push({ role: 'system', content: branch.system });
  for (const context of branch.session.sessionContext)
    messages.push({ role: 'system', content: context });
  messages.push(...toModelMessages(branch.messages));
  for (const context of hookContext) messages.push({ role: 'system', content: context });
  messages.push({ role: 'user', content: prompt });
  const offered = options.tools;
  const tools =
    offered === true
      ? branch.actions.schemas()
      : Array.isArray(offered)
        ? branch.actions.schemas(offered)
        : [];
  const model = branch.session.model;
  return {
    messages,
    tools,
    ...(options.responseSchema ? { responseSchema: options.responseSchema } : {}),
    ...(model !== undefined ? { model } : {}),
    ...(ctx.signal ? { signal: ctx.signal } : {}),
  };
}

/** Gives every tool call an id and an argument object. */
export function normalizeResponse(response: ModelResponse): ModelResponse {
  return {
    text: typeof response.text === 'string' ? response.text : '',
    toolCalls: (response.toolCalls ?? []).map(normalizeCall),
  };
}

/**
 * A tool call with an id (generated when the provider gave none) and object arguments.
 * @throws HookError `JSON_TOO_DEEP` when the arguments nest past `MAX_JSON_DEPTH`: the response
 * is refused here, before a message, transcript line or clone of it can throw a RangeError.
 */
export function normalizeCall(call: ToolCallRequest): ToolCallRequest {
  const args = call.arguments;
  const id = call.id || `call_${randomUUID().slice(0, 12)}`;
  if (exceedsJsonDepth(args)) {
    throw new HookError(
      'JSON_TOO_DEEP',
      `model response refused: ${jsonDepthMessage(`the arguments of tool call ${JSON.stringify(call.name)} (${id})`)}`,
      { details: { toolName: call.name, toolCallId: id, limit: MAX_JSON_DEPTH } },
    );
  }
  return {
    id,
    name: call.name,
    arguments: typeof args === 'object' && args !== null && !Array.isArray(args) ? args : {},
  };
}
