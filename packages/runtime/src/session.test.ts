import { describe, expect, it } from 'vitest';
import { tempProject } from '../test/helpers/project.js';
import { ScriptedProvider } from '../test/helpers/scripted-provider.js';
import { HookPoint, type HookSignal } from './hook-points.js';
import { createMemoryLogger } from './logger.js';
import { Session } from './session.js';
import type { ToolHookLayer } from './tool-layer.js';
import { readTranscript } from './transcript.js';

function start(options: { resume?: boolean; id?: string } = {}) {
  const project = tempProject();
  const session = new Session({
    projectDir: project.dir,
    provider: new ScriptedProvider(['hi']),
    env: project.env,
    externalHooks: false,
    logger: createMemoryLogger(),
    ...options,
  });
  const signals: HookSignal[] = [];
  session.bus.observe((s) => signals.push(s));
  return { project, session, signals };
}

describe('Session', () => {
  it('emits SessionStart and SessionEnd once and writes a JSONL transcript under LIONAGI_HOME', async () => {
    const { project, session, signals } = start();
    await session.ready();
    const branch = session.createBranch();
    await branch.chatAndRecord('hello');
    await Promise.all([session.end('prompt_input_exit'), session.end('other')]);
    expect(session.transcriptPath).toBe(`${project.home}/sessions/${session.id}.jsonl`);
    expect(session.permissionMode).toBe('default');
    expect(session.model).toBe('scripted-model');
    const points = signals.map((s) => s.point);
    expect(points.filter((p) => p === HookPoint.SESSION_START)).toHaveLength(1);
    expect(signals.filter((s) => s.point === HookPoint.SESSION_END).map((s) => s.payload)).toEqual([
      {
        session_id: session.id,
        reason: 'prompt_input_exit',
        transcript_path: session.transcriptPath,
      },
    ]);
    const entries = await readTranscript(session.transcriptPath);
    expect(entries.map((e) => e.type)).toEqual([
      'session_start',
      'message',
      'message',
      'session_end',
    ]);
    expect(entries[1]).toMatchObject({
      branch_id: branch.id,
      message: { role: 'user', content: 'hello' },
    });
  });

  it('tells onToolCall and onToolResult of each call as it goes, unknown tools included', async () => {
    const project = tempProject();
    const seen: string[] = [];
    const session = new Session({
      projectDir: project.dir,
      provider: new ScriptedProvider([
        {
          toolCalls: [
            { id: 'c1', name: 'echo', arguments: { text: 'a  b' } },
            { id: 'c2', name: 'nosuch', arguments: {} },
          ],
        },
        'done',
      ]),
      env: project.env,
      externalHooks: false,
      logger: createMemoryLogger(),
      onToolCall: (call) => seen.push(`call ${call.id} ${JSON.stringify(call.arguments)}`),
      onToolResult: (result) => seen.push(`result ${result.id} ${result.status}`),
    });
    const branch = session.createBranch();
    branch.actions.register((args) => args.text, { name: 'echo' });
    await branch.react('go');
    // Both are handed over before either finishes; each result comes as soon as it is known.
    expect(seen.slice(0, 2)).toEqual(['call c1 {"text":"a  b"}', 'call c2 {}']);
    expect(seen.slice(2).sort()).toEqual(['result c1 ok', 'result c2 error']);
    await session.end();
  });

  it('records SessionStart context in the transcript', async () => {
    const { session } = start();
    await session.ready();
    session.addSessionContext('CTX');
    await session.end();
    const entries = await readTranscript(session.transcriptPath);
    expect(entries.find((e) => e.type === 'session_context')).toMatchObject({
      session_id: session.id,
      content: 'CTX',
    });
  });

  it('reports source "resume" for a resumed session id', async () => {
    const { session, signals } = start({ resume: true, id: 'sess-42' });
    await session.ready();
    expect(signals[0]).toMatchObject({
      point: 'session.start',
      payload: { session_id: 'sess-42', source: 'resume' },
    });
  });

  it('gives tool layers to existing and later branches, and removes them everywhere', async () => {
    const { session } = start();
    const early = session.createBranch();
    const layer: ToolHookLayer = {
      name: 'x',
      pre: async () => ({ decision: 'deny', reason: 'blocked' }),
    };
    const remove = session.addToolLayer(layer);
    const late = session.createBranch();
    for (const branch of [early, late]) {
      branch.actions.register((_args) => 'ran', { name: 't' });
      const [result] = await branch.act([{ id: 'c', name: 't', arguments: {} }]);
      expect(result?.status).toBe('denied');
    }
    remove();
    const [after] = await late.act([{ id: 'c2', name: 't', arguments: {} }]);
    expect(after?.status).toBe('ok');
  });

  it('announces branch creation and every recorded message on the bus', async () => {
    const { session, signals } = start();
    const branch = session.createBranch();
    await branch.chatAndRecord('hello');
    expect(signals.filter((s) => s.point === 'branch.create').map((s) => s.payload)).toEqual([
      { session_id: session.id, branch_id: branch.id },
    ]);
    expect(
      signals
        .filter((s) => s.point === 'message.add')
        .map((s) => (s.payload as { kind: string }).kind),
    ).toEqual(['instruction', 'response']);
  });
});
