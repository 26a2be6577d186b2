import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agent, agentJson, closedPort, makeProject, recordedHooks } from './helpers.js';

// PostToolBatch (profile v3, C-17: a blocking gate) and StopFailure (C-16) under li-agent, with real
// hook processes.

const RECORD = (event: string) => `hooks_external:
  ${event}:
    - hooks: [{ type: command, command: [node, fixtures/recorder.mjs] }]
`;

describe('li-agent PostToolBatch and StopFailure hooks (profile v3)', () => {
  it('PostToolBatch fires once per round that ran tools, with each call and the text the model got', async () => {
    const p = makeProject();
    p.settings(RECORD('PostToolBatch'));
    const script = [
      '@tools [{"name":"bash","input":{"command":"echo one"}},{"name":"bash","input":{"command":"echo two"}}]',
      '@tool bash {"command":"echo three"}',
      '@final done',
    ].join('\n');
    const r = await agentJson(p, script);
    expect(r.code, r.stderr).toBe(0);
    expect(r.json).toMatchObject({ terminal_reason: 'completed', result: 'done' });
    const batches = recordedHooks(p.dir);
    expect(batches.map((e) => e.hook_event_name)).toEqual(['PostToolBatch', 'PostToolBatch']);
    expect(
      batches.map((e) =>
        e.tool_calls.map((c: { tool_name: string; tool_input: { command: string } }) => [
          c.tool_name,
          c.tool_input.command,
        ]),
      ),
    ).toEqual([
      [
        ['bash', 'echo one'],
        ['bash', 'echo two'],
      ],
      [['bash', 'echo three']],
    ]);
    expect(batches[0]?.tool_calls[0].tool_response).toContain('one');
    expect(batches[0]?.tool_calls[0].tool_use_id).toEqual(expect.any(String));
    expect(batches[0]).toMatchObject({ permission_mode: 'default', harness: 'lionagi' });
    expect(batches[0]).not.toHaveProperty('agent_id');
  });

  it("a subagent's round names the subagent, as its PreToolUse does; the parent's round does not", async () => {
    const p = makeProject();
    p.settings(`${RECORD('PostToolBatch')}  PreToolUse:
    - hooks: [{ type: command, command: [node, fixtures/recorder.mjs] }]
`);
    const script = [
      '@agent look around',
      '  @tool bash {"command":"echo sub"}',
      '  @final the subagent looked',
      '@final done',
    ].join('\n');
    const r = await agentJson(p, script);
    expect(r.code, r.stderr).toBe(0);
    const fired = recordedHooks(p.dir);
    expect(fired.map((e) => [e.hook_event_name, e.agent_type])).toEqual([
      ['PreToolUse', undefined],
      ['PreToolUse', 'general-purpose'],
      ['PostToolBatch', 'general-purpose'],
      ['PostToolBatch', undefined],
    ]);
    const [parentCall, subCall, subBatch, parentBatch] = fired;
    expect(subBatch?.agent_id).toMatch(/^[0-9a-f]{17}$/);
    expect(subBatch?.agent_id).toBe(subCall?.agent_id);
    expect(subBatch?.tool_calls[0].tool_input).toEqual({ command: 'echo sub' });
    expect(parentCall).not.toHaveProperty('agent_id');
    expect(parentBatch).not.toHaveProperty('agent_id');
    expect(parentBatch?.tool_calls[0].tool_name).toBe('agent');
  });

  // Two rounds scripted: a block after the first must keep the second (and its marker) from running.
  const TWO_ROUNDS = [
    '@tool bash {"command":"echo one"}',
    '@tool bash {"command":"touch second.marker"}',
    '@final done',
  ].join('\n');

  it('a PostToolBatch exit 2 ends the turn as Claude Code does: exit 0, hook_stopped, result "", Stop not fired', async () => {
    const p = makeProject();
    p.settings(`hooks_external:
  PostToolBatch:
    - hooks: [{ type: command, command: [sh, -c, 'cat >/dev/null; echo BATCH-SAYS-STOP >&2; exit 2'] }]
  Stop:
    - hooks: [{ type: command, command: [node, fixtures/recorder.mjs] }]
`);
    const r = await agentJson(p, TWO_ROUNDS);
    expect(r.code, r.stderr).toBe(0);
    expect(r.json).toMatchObject({
      type: 'result',
      subtype: 'success',
      is_error: false,
      terminal_reason: 'hook_stopped',
      result: '',
      error: 'BATCH-SAYS-STOP',
    });
    expect(r.json?.tool_calls.map((c: { name: string }) => c.name)).toEqual(['bash']);
    expect(existsSync(join(p.dir, 'second.marker'))).toBe(false);
    expect(recordedHooks(p.dir)).toEqual([]);
  });

  it('a PostToolBatch hook past its timeout fails closed: batch_hook_failed, exit 1, the reason on stderr (Dv3-6)', async () => {
    const p = makeProject();
    p.settings(`hooks_external:
  PostToolBatch:
    - hooks: [{ type: command, command: [sh, fixtures/wait-release.sh, never-released], timeout: 1 }]
`);
    const r = await agentJson(p, TWO_ROUNDS);
    expect(r.code).toBe(1);
    expect(r.json).toMatchObject({ terminal_reason: 'batch_hook_failed', is_error: true });
    expect(r.stderr).toMatch(/timed out after 1s; failing closed on a blocking event/);
    expect(existsSync(join(p.dir, 'second.marker'))).toBe(false);
  });

  it('StopFailure fires when a model request fails and ends the turn; Stop does not', async () => {
    const p = makeProject();
    p.settings(`${RECORD('StopFailure')}  Stop:
    - hooks: [{ type: command, command: [node, fixtures/recorder.mjs] }]
`);
    const port = await closedPort();
    const r = await agent(
      p,
      ['-p', 'hi', '--provider', 'anthropic', '--max-retries', '0', '--output-format', 'json'],
      { ANTHROPIC_BASE_URL: `http://127.0.0.1:${port}`, ANTHROPIC_API_KEY: 'k' },
    );
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ terminal_reason: 'error' });
    const fired = recordedHooks(p.dir);
    expect(fired.map((e) => e.hook_event_name)).toEqual(['StopFailure']);
    expect(fired[0]).toMatchObject({ error: 'unknown', harness: 'lionagi' });
    expect(fired[0]?.last_assistant_message).toMatch(
      /^API Error: anthropic provider .*ECONNREFUSED/,
    );
    expect(fired[0]).not.toHaveProperty('permission_mode');
    expect(fired[0]?.turn_id).toEqual(expect.any(String));
  });

  it('the scripted `@fail 429` fails the turn as a rate limit; StopFailure has the turn_id of the prompt', async () => {
    const p = makeProject();
    p.settings(`${RECORD('StopFailure')}  UserPromptSubmit:
    - hooks: [{ type: command, command: [node, fixtures/recorder.mjs] }]
  Stop:
    - hooks: [{ type: command, command: [node, fixtures/recorder.mjs] }]
`);
    const r = await agentJson(p, '@tool bash {"command":"echo one"}\n@fail 429 slow down');
    expect(r.code).toBe(1);
    expect(r.json).toMatchObject({ terminal_reason: 'error' });
    expect(r.json?.error).toBe(
      'scripted provider (model scripted): request failed: 429 slow down (@fail, prompt line 2)',
    );
    const fired = recordedHooks(p.dir);
    expect(fired.map((e) => e.hook_event_name)).toEqual(['UserPromptSubmit', 'StopFailure']);
    expect(fired[1]).toMatchObject({
      error: 'rate_limit',
      last_assistant_message: `API Error: ${r.json?.error}`,
      turn_id: fired[0]?.turn_id,
    });
  });
});
