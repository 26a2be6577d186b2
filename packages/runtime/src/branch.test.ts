import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tempProject } from '../test/helpers/project.js';
import { callStep, ScriptedProvider, type ScriptStep } from '../test/helpers/scripted-provider.js';
import { HookPoint } from './hook-points.js';
import { createMemoryLogger } from './logger.js';
import { isPermissionDeniedError } from './permission-denied.js';
import { Session } from './session.js';
import { defineTool } from './tool.js';

function setup(steps: ScriptStep[] = []) {
  const project = tempProject();
  const provider = new ScriptedProvider(steps);
  const session = new Session({
    projectDir: project.dir,
    provider,
    env: project.env,
    externalHooks: false,
    logger: createMemoryLogger(),
  });
  const prompts: string[] = [];
  session.bus.on(HookPoint.USER_PROMPT_SUBMIT, (p) => void prompts.push(p.prompt));
  const branch = session.createBranch({ system: 'You are terse.' });
  const ran: string[] = [];
  branch.actions.register(
    defineTool({
      name: 'lookup',
      requestSchema: z.object({ key: z.string() }),
      handler: ({ key }) => {
        ran.push(key);
        return `value of ${key}`;
      },
    }),
  );
  return { project, provider, session, branch, prompts, ran };
}

describe('Branch ingresses (in-process USER_PROMPT_SUBMIT handler)', () => {
  it('chat submits the rendered prompt once and records nothing', async () => {
    const { branch, provider, prompts } = setup(['hello']);
    const result = await branch.chat({ instruction: 'Say hi', context: { to: 'Ann' } });
    expect(result.text).toBe('hello');
    expect(prompts).toEqual(['Say hi\n\nContext:\n{\n  "to": "Ann"\n}']);
    expect(provider.requests[0]?.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(branch.messages).toEqual([]);
  });

  it('a blocked prompt fails with the reason, records nothing, calls no model', async () => {
    const { branch, provider, session } = setup(['never']);
    session.bus.on(HookPoint.USER_PROMPT_SUBMIT, () => ({ deny: 'contains a secret' }));
    for (const call of [
      () => branch.communicate('my key is sk-1'),
      () => branch.react('my key is sk-1'),
      async () => {
        for await (const _ of branch.run('my key is sk-1')) break;
      },
    ]) {
      const error = await call().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(isPermissionDeniedError(error)).toBe(true);
      expect((error as { reason: string }).reason).toBe('contains a secret');
    }
    expect(provider.requests).toEqual([]);
    expect(branch.messages).toEqual([]);
  });

  it('gives UserPromptSubmit additionalContext to the model as a system message for that turn', async () => {
    const { branch, provider, session } = setup(['ok']);
    session.bus.on(HookPoint.USER_PROMPT_SUBMIT, () => ({ additionalContext: 'Today is Friday.' }));
    await branch.chatAndRecord('What day is it?');
    expect(provider.requests[0]?.messages).toEqual([
      { role: 'system', content: 'You are terse.' },
      { role: 'system', content: 'Today is Friday.' },
      { role: 'user', content: 'What day is it?' },
    ]);
    expect(branch.messages.map((m) => [m.kind, m.content])).toEqual([
      ['hook_context', 'Today is Friday.'],
      ['instruction', 'What day is it?'],
      ['response', 'ok'],
    ]);
  });

  it('operate invokes tool calls and records results; structured output comes from the text', async () => {
    const { branch, ran } = setup([
      {
        text: '{"found": true}',
        toolCalls: [{ id: 't1', name: 'lookup', arguments: { key: 'a' } }],
      },
    ]);
    const result = await branch.operate('Find a', { schema: z.object({ found: z.boolean() }) });
    expect(ran).toEqual(['a']);
    expect(result.output).toEqual({ found: true });
    expect(result.actions.map((a) => [a.id, a.status, a.output])).toEqual([
      ['t1', 'ok', 'value of a'],
    ]);
    expect(branch.messages.map((m) => m.kind)).toEqual([
      'instruction',
      'response',
      'action_response',
    ]);
    expect(branch.messages[2]).toMatchObject({
      role: 'tool',
      toolCallId: 't1',
      content: 'value of a',
    });
  });

  it('react forces a final answer without tools when maxRounds is reached', async () => {
    const { branch, provider } = setup([
      callStep('r1', 'lookup', { key: 'a' }),
      callStep('r2', 'lookup', { key: 'b' }),
      '{"answer": "b"}',
    ]);
    const result = await branch.react('Look up', {
      maxRounds: 2,
      schema: z.object({ answer: z.string() }),
    });
    expect(result).toMatchObject({ end: 'max_rounds', rounds: 3, output: { answer: 'b' } });
    expect(provider.requests.map((r) => r.tools.length)).toEqual([1, 1, 0]);
  });

  it('react ends at the first answer without tool calls', async () => {
    const { branch } = setup([callStep('r1', 'lookup', { key: 'a' }), 'all done']);
    const result = await branch.react('Look up a');
    expect(result).toMatchObject({ end: 'answer', rounds: 2, text: 'all done', output: undefined });
    expect(result.actions).toHaveLength(1);
  });

  it('fails with INVALID_OUTPUT when the repair turn does not fix the answer', async () => {
    const { branch } = setup(['not json', 'still not json']);
    const error = await branch
      .communicate('Answer', { schema: z.object({ n: z.number() }) })
      .catch((e: unknown) => e as { code: string; message: string });
    expect(error).toMatchObject({ code: 'INVALID_OUTPUT' });
    expect((error as { message: string }).message).toContain(
      'could not be parsed after 1 repair turn(s): the answer contains no JSON value',
    );
  });

  it('run streams chunks and records the streamed answer', async () => {
    const { branch, prompts } = setup(['one two three']);
    const chunks: string[] = [];
    for await (const chunk of branch.run('Count'))
      if (chunk.type === 'text') chunks.push(chunk.text);
    expect(chunks).toEqual(['one ', 'two ', 'three']);
    expect(prompts).toEqual(['Count']);
    expect(branch.messages.map((m) => [m.kind, m.content])).toEqual([
      ['instruction', 'Count'],
      ['response', 'one two three'],
    ]);
  });
});
