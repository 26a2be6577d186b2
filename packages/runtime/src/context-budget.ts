import type { Branch } from './branch.js';

/**
 * A branch's context budget: a size in characters, or in tokens (estimated as
 * {@link CHARS_PER_TOKEN} characters each: the runtime has no tokenizer for every provider).
 * Passing it compacts the branch before the next submission (trigger `auto`).
 */
export type ContextBudget = { chars: number } | { tokens: number };

/** Characters per token in the estimate of a `{ tokens }` budget. */
export const CHARS_PER_TOKEN = 4;

/** The budget in characters. */
export function budgetChars(budget: ContextBudget): number {
  return 'chars' in budget ? budget.chars : budget.tokens * CHARS_PER_TOKEN;
}

/**
 * The size, in characters, of what the next submission of `prompt` on `branch` sends as context:
 * the system prompt, session context, every recorded message (tool calls as their JSON) and the
 * prompt with its hook context.
 */
export function contextChars(
  branch: Branch,
  prompt: string,
  hookContext: readonly string[] = [],
): number {
  let size = (branch.system?.length ?? 0) + prompt.length;
  for (const context of branch.session.sessionContext) size += context.length;
  for (const context of hookContext) size += context.length;
  for (const message of branch.messages) {
    size += message.content.length;
    if (message.toolCalls) size += JSON.stringify(message.toolCalls).length;
  }
  return size;
}

/** True when submitting `prompt` now would pass the branch's budget (never without one). */
export function overBudget(
  branch: Branch,
  prompt: string,
  hookContext: readonly string[] = [],
): boolean {
  if (branch.contextBudget === undefined) return false;
  return contextChars(branch, prompt, hookContext) > budgetChars(branch.contextBudget);
}
