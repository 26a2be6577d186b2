import type Anthropic from '@anthropic-ai/sdk';
import { HookError } from '@lionagi/hooks-profile';
import type { ModelRequest, ModelResponse, ToolCallRequest } from '@lionagi/runtime';

type Block = Anthropic.ContentBlockParam;
type Turn = { role: 'user' | 'assistant'; blocks: Block[] };

/** Appends a block to the last turn when it has the same role (the API wants alternation). */
function push(turns: Turn[], role: Turn['role'], block: Block): void {
  const last = turns.at(-1);
  if (last?.role === role) last.blocks.push(block);
  else turns.push({ role, blocks: [block] });
}

function toMessageParam(turn: Turn): Anthropic.MessageParam {
  // The API wants a user turn's tool_result blocks before its text.
  const blocks =
    turn.role === 'user'
      ? [
          ...turn.blocks.filter((block) => block.type === 'tool_result'),
          ...turn.blocks.filter((block) => block.type !== 'tool_result'),
        ]
      : turn.blocks;
  const only = blocks.length === 1 ? blocks[0] : undefined;
  const content = only?.type === 'text' ? only.text : blocks;
  return turn.role === 'user' ? { role: 'user', content } : { role: 'assistant', content };
}

/**
 * Maps a {@link ModelRequest} to Messages API parameters: system messages become `system`,
 * assistant tool calls `tool_use` blocks, tool messages user `tool_result` blocks with the
 * matching `tool_use_id`, tools `{name, description, input_schema}`, and a `responseSchema`
 * `output_config.format` (JSON schema).
 */
export function toAnthropicParams(
  request: ModelRequest,
  defaults: { model: string; maxTokens: number },
): Anthropic.MessageCreateParamsNonStreaming {
  const system: string[] = [];
  const turns: Turn[] = [];
  request.messages.forEach((message, index) => {
    if (message.role === 'system') system.push(message.content);
    else if (message.role === 'user') push(turns, 'user', { type: 'text', text: message.content });
    else if (message.role === 'tool') {
      if (!message.toolCallId) {
        throw new HookError(
          'USAGE',
          `anthropic provider: messages[${index}] is a tool message without toolCallId; expected the id of the tool call it answers`,
        );
      }
      const block = { type: 'tool_result' as const, tool_use_id: message.toolCallId };
      push(turns, 'user', { ...block, content: message.content });
    } else {
      if (message.content !== '') push(turns, 'assistant', { type: 'text', text: message.content });
      for (const call of message.toolCalls ?? []) {
        push(turns, 'assistant', {
          type: 'tool_use',
          id: call.id,
          name: call.name,
          input: call.arguments,
        });
      }
    }
  });
  return {
    model: request.model ?? defaults.model,
    max_tokens: defaults.maxTokens,
    ...(system.length > 0 ? { system: system.join('\n\n') } : {}),
    messages: turns.map(toMessageParam),
    ...(request.tools.length > 0
      ? {
          tools: request.tools.map((tool) => ({
            name: tool.name,
            description: tool.description,
            input_schema: { ...tool.inputSchema, type: 'object' as const },
          })),
        }
      : {}),
    ...(request.responseSchema
      ? { output_config: { format: { type: 'json_schema', schema: request.responseSchema } } }
      : {}),
  };
}

/** The tool call of a `tool_use` block; its input must be a JSON object. */
export function toToolCall(block: { id: string; name: string; input: unknown }): ToolCallRequest {
  const { input } = block;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new HookError(
      'PROVIDER_RESPONSE_INVALID',
      `anthropic provider: tool call ${block.id} (${block.name}) has invalid arguments: got ${JSON.stringify(input)}; expected a JSON object`,
      { details: { provider: 'anthropic', toolCallId: block.id, toolName: block.name } },
    );
  }
  return { id: block.id, name: block.name, arguments: input as Record<string, unknown> };
}

/** Maps a Messages API answer: text blocks to `text`, `tool_use` blocks to tool calls. */
export function fromAnthropicMessage(message: Anthropic.Message): ModelResponse {
  let text = '';
  const toolCalls: ToolCallRequest[] = [];
  for (const block of message.content) {
    if (block.type === 'text') text += block.text;
    else if (block.type === 'tool_use') toolCalls.push(toToolCall(block));
  }
  return { text, toolCalls };
}
