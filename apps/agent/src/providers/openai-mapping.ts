import { HookError } from '@lionagi/hooks-profile';
import type { ModelMessage, ModelRequest, ModelResponse } from '@lionagi/runtime';
import type OpenAI from 'openai';
import { parseToolArguments } from './provider-errors.js';

function toMessageParam(message: ModelMessage, index: number): OpenAI.ChatCompletionMessageParam {
  switch (message.role) {
    case 'system':
      return { role: 'system', content: message.content };
    case 'user':
      return { role: 'user', content: message.content };
    case 'tool':
      if (!message.toolCallId) {
        throw new HookError(
          'USAGE',
          `openai provider: messages[${index}] is a tool message without toolCallId; expected the id of the tool call it answers`,
        );
      }
      return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
    case 'assistant': {
      const calls = message.toolCalls ?? [];
      return {
        role: 'assistant',
        content: message.content === '' && calls.length > 0 ? null : message.content,
        ...(calls.length > 0
          ? {
              tool_calls: calls.map((call) => ({
                id: call.id,
                type: 'function' as const,
                function: { name: call.name, arguments: JSON.stringify(call.arguments) },
              })),
            }
          : {}),
      };
    }
  }
}

/**
 * Maps a {@link ModelRequest} to Chat Completions parameters: tool messages become
 * `role: 'tool'` with `tool_call_id`, assistant tool calls `tool_calls` with JSON-string
 * arguments, tools `{type: 'function', function: {name, description, parameters}}`, and a
 * `responseSchema` a `json_schema` `response_format`.
 */
export function toOpenAIParams(
  request: ModelRequest,
  defaults: { model: string },
): OpenAI.ChatCompletionCreateParamsNonStreaming {
  return {
    model: request.model ?? defaults.model,
    messages: request.messages.map(toMessageParam),
    ...(request.tools.length > 0
      ? {
          tools: request.tools.map((tool) => ({
            type: 'function' as const,
            function: {
              name: tool.name,
              description: tool.description,
              parameters: tool.inputSchema,
            },
          })),
        }
      : {}),
    ...(request.responseSchema
      ? {
          response_format: {
            type: 'json_schema' as const,
            json_schema: { name: 'response', schema: request.responseSchema },
          },
        }
      : {}),
  };
}

/** Maps a Chat Completions answer (its first choice): content to `text`, `tool_calls` parsed. */
export function fromOpenAICompletion(completion: OpenAI.ChatCompletion): ModelResponse {
  const message = completion.choices[0]?.message;
  if (!message) {
    throw new HookError(
      'PROVIDER_RESPONSE_INVALID',
      `openai provider: completion ${completion.id} has no choices; expected one assistant message`,
    );
  }
  const toolCalls = (message.tool_calls ?? []).map((call) => {
    if (call.type !== 'function') {
      throw new HookError(
        'PROVIDER_RESPONSE_INVALID',
        `openai provider: tool call ${call.id} has type ${JSON.stringify(call.type)}; expected "function"`,
      );
    }
    const { name, arguments: json } = call.function;
    return {
      id: call.id,
      name,
      arguments: parseToolArguments('openai', { id: call.id, name }, json),
    };
  });
  return { text: message.content ?? message.refusal ?? '', toolCalls };
}
