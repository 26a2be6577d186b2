import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { agent, agentJson, collect, makeProject } from './helpers.js';

const GUARDS = `hooks_external:
  PreToolUse:
    - matcher: bash
      hooks:
        - type: command
          command: [node, "\${LIONAGI_PROJECT_DIR}/hooks/deny-destructive.mjs"]
        - type: command
          command: [node, "\${LIONAGI_PROJECT_DIR}/hooks/dry-run-rewriter.mjs"]
    - matcher: read_file
      hooks: [{ type: command, command: [node, fixtures/recorder.mjs] }]
`;
const DENY = 'node","${LIONAGI_PROJECT_DIR}/hooks/deny-destructive.mjs"]';
const REWRITE = 'node","${LIONAGI_PROJECT_DIR}/hooks/dry-run-rewriter.mjs"]';
const CONTEXT = (event: string, text: string) =>
  `[node, -e, 'console.log(JSON.stringify({hookSpecificOutput:{hookEventName:"${event}",additionalContext:"${text}"}}))']`;
const lines = (...l: string[]) => l.join('\n');
const jsonLines = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

describe('li-agent text output says what each hook did, in order, and shows input as written', () => {
  it('one outcome word per hook, only matched hooks, denial and unknown tool where they happen', async () => {
    const p = makeProject();
    p.settings(GUARDS);
    const r = await agent(p, [
      '-p',
      lines(
        '@tool bash {"command":"rm -rf ./build"}',
        '@tool nosuch {"x":1}',
        '@tool write_file {"file_path":"w.txt","content":"w"}',
        '@tool bash {"command":"echo \\"a     b\\""}',
        '@final done',
      ),
    ]);
    expect(r.code).toBe(0);
    const trace = r.stdout
      .split('\n')
      .filter((l) => /^(tool|denied| {2}hook| {2}ok| {2}error)/.test(l))
      .map((l) => l.replace(/ \[\d+ ms\]$/, ' [N ms]'));
    expect(trace).toEqual([
      'tool bash {"command":"rm -rf ./build"}',
      `  hook PreToolUse ["${DENY} → denied: destructive command refused by deny-destructive: rm -rf ./build [N ms]`,
      `  hook PreToolUse ["${REWRITE} → skipped: earlier deny`,
      'denied bash: destructive command refused by deny-destructive: rm -rf ./build',
      'tool nosuch {"x":1}',
      '  error: unknown tool "nosuch"; registered tools: bash, read_file, write_file, edit_file, web_fetch, agent',
      'tool write_file {"file_path":"w.txt","content":"w"}',
      '  ok: {"file_path":"w.txt","bytes":1}',
      'tool bash {"command":"echo \\"a     b\\""}',
      `  hook PreToolUse ["${DENY} → ok [N ms]`,
      `  hook PreToolUse ["${REWRITE} → ok [N ms]`,
      '  ok: {"stdout":"a     b\\n","stderr":"","exit_code":0,"interrupted":false}',
    ]);
    expect(r.stdout).not.toContain('not-run');
    expect(r.stdout).not.toContain('recorder.mjs');
  });

  it('a long input is cut with a marker saying how much, never re-spaced', async () => {
    const p = makeProject();
    const command = `echo ${'x  '.repeat(150)}`;
    const r = await agent(p, ['-p', `@tool bash ${JSON.stringify({ command })}`]);
    const line = r.stdout.split('\n').find((l) => l.startsWith('tool bash '));
    const shown = JSON.stringify({ command });
    expect(line).toBe(`tool bash ${shown.slice(0, 200)}… [+${shown.length - 200} chars]`);
  });
});

describe('hook context and tool input reach every record', () => {
  it('SessionStart and UserPromptSubmit context is in the transcript, json messages and hook_runs', async () => {
    const p = makeProject();
    p.settings(`hooks_external:
  SessionStart:
    - hooks: [{ type: command, command: ${CONTEXT('SessionStart', 'CTX-START')} }]
  UserPromptSubmit:
    - hooks: [{ type: command, command: ${CONTEXT('UserPromptSubmit', 'CTX-PROMPT')} }]
`);
    const r = await agentJson(p, 'hello');
    expect(r.code).toBe(0);
    expect(r.json?.messages.slice(0, 3)).toEqual([
      { role: 'system', kind: 'session_context', content: 'CTX-START' },
      { role: 'system', kind: 'hook_context', content: 'CTX-PROMPT' },
      { role: 'user', kind: 'instruction', content: 'hello' },
    ]);
    const runs = r.json?.hook_runs.map((h: Record<string, unknown>) => [
      h.event,
      h.additional_context,
    ]);
    expect(runs).toEqual([
      ['SessionStart', 'CTX-START'],
      ['UserPromptSubmit', 'CTX-PROMPT'],
    ]);
    const transcript = jsonLines(readFileSync(r.json?.transcript_path, 'utf8'));
    expect(transcript.find((e) => e.type === 'session_context')?.content).toBe('CTX-START');
    const text = await agent(p, ['-p', 'hello']);
    expect(text.stdout).toMatch(/hook SessionStart .* → ok · context: CTX-START \[\d+ ms\]/);
  });

  it('stream-json tool_use carries the input object as the model sent it', async () => {
    const p = makeProject();
    const input = { command: 'echo "a     b"', description: 'x'.repeat(300) };
    const r = await agent(p, [
      '-p',
      `@tool bash ${JSON.stringify(input)}`,
      '--output-format',
      'stream-json',
    ]);
    const use = jsonLines(r.stdout).find((e) => e.type === 'tool_use');
    expect(use).toEqual({ type: 'tool_use', id: 'call_1', name: 'bash', input });
  });

  it('tool-call ids stay unique across the lines of an interactive session', async () => {
    const p = makeProject();
    p.settings(`hooks_external:
  PreToolUse:
    - matcher: bash
      hooks: [{ type: command, command: [node, fixtures/recorder.mjs] }]
`);
    const r = await collect(
      process.execPath,
      [inject('agentBin'), '--output-format', 'stream-json'],
      p.dir,
      p.env,
      lines('@tool bash {"command":"true"}', '@tool bash {"command":"true"}', '/exit'),
    );
    expect(r.code).toBe(0);
    const ids = jsonLines(r.stdout)
      .filter((e) => e.type === 'tool_use')
      .map((e) => e.id);
    expect(ids).toEqual(['call_1', 'call_2']);
    const recorded = jsonLines(readFileSync(join(p.dir, 'record.jsonl'), 'utf8'));
    expect(recorded.map((e) => e.tool_use_id)).toEqual(['call_1', 'call_2']);
  });
});
