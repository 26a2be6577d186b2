import { randomUUID } from 'node:crypto';
import type { ModelMessage, ToolCallRequest } from './provider.js';

/** What a branch message is, beyond its role. */
export type MessageKind =
  | 'system'
  | 'instruction'
  | 'response'
  | 'action_response'
  | 'hook_context'
  | 'hook_feedback'
  /** A Stop hook's reason, sent to the model as a user message (profile v2). */
  | 'stop_hook_feedback'
  /** The summary a compacted branch starts with (it replaced the earlier messages). */
  | 'compact_summary';

/** A message recorded in a branch (and in the session transcript). */
export interface BranchMessage {
  id: string;
  role: ModelMessage['role'];
  kind: MessageKind;
  content: string;
  toolCalls?: ToolCallRequest[];
  toolCallId?: string;
  createdAt: string;
}

/** Instruction input: plain text, or an instruction with optional JSON context. */
export type Instruction = string | { instruction: string; context?: unknown };

/** Builds a message with a fresh id and timestamp. */
export function createMessage(
  role: BranchMessage['role'],
  kind: MessageKind,
  content: string,
  extra: Pick<BranchMessage, 'toolCalls' | 'toolCallId'> = {},
): BranchMessage {
  return {
    id: randomUUID(),
    role,
    kind,
    content,
    ...extra,
    createdAt: new Date().toISOString(),
  };
}

/**
 * The instruction text submitted to the model: this exact string is also the `prompt` the
 * UserPromptSubmit hooks see.
 */
export function renderInstruction(input: Instruction): string {
  if (typeof input === 'string') return input;
  if (input.context === undefined) return input.instruction;
  const context =
    typeof input.context === 'string' ? input.context : JSON.stringify(input.context, null, 2);
  return `${input.instruction}\n\nContext:\n${context}`;
}

/** The provider view of recorded messages. */
export function toModelMessages(messages: readonly BranchMessage[]): ModelMessage[] {
  return messages.map((m) => ({
    role: m.role,
    content: m.content,
    ...(m.toolCalls ? { toolCalls: m.toolCalls } : {}),
    ...(m.toolCallId ? { toolCallId: m.toolCallId } : {}),
  }));
}

/** A system message carrying hook-provided context for the current turn. */
export function hookContextMessage(context: string): BranchMessage {
  return createMessage('system', 'hook_context', context);
}
