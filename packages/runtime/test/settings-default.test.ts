import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { INPUT_SCHEMAS, isHookError, type ProfileEvent } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  defineTool,
  getExternalHooks,
  isPermissionDeniedError,
  Session,
  TurnOrigin,
} from '../src/index.js';
import { recorded, tempProject } from './helpers/project.js';
import { callStep, ScriptedProvider } from './helpers/scripted-provider.js';
import { hookArgv, hooksYaml, recorderArgv } from './helpers/settings.js';

const EVENTS: ProfileEvent[] = [
  'SessionStart',
  'UserPromptSubmit',
  'PreToolUse',
  'PostToolUse',
  'SessionEnd',
];

function shellTool(ran: string[]) {
  return defineTool({
    name: 'shell',
    requestSchema: z.object({ command: z.string() }),
    handler: ({ command }) => {
      ran.push(command);
      return `ran ${command}`;
    },
  });
}

describe.concurrent('settings on disk -> default-constructed Session -> hook processes', {
  timeout: 30_000,
}, () => {
  it('fires every configured event with valid envelopes, without the caller opting in', async () => {
    const project = tempProject();
    const record = project.file('events.jsonl');
    project.writeSettings(
      hooksYaml(EVENTS.map((event) => ({ event, command: recorderArgv(record) }))),
    );
    const provider = new ScriptedProvider([
      callStep('call_7', 'shell', { command: 'date' }),
      'done',
    ]);
    const session = new Session({ projectDir: project.dir, provider, env: project.env });
    const branch = session.createBranch();
    const ran: string[] = [];
    branch.actions.register(shellTool(ran));
    await branch.react('What time is it?');
    await session.end('prompt_input_exit');

    const envelopes = recorded(record);
    expect(envelopes.map((e) => e.hook_event_name)).toEqual(EVENTS);
    for (const envelope of envelopes) {
      INPUT_SCHEMAS[envelope.hook_event_name as ProfileEvent].parse(envelope);
      expect(envelope).toMatchObject({
        session_id: session.id,
        cwd: project.dir,
        harness: 'lionagi',
        transcript_path: session.transcriptPath,
      });
    }
    const [start, prompt, pre, post, end] = envelopes;
    expect(start).toMatchObject({
      source: 'startup',
      model: 'scripted-model',
      permission_mode: 'default',
    });
    expect(prompt).toMatchObject({ prompt: 'What time is it?', permission_mode: 'default' });
    expect(pre).toMatchObject({
      tool_use_id: 'call_7',
      tool_input: { command: 'date' },
      turn_id: prompt?.turn_id,
    });
    expect(post).toMatchObject({ tool_response: 'ran date', turn_id: prompt?.turn_id });
    expect(end).toEqual({
      session_id: session.id,
      cwd: project.dir,
      hook_event_name: 'SessionEnd',
      harness: 'lionagi',
      transcript_path: session.transcriptPath,
      reason: 'prompt_input_exit',
    });
    expect(existsSync(session.transcriptPath)).toBe(true);
    expect(ran).toEqual(['date']);
  });

  it('UserPromptSubmit always carries model, null when the provider names none (issue 16 item 10)', async () => {
    const project = tempProject();
    const record = project.file('prompt.jsonl');
    project.writeSettings(
      hooksYaml([{ event: 'UserPromptSubmit', command: recorderArgv(record) }]),
    );
    const provider = Object.assign(new ScriptedProvider(['ok']), { model: undefined });
    const session = new Session({ projectDir: project.dir, provider, env: project.env });
    await session.createBranch().chat('hello');
    await session.end();
    const [prompt] = recorded(record);
    expect(prompt).toHaveProperty('model', null);
    INPUT_SCHEMAS.UserPromptSubmit.parse(prompt);
  });

  it('runs user-file hooks ($LIONAGI_HOME/settings.yaml) before project-file hooks', async () => {
    const project = tempProject();
    const record = project.file('order.jsonl');
    writeFileSync(
      join(project.home, 'settings.yaml'),
      hooksYaml([{ event: 'UserPromptSubmit', command: hookArgv(record, 'text', 'user context') }]),
    );
    project.writeSettings(
      hooksYaml([
        { event: 'UserPromptSubmit', command: hookArgv(record, 'text', 'project context') },
      ]),
    );
    const provider = new ScriptedProvider(['ok']);
    const session = new Session({ projectDir: project.dir, provider, env: project.env });
    await session.createBranch().chat('hello');
    await session.end();
    expect(recorded(record)).toHaveLength(2);
    expect(provider.requests[0]?.messages).toEqual([
      { role: 'system', content: 'user context\n\nproject context' },
      { role: 'user', content: 'hello' },
    ]);
  });

  it('blocks a prompt (exit 2): PermissionDeniedError with the stderr, nothing recorded, no model call', async () => {
    const project = tempProject();
    project.writeSettings(
      hooksYaml([
        { event: 'UserPromptSubmit', command: hookArgv('-', 'deny', 'prompt contains an API key') },
      ]),
    );
    const provider = new ScriptedProvider(['never']);
    const session = new Session({ projectDir: project.dir, provider, env: project.env });
    const branch = session.createBranch();
    const error = await branch.chatAndRecord('key sk-123').catch((e: unknown) => e);
    expect(isPermissionDeniedError(error)).toBe(true);
    expect((error as { reason: string }).reason).toBe('prompt contains an API key');
    expect((error as Error).message).toBe(
      'UserPromptSubmit hook denied: prompt contains an API key',
    );
    expect(provider.requests).toEqual([]);
    expect(branch.messages).toEqual([]);
    await session.end();
  });

  it('opting out takes an explicit externalHooks: false', async () => {
    const project = tempProject();
    const record = project.file('none.jsonl');
    project.writeSettings(
      hooksYaml([{ event: 'UserPromptSubmit', command: recorderArgv(record) }]),
    );
    const session = new Session({
      projectDir: project.dir,
      provider: new ScriptedProvider(['ok']),
      env: project.env,
      externalHooks: false,
    });
    await session.createBranch().chat('hello');
    await session.end();
    expect(recorded(record)).toEqual([]);
    expect(getExternalHooks(session)).toBeUndefined();
  });

  it('an invalid settings file fails every operation loudly instead of running unguarded', async () => {
    const project = tempProject();
    project.writeSettings(hooksYaml([{ event: 'Stop', command: ['node', 'stop.mjs'] }]));
    const provider = new ScriptedProvider(['never']);
    const session = new Session({ projectDir: project.dir, provider, env: project.env });
    const error = await session
      .createBranch()
      .chat('hello')
      .catch((e: unknown) => e);
    expect(isHookError(error) && error.code).toBe('CONFIG_INVALID');
    expect((error as Error).message).toContain('Stop');
    expect(provider.requests).toEqual([]);
  });

  it('an imported hook that is not trusted denies the tool call without being spawned', async () => {
    const project = tempProject();
    const record = project.file('imported.jsonl');
    project.writeSettings(
      hooksYaml([
        {
          event: 'PreToolUse',
          matcher: 'shell',
          command: recorderArgv(record),
          source: 'imported:claude',
        },
      ]),
    );
    const provider = new ScriptedProvider([callStep('c1', 'shell', { command: 'ls' })]);
    const session = new Session({ projectDir: project.dir, provider, env: project.env });
    const branch = session.createBranch();
    const ran: string[] = [];
    branch.actions.register(shellTool(ran));
    const result = await branch.operate('List');
    expect(result.actions[0]?.status).toBe('denied');
    expect(result.actions[0]?.reason).toContain('is not trusted');
    expect(result.actions[0]?.reason).toContain('li hooks trust');
    expect(recorded(record)).toEqual([]);
    expect(ran).toEqual([]);
    await session.end();
  });

  it('keeps legacy hooks: command hooks working (pre denies on a non-zero exit)', async () => {
    const project = tempProject();
    const argv = hookArgv('-', 'fail', 'legacy guard says no');
    project.writeSettings(`hooks:\n  pre:\n    shell:\n      - ${JSON.stringify(argv)}\n`);
    const provider = new ScriptedProvider([callStep('c1', 'shell', { command: 'ls' })]);
    const session = new Session({ projectDir: project.dir, provider, env: project.env });
    const branch = session.createBranch();
    const ran: string[] = [];
    branch.actions.register(shellTool(ran));
    const result = await branch.operate('List');
    expect(result.actions[0]).toMatchObject({ status: 'denied', reason: 'legacy guard says no' });
    expect(ran).toEqual([]);
    await session.end();
  });

  it('SessionStart context reaches the model every turn; UserPromptSubmit continue:false stops the prompt', async () => {
    const project = tempProject();
    const stop = { continue: false, stopReason: 'maintenance window' };
    project.writeSettings(
      hooksYaml([
        {
          event: 'SessionStart',
          matcher: 'startup',
          command: hookArgv('-', 'text', 'Repo uses pnpm.'),
        },
        { event: 'UserPromptSubmit', command: hookArgv('-', 'json', stop) },
      ]),
    );
    const provider = new ScriptedProvider(['ok']);
    const session = new Session({ projectDir: project.dir, provider, env: project.env });
    const branch = session.createBranch();
    await branch.chat('internal step', {}, { origin: TurnOrigin.noOrigin() });
    expect(provider.requests[0]?.messages[0]).toEqual({
      role: 'system',
      content: 'Repo uses pnpm.',
    });
    const error = await branch.chat('user step').catch((e: unknown) => e);
    expect((error as { reason: string }).reason).toBe('maintenance window');
    expect(provider.requests).toHaveLength(1);
    await session.end();
  });

  it('branches created after the hooks were attached inherit them', async () => {
    const project = tempProject();
    project.writeSettings(
      hooksYaml([
        {
          event: 'PreToolUse',
          matcher: 'shell',
          command: hookArgv('-', 'deny', 'late branch guarded'),
        },
      ]),
    );
    const provider = new ScriptedProvider([callStep('c1', 'shell', { command: 'ls' })]);
    const session = new Session({ projectDir: project.dir, provider, env: project.env });
    await session.ready();
    const late = session.createBranch();
    const ran: string[] = [];
    late.actions.register(shellTool(ran));
    const result = await late.operate('List');
    expect(result.actions[0]).toMatchObject({ status: 'denied', reason: 'late branch guarded' });
    expect(ran).toEqual([]);
    await session.end();
  });
});
