import {
  type FakeServer,
  type FakeToolCall,
  type FakeTurn,
  halves,
  startFakeServer,
} from './fake-http.js';

type Answer = { text?: string; toolCalls?: FakeToolCall[] };

function event(type: string, data: Record<string, unknown>): string {
  return `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
}

function envelope(answer: Answer, body: Record<string, unknown>, n: number) {
  return {
    id: `msg_fake_${n}`,
    type: 'message',
    role: 'assistant',
    model: body.model,
    container: null,
    diagnostics: null,
    stop_details: null,
    stop_reason: answer.toolCalls?.length ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 5 },
  };
}

/**
 * Starts a fake Anthropic Messages API (`POST /v1/messages`) on 127.0.0.1 that answers each
 * request with the next turn of `script`: a JSON `Message`, or the SSE event sequence
 * (`message_start`, `content_block_*` with text and `input_json_delta` pieces, `message_delta`,
 * `message_stop`) when the request has `stream: true`. `url` is the value for
 * `ANTHROPIC_BASE_URL`; `requests` records every request (headers include `x-api-key`).
 */
export function startFakeAnthropic(script: readonly FakeTurn[]): Promise<FakeServer> {
  return startFakeServer(
    {
      path: '/v1/messages',
      urlSuffix: '',
      errorBody: (message) => ({
        type: 'error',
        error: { type: 'invalid_request_error', message },
      }),
      json: (answer, body, n) => ({
        ...envelope(answer, body, n),
        content: [
          ...(answer.text ? [{ type: 'text', text: answer.text, citations: null }] : []),
          ...(answer.toolCalls ?? []).map((call) => ({
            type: 'tool_use',
            id: call.id,
            name: call.name,
            input: call.input ?? {},
            caller: { type: 'direct' },
          })),
        ],
      }),
      sse: (answer, body, n) => {
        const out = [
          event('message_start', {
            message: { ...envelope(answer, body, n), content: [], stop_reason: null },
          }),
        ];
        let index = 0;
        if (answer.text) {
          out.push(
            event('content_block_start', { index, content_block: { type: 'text', text: '' } }),
          );
          out.push(event('ping', {}));
          for (const text of halves(answer.text)) {
            out.push(event('content_block_delta', { index, delta: { type: 'text_delta', text } }));
          }
          out.push(event('content_block_stop', { index }));
          index += 1;
        }
        for (const call of answer.toolCalls ?? []) {
          const block = { type: 'tool_use', id: call.id, name: call.name, input: {} };
          out.push(event('content_block_start', { index, content_block: block }));
          for (const partial_json of halves(
            call.rawArguments ?? JSON.stringify(call.input ?? {}),
          )) {
            out.push(
              event('content_block_delta', {
                index,
                delta: { type: 'input_json_delta', partial_json },
              }),
            );
          }
          out.push(event('content_block_stop', { index }));
          index += 1;
        }
        const { stop_reason } = envelope(answer, body, n);
        out.push(
          event('message_delta', {
            delta: { stop_reason, stop_sequence: null },
            usage: { output_tokens: 5 },
          }),
        );
        out.push(event('message_stop', {}));
        return out.join('');
      },
    },
    script,
  );
}
