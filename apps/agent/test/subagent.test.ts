import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentJson, makeProject } from './helpers.js';

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
});
