/**
 * The exact-once matrix of USER_PROMPT_SUBMIT (ADR-0048 D2 acceptance): one row per public
 * ingress, each driven by a real `.lionagi/settings.yaml` and a real recorder hook process.
 *
 * RULE: a new public ingress on Branch MUST add its row to this matrix (and a parse-repair row
 * when it parses structured output). An ingress without a row is an unverified guarantee.
 * chat(), chatAndRecord() and run() return raw text and have no parse stage, so they have no
 * parse-repair row; communicate(), operate() and react() do.
 */

import { INPUT_SCHEMAS } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Branch, defineTool, Session, TurnOrigin } from '../src/index.js';
import { fixture, recorded, tempProject } from './helpers/project.js';
import { callStep, ScriptedProvider, type ScriptStep } from './helpers/scripted-provider.js';
import { hooksYaml, recorderArgv } from './helpers/settings.js';
import { v2Host } from './helpers/v2-host.js';

async function matrixRow(steps: ScriptStep[], drive: (branch: Branch) => Promise<unknown>) {
  const project = tempProject();
  const record = project.file('prompts.jsonl');
  project.writeSettings(hooksYaml([{ event: 'UserPromptSubmit', command: recorderArgv(record) }]));
  const provider = new ScriptedProvider(steps);
  const minted: string[] = [];
  const session = new Session({
    projectDir: project.dir,
    provider,
    env: project.env,
    newTurnId: () => {
      minted.push(`turn-${minted.length + 1}`);
      return minted.at(-1) as string;
    },
  });
  const branch = session.createBranch();
  branch.actions.register(
    defineTool({
      name: 'lookup',
      requestSchema: z.object({ key: z.string() }),
      handler: ({ key }) => `value of ${key}`,
    }),
  );
  await drive(branch);
  await session.end();
  const envelopes = recorded(record);
  for (const envelope of envelopes) INPUT_SCHEMAS.UserPromptSubmit.parse(envelope);
  return { envelopes, minted, submissions: provider.requests.length };
}

const Answer = z.object({ answer: z.string() });

describe.concurrent('USER_PROMPT_SUBMIT exact-once matrix', { timeout: 30_000 }, () => {
  it('chat() -> 1', async () => {
    const row = await matrixRow(['hi'], (b) => b.chat('Say hi'));
    expect(row.envelopes.map((e) => e.prompt)).toEqual(['Say hi']);
    expect(row.envelopes[0]?.turn_id).toBe('turn-1');
  });

  it('chatAndRecord() delegating to chat() -> 1, with exactly one mint', async () => {
    const row = await matrixRow(['hi'], (b) => b.chatAndRecord('Say hi'));
    expect(row.envelopes.map((e) => e.prompt)).toEqual(['Say hi']);
    expect(row.minted).toEqual(['turn-1']);
    expect(row.envelopes[0]?.turn_id).toBe('turn-1');
  });

  it('communicate() -> 1', async () => {
    const row = await matrixRow(['hello'], (b) => b.communicate('Greet'));
    expect(row.envelopes.map((e) => e.prompt)).toEqual(['Greet']);
    expect(row.minted).toHaveLength(1);
  });

  it('operate() delegating to communicate(), with a tool action -> 1', async () => {
    const row = await matrixRow([callStep('c1', 'lookup', { key: 'a' })], (b) =>
      b.operate('Find a'),
    );
    expect(row.envelopes.map((e) => e.prompt)).toEqual(['Find a']);
    expect(row.minted).toHaveLength(1);
  });

  it('run() (streaming) -> 1', async () => {
    const row = await matrixRow(['streamed answer'], async (b) => {
      for await (const _chunk of b.run('Stream it')) {
        // drain
      }
    });
    expect(row.envelopes.map((e) => e.prompt)).toEqual(['Stream it']);
  });

  it('react() with several internal rounds and a final-answer round -> 1', async () => {
    const steps = [
      callStep('r1', 'lookup', { key: 'a' }),
      callStep('r2', 'lookup', { key: 'b' }),
      callStep('r3', 'lookup', { key: 'c' }),
      'final answer',
    ];
    const row = await matrixRow(steps, (b) => b.react('Research', { maxRounds: 3 }));
    expect(row.submissions).toBe(4);
    expect(row.envelopes.map((e) => e.prompt)).toEqual(['Research']);
    expect(row.minted).toHaveLength(1);
  });

  it('parse repair inside communicate() -> 1 (parse -> Branch.chat() with noOrigin adds 0)', async () => {
    const steps = ['not json', '{"answer": "ok"}'];
    const row = await matrixRow(steps, (b) => b.communicate('Answer', { schema: Answer }));
    expect(row.submissions).toBe(2);
    expect(row.envelopes.map((e) => e.prompt)).toEqual(['Answer']);
  });

  it('parse repair inside operate() -> 1 (the repair submission adds 0)', async () => {
    const steps = ['{"answer": 42}', '{"answer": "42"}'];
    const row = await matrixRow(steps, (b) => b.operate('Answer', { schema: Answer }));
    expect(row.submissions).toBe(2);
    expect(row.envelopes.map((e) => e.prompt)).toEqual(['Answer']);
  });

  it('parse repair inside react() after tool rounds -> 1 (the repair submission adds 0)', async () => {
    const steps = [callStep('r1', 'lookup', { key: 'a' }), 'oops', '{"answer": "a"}'];
    const row = await matrixRow(steps, (b) => b.react('Research', { schema: Answer }));
    expect(row.submissions).toBe(3);
    expect(row.envelopes.map((e) => e.prompt)).toEqual(['Research']);
  });

  it("parse repair inside react()'s forced final-answer round -> 1", async () => {
    const steps = [callStep('r1', 'lookup', { key: 'a' }), 'oops', '{"answer": "a"}'];
    const row = await matrixRow(steps, (b) =>
      b.react('Research', { schema: Answer, maxRounds: 1 }),
    );
    expect(row.submissions).toBe(3);
    expect(row.envelopes.map((e) => e.prompt)).toEqual(['Research']);
  });

  it('an internal turn through a public ingress (noOrigin) -> 0', async () => {
    const row = await matrixRow(['hi'], (b) =>
      b.chat('internal', {}, { origin: TurnOrigin.noOrigin() }),
    );
    expect(row.submissions).toBe(1);
    expect(row.envelopes).toEqual([]);
    expect(row.minted).toEqual([]);
  });
});

/**
 * The exact-once matrix of Stop (profile v2): Stop fires once per completion of a user turn of
 * `react()` with a final answer (once more per Stop continuation), never for single submissions
 * (chat, communicate, operate, run: they have no turn loop to continue), internal turns, the
 * round budget, a blocked prompt or an error. RULE: a new ingress adds its row here too.
 */
async function stopRow(
  steps: ScriptStep[],
  drive: (branch: Branch) => Promise<unknown>,
  stopCommand?: string[],
) {
  const project = tempProject();
  const record = project.file('stops.jsonl');
  const command = stopCommand ?? recorderArgv(record);
  const { provider, session, branch } = v2Host(project, [{ event: 'Stop', command }], steps);
  const outcome = await drive(branch).catch((error: unknown) => error);
  await session.end();
  const envelopes = recorded(record);
  for (const envelope of envelopes) INPUT_SCHEMAS.Stop.parse(envelope);
  return { envelopes, outcome, submissions: provider.requests.length };
}

describe.concurrent('STOP exact-once matrix', { timeout: 30_000 }, () => {
  it('react() with a final answer -> 1', async () => {
    const row = await stopRow(['answer'], (b) => b.react('Go'));
    expect(row.envelopes.map((e) => [e.stop_hook_active, e.last_assistant_message])).toEqual([
      [false, 'answer'],
    ]);
  });

  it('react() with tool rounds, then a final answer -> 1', async () => {
    const steps = [callStep('r1', 'lookup', { key: 'a' }), callStep('r2', 'lookup', { key: 'b' })];
    const row = await stopRow([...steps, 'final'], (b) => b.react('Research'));
    expect(row.submissions).toBe(3);
    expect(row.envelopes.map((e) => e.last_assistant_message)).toEqual(['final']);
  });

  it('react() whose Stop hook blocks once -> 2 (the second with stop_hook_active)', async () => {
    const project = tempProject();
    const record = project.file('gate.jsonl');
    const gate = [process.execPath, fixture('stop-gate.mjs'), record, project.file('m'), 'once'];
    const row = await stopRow(['first', 'second'], (b) => b.react('Go'), gate);
    expect(row.outcome).toMatchObject({ end: 'answer', text: 'second', stopContinuations: 1 });
    expect(recorded(record).map((e) => [e.stop_hook_active, e.last_assistant_message])).toEqual([
      [false, 'first'],
      [true, 'second'],
    ]);
  });

  it('chat(), chatAndRecord(), communicate(), operate(), run() -> 0 (no turn loop)', async () => {
    const row = await stopRow(['a', 'b', 'c', 'd', 'e'], async (b) => {
      await b.chat('one');
      await b.chatAndRecord('two');
      await b.communicate('three');
      await b.operate('four');
      for await (const _chunk of b.run('five')) {
        // drain
      }
    });
    expect(row.submissions).toBe(5);
    expect(row.envelopes).toEqual([]);
  });

  it('react() as an internal turn (noOrigin) -> 0', async () => {
    const row = await stopRow(['answer'], (b) =>
      b.react('internal', {}, { origin: TurnOrigin.noOrigin() }),
    );
    expect(row.envelopes).toEqual([]);
  });

  it('react() ending on the round budget (forced final answer) -> 0', async () => {
    const row = await stopRow([callStep('r1', 'lookup', { key: 'a' }), 'forced'], (b) =>
      b.react('Research', { maxRounds: 1 }),
    );
    expect(row.outcome).toMatchObject({ end: 'max_rounds' });
    expect(row.envelopes).toEqual([]);
  });

  it('react() whose model call fails -> 0', async () => {
    const row = await stopRow([], async (b) => {
      b.session.provider.complete = async () => {
        throw new Error('provider down');
      };
      return b.react('Go');
    });
    expect(row.outcome).toBeInstanceOf(Error);
    expect(row.envelopes).toEqual([]);
  });
});
