import {
  type FakeServer,
  type FakeToolCall,
  type FakeTurn,
  halves,
  startFakeServer,
} from './fake-http.js';

type Answer = { text?: string; toolCalls?: FakeToolCall[] };

function argumentsOf(call: FakeToolCall): string {
  return call.rawArguments ?? JSON.stringify(call.input ?? {});
}

function finishReason(answer: Answer): string {
  return answer.toolCalls?.length ? 'tool_calls' : 'stop';
}

/**
 * Starts a fake OpenAI Chat Completions API (`POST /v1/chat/completions`) on 127.0.0.1 that
 * answers each request with the next turn of `script`: a JSON `chat.completion`, or SSE `data:`
 * chunks (role, text pieces, tool-call deltas split across chunks, finish reason) ending with
 * `data: [DONE]` when the request has `stream: true`. `url` (ending in `/v1`) is the value for
 * `OPENAI_BASE_URL`; `requests` records every request (headers include `authorization`).
 */
export function startFakeOpenAI(script: readonly FakeTurn[]): Promise<FakeServer> {
  return startFakeServer(
    {
      path: '/v1/chat/completions',
      urlSuffix: '/v1',
      errorBody: (message) => ({ error: { message, type: 'invalid_request_error', code: null } }),
      json: (answer, body, n) => ({
        id: `chatcmpl-fake-${n}`,
        object: 'chat.completion',
        created: 1_700_000_000,
        model: body.model,
        choices: [
          {
            index: 0,
            logprobs: null,
            finish_reason: finishReason(answer),
            message: {
              role: 'assistant',
              content: answer.text ?? null,
              refusal: null,
              ...(answer.toolCalls?.length
                ? {
                    tool_calls: answer.toolCalls.map((call) => ({
                      id: call.id,
                      type: 'function',
                      function: { name: call.name, arguments: argumentsOf(call) },
                    })),
                  }
                : {}),
            },
          },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
      }),
      sse: (answer, body, n) => {
        const chunk = (delta: Record<string, unknown>, finish_reason: string | null = null) =>
          `data: ${JSON.stringify({
            id: `chatcmpl-fake-${n}`,
            object: 'chat.completion.chunk',
            created: 1_700_000_000,
            model: body.model,
            choices: [{ index: 0, delta, logprobs: null, finish_reason }],
          })}\n\n`;
        const out = [chunk({ role: 'assistant', content: '' })];
        for (const content of halves(answer.text ?? '')) out.push(chunk({ content }));
        (answer.toolCalls ?? []).forEach((call, index) => {
          const head = {
            index,
            id: call.id,
            type: 'function',
            function: { name: call.name, arguments: '' },
          };
          out.push(chunk({ tool_calls: [head] }));
          for (const piece of halves(argumentsOf(call))) {
            out.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
          }
        });
        out.push(chunk({}, finishReason(answer)));
        out.push('data: [DONE]\n\n');
        return out.join('');
      },
    },
    script,
  );
}
