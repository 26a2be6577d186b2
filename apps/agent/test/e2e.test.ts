import { copyFileSync, cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startFakeAnthropic } from './fakes/fake-anthropic.js';
import { startFakeOpenAI } from './fakes/fake-openai.js';
import { agent, agentJson, li, MCP_SERVER, makeProject } from './helpers.js';

const examples = join(import.meta.dirname, '..', 'examples');
const guardSettings = `hooks_external:
  UserPromptSubmit:
    - hooks:
        - type: command
          command: [node, "\${LIONAGI_PROJECT_DIR}/hooks/prompt-hygiene.mjs"]
  PreToolUse:
    - matcher: bash
      hooks:
        - type: command
          command: [node, "\${LIONAGI_PROJECT_DIR}/hooks/deny-destructive.mjs"]
        - type: command
          command: [node, "\${LIONAGI_PROJECT_DIR}/hooks/dry-run-rewriter.mjs"]
`;
const lines = (...l: string[]) => l.join('\n');
const records = (file: string) =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    : [];

describe.concurrent('li-agent end to end (scripted provider, real hook processes)', () => {
  it('a guard denies a destructive command: it never runs, the next call does', async () => {
    const p = makeProject();
    p.settings(guardSettings);
    const r = await agentJson(
      p,
      lines(
        '@tool bash {"command":"touch denied.marker; rm -rf ./build"}',
        '@tool bash {"command":"touch ok.marker"}',
        '@final done',
      ),
    );
    expect(r.code).toBe(0);
    expect(r.json?.terminal_reason).toBe('completed');
    expect(r.json?.tool_calls.map((c: { status: string }) => c.status)).toEqual(['denied', 'ok']);
    expect(r.json?.tool_calls[0].error).toBe(
      'destructive command refused by deny-destructive: touch denied.marker; rm -rf ./build',
    );
    expect(existsSync(join(p.dir, 'denied.marker'))).toBe(false);
    expect(existsSync(join(p.dir, 'ok.marker'))).toBe(true);
    const pre = r.json?.hook_runs.filter((h: { event: string }) => h.event === 'PreToolUse');
    expect(pre.map((h: { outcome: string }) => h.outcome)).toEqual([
      'blocked',
      'not-run',
      'success',
      'success',
    ]);
  });

  it('a rewrite takes effect: the tool runs the rewritten input', async () => {
    const p = makeProject();
    p.settings(guardSettings);
    copyFileSync(join(examples, 'project', 'deploy.sh'), join(p.dir, 'deploy.sh'));
    const r = await agentJson(p, lines('@tool bash {"command":"./deploy.sh"}', '@final ok'));
    expect(r.code).toBe(0);
    const call = r.json?.tool_calls[0];
    expect(call.input).toEqual({ command: './deploy.sh' });
    expect(call.final_input).toEqual({ command: './deploy.sh --dry-run' });
    expect(call.output.stdout).toBe('dry run: would deploy build 42\n');
  });

  it('UserPromptSubmit fires once in a multi-tool turn, with turn and session ids', async () => {
    const p = makeProject();
    p.settings(`hooks_external:
  UserPromptSubmit:
    - hooks: [{ type: command, command: [node, fixtures/recorder.mjs] }]
  PreToolUse:
    - hooks: [{ type: command, command: [node, fixtures/recorder.mjs] }]
`);
    const r = await agentJson(
      p,
      lines(
        '@tools [{"name":"bash","input":{"command":"echo a"}},{"name":"bash","input":{"command":"echo b"}}]',
        '@tool read_file {"file_path":"record.jsonl"}',
        '@final read',
      ),
    );
    expect(r.code).toBe(0);
    const seen = records(join(p.dir, 'record.jsonl'));
    const ups = seen.filter((e) => e.hook_event_name === 'UserPromptSubmit');
    const pre = seen.filter((e) => e.hook_event_name === 'PreToolUse');
    expect(ups).toHaveLength(1);
    expect(pre).toHaveLength(3);
    expect(ups[0]).toMatchObject({
      harness: 'lionagi',
      session_id: r.json?.session_id,
      cwd: p.dir,
      transcript_path: r.json?.transcript_path,
      permission_mode: 'default',
    });
    expect(ups[0].prompt).toContain('@final read');
    expect(new Set(pre.map((e) => e.turn_id))).toEqual(new Set([ups[0].turn_id]));
    // The two parallel calls' hooks run concurrently, so their records may land in either order.
    expect(pre.map((e) => e.tool_use_id).sort()).toEqual(['call_1', 'call_2', 'call_3']);
  });

  it('an MCP tool from mcp_servers is guarded like a local one', async () => {
    const p = makeProject();
    const notes = join(p.dir, 'notes.txt');
    p.settings(`mcp_servers:
  notes:
    command: node
    args: [${JSON.stringify(MCP_SERVER)}]
    env: { NOTES_FILE: ${JSON.stringify(notes)} }
hooks_external:
  PreToolUse:
    - matcher: mcp__notes__write_note
      hooks:
        - type: command
          command: [/bin/sh, -c, "echo notes are read-only today >&2; exit 2"]
`);
    const r = await agentJson(
      p,
      lines(
        '@tool mcp__notes__write_note {"path":"a","text":"hi"}',
        '@tool mcp__notes__echo {"value":"pong"}',
        '@final ok',
      ),
    );
    expect(r.code).toBe(0);
    expect(r.json?.tool_calls.map((c: { status: string }) => c.status)).toEqual(['denied', 'ok']);
    expect(r.json?.tool_calls[0].error).toBe('notes are read-only today');
    expect(JSON.stringify(r.json?.tool_calls[1].output)).toContain('pong');
    expect(existsSync(notes)).toBe(false);
  });

  it('an imported Claude Code hook blocks only after `li hooks trust --yes`', async () => {
    const p = makeProject();
    cpSync(join(examples, 'project', '.claude'), join(p.dir, '.claude'), { recursive: true });
    const imported = await li(p, ['hooks', 'import', 'claude']);
    expect(imported.code).toBe(0);
    // The imported matcher stays "Write|Edit" (tool_vocabulary: claude): no re-targeting step.
    expect(readFileSync(join(p.dir, '.lionagi', 'settings.yaml'), 'utf8')).toContain(
      'matcher: Write|Edit\n',
    );
    const write = lines('@tool write_file {"file_path":".env","content":"T=1"}', '@final ok');

    const before = await agentJson(p, write);
    expect(before.json?.tool_calls[0].status).toBe('denied');
    expect(before.json?.tool_calls[0].error).toMatch(
      /^review and approve it with "li hooks trust": imported hook command \["\$\{LIONAGI_PROJECT_DIR\}\/\.claude\/hooks\/protect-env\.sh"\] \(PreToolUse, from .*\) is not trusted: /,
    );
    expect(
      before.json?.hook_runs.find((h: { event: string }) => h.event === 'PreToolUse'),
    ).toMatchObject({ exit_code: null, outcome: 'blocked' });

    expect((await li(p, ['hooks', 'trust', '--yes'])).code).toBe(0);
    const after = await agentJson(p, write);
    expect(after.json?.tool_calls[0]).toMatchObject({
      status: 'denied',
      error: 'protect-env: .env files hold secrets and are edited by hand only',
    });
    expect(
      after.json?.hook_runs.find((h: { event: string }) => h.event === 'PreToolUse'),
    ).toMatchObject({ exit_code: 2 });
    expect(existsSync(join(p.dir, '.env'))).toBe(false);
  });

  it('stream-json prints init, hook, tool and result events as JSON lines', async () => {
    const p = makeProject();
    p.settings(guardSettings);
    const r = await agent(p, [
      '-p',
      lines('@tool bash {"command":"echo hi"}', '@final bye'),
      '--output-format',
      'stream-json',
    ]);
    expect(r.code).toBe(0);
    const events = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(events.map((e) => (e.type === 'system' ? e.subtype : e.type))).toEqual([
      'init',
      'hook_started',
      'hook_response',
      'tool_use',
      'hook_started',
      'hook_response',
      'hook_started',
      'hook_response',
      'tool_result',
      'result',
    ]);
    const pairs = events.filter(
      (e) => e.subtype === 'hook_started' || e.subtype === 'hook_response',
    );
    for (let i = 0; i < pairs.length; i += 2) expect(pairs[i + 1].hook_id).toBe(pairs[i].hook_id);
    // The fields a jq written for `claude -p --output-format stream-json` reads, where it reads them.
    const responses = events.filter((e) => e.subtype === 'hook_response');
    expect(responses.map((e) => e.hook_name)).toEqual([
      'UserPromptSubmit',
      'PreToolUse:bash',
      'PreToolUse:bash',
    ]);
    expect(pairs.filter((e) => e.subtype === 'hook_started').map((e) => e.hook_name)).toEqual([
      'UserPromptSubmit',
      'PreToolUse:bash',
      'PreToolUse:bash',
    ]);
    for (const e of responses) {
      expect(e).toMatchObject({ hook_event: e.hook_name.split(':')[0], exit_code: 0 });
      expect(e.hook).toBeUndefined();
      expect(typeof e.stdout).toBe('string');
      expect(typeof e.stderr).toBe('string');
      expect(e.output).toBe(e.stdout + e.stderr);
    }
    expect(responses.map((e) => e.outcome)).toEqual(['success', 'success', 'success']);
    expect(events.at(-1)).toMatchObject({
      type: 'result',
      subtype: 'success',
      is_error: false,
      result: 'bye',
      terminal_reason: 'completed',
      session_id: events[0].session_id,
    });
  });

  it('json is the same result message: subtype, is_error and the answer text at the top', async () => {
    const p = makeProject();
    const done = JSON.parse(
      (await agent(p, ['-p', '@final bye', '--output-format', 'json'])).stdout,
    );
    expect(done).toMatchObject({
      type: 'result',
      subtype: 'success',
      is_error: false,
      result: 'bye',
    });
    const capped = await agent(p, [
      '-p',
      lines('@tool bash {"command":"true"}', '@tool bash {"command":"true"}', '@final x'),
      '--max-turns',
      '1',
      '--output-format',
      'json',
    ]);
    expect(JSON.parse(capped.stdout)).toMatchObject({
      type: 'result',
      subtype: 'error_max_turns',
      is_error: true,
      terminal_reason: 'max_turns',
      error:
        'raise --max-turns (now 1) to let the model go on: the turn stopped after 1 model round without a final answer',
    });
    const text = await agent(p, [
      '-p',
      lines('@tool bash {"command":"true"}', '@tool bash {"command":"true"}', '@final x'),
      '--max-turns',
      '1',
    ]);
    expect(text.stdout).toContain(
      '\nraise --max-turns (now 1) to let the model go on: the turn stopped after 1 model round without a final answer\n\n[max_turns] transcript: ',
    );
  });

  it('refuses a bad settings file with its diagnostics and exit 1', async () => {
    const p = makeProject();
    p.settings(
      'hooks_external:\n  TeammateIdle:\n    - hooks: [{ type: command, command: [x] }]\n',
    );
    const r = await agent(p, ['-p', 'hi']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'unsupported hook event "TeammateIdle" (a Claude Code 2.1.328 event: a teammate of an agent team is about to go idle (not observed live); li-agent has no agent teams (a subagent returns to its parent, it never idles)): the LionAGI runtime has no seam for it',
    );
    expect(r.stderr).toContain('settings.yaml:2');
  });
});

describe.concurrent('li-agent with API providers against a loopback fake server', () => {
  it('a prompt blocked by a hook exits 4 and no model request is made', async () => {
    const p = makeProject();
    p.settings(guardSettings);
    const fake = await startFakeAnthropic([{ text: 'should not be asked' }]);
    try {
      const r = await agentJson(p, 'here is AKIAABCDEFGHIJKLMNOP', ['--provider', 'anthropic'], {
        ANTHROPIC_BASE_URL: fake.url,
        ANTHROPIC_API_KEY: 'test-key',
      });
      expect(r.code).toBe(4);
      expect(r.json?.terminal_reason).toBe('prompt_blocked');
      expect(r.json?.error).toContain('prompt-hygiene: the prompt contains an AWS access key id');
      expect(fake.requests).toHaveLength(0);
      expect(r.json?.messages.some((m: { content: string }) => m.content.includes('AKIA'))).toBe(
        false,
      );
    } finally {
      await fake.close();
    }
  });

  it.each([
    ['anthropic', startFakeAnthropic, 'ANTHROPIC'],
    ['openai', startFakeOpenAI, 'OPENAI'],
  ] as const)('%s completes a guarded tool-calling turn', async (provider, start, prefix) => {
    const p = makeProject();
    p.settings(guardSettings);
    const fake = await start([
      { toolCalls: [{ id: 'tu_1', name: 'bash', input: { command: 'echo from-model' } }] },
      { text: 'The command printed from-model.' },
    ]);
    try {
      const r = await agentJson(p, 'run echo', ['--provider', provider, '--model', 'fake-model'], {
        [`${prefix}_BASE_URL`]: fake.url,
        [`${prefix}_API_KEY`]: 'test-key',
      });
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(r.json?.result).toBe('The command printed from-model.');
      expect(r.json?.tool_calls[0]).toMatchObject({
        id: 'tu_1',
        status: 'ok',
        output: { stdout: 'from-model\n' },
      });
      expect(fake.requests).toHaveLength(2);
      expect(JSON.stringify(fake.requests[1]!.body)).toContain('from-model');
    } finally {
      await fake.close();
    }
  });
});
