import { isHookError } from '@lionagi/hooks-profile';
import type { ModelMessage, ModelRequest, ModelResponse, ToolSchema } from '@lionagi/runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { createAnthropicProvider } from '../src/providers/index.js';
import { collectStream } from './fakes/collect.js';
import { startFakeAnthropic } from './fakes/fake-anthropic.js';
import { type FakeServer, type FakeTurn, requestApiKey } from './fakes/fake-http.js';

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
    toolCalls: [{ id: 'toolu_01', name: 'bash', input: { command: 'ls' } }],
  },
  { text: 'There are two files.' },
];

let fake: FakeServer | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function start(turns: FakeTurn[]) {
  fake = await startFakeAnthropic(turns);
  const provider = createAnthropicProvider({
    model: 'claude-test-1',
    env: { ANTHROPIC_API_KEY: 'sk-ant-test', ANTHROPIC_BASE_URL: fake.url },
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
  expect(first?.path).toBe('/v1/messages');
  expect(first && requestApiKey(first)).toBe('sk-ant-test');
  expect(first?.headers['anthropic-version']).toBeTruthy();
  expect(first?.body).toEqual({
    model: 'claude-test-1',
    max_tokens: 4096,
    system: 'You are terse.',
    messages: [{ role: 'user', content: 'List the files.' }],
    tools: [
      {
        name: 'bash',
        description: 'Run a shell command in the project directory.',
        input_schema: bash.inputSchema,
      },
    ],
    ...(stream ? { stream: true } : {}),
  });
  expect(second?.body.messages).toEqual([
    { role: 'user', content: 'List the files.' },
    {
      role: 'assistant',
      content: [
        { type: 'text', text: 'Let me look.' },
        { type: 'tool_use', id: 'toolu_01', name: 'bash', input: { command: 'ls' } },
      ],
    },
    {
      role: 'user',
      content: [{ type: 'tool_result', tool_use_id: 'toolu_01', content: 'a.txt\nb.txt' }],
    },
  ]);
}

describe('anthropic provider against the fake Messages API', () => {
  it('completes a tool-calling turn with complete()', async () => {
    const { fake, provider } = await start(script);
    const first = await provider.complete({ messages: opening, tools: [bash] });
    expect(first).toEqual({
      text: 'Let me look.',
      toolCalls: [{ id: 'toolu_01', name: 'bash', arguments: { command: 'ls' } }],
    });
    expect(await provider.complete(followUp(first))).toEqual({
      text: 'There are two files.',
      toolCalls: [],
    });
    expectTurnRequests(fake, false);
  });

  it('completes a tool-calling turn with stream()', async () => {
    const { fake, provider } = await start(script);
    const first = await collectStream(provider.stream({ messages: opening, tools: [bash] }));
    expect(first.chunks).toEqual([
      { type: 'text', text: 'Let me' },
      { type: 'text', text: ' look.' },
      {
        type: 'tool_call',
        call: { id: 'toolu_01', name: 'bash', arguments: { command: 'ls' } },
      },
    ]);
    const second = await collectStream(provider.stream(followUp(first.response)));
    expect(second.response).toEqual({ text: 'There are two files.', toolCalls: [] });
    expectTurnRequests(fake, true);
  });

  it('streams parallel calls and sends their results back in one user message', async () => {
    const { fake, provider } = await start([
      {
        toolCalls: [
          { id: 'toolu_a', name: 'bash', input: { command: 'pwd' } },
          { id: 'toolu_b', name: 'bash', input: {} },
        ],
      },
      { text: 'ok' },
    ]);
    const { response } = await collectStream(provider.stream({ messages: opening, tools: [bash] }));
    expect(response.toolCalls.map((call) => [call.id, call.arguments])).toEqual([
      ['toolu_a', { command: 'pwd' }],
      ['toolu_b', {}],
    ]);
    await provider.complete({
      tools: [bash],
      messages: [
        ...opening,
        { role: 'assistant', content: '', toolCalls: response.toolCalls },
        { role: 'tool', toolCallId: 'toolu_a', content: '/work' },
        { role: 'tool', toolCallId: 'toolu_b', content: 'error: command is required' },
        { role: 'user', content: 'Hook note: audited.' },
      ],
    });
    expect(fake.requests[1]?.body.messages).toEqual([
      { role: 'user', content: 'List the files.' },
      {
        role: 'assistant',
        content: [
          { type: 'tool_use', id: 'toolu_a', name: 'bash', input: { command: 'pwd' } },
          { type: 'tool_use', id: 'toolu_b', name: 'bash', input: {} },
        ],
      },
      {
        role: 'user',
        content: [
          { type: 'tool_result', tool_use_id: 'toolu_a', content: '/work' },
          { type: 'tool_result', tool_use_id: 'toolu_b', content: 'error: command is required' },
          { type: 'text', text: 'Hook note: audited.' },
        ],
      },
    ]);
  });

  it('asks for JSON output when the request has a responseSchema', async () => {
    const { fake, provider } = await start([{ text: '{"answer":"2"}' }]);
    const responseSchema = { type: 'object', properties: { answer: { type: 'string' } } };
    const response = await provider.complete({ messages: opening, tools: [], responseSchema });
    expect(response.text).toBe('{"answer":"2"}');
    expect(fake.requests[0]?.body.output_config).toEqual({
      format: { type: 'json_schema', schema: responseSchema },
    });
    expect(fake.requests[0]?.body).not.toHaveProperty('tools');
  });

  it('reports an HTTP error naming the provider, model and endpoint', async () => {
    const { fake, provider } = await start([{ status: 400, error: 'tools.0: name is invalid' }]);
    const error = await provider.complete({ messages: opening, tools: [bash] }).catch((e) => e);
    expect(isHookError(error)).toBe(true);
    expect(error.code).toBe('PROVIDER_FAILED');
    expect(error.details.status).toBe(400);
    expect(error.message).toContain(
      `anthropic provider (model claude-test-1): request to ${fake.url}/v1/messages failed: 400`,
    );
    expect(error.message).toContain('tools.0: name is invalid');
  });

  it('rejects streamed tool input that is not JSON, naming the call', async () => {
    const { provider } = await start([
      { toolCalls: [{ id: 'toolu_bad', name: 'bash', rawArguments: '{"command": ' }] },
    ]);
    const error = await collectStream(provider.stream({ messages: opening, tools: [bash] })).catch(
      (e) => e,
    );
    expect(error.code).toBe('PROVIDER_RESPONSE_INVALID');
    expect(error.message).toMatch(
      /^anthropic provider: tool call toolu_bad \(bash\) has invalid arguments: .+; expected a JSON object$/,
    );
  });

  it('needs ANTHROPIC_API_KEY when no apiKey is passed', () => {
    expect(() => createAnthropicProvider({ model: 'm', env: { ANTHROPIC_API_KEY: ' ' } })).toThrow(
      'the anthropic provider needs an API key: ANTHROPIC_API_KEY is not set',
    );
  });

  it('prefers explicit apiKey and baseURL options over the environment', async () => {
    fake = await startFakeAnthropic([{ text: 'hi' }]);
    const provider = createAnthropicProvider({
      model: 'claude-test-2',
      apiKey: 'sk-ant-explicit',
      baseURL: `${fake.url}/`,
      env: { ANTHROPIC_API_KEY: 'sk-ant-env', ANTHROPIC_BASE_URL: 'http://127.0.0.1:9' },
    });
    expect(provider.baseURL).toBe(fake.url);
    expect(
      await provider.complete({ messages: opening, tools: [], model: 'claude-override' }),
    ).toEqual({ text: 'hi', toolCalls: [] });
    expect(requestApiKey(fake.requests[0]!)).toBe('sk-ant-explicit');
    expect(fake.requests[0]?.body.model).toBe('claude-override');
  });
});
