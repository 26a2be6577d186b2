import { describe, expect, it } from 'vitest';
import { agent, agentJson, closedPort, makeProject, recordedHooks } from './helpers.js';

// PostToolBatch and StopFailure (profile v3, C-16) under li-agent, with a real hook process.

const records = recordedHooks;

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
    const batches = records(p.dir);
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
    const fired = records(p.dir);
    expect(fired.map((e) => e.hook_event_name)).toEqual(['StopFailure']);
    expect(fired[0]).toMatchObject({ error: 'unknown', harness: 'lionagi' });
    expect(fired[0]?.last_assistant_message).toMatch(
      /^API Error: anthropic provider .*ECONNREFUSED/,
    );
    expect(fired[0]).not.toHaveProperty('permission_mode');
  });
});
