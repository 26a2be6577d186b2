import { isHookError } from '@lionagi/hooks-profile';
import type { ModelMessage, ModelRequest } from '@lionagi/runtime';
import { describe, expect, it } from 'vitest';
import { createScriptedProvider, parseScript } from '../src/providers/index.js';
import { collectStream } from './fakes/collect.js';

const user = (content: string): ModelRequest => ({
  messages: [{ role: 'user', content }],
  tools: [],
});

function errorOf(fn: () => unknown): Error & { code?: string; details?: Record<string, unknown> } {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a throw');
}

describe('scripted provider directives', () => {
  it('answers @tool with one call, ignoring the prose lines around it', async () => {
    const prompt = 'Please list the files.\n@tool bash {"command": "ls -la"}\nthanks @tool';
    const provider = createScriptedProvider(prompt);
    expect(await provider.complete(user(prompt))).toEqual({
      text: '',
      toolCalls: [{ id: 'call_1', name: 'bash', arguments: { command: 'ls -la' } }],
    });
  });

  it('answers @tools with parallel calls and keeps numbering ids across calls', async () => {
    const prompt = [
      '  @tool read_file {"file_path": "a.txt"}',
      '@tools [{"name": "bash", "input": {"command": "pwd"}}, {"name": "mcp__files__list"}]',
    ].join('\n');
    const provider = createScriptedProvider(prompt);
    await provider.complete(user(prompt));
    expect((await provider.complete(user(prompt))).toolCalls).toEqual([
      { id: 'call_2', name: 'bash', arguments: { command: 'pwd' } },
      { id: 'call_3', name: 'mcp__files__list', arguments: {} },
    ]);
  });

  it('answers @final with its text, and @tool without JSON with empty arguments', async () => {
    const provider = createScriptedProvider('@tool list_files\n@final All   clean.');
    expect((await provider.complete(user(''))).toolCalls).toEqual([
      { id: 'call_1', name: 'list_files', arguments: {} },
    ]);
    expect(await provider.complete(user(''))).toEqual({ text: 'All   clean.', toolCalls: [] });
  });

  it('treats @toolbox, @finally and mid-line mentions as prose', () => {
    expect(parseScript('@toolbox x\n@finally\nmail me @final\n@final ok')).toEqual([
      { kind: 'final', line: 4, text: 'ok' },
    ]);
  });

  it('answers Done. when the script is exhausted, summarising a trailing tool result', async () => {
    const provider = createScriptedProvider('@tool bash {"command": "echo hi"}');
    const first = await provider.complete(user('go'));
    const call = first.toolCalls[0]!;
    const messages: ModelMessage[] = [
      { role: 'user', content: 'go' },
      { role: 'assistant', content: '', toolCalls: [call] },
      { role: 'tool', toolCallId: call.id, content: 'hi\n  there\n' },
    ];
    expect(await provider.complete({ messages, tools: [] })).toEqual({
      text: 'Done. bash returned: hi there',
      toolCalls: [],
    });
    expect(await provider.complete(user('again'))).toEqual({ text: 'Done.', toolCalls: [] });
    expect(provider.remaining).toBe(0);
  });

  it('hands out copies of the scripted arguments', async () => {
    const provider = createScriptedProvider('@tools [{"name": "a", "input": {"n": 1}}]');
    const { toolCalls } = await provider.complete(user(''));
    toolCalls[0]!.arguments.n = 2;
    expect(provider.directives[0]).toEqual({
      kind: 'tools',
      line: 1,
      calls: [{ name: 'a', arguments: { n: 1 } }],
    });
  });
});

describe('scripted provider malformed directives', () => {
  it('names the line and the expected form for invalid @tool JSON', () => {
    const error = errorOf(() => createScriptedProvider('intro\n\n@tool bash {command: ls}'));
    expect(isHookError(error)).toBe(true);
    expect(error.code).toBe('USAGE');
    expect(error.details).toEqual({ line: 3 });
    expect(error.message).toMatch(
      /^scripted provider: prompt line 3: @tool bash: invalid JSON \(.+\); expected e\.g\. @tool bash \{"command": "ls"\}$/,
    );
  });

  it('rejects @tool arguments that are not an object', () => {
    expect(() => createScriptedProvider('@tool bash ["ls"]')).toThrow(
      'scripted provider: prompt line 1: @tool bash: arguments must be a JSON object, got ["ls"]; expected e.g. @tool bash {"command": "ls"}',
    );
  });

  it('rejects @tool without a tool name', () => {
    expect(() => createScriptedProvider('x\n@tool {"command": "ls"}')).toThrow(
      'scripted provider: prompt line 2: @tool: expected a tool name, then a JSON object, e.g. @tool bash {"command": "ls"}',
    );
  });

  it.each([
    ['@tools', 'expected a JSON array, e.g.'],
    [
      '@tools {"name": "bash"}',
      'expected a non-empty JSON array of {"name": string, "input": object}',
    ],
    ['@tools []', 'expected a non-empty JSON array'],
    [
      '@tools [{"name": "bash", "args": {}}]',
      'Unrecognized key: "args" (call 1); expected a non-empty',
    ],
    ['@tools [{"name": "a"}, {"name": "b", "input": "ls"}]', '(call 2, input); expected'],
    ['@tools [{"name": ', '@tools: invalid JSON ('],
  ])('rejects %s', (line, expected) => {
    const error = errorOf(() => createScriptedProvider(`hello\n${line}`));
    expect(error.message).toMatch(/^scripted provider: prompt line 2: @tools: /);
    expect(error.message).toContain(expected);
  });

  it('@fail fails that request with PROVIDER_FAILED and the status; the next request goes on', async () => {
    const provider = createScriptedProvider('@fail 503 overloaded\n@final after');
    const error = await provider.complete(user('')).then(
      () => undefined,
      (e: unknown) => e as Error & { code?: string; details?: Record<string, unknown> },
    );
    expect(error?.message).toBe(
      'scripted provider (model scripted): request failed: 503 overloaded (@fail, prompt line 1)',
    );
    expect(error?.code).toBe('PROVIDER_FAILED');
    expect(error?.details).toMatchObject({ status: 503, provider: 'scripted' });
    expect(await provider.complete(user(''))).toEqual({ text: 'after', toolCalls: [] });
    await expect(
      collectStream(createScriptedProvider('@fail 400').stream(user(''))),
    ).rejects.toThrow('request failed: 400 HTTP 400 (@fail, prompt line 1)');
  });

  it.each(['@fail', '@fail soon', '@fail 99', '@fail 600 nope'])('rejects %s', (line) => {
    expect(() => createScriptedProvider(line)).toThrow(
      'scripted provider: prompt line 1: @fail: expected an HTTP status (100-599), then a message, e.g. @fail 429 rate limited',
    );
  });
});

describe('scripted provider streaming and counting', () => {
  it('streams the same answers as complete, in word chunks', async () => {
    const prompt =
      '@tools [{"name": "a"}, {"name": "b", "input": {"x": 1}}]\n@final The work is done.';
    const completed = createScriptedProvider(prompt);
    const streamed = createScriptedProvider(prompt);
    for (let turn = 0; turn < 3; turn += 1) {
      const expected = await completed.complete(user(prompt));
      const { chunks, response } = await collectStream(streamed.stream(user(prompt)));
      expect(response).toEqual(expected);
      if (turn === 1) {
        expect(chunks).toEqual(
          ['The ', 'work ', 'is ', 'done.'].map((text) => ({ type: 'text', text })),
        );
      }
    }
  });

  it('counts complete and stream calls, even a stream never iterated', async () => {
    const provider = createScriptedProvider('@final a\n@final b\n@final c');
    expect(provider.calls).toBe(0);
    await provider.complete(user(''));
    provider.stream(user(''));
    expect(provider.calls).toBe(2);
    expect(provider.remaining).toBe(1);
    expect(provider.name).toBe('scripted');
    expect(provider.model).toBe('scripted');
  });

  it('rejects an aborted request from complete and from the stream', async () => {
    const provider = createScriptedProvider('@final a');
    const signal = AbortSignal.abort(new Error('user hit ctrl-c'));
    await expect(provider.complete({ ...user(''), signal })).rejects.toThrow('user hit ctrl-c');
    await expect(collectStream(provider.stream({ ...user(''), signal }))).rejects.toThrow(
      'user hit ctrl-c',
    );
  });
});

describe('scripted provider structured answers', () => {
  const responseSchema = {
    type: 'object',
    properties: {
      answer: { type: 'string' },
      confidence: { type: 'number', minimum: 0.5 },
      verdict: { enum: ['safe', 'unsafe'] },
      tags: { type: 'array', items: { type: 'string' } },
      meta: { type: 'object', properties: { ok: { type: 'boolean' } } },
    },
    required: ['answer'],
  };

  it('passes a JSON @final through verbatim', async () => {
    const provider = createScriptedProvider('@final {"answer": 42}');
    expect((await provider.complete({ ...user(''), responseSchema })).text).toBe('{"answer": 42}');
  });

  it('shapes plain @final text and the exhausted answer to the schema', async () => {
    const provider = createScriptedProvider('@final all good');
    const first = await provider.complete({ ...user(''), responseSchema });
    expect(JSON.parse(first.text)).toEqual({
      answer: 'all good',
      confidence: 0.5,
      verdict: 'safe',
      tags: [],
      meta: { ok: false },
    });
    const exhausted = await provider.complete({
      ...user(''),
      responseSchema: { type: 'object' },
    });
    expect(exhausted.text).toBe('{"answer":"Done."}');
  });
});
