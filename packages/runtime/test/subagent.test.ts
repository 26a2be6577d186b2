import { dirname } from 'node:path';
import type { StopAnswer } from '@lionagi/hooks-exec';
import { describe, expect, it } from 'vitest';
import {
  readTranscript,
  type SubagentStartPayload,
  type SubagentStopPayload,
} from '../src/index.js';
import { recorded } from './helpers/project.js';
import { callStep } from './helpers/scripted-provider.js';
import { parentWithAgent } from './helpers/subagent-host.js';

describe('subagents in the runtime', { timeout: 30_000 }, () => {
  it('a subagent runs its own loop; its tool hooks fire through the chokepoint with agent_id / agent_type; a stop block keeps it going once', async () => {
    const host = parentWithAgent(
      [callStep('s1', 'lookup', { key: 'inner' }), 'first sub answer', 'sub done'],
      [
        callStep('p1', 'lookup', { key: 'outer' }),
        callStep('p2', 'agent', { prompt: 'find the key', subagent_type: 'explorer' }),
        'parent done',
      ],
    );
    const started: SubagentStartPayload[] = [];
    const stops: SubagentStopPayload[] = [];
    host.session.lifecycle.onSubagentStart(async (p) => {
      started.push(p);
      return undefined;
    });
    host.session.lifecycle.onSubagentStop(async (p): Promise<StopAnswer> => {
      stops.push(p);
      return p.stopHookActive
        ? { kind: 'pass' }
        : { kind: 'continue', reason: 'check again', message: 'SubagentStop: check again' };
    });
    const result = await host.branch.react('Go');
    expect(result).toMatchObject({ end: 'answer', text: 'parent done' });
    // The parent's agent call returned the subagent's final answer.
    const agentCall = result.actions.find((a) => a.name === 'agent');
    expect(agentCall).toMatchObject({ status: 'ok', output: 'sub done' });
    const [run] = host.runs;
    expect(run).toMatchObject({ end: 'answer', agentType: 'explorer', stopContinuations: 1 });
    expect(run?.agentId).toMatch(/^a[0-9a-f]{16}$/);
    // The block's message reached the subagent's model as a user message.
    expect(host.sub.requests[2]?.messages.at(-1)).toEqual({
      role: 'user',
      content: 'SubagentStop: check again',
    });
    // Its tools: the parent's, less `agent`.
    expect(host.sub.requests[0]?.tools.map((t) => t.name)).toEqual(['lookup', 'touch']);
    // PreToolUse fired for both lookups; only the subagent's carries the agent fields.
    const envelopes = recorded(host.record);
    expect(envelopes.map((e) => [e.tool_input, e.agent_id, e.agent_type])).toEqual([
      [{ key: 'outer' }, undefined, undefined],
      [{ key: 'inner' }, run?.agentId, 'explorer'],
    ]);
    expect(new Set(envelopes.map((e) => e.turn_id)).size).toBe(1);
    // The seams: started once before its first model call, asked twice at its stops.
    expect(started).toEqual([
      expect.objectContaining({
        agentId: run?.agentId,
        agentType: 'explorer',
        parentBranchId: host.branch.id,
        branchId: run?.branch.id,
        prompt: 'find the key',
        turnId: envelopes[0]?.turn_id,
      }),
    ]);
    expect(stops.map((s) => [s.stopHookActive, s.lastAssistantMessage])).toEqual([
      [false, 'first sub answer'],
      [true, 'sub done'],
    ]);
    // Its own transcript, where Claude Code keeps one, on disk when the stop seam is asked.
    const path = `${dirname(host.session.transcriptPath)}/${host.session.id}/subagents/agent-${run?.agentId}.jsonl`;
    expect(stops.map((s) => s.agentTranscriptPath)).toEqual([path, path]);
    expect(run?.transcriptPath).toBe(path);
    const lines = await readTranscript(path);
    expect(lines.map((l) => (l.message as { content: string }).content)).toEqual([
      'find the key',
      '',
      expect.stringContaining('value of inner'),
      expect.any(String),
      'first sub answer',
      'SubagentStop: check again',
      'sub done',
    ]);
    // The subagent's prompt is an internal turn: UserPromptSubmit stays once per user prompt.
    expect(host.sub.prompts[0]).toBe('find the key');
    await host.session.end();
  });

  it('a stop seam that never lets go ends the subagent at the cap, saying so', async () => {
    const host = parentWithAgent(['sub answer'], [callStep('p1', 'agent', { prompt: 'x' }), 'ok']);
    let asked = 0;
    host.session.lifecycle.onSubagentStop(async () => {
      asked += 1;
      return { kind: 'continue', reason: 'never', message: 'again' };
    });
    await host.branch.react('Go');
    expect(asked).toBe(3);
    expect(host.runs[0]).toMatchObject({
      end: 'stop_hook_limit',
      agentType: 'general-purpose',
      stopReason:
        'subagent stop hooks kept the subagent going 2 times (the limit) and blocked again: never',
    });
    await host.session.end();
  });
});
