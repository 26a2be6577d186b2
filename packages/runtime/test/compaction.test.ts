import { describe, expect, it } from 'vitest';
import {
  COMPACT_INSTRUCTION,
  COMPACT_SUMMARY_HEAD,
  type CompactPayload,
  createMemoryLogger,
  HookPoint,
  type PostCompactPayload,
  readTranscript,
  Session,
} from '../src/index.js';
import { tempProject } from './helpers/project.js';
import { ScriptedProvider, type ScriptStep } from './helpers/scripted-provider.js';

function host(steps: ScriptStep[], budget?: { chars: number } | { tokens: number }) {
  const project = tempProject();
  const provider = new ScriptedProvider(steps);
  const session = new Session({
    projectDir: project.dir,
    provider,
    env: project.env,
    externalHooks: false,
    logger: createMemoryLogger(),
  });
  const branch = session.createBranch({
    system: 'sys',
    ...(budget ? { contextBudget: budget } : {}),
  });
  const pre: CompactPayload[] = [];
  const post: PostCompactPayload[] = [];
  session.lifecycle.onPreCompact(async (p) => {
    pre.push(p);
    return { kind: 'pass' };
  });
  session.lifecycle.onPostCompact(async (p) => {
    post.push(p);
  });
  const compactions: unknown[] = [];
  session.bus.observe((signal) => {
    if (signal.point === HookPoint.BRANCH_COMPACT) compactions.push(signal.payload);
  });
  return { provider, session, branch, pre, post, compactions };
}

describe('compaction in the runtime', () => {
  it('manual: the provider summarises the branch, the summary replaces its messages, the seams see trigger and instructions', async () => {
    const h = host(['one', 'two', 'SUMMARY TEXT', 'after']);
    await h.branch.chatAndRecord('first');
    await h.branch.chatAndRecord('second');
    const result = await h.branch.compact({ customInstructions: ' keep the file names ' });
    expect(result).toEqual({
      compacted: true,
      trigger: 'manual',
      summary: 'SUMMARY TEXT',
      messagesBefore: 4,
    });
    const request = h.provider.requests[2];
    expect(request?.purpose).toBe('compact');
    expect(request?.tools).toEqual([]);
    expect(request?.messages.map((m) => m.content)).toEqual([
      'sys',
      'first',
      'one',
      'second',
      'two',
      `${COMPACT_INSTRUCTION}\n\nAlso: keep the file names`,
    ]);
    expect(h.branch.messages.map((m) => [m.role, m.kind, m.content])).toEqual([
      ['user', 'compact_summary', `${COMPACT_SUMMARY_HEAD}\n\nSUMMARY TEXT`],
    ]);
    expect(h.pre).toEqual([
      { branchId: h.branch.id, trigger: 'manual', customInstructions: 'keep the file names' },
    ]);
    expect(h.post).toEqual([
      expect.objectContaining({ trigger: 'manual', summary: 'SUMMARY TEXT', messagesBefore: 4 }),
    ]);
    // The next submission sends the summary, not the old messages.
    await h.branch.chatAndRecord('third');
    expect(h.provider.requests[3]?.messages.map((m) => m.content)).toEqual([
      'sys',
      `${COMPACT_SUMMARY_HEAD}\n\nSUMMARY TEXT`,
      'third',
    ]);
    await h.session.end();
    const kinds = (await readTranscript(h.session.transcriptPath)).map(
      (l) => (l.message as { kind?: string } | undefined)?.kind,
    );
    expect(kinds.filter((k) => k === 'compact_summary')).toHaveLength(1);
  });

  it('auto: a submission that would pass the budget compacts first (trigger auto); under it nothing happens', async () => {
    const h = host(['a'.repeat(40), 'short summary', 'answer'], { tokens: 15 });
    await h.branch.chatAndRecord('hello');
    expect(h.pre).toEqual([]);
    // sys + hello + 40 chars + the new prompt = 3 + 5 + 40 + 13 > 60 characters (15 tokens).
    const next = await h.branch.chatAndRecord('what is next?');
    expect(next.text).toBe('answer');
    expect(h.pre).toEqual([
      {
        branchId: h.branch.id,
        trigger: 'auto',
        customInstructions: null,
        turnId: expect.any(String),
      },
    ]);
    expect(h.provider.requests.map((r) => r.purpose)).toEqual([undefined, 'compact', undefined]);
    expect(h.compactions).toEqual([
      {
        session_id: h.session.id,
        branch_id: h.branch.id,
        trigger: 'auto',
        messages_before: 2,
        summary_chars: 13,
      },
    ]);
    expect(h.provider.requests[2]?.messages.map((m) => m.content)).toEqual([
      'sys',
      `${COMPACT_SUMMARY_HEAD}\n\nshort summary`,
      'what is next?',
    ]);
    await h.session.end();
  });

  it('a blocking pre seam leaves the context as it is; an empty branch is not compacted', async () => {
    const h = host(['one']);
    expect(await h.branch.compact()).toEqual({
      compacted: false,
      trigger: 'manual',
      reason: 'nothing to compact yet',
    });
    expect(h.pre).toEqual([]);
    await h.branch.chatAndRecord('first');
    h.session.lifecycle.onPreCompact(async () => ({ kind: 'blocked', reason: 'not now' }));
    expect(await h.branch.compact()).toEqual({
      compacted: false,
      trigger: 'manual',
      reason: 'not now',
    });
    expect(h.branch.messages.map((m) => m.content)).toEqual(['first', 'one']);
    expect(h.provider.requests).toHaveLength(1);
    expect(h.post).toEqual([]);
    await h.session.end();
  });
});
