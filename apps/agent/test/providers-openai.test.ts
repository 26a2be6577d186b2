import { isHookError } from '@lionagi/hooks-profile';
import type { ModelMessage, ModelRequest, ModelResponse, ToolSchema } from '@lionagi/runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { createOpenAIProvider } from '../src/providers/index.js';
import { collectStream } from './fakes/collect.js';
import { type FakeServer, type FakeTurn, requestApiKey } from './fakes/fake-http.js';
import { startFakeOpenAI } from './fakes/fake-openai.js';

const bash: ToolSchema = {
  name: 'bash',
  description: 'Run a shell command in the project directory.',
  inputSchema: {
    type: 'object',
    properties: { command: { type: 'string' } },
    required: ['command'],
  },
};
const opening: ModelMessage[] = [
  { role: 'system', content: 'You are terse.' },
  { role: 'user', content: 'List the files.' },
];
const script: FakeTurn[] = [
  {
    text: 'Let me look.',
    toolCalls: [{ id: 'call_abc', name: 'bash', input: { command: 'ls -1' } }],
  },
  { text: 'There are two files.' },
];

let fake: FakeServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function start(turns: FakeTurn[]) {
  fake = await startFakeOpenAI(turns);
  const provider = createOpenAIProvider({
    model: 'gpt-test-1',
    env: { OPENAI_API_KEY: 'sk-openai-test', OPENAI_BASE_URL: fake.url },
    maxRetries: 0,
  });
  return { fake, provider };
}

/** The second request of a turn: the first answer, then the tool result for its call. */
function followUp(first: ModelResponse): ModelRequest {
  return {
    tools: [bash],
    messages: [
      ...opening,
      { role: 'assistant', content: first.text, toolCalls: first.toolCalls },
      { role: 'tool', toolCallId: first.toolCalls[0]?.id, content: 'a.txt\nb.txt' },
    ],
  };
}

function expectTurnRequests(server: FakeServer, stream: boolean) {
  expect(server.requests).toHaveLength(2);
  const [first, second] = server.requests;
  expect(first?.path).toBe('/v1/chat/completions');
  expect(first?.headers.authorization).toBe('Bearer sk-openai-test');
  expect(first?.body).toEqual({
    model: 'gpt-test-1',
    messages: [
      { role: 'system', content: 'You are terse.' },
      { role: 'user', content: 'List the files.' },
    ],
    tools: [
      {
        type: 'function',
        function: {
          name: 'bash',
          description: 'Run a shell command in the project directory.',
          parameters: bash.inputSchema,
        },
      },
    ],
    ...(stream ? { stream: true } : {}),
  });
  expect(second && requestApiKey(second)).toBe('sk-openai-test');
  expect(second?.body.messages).toEqual([
    { role: 'system', content: 'You are terse.' },
    { role: 'user', content: 'List the files.' },
    {
      role: 'assistant',
      content: 'Let me look.',
      tool_calls: [
        {
          id: 'call_abc',
          type: 'function',
          function: { name: 'bash', arguments: '{"command":"ls -1"}' },
        },
      ],
    },
    { role: 'tool', tool_call_id: 'call_abc', content: 'a.txt\nb.txt' },
  ]);
}

describe('openai provider against the fake Chat Completions API', () => {
  it('completes a tool-calling turn with complete()', async () => {
    const { fake, provider } = await start(script);
    const first = await provider.complete({ messages: opening, tools: [bash] });
    expect(first).toEqual({
      text: 'Let me look.',
      toolCalls: [{ id: 'call_abc', name: 'bash', arguments: { command: 'ls -1' } }],
    });
    expect(await provider.complete(followUp(first))).toEqual({
      text: 'There are two files.',
      toolCalls: [],
    });
    expectTurnRequests(fake, false);
  });

  it('completes a tool-calling turn with stream(), assembling tool-call deltas', async () => {
    const { fake, provider } = await start(script);
    const first = await collectStream(provider.stream({ messages: opening, tools: [bash] }));
    expect(first.chunks).toEqual([
      { type: 'text', text: 'Let me' },
      { type: 'text', text: ' look.' },
      {
        type: 'tool_call',
        call: { id: 'call_abc', name: 'bash', arguments: { command: 'ls -1' } },
      },
    ]);
    const second = await collectStream(provider.stream(followUp(first.response)));
    expect(second.response).toEqual({ text: 'There are two files.', toolCalls: [] });
    expectTurnRequests(fake, true);
  });

  it('streams parallel tool calls in index order', async () => {
    const { provider } = await start([
      {
        toolCalls: [
          { id: 'call_1', name: 'read_file', input: { file_path: '/tmp/a' } },
          { id: 'call_2', name: 'bash', input: { command: 'echo "two words"' } },
        ],
      },
    ]);
    const { response } = await collectStream(provider.stream({ messages: opening, tools: [bash] }));
    expect(response).toEqual({
      text: '',
      toolCalls: [
        { id: 'call_1', name: 'read_file', arguments: { file_path: '/tmp/a' } },
        { id: 'call_2', name: 'bash', arguments: { command: 'echo "two words"' } },
      ],
    });
  });

  it('sends an assistant message without text as null content with its tool calls', async () => {
    const { fake, provider } = await start([{ text: 'ok' }]);
    await provider.complete({
      tools: [],
      messages: [
        { role: 'user', content: 'go' },
        { role: 'assistant', content: '', toolCalls: [{ id: 'c9', name: 'x', arguments: {} }] },
        { role: 'tool', toolCallId: 'c9', content: '' },
      ],
    });
    expect(fake.requests[0]?.body.messages).toEqual([
      { role: 'user', content: 'go' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'c9', type: 'function', function: { name: 'x', arguments: '{}' } }],
      },
      { role: 'tool', tool_call_id: 'c9', content: '' },
    ]);
    expect(fake.requests[0]?.body).not.toHaveProperty('tools');
  });

  it.each([
    ['complete', false],
    ['stream', true],
  ])('rejects tool-call arguments that are not JSON (%s), naming the call', async (_, stream) => {
    const { provider } = await start([
      { toolCalls: [{ id: 'call_bad', name: 'bash', rawArguments: '{"command": "ls"' }] },
    ]);
    const request = { messages: opening, tools: [bash] };
    const error = await (stream
      ? collectStream(provider.stream(request))
      : provider.complete(request)
    ).catch((e) => e);
    expect(isHookError(error)).toBe(true);
    expect(error.code).toBe('PROVIDER_RESPONSE_INVALID');
    expect(error.message).toMatch(
      /^openai provider: tool call call_bad \(bash\) has invalid arguments: .+; expected a JSON object$/,
    );
    expect(error.details.arguments).toBe('{"command": "ls"');
  });

  it('rejects tool-call arguments that are JSON but not an object', async () => {
    const { provider } = await start([
      { toolCalls: [{ id: 'call_arr', name: 'bash', rawArguments: '["ls"]' }] },
    ]);
    await expect(provider.complete({ messages: opening, tools: [bash] })).rejects.toThrow(
      'openai provider: tool call call_arr (bash) has invalid arguments: got ["ls"]; expected a JSON object',
    );
  });

  it('asks for a JSON schema response when the request has a responseSchema', async () => {
    const { fake, provider } = await start([{ text: '{"answer":"2"}' }]);
    const responseSchema = { type: 'object', properties: { answer: { type: 'string' } } };
    const { text } = await provider.complete({ messages: opening, tools: [], responseSchema });
    expect(text).toBe('{"answer":"2"}');
    expect(fake.requests[0]?.body.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'response', schema: responseSchema },
    });
  });

  it('reports an HTTP error naming the provider, model and endpoint', async () => {
    const { fake, provider } = await start([{ status: 404, error: 'model gpt-test-1 not found' }]);
    const error = await collectStream(provider.stream({ messages: opening, tools: [] })).catch(
      (e) => e,
    );
    expect(error.code).toBe('PROVIDER_FAILED');
    expect(error.details.status).toBe(404);
    expect(error.message).toContain(
      `openai provider (model gpt-test-1): request to ${fake.url}/chat/completions failed: 404`,
    );
    expect(error.message).toContain('model gpt-test-1 not found');
  });

  it('needs OPENAI_API_KEY when no apiKey is passed', () => {
    expect(() => createOpenAIProvider({ model: 'm', env: {} })).toThrow(
      'the openai provider needs an API key: OPENAI_API_KEY is not set',
    );
  });
});
