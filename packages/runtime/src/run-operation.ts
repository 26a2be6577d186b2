import type { Branch } from './branch.js';
import type { RunOptions } from './branch-types.js';
import { buildRequest, normalizeCall } from './chat-operation.js';
import { compactIfOverBudget } from './compaction.js';
import {
  createMessage,
  hookContextMessage,
  type Instruction,
  renderInstruction,
} from './messages.js';
import { submitPromptGate } from './prompt-gate.js';
import type { StreamChunk, ToolCallRequest } from './provider.js';
import type { OperationContext } from './turn-origin.js';

/**
 * The streaming middle behind `Branch.run`. The prompt gate runs immediately before streaming
 * begins; a denial throws from the first `next()` with nothing recorded and no model called.
 * When the stream ends (or the consumer stops early), the instruction, any hook context and the
 * streamed answer are recorded in the branch; a provider failure records nothing.
 */
export async function* runOperation(
  branch: Branch,
  input: Instruction,
  options: RunOptions,
  ctx: OperationContext,
): AsyncGenerator<StreamChunk, void, undefined> {
  await branch.ready();
  const prompt = renderInstruction(input);
  const hookContext = await submitPromptGate(branch.session, branch.id, prompt, ctx);
  await compactIfOverBudget(branch, prompt, hookContext, ctx);
  const request = buildRequest(branch, prompt, hookContext, options, ctx);
  let text = '';
  const toolCalls: ToolCallRequest[] = [];
  let failed = false;
  try {
    for await (const chunk of branch.provider.stream(request)) {
      if (chunk.type === 'text') {
        text += chunk.text;
        yield chunk;
      } else {
        const call = normalizeCall(chunk.call);
        toolCalls.push(call);
        yield { type: 'tool_call', call };
      }
    }
  } catch (error) {
    // A failed model call records nothing, like chatAndRecord; a consumer stopping early does.
    failed = true;
    throw error;
  } finally {
    if (!failed) {
      await branch.addMessages([
        ...hookContext.map(hookContextMessage),
        createMessage('user', 'instruction', prompt),
        createMessage('assistant', 'response', text, toolCalls.length > 0 ? { toolCalls } : {}),
      ]);
    }
  }
}
