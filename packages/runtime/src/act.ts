import type { Branch } from './branch.js';
import { describeCallResult } from './invoke-pipeline.js';
import type { ToolBatchAnswer } from './lifecycle-seams.js';
import { type BranchMessage, createMessage, hookContextMessage } from './messages.js';
import type { ToolCallRequest } from './provider.js';
import type { ToolCallResult } from './tool-layer.js';
import type { OperationContext } from './turn-origin.js';

/**
 * Runs the model's tool calls through the branch's ActionManager chokepoint (concurrently:
 * each call's hook chain is sequential, calls are not serialized against each other), then
 * records, in call order, each result as a tool message followed by any hook context and any
 * PostToolUse feedback as system-visible messages; then asks the tool-batch gate (PostToolBatch)
 * with the round's calls and the text the model gets back for each: its answer says whether the
 * next model round may run (C-17).
 */
export async function actOnCalls(
  branch: Branch,
  calls: readonly ToolCallRequest[],
  ctx: OperationContext,
): Promise<{ results: ToolCallResult[]; batch: ToolBatchAnswer }> {
  const invokeCtx = {
    sessionId: branch.session.id,
    branchId: branch.id,
    ...(ctx.turnId !== undefined ? { turnId: ctx.turnId } : {}),
    ...(branch.agent ? { agentId: branch.agent.agentId, agentType: branch.agent.agentType } : {}),
    ...(ctx.signal ? { signal: ctx.signal } : {}),
  };
  const { onToolCall, onToolResult } = branch.session;
  const results = await Promise.all(
    calls.map(async (call) => {
      onToolCall?.(call, branch.agent);
      const result = await branch.actions.invoke(call, invokeCtx);
      onToolResult?.(result, branch.agent);
      return result;
    }),
  );
  const messages: BranchMessage[] = [];
  for (const result of results) {
    messages.push(
      createMessage('tool', 'action_response', describeCallResult(result), {
        toolCallId: result.id,
      }),
    );
    messages.push(...result.hookContext.map(hookContextMessage));
    for (const note of result.feedback) {
      messages.push(
        createMessage(
          'system',
          'hook_feedback',
          `PostToolUse hook feedback on ${result.name} (${result.id}): ${note}`,
        ),
      );
    }
  }
  await branch.addMessages(messages);
  const pass: ToolBatchAnswer = { kind: 'pass' };
  if (results.length === 0 || !branch.session.lifecycle) return { results, batch: pass };
  const batch = await branch.session.lifecycle.toolBatchDone({
    branchId: branch.id,
    ...(branch.agent ? { agent: branch.agent } : {}),
    calls: results.map((r) => ({
      callId: r.id,
      toolName: r.name,
      input: r.finalInput,
      response: describeCallResult(r),
    })),
    ...(ctx.turnId !== undefined ? { turnId: ctx.turnId } : {}),
    ...(ctx.signal ? { signal: ctx.signal } : {}),
  });
  return { results, batch };
}
