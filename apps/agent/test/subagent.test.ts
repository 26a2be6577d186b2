import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agent, agentJson, makeProject } from './helpers.js';

const recordedEnvelopes = (dir: string) =>
  readFileSync(join(dir, 'record.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('li-agent subagents (the agent tool)', () => {
  it('an @agent block is the subagent’s own script; its tool hooks fire with agent_id / agent_type; a guard inside it still blocks', async () => {
    const p = makeProject();
    p.settings(`hooks_external:
  PreToolUse:
    - hooks: [{ type: command, command: [node, fixtures/recorder.mjs] }]
    - matcher: bash
      hooks: [{ type: command, command: [node, "\${LIONAGI_PROJECT_DIR}/hooks/deny-destructive.mjs"] }]
`);
    const prompt = [
      '@agent look around',
      '  @tool bash {"command":"echo inner"}',
      '  @tool bash {"command":"rm -rf ."}',
      '  @final the subagent saw inner',
      '@final parent done',
    ].join('\n');
    const r = await agentJson(p, prompt);
    expect(r.code).toBe(0);
    expect(r.json?.result).toBe('parent done');
    // The parent made one call, the agent tool; the subagent's calls are its own.
    expect(
      r.json?.tool_calls.map((c: { name: string; status: string }) => [c.name, c.status]),
    ).toEqual([['agent', 'ok']]);
    const envelopes = recordedEnvelopes(p.dir);
    expect(envelopes.map((e) => [e.tool_name, e.tool_use_id, e.agent_type])).toEqual([
      ['agent', 'call_1', undefined],
      ['bash', 'sub1_call_1', 'general-purpose'],
      ['bash', 'sub1_call_2', 'general-purpose'],
    ]);
    const [outer, inner] = envelopes;
    expect(outer?.tool_input).toEqual({
      description: 'look around',
      prompt:
        '@tool bash {"command":"echo inner"}\n@tool bash {"command":"rm -rf ."}\n@final the subagent saw inner',
    });
    expect(inner?.agent_id).toMatch(/^a[0-9a-f]{16}$/);
    expect(envelopes[2]?.agent_id).toBe(inner?.agent_id);
    // One user turn: the subagent's calls carry the parent's turn_id.
    expect(new Set(envelopes.map((e) => e.turn_id)).size).toBe(1);
    // The subagent's answer came back as the agent tool's result (the model's view of it).
    const toolMessage = r.json?.messages.find((m: { role: string }) => m.role === 'tool');
    expect(toolMessage?.content).toContain('"result":"the subagent saw inner"');
    // The destructive-command guard denied the subagent's rm, as it would the parent's.
    expect(toolMessage?.content).toContain(
      '"tool_calls":[{"name":"bash","status":"ok"},{"name":"bash","status":"denied"}]',
    );
  });

  it('the text trace marks a subagent’s tool lines; stream-json names the agent call that started them', async () => {
    const p = makeProject();
    p.settings('hooks_external: {}\n');
    const prompt = ['@agent look', '  @tool bash {"command":"echo inner"}', '@final done'].join(
      '\n',
    );
    const text = await agent(p, ['-p', prompt]);
    expect(text.code).toBe(0);
    const lines = text.stdout.split('\n');
    expect(lines.filter((l) => l.startsWith('tool ')).map((l) => l.split(' ')[1])).toEqual([
      'agent',
    ]);
    expect(lines).toContain('[agent] tool bash {"command":"echo inner"}');
    expect(lines).toContain(
      '[agent]   ok: {"stdout":"inner\\n","stderr":"","exit_code":0,"interrupted":false}',
    );
    const stream = await agent(p, ['-p', prompt, '--output-format', 'stream-json']);
    const events = stream.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
      .filter((e) => e.type === 'tool_use');
    expect(events.map((e) => [e.name, e.id, e.parent_tool_use_id])).toEqual([
      ['agent', 'call_1', undefined],
      ['bash', 'sub1_call_1', 'call_1'],
    ]);
    expect(events[1].agent_id).toMatch(/^a[0-9a-f]{16}$/);
  });
});
