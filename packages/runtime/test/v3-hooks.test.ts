import { envelopePasses, INPUT_SCHEMAS } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import {
  COMPACT_SUMMARY_HEAD,
  createMemoryLogger,
  postCompactEnvelope,
  preCompactEnvelope,
} from '../src/index.js';
import { fixture, recorded, tempProject } from './helpers/project.js';
import { callStep } from './helpers/scripted-provider.js';
import { hookArgv, recorderArgv } from './helpers/settings.js';
import { parentWithAgent } from './helpers/subagent-host.js';
import { v2Host } from './helpers/v2-host.js';

// Profile v3 (issue 36) through the one host, with real hook processes: SubagentStart and
// SubagentStop on the agent tool's subagent, PreCompact and PostCompact on compaction.

describe('profile v3 hooks on the runtime seams', { timeout: 30_000 }, () => {
  it('SubagentStop: a gate that blocks once keeps the subagent going, then lets it return; its envelope has the ground-truth fields', async () => {
    const project = tempProject();
    const stops = project.file('stops.jsonl');
    const marker = project.file('passed.marker');
    const host = parentWithAgent(
      ['first sub answer', 'sub done'],
      [callStep('p1', 'agent', { prompt: 'check it', subagent_type: 'explorer' }), 'parent done'],
      [
        {
          event: 'SubagentStop',
          matcher: 'explorer',
          command: [process.execPath, fixture('stop-gate.mjs'), stops, marker, 'once'],
        },
      ],
    );
    const result = await host.branch.react('Go');
    expect(result).toMatchObject({ end: 'answer', text: 'parent done' });
    expect(result.actions.find((a) => a.name === 'agent')).toMatchObject({
      status: 'ok',
      output: 'sub done',
    });
    const [run] = host.runs;
    expect(run).toMatchObject({ end: 'answer', stopContinuations: 1 });
    // The gate's reason reached the subagent's model as its next user message.
    expect(host.sub.requests[1]?.messages.at(-1)).toEqual({
      role: 'user',
      content: `SubagentStop hook feedback: create ${marker} first`,
    });
    const envelopes = recorded(stops);
    expect(envelopes.map((e) => [e.stop_hook_active, e.last_assistant_message])).toEqual([
      [false, 'first sub answer'],
      [true, 'sub done'],
    ]);
    // claude-code/events/SubagentStop.json: permission_mode, agent_*, no model; turn_id as ours.
    expect(Object.keys(envelopes[0] ?? {}).sort()).toEqual([
      'agent_id',
      'agent_transcript_path',
      'agent_type',
      'cwd',
      'harness',
      'hook_event_name',
      'last_assistant_message',
      'permission_mode',
      'session_id',
      'stop_hook_active',
      'transcript_path',
      'turn_id',
    ]);
    expect(envelopes[0]).toMatchObject({
      hook_event_name: 'SubagentStop',
      agent_id: run?.agentId,
      agent_type: 'explorer',
      agent_transcript_path: run?.transcriptPath,
      transcript_path: host.session.transcriptPath,
    });
    await host.session.end();
  });

  it('SubagentStop: a hook that cannot answer ends the subagent as stop_hook_failed (Dv3-1); a non-matching agent_type is not gated', async () => {
    // An imported hook nobody trusted yet cannot answer: the gate fails closed.
    const failing = parentWithAgent(
      ['sub answer'],
      [callStep('p1', 'agent', { prompt: 'x' }), 'ok'],
      [{ event: 'SubagentStop', command: hookArgv('-', 'allow'), source: 'imported:claude' }],
    );
    await failing.branch.react('Go');
    expect(failing.runs[0]).toMatchObject({
      end: 'stop_hook_failed',
      stopReason: expect.stringContaining('not trusted'),
    });
    await failing.session.end();
    const other = parentWithAgent(
      ['sub answer'],
      [callStep('p1', 'agent', { prompt: 'x' }), 'ok'],
      [{ event: 'SubagentStop', matcher: 'explorer', command: ['/nonexistent/gate'] }],
    );
    await other.branch.react('Go');
    expect(other.runs[0]).toMatchObject({ end: 'answer', text: 'sub answer' });
    await other.session.end();
  });

  it("SubagentStart: its envelope names the subagent, and additionalContext goes into the subagent's context (C-11)", async () => {
    const project = tempProject();
    const starts = project.file('starts.jsonl');
    const context = {
      hookSpecificOutput: { hookEventName: 'SubagentStart', additionalContext: 'use the cache' },
    };
    const host = parentWithAgent(
      ['sub done'],
      [callStep('p1', 'agent', { prompt: 'x' }), 'ok'],
      [{ event: 'SubagentStart', command: hookArgv(starts, 'json', context) }],
    );
    await host.branch.react('Go');
    const [start] = recorded(starts);
    expect(start).toMatchObject({
      hook_event_name: 'SubagentStart',
      agent_id: host.runs[0]?.agentId,
      agent_type: 'general-purpose',
    });
    expect(start).not.toHaveProperty('permission_mode');
    expect(start).not.toHaveProperty('model');
    expect(host.sub.requests[0]?.messages.map((m) => m.content)).toContain(
      'SubagentStart hook additional context: use the cache',
    );
    // The parent's model never sees it.
    expect(
      host.provider.requests.flatMap((r) => r.messages.map((m) => m.content)).join('\n'),
    ).not.toContain('use the cache');
    await host.session.end();
  });

  it('PreCompact sees auto when the budget is passed and can leave the context as it is; PostCompact sees the summary', async () => {
    const project = tempProject();
    const pre = project.file('pre.jsonl');
    const post = project.file('post.jsonl');
    const logger = createMemoryLogger();
    const host = v2Host(
      project,
      [
        { event: 'PreCompact', matcher: 'manual', command: hookArgv(pre, 'allow') },
        { event: 'PreCompact', matcher: 'auto', command: hookArgv(pre, 'deny', 'keep it all') },
        { event: 'PostCompact', command: recorderArgv(post) },
      ],
      ['a'.repeat(200), 'answer', 'SUMMARY', 'after'],
      '',
      { logger },
    );
    const branch = host.session.createBranch({ contextBudget: { chars: 150 } });
    await branch.chatAndRecord('hello');
    // Over the budget: PreCompact (auto) blocks, the turn goes on uncompacted, a warning says so.
    expect((await branch.chatAndRecord('next?')).text).toBe('answer');
    expect(recorded(pre).map((e) => [e.hook_event_name, e.trigger, e.custom_instructions])).toEqual(
      [['PreCompact', 'auto', null]],
    );
    expect(branch.messages.map((m) => m.kind)).not.toContain('compact_summary');
    expect(logger.entries.map((e) => e.message)).toContain(
      'compaction skipped: a PreCompact hook left the context as it is: keep it all',
    );
    expect(recorded(post)).toEqual([]);
    // `/compact keep names` (manual): allowed, compacted, PostCompact told the summary.
    const result = await branch.compact({ customInstructions: 'keep names' });
    expect(result).toMatchObject({ compacted: true, trigger: 'manual', summary: 'SUMMARY' });
    expect(recorded(pre).at(-1)).toMatchObject({
      trigger: 'manual',
      custom_instructions: 'keep names',
    });
    expect(recorded(post)).toEqual([
      expect.objectContaining({
        hook_event_name: 'PostCompact',
        trigger: 'manual',
        compact_summary: 'SUMMARY',
      }),
    ]);
    expect(branch.messages[0]?.content).toBe(`${COMPACT_SUMMARY_HEAD}\n\nSUMMARY`);
    await host.session.end();
  });

  it("a subagent's compaction names the subagent (agent_id, agent_type, as Codex's schema has them)", () => {
    const session = {
      id: 's-1',
      projectDir: '/p',
      transcriptPath: '/p/t.jsonl',
      permissionMode: 'default' as const,
      model: undefined,
    };
    const agent = { agentId: 'a0123456789abcdef', agentType: 'explorer' };
    const pre = preCompactEnvelope(session, { trigger: 'auto', customInstructions: null, agent });
    const post = postCompactEnvelope(session, { trigger: 'auto', summary: 'S', agent });
    for (const envelope of [pre, post]) {
      expect(envelope).toMatchObject({ agent_id: agent.agentId, agent_type: 'explorer' });
      const event = envelope.hook_event_name;
      expect(INPUT_SCHEMAS[event].safeParse(envelope).success).toBe(true);
      expect(envelopePasses(event, envelope)).toBe(true);
    }
    expect(
      preCompactEnvelope(session, { trigger: 'manual', customInstructions: null }),
    ).not.toHaveProperty('agent_id');
  });
});
