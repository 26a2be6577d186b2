import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agent, agentJson, makeProject, recordedHooks } from './helpers.js';

const records = recordedHooks;

const GATE = `hooks_external:
  Stop:
    - hooks: [{ type: command, command: [node, fixtures/stop-gate.mjs, tests.passed] }]
`;

describe('li-agent Stop hooks (profile v2)', () => {
  it('a gate that fails the turn until a marker exists makes the agent continue, then stop', async () => {
    const p = makeProject();
    p.settings(GATE);
    const script = [
      '@final I am done',
      '@tool bash {"command":"touch tests.passed"}',
      '@final done, tests pass',
    ].join('\n');
    const r = await agentJson(p, script);
    expect(r.code).toBe(0);
    expect(r.json).toMatchObject({
      terminal_reason: 'completed',
      result: 'done, tests pass',
      stop_continuations: 1,
    });
    expect(existsSync(join(p.dir, 'tests.passed'))).toBe(true);
    const stops = records(p.dir).filter((e) => e.hook_event_name === 'Stop');
    expect(stops.map((e) => [e.stop_hook_active, e.last_assistant_message])).toEqual([
      [false, 'I am done'],
      [true, 'done, tests pass'],
    ]);
    expect(r.json?.messages).toContainEqual({
      role: 'user',
      kind: 'stop_hook_feedback',
      content: 'Stop hook feedback: tests have not passed: tests.passed is missing',
    });
  });

  it('the cap ends a hook that never lets go: stop_hook_limit, exit 1', async () => {
    const p = makeProject();
    p.settings(GATE);
    const r = await agentJson(p, '@final finished', ['--max-stop-continuations', '2']);
    expect(r.code).toBe(1);
    expect(r.json).toMatchObject({
      terminal_reason: 'stop_hook_limit',
      stop_continuations: 2,
      error:
        'Stop hooks kept the turn going 2 times (the limit) and blocked again: tests have not passed: tests.passed is missing',
    });
    expect(r.stderr).toContain('li-agent: Stop hooks kept the turn going 2 times (the limit)');
    expect(records(p.dir).map((e) => e.stop_hook_active)).toEqual([false, true, true]);
  });

  it('Stop does not fire after a blocked prompt', async () => {
    const p = makeProject();
    p.settings(`${GATE}  UserPromptSubmit:
    - hooks: [{ type: command, command: [node, fixtures/recorder.mjs] }]
    - hooks: [{ type: command, command: [sh, -c, "echo no secrets >&2; exit 2"] }]
`);
    const r = await agentJson(p, '@final never');
    expect(r.code).toBe(4);
    expect(r.json?.terminal_reason).toBe('prompt_blocked');
    expect(records(p.dir).map((e) => e.hook_event_name)).toEqual(['UserPromptSubmit']);
  });

  it('Notification turn_finished fires after a turn longer than --notify-after (0: every turn)', async () => {
    const p = makeProject();
    p.settings(`hooks_external:
  Notification:
    - matcher: turn_finished
      hooks: [{ type: command, command: [node, fixtures/recorder.mjs] }]
`);
    const quick = await agentJson(p, '@final hi');
    expect(quick.code).toBe(0);
    expect(records(p.dir)).toEqual([]);
    const r = await agentJson(p, '@final hi', ['--notify-after', '0']);
    expect(r.code).toBe(0);
    expect(records(p.dir)).toMatchObject([
      {
        hook_event_name: 'Notification',
        notification_type: 'turn_finished',
        message: expect.stringMatching(/^li-agent finished a turn \(completed, \d+\.\d s\)$/),
        session_id: r.json?.session_id,
      },
    ]);
  });

  it('rejects a bad --max-stop-continuations or --notify-after', async () => {
    const p = makeProject();
    const bad = await agent(p, ['-p', 'x', '--max-stop-continuations', '-1']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(
      'li-agent: --max-stop-continuations must be a non-negative integer, got "-1"',
    );
    const late = await agent(p, ['-p', 'x', '--notify-after', 'soon']);
    expect(late.stderr).toContain(
      'li-agent: --notify-after must be a number of seconds (0 or more), got "soon"',
    );
  });
});
