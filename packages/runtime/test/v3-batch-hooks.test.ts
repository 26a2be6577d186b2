import { envelopePasses, HookError, INPUT_SCHEMAS } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import { recorded, tempProject } from './helpers/project.js';
import { hookArgv } from './helpers/settings.js';
import { v2Host } from './helpers/v2-host.js';

// PostToolBatch and StopFailure (profile v3, C-16) on the runtime seams, with real hook processes.

describe('PostToolBatch and StopFailure on the runtime seams', { timeout: 30_000 }, () => {
  it('PostToolBatch: one envelope per round with every call and its model-facing result; exit 2 is advisory', async () => {
    const project = tempProject();
    const batches = project.file('batches.jsonl');
    const host = v2Host(
      project,
      [{ event: 'PostToolBatch', command: hookArgv(batches, 'deny', 'stop the next round') }],
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
    // The exit 2 blocked nothing: the next model round ran and answered.
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
