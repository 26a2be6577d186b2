import { HookError } from '@lionagi/hooks-profile';
import type { Branch } from './branch.js';
import { overBudget } from './context-budget.js';
import { HookPoint } from './hook-points.js';
import type { CompactPayload, CompactTrigger } from './lifecycle-seams.js';
import { createMessage, toModelMessages } from './messages.js';
import type { ModelMessage } from './provider.js';
import type { OperationContext } from './turn-origin.js';

/** The instruction that asks the provider for the summary (custom instructions follow it). */
export const COMPACT_INSTRUCTION =
  'Summarise the conversation so far for a continuation of it: the user requests, what was done (tools called and their results), decisions, open tasks and where the work stopped. Answer with the summary only, in plain text, without calling tools.';

/** The head of the one message a compacted branch starts with. */
export const COMPACT_SUMMARY_HEAD =
  'This conversation continues from an earlier one that was compacted. Summary of it:';

/** Options of {@link compactBranch}. */
export interface CompactOptions {
  /** Default `manual` (asked by a user or caller); `auto` when the budget was passed. */
  trigger?: CompactTrigger;
  /** What the summary should keep (`/compact <instructions>`), appended to the request. */
  customInstructions?: string;
}

/** What a compaction did. */
export type CompactResult =
  | { compacted: true; trigger: CompactTrigger; summary: string; messagesBefore: number }
  | { compacted: false; trigger: CompactTrigger; reason: string };

/**
 * Compacts `branch`: the pre-compaction seam is asked (it may leave the context as it is), the
 * provider summarises the recorded messages (one submission, no tools offered, `purpose:
 * "compact"`; it never crosses the prompt gate: no UserPromptSubmit), and the summary replaces
 * them as one user message (kind `compact_summary`, recorded in the transcript); then the bus
 * emits BRANCH_COMPACT and the post-compaction seam is told. A branch with no messages is not compacted (no seam fires).
 * @throws HookError `COMPACT_FAILED` when the provider answers with no text.
 */
export async function compactBranch(
  branch: Branch,
  options: CompactOptions,
  ctx: OperationContext,
): Promise<CompactResult> {
  const trigger = options.trigger ?? 'manual';
  const before = branch.messages;
  if (before.length === 0) return { compacted: false, trigger, reason: 'nothing to compact yet' };
  const payload: CompactPayload = {
    branchId: branch.id,
    trigger,
    customInstructions: options.customInstructions?.trim() || null,
    ...(branch.agent ? { agent: branch.agent } : {}),
    ...(ctx.turnId !== undefined ? { turnId: ctx.turnId } : {}),
    ...(ctx.signal ? { signal: ctx.signal } : {}),
  };
  const seams = branch.session.lifecycle;
  const pre = (await seams?.preCompact(payload)) ?? { kind: 'pass' };
  if (pre.kind === 'blocked') {
    // `/compact` prints the reason itself; under `auto` the turn goes on uncompacted, said here (C-10).
    if (trigger === 'auto') {
      branch.session.logger.warn(
        `compaction skipped: a PreCompact hook left the context as it is: ${pre.reason}`,
        { branch_id: branch.id, trigger },
      );
    }
    return { compacted: false, trigger, reason: pre.reason };
  }
  const messages: ModelMessage[] = [];
  if (branch.system) messages.push({ role: 'system', content: branch.system });
  for (const context of branch.session.sessionContext)
    messages.push({ role: 'system', content: context });
  messages.push(...toModelMessages(before));
  const instructions = payload.customInstructions;
  messages.push({
    role: 'user',
    content: instructions ? `${COMPACT_INSTRUCTION}\n\nAlso: ${instructions}` : COMPACT_INSTRUCTION,
  });
  const model = branch.session.model;
  const response = await branch.provider.complete({
    messages,
    tools: [],
    purpose: 'compact',
    ...(model !== undefined ? { model } : {}),
    ...(ctx.signal ? { signal: ctx.signal } : {}),
  });
  const summary = typeof response.text === 'string' ? response.text.trim() : '';
  if (summary === '') {
    throw new HookError('COMPACT_FAILED', 'compaction failed: the model returned no summary', {
      details: { branchId: branch.id, trigger },
    });
  }
  await branch.replaceMessages([
    createMessage('user', 'compact_summary', `${COMPACT_SUMMARY_HEAD}\n\n${summary}`),
  ]);
  await branch.session.bus.emit(HookPoint.BRANCH_COMPACT, {
    session_id: branch.session.id,
    branch_id: branch.id,
    trigger,
    messages_before: before.length,
    summary_chars: summary.length,
  });
  await seams?.postCompact({ ...payload, summary, messagesBefore: before.length });
  return { compacted: true, trigger, summary, messagesBefore: before.length };
}

/**
 * The auto-compaction point, right before a submission of `prompt`: when it would pass the
 * branch's context budget the branch is compacted (trigger `auto`) first.
 */
export async function compactIfOverBudget(
  branch: Branch,
  prompt: string,
  hookContext: readonly string[],
  ctx: OperationContext,
): Promise<CompactResult | undefined> {
  if (!overBudget(branch, prompt, hookContext)) return undefined;
  return compactBranch(branch, { trigger: 'auto' }, ctx);
}
