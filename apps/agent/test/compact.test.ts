import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPACT_INSTRUCTION } from '@lionagi/runtime';
import { describe, expect, inject, it } from 'vitest';
import { startFakeAnthropic } from './fakes/fake-anthropic.js';
import type { FakeServer, FakeTurn } from './fakes/fake-http.js';
import { startFakeOpenAI } from './fakes/fake-openai.js';
import { agent, agentJson, collect, makeProject } from './helpers.js';

const PROVIDERS: Array<[string, string, (s: FakeTurn[]) => Promise<FakeServer>]> = [
  ['anthropic', 'ANTHROPIC', startFakeAnthropic],
  ['openai', 'OPENAI', startFakeOpenAI],
];

describe('li-agent compaction', () => {
  it('/compact [instructions] in the REPL summarises the conversation into a new context', async () => {
    const p = makeProject();
    p.settings('hooks_external: {}\n');
    const r = await collect(
      process.execPath,
      [inject('agentBin'), '--output-format', 'json'],
      p.dir,
      p.env,
      ['@tool bash {"command":"echo one"}', '/compact keep the echo', '@final after', '/exit'].join(
        '\n',
      ),
    );
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(
      'li-agent: compacted 5 messages into a summary: Summary of 5 messages (2 user, 2 assistant, 1 tool results). Last user message: "Continue with the task using the tool results above. Call more tools if needed; otherwise give your final answer.". Tools used: bash. Instructions: keep the echo',
    );
    const turns = r.stdout
      .trim()
      .split(/\n(?=\{)/)
      .map((t) => JSON.parse(t));
    // The turn after /compact starts from the summary, not the earlier messages.
    expect(turns[1].messages.map((m: { kind: string }) => m.kind)).toEqual([
      'compact_summary',
      'instruction',
      'response',
    ]);
    const help = await collect(process.execPath, [inject('agentBin')], p.dir, p.env, '/help\n');
    expect(help.stderr).toContain('/compact');
    expect(help.stderr).toContain('@agent DESCRIPTION');
  });

  it('/compact with a PreCompact hook: a block leaves the context and prints why; the hook sees manual and the instructions', async () => {
    const p = makeProject();
    const gate = `#!/bin/sh
printf '%s\\n' "$(cat)" >> pre-compact.jsonl
echo "finish the refactor first" >&2
exit 2
`;
    writeFileSync(join(p.dir, 'keep.sh'), gate);
    chmodSync(join(p.dir, 'keep.sh'), 0o755);
    p.settings(
      'hooks_external:\n  PreCompact:\n    - matcher: manual\n      hooks: [{ type: command, command: ["./keep.sh"] }]\n',
    );
    const r = await collect(
      process.execPath,
      [inject('agentBin'), '--output-format', 'json'],
      p.dir,
      p.env,
      ['@final one', '/compact keep the names', '@final after', '/exit'].join('\n'),
    );
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('li-agent: not compacted: finish the refactor first');
    const turns = r.stdout
      .trim()
      .split(/\n(?=\{)/)
      .map((t) => JSON.parse(t));
    // The turn after /compact still has the earlier messages: nothing was summarised.
    expect(turns[1].messages.map((m: { kind: string }) => m.kind)).not.toContain('compact_summary');
    const [envelope] = readFileSync(join(p.dir, 'pre-compact.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(envelope).toMatchObject({
      hook_event_name: 'PreCompact',
      trigger: 'manual',
      custom_instructions: 'keep the names',
    });
  });

  it('--context-budget: a turn whose context passes it is compacted first (auto)', async () => {
    const p = makeProject();
    p.settings('hooks_external: {}\n');
    const prompt = ['@tool bash {"command":"seq 1 200"}', '@final counted'].join('\n');
    const r = await agentJson(p, prompt, ['--context-budget', '600']);
    expect(r.code).toBe(0);
    expect(r.json?.result).toBe('counted');
    // The second round passed the budget: it was compacted, then sent on from the summary.
    expect(r.json?.messages.map((m: { kind: string }) => m.kind)).toEqual([
      'compact_summary',
      'instruction',
      'response',
    ]);
    expect(r.json?.messages[0].content).toContain('Tools used: bash.');
    // The text trace says so where it happened; stream-json has Claude Code's compact_boundary.
    const text = await agent(p, ['-p', prompt, '--context-budget', '600']);
    expect(text.stdout).toContain(
      'compacted 3 messages into a summary (the context passed --context-budget)',
    );
    const stream = await agent(p, [
      '-p',
      prompt,
      '--context-budget',
      '600',
      '--output-format',
      'stream-json',
    ]);
    const boundaries = stream.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
      .filter((e) => e.subtype === 'compact_boundary');
    expect(boundaries.map((e) => e.compact_metadata)).toEqual([
      { trigger: 'auto', pre_messages: 3 },
    ]);
    const bad = await agentJson(p, 'x', ['--context-budget', 'lots']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain(
      '--context-budget must be a positive whole number of characters, got "lots"',
    );
  });

  it.each(PROVIDERS)(
    '%s: /compact asks the model for the summary through its SDK (no tools), the next request starts from it',
    async (provider, prefix, start) => {
      const fake = await start([{ text: 'one' }, { text: 'THE SUMMARY' }, { text: 'after' }]);
      try {
        const p = makeProject();
        p.settings('hooks_external: {}\n');
        const r = await collect(
          process.execPath,
          [inject('agentBin'), '--provider', provider],
          p.dir,
          { ...p.env, [`${prefix}_BASE_URL`]: fake.url, [`${prefix}_API_KEY`]: 'k' },
          'hello\n/compact\nnext\n/exit\n',
        );
        expect(r.code).toBe(0);
        expect(r.stderr).toContain('li-agent: compacted 2 messages into a summary: THE SUMMARY');
        const [, compaction, after] = fake.requests.map((q) => JSON.stringify(q.body));
        expect(compaction).toContain(JSON.stringify(COMPACT_INSTRUCTION).slice(1, 40));
        expect(fake.requests[1]?.body.tools ?? []).toEqual([]);
        expect(after).toContain('THE SUMMARY');
        expect(after).not.toContain('hello');
      } finally {
        await fake.close();
      }
    },
  );
});
