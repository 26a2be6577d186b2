import { envelopePasses, HookError, INPUT_SCHEMAS } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import { fixture, recorded, tempProject } from './helpers/project.js';
import { hookArgv } from './helpers/settings.js';
import { v2Host } from './helpers/v2-host.js';

// PostToolBatch (profile v3, C-17: a blocking gate) and StopFailure (C-16) on the runtime seams,
// with real hook processes.

describe('PostToolBatch and StopFailure on the runtime seams', { timeout: 30_000 }, () => {
  it('PostToolBatch: one envelope per round with every call and its model-facing result; exit 0 lets the next round run', async () => {
    const project = tempProject();
    const batches = project.file('batches.jsonl');
    const host = v2Host(
      project,
      [{ event: 'PostToolBatch', command: hookArgv(batches, 'allow') }],
      [
        {
          toolCalls: [
            { id: 'c1', name: 'lookup', arguments: { key: 'a' } },
            { id: 'c2', name: 'lookup', arguments: { key: 'b' } },
          ],
        },
        'final answer',
      ],
    );
    const result = await host.branch.react('Go');
    expect(result).toMatchObject({ end: 'answer', text: 'final answer' });
    const envelopes = recorded(batches);
    expect(envelopes).toHaveLength(1);
    expect(envelopes[0]).toMatchObject({
      hook_event_name: 'PostToolBatch',
      permission_mode: 'default',
      tool_calls: [
        {
          tool_name: 'lookup',
          tool_input: { key: 'a' },
          tool_use_id: 'c1',
          tool_response: 'value of a',
        },
        {
          tool_name: 'lookup',
          tool_input: { key: 'b' },
          tool_use_id: 'c2',
          tool_response: 'value of b',
        },
      ],
    });
    expect(INPUT_SCHEMAS.PostToolBatch.safeParse(envelopes[0]).success).toBe(true);
    expect(envelopePasses('PostToolBatch', envelopes[0] ?? {})).toBe(true);
    await host.session.end();
  });

  // Two rounds scripted; a block after the first must keep the second model request from being made.
  const twoRounds = [
    { toolCalls: [{ id: 'c1', name: 'lookup', arguments: { key: 'a' } }] },
    { toolCalls: [{ id: 'c2', name: 'lookup', arguments: { key: 'b' } }] },
    'final answer',
  ];

  it.each([
    ['exit 2', hookArgv('-', 'deny', 'BATCH-EXIT2-REASON'), 'BATCH-EXIT2-REASON'],
    [
      'decision: "block"',
      hookArgv('-', 'json', { decision: 'block', reason: 'BATCH-BLOCK-REASON' }),
      'BATCH-BLOCK-REASON',
    ],
    [
      'continue: false',
      hookArgv('-', 'json', { continue: false, stopReason: 'BATCH-STOP-REASON' }),
      'BATCH-STOP-REASON',
    ],
  ])(
    'PostToolBatch %s ends the turn before the next model request; Stop does not fire',
    async (_how, command, reason) => {
      const project = tempProject();
      const stops = project.file('stops.jsonl');
      const host = v2Host(
        project,
        [
          { event: 'PostToolBatch', command },
          { event: 'Stop', command: hookArgv(stops, 'allow') },
        ],
        twoRounds,
      );
      const result = await host.branch.react('Go');
      expect(result).toMatchObject({ end: 'hook_stop', stopReason: reason, text: '', rounds: 1 });
      expect(result.actions.map((a) => a.id)).toEqual(['c1']);
      // One model request: the round the gate stopped after; the reason was never sent to the model.
      expect(host.provider.requests).toHaveLength(1);
      expect(JSON.stringify(host.branch.messages)).not.toContain(reason);
      expect(recorded(stops)).toEqual([]);
      await host.session.end();
    },
  );

  it('PostToolBatch exit 1 is a logged failure: the next round runs', async () => {
    const project = tempProject();
    const host = v2Host(
      project,
      [{ event: 'PostToolBatch', command: hookArgv('-', 'fail', 'batch hook broke') }],
      twoRounds,
    );
    const result = await host.branch.react('Go');
    expect(result).toMatchObject({ end: 'answer', text: 'final answer', rounds: 3 });
    await host.session.end();
  });

  it('a PostToolBatch hook past its timeout fails closed: the turn ends as batch_hook_failed (Dv3-6)', async () => {
    const project = tempProject();
    const never = project.file('never-released');
    const waiting = [process.execPath, fixture('wait-then-record.mjs'), never, project.file('r')];
    const host = v2Host(
      project,
      [{ event: 'PostToolBatch', command: waiting, timeout: 1 }],
      twoRounds,
    );
    const result = await host.branch.react('Go');
    expect(result.end).toBe('batch_hook_failed');
    expect(result.stopReason).toMatch(/timed out after 1s; failing closed on a blocking event/);
    expect(host.provider.requests).toHaveLength(1);
    await host.session.end();
  });

  it('StopFailure: the turn-failure seam tells the hook the kind of failure and the message', async () => {
    const project = tempProject();
    const failures = project.file('failures.jsonl');
    const host = v2Host(
      project,
      [{ event: 'StopFailure', command: hookArgv(failures, 'allow') }],
      ['unused'],
    );
    const limited = new HookError('PROVIDER_FAILED', 'anthropic provider: 429 rate limited', {
      details: { status: 429 },
    });
    // The host wires its seams once the session has started (as li-agent's first turn does).
    await host.session.ready();
    await host.session.lifecycle.turnFailed({ error: limited, turnId: 'turn-9' });
    await host.session.lifecycle.turnFailed({
      error: new HookError('PROVIDER_FAILED', 'bad request', { details: { status: 400 } }),
    });
    const envelopes = recorded(failures);
    expect(envelopes.map((e) => [e.error, e.last_assistant_message, e.turn_id])).toEqual([
      ['rate_limit', 'API Error: anthropic provider: 429 rate limited', 'turn-9'],
      ['unknown', 'API Error: bad request', undefined],
    ]);
    expect(envelopes[0]).not.toHaveProperty('permission_mode');
    expect(INPUT_SCHEMAS.StopFailure.safeParse(envelopes[0]).success).toBe(true);
    await host.session.end();
  });
});
