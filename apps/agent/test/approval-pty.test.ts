import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readTranscript } from '@lionagi/runtime';
import { describe, expect, it } from 'vitest';
import { agentJson, makeProject, onPty, type TestProject, until } from './helpers.js';

const ASK = `hooks_external:
  PreToolUse:
    - matcher: bash
      hooks: [{ type: command, command: [node, fixtures/ask.mjs, "rm is risky"] }]
  Notification:
    - matcher: permission_prompt
      hooks: [{ type: command, command: [node, fixtures/recorder.mjs] }]
`;

const records = (p: TestProject) =>
  existsSync(join(p.dir, 'record.jsonl'))
    ? readFileSync(join(p.dir, 'record.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
    : [];

/** li-agent's REPL on a terminal, with a helper that waits for the n-th occurrence of a text. */
async function repl(p: TestProject) {
  const agent = await onPty(p, []);
  const count = (text: string) => agent.output().split(text).length - 1;
  const seen = (text: string, times = 1) => until(() => (count(text) >= times ? true : undefined));
  return { agent, seen };
}

const transcriptOf = (output: string) => /transcript: (\S+)/.exec(output)?.[1] as string;

describe('interactive approval on a terminal (profile v2)', () => {
  it('ask prompts with the reason and the input; y runs the call, anything else denies; Notification fires on each prompt', async () => {
    const p = makeProject();
    p.settings(ASK);
    const { agent, seen } = await repl(p);
    await seen('/exit to quit.');
    agent.child.stdin.write('@tool bash {"command":"touch yes.marker"}\n');
    await seen('Allow bash? [y/N]');
    expect(agent.output()).toContain('li-agent: a hook asks before bash runs: rm is risky');
    expect(agent.output()).toContain('input: {"command":"touch yes.marker"}');
    agent.child.stdin.write('y\n');
    await until(() => (existsSync(join(p.dir, 'yes.marker')) ? true : undefined));
    await seen('[completed]');

    agent.child.stdin.write('@tool bash {"command":"touch no.marker"}\n');
    await seen('Allow bash? [y/N]', 2);
    agent.child.stdin.write('\n');
    await seen('denied bash: the user denied bash (a hook asked: rm is risky)');
    await seen('[completed]', 2);
    agent.child.stdin.write('/exit\n');
    expect(await agent.closed).toBe(0);
    expect(existsSync(join(p.dir, 'no.marker'))).toBe(false);

    const notes = records(p).filter((e) => e.hook_event_name === 'Notification');
    expect(notes.map((e) => [e.notification_type, e.message])).toEqual([
      ['permission_prompt', 'LionAGI needs your permission to use bash'],
      ['permission_prompt', 'LionAGI needs your permission to use bash'],
    ]);
    const transcript = await readTranscript(transcriptOf(agent.output()));
    expect(
      transcript.filter((e) => e.type === 'permission').map((e) => [e.tool_name, e.decided_by]),
    ).toEqual([
      ['bash', 'user-allow'],
      ['bash', 'user-deny'],
    ]);
  });

  it('the question stays on screen: a Notification hook line written while it waits draws it again; the ask hook line says it asks (issue 35)', async () => {
    const p = makeProject();
    p.settings(ASK);
    const { agent, seen } = await repl(p);
    await seen('/exit to quit.');
    agent.child.stdin.write('@tool bash {"command":"touch yes.marker"}\n');
    await seen('hook Notification ["node","fixtures/recorder.mjs"] → ok');
    // The hook's line replaced the question on the terminal: it must come back after it.
    await until(() => {
      const out = agent.output();
      const line = out.lastIndexOf('hook Notification ["node","fixtures/recorder.mjs"] → ok');
      return out.slice(line).includes('Allow bash? [y/N]') ? true : undefined;
    });
    expect(agent.output()).toContain(
      'hook PreToolUse ["node","fixtures/ask.mjs","rm is risky"] → asks: rm is risky',
    );
    expect(agent.output()).not.toContain('→ denied: hook requested interactive approval');
    agent.child.stdin.write('y\n');
    await until(() => (existsSync(join(p.dir, 'yes.marker')) ? true : undefined));
    await seen('[completed]');
    agent.child.stdin.write('/exit\n');
    expect(await agent.closed).toBe(0);
  });

  it('an ask does not end the chain: a later guard still runs, its deny wins and nobody is asked (Dv1-7)', async () => {
    const p = makeProject();
    p.settings(`hooks_external:
  PreToolUse:
    - matcher: bash
      hooks:
        - { type: command, command: [node, fixtures/ask.mjs, "a look first"] }
        - { type: command, command: [sh, fixtures/deny-curl.sh] }
`);
    const { agent, seen } = await repl(p);
    await seen('/exit to quit.');
    agent.child.stdin.write('@tool bash {"command":"touch curl.marker # curl"}\n');
    await seen('denied bash: curl is not allowed here');
    await seen('[completed]');
    expect(agent.output()).not.toContain('[y/N]');
    expect(agent.output()).not.toContain('skipped: earlier deny');
    // With no deny after it, the ask is a question again.
    agent.child.stdin.write('@tool bash {"command":"touch ok.marker"}\n');
    await seen('Allow bash? [y/N]');
    agent.child.stdin.write('y\n');
    await until(() => (existsSync(join(p.dir, 'ok.marker')) ? true : undefined));
    agent.child.stdin.write('/exit\n');
    expect(await agent.closed).toBe(0);
    expect(existsSync(join(p.dir, 'curl.marker'))).toBe(false);
    const transcript = await readTranscript(transcriptOf(agent.output()));
    expect(
      transcript.filter((e) => e.type === 'permission').map((e) => [e.tool_name, e.decided_by]),
    ).toEqual([['bash', 'user-allow']]);
  });

  it('the prompt shows the command first and whole even after a long description, and says what was cut', async () => {
    const p = makeProject();
    p.settings(ASK);
    const { agent, seen } = await repl(p);
    await seen('/exit to quit.');
    const description = 'tidy up the build output '.repeat(84);
    const call = JSON.stringify({ description, command: 'touch long.marker' });
    agent.child.stdin.write(`@tool bash ${call}\n`);
    await seen('Allow bash? [y/N]');
    const other = `"description":${JSON.stringify(description)}`.length;
    expect(agent.output()).toContain(
      'input: {"command":"touch long.marker","description":"tidy up',
    );
    expect(agent.output()).toContain(
      `… (${other - 2000} of ${other} characters of the other fields cut)`,
    );
    agent.child.stdin.write('n\n');
    await seen('[completed]');
    agent.child.stdin.write('/exit\n');
    expect(await agent.closed).toBe(0);
    expect(existsSync(join(p.dir, 'long.marker'))).toBe(false);
  });

  it('Ctrl-C at the prompt denies the call, and the session goes on', async () => {
    const p = makeProject();
    p.settings(ASK);
    const { agent, seen } = await repl(p);
    await seen('/exit to quit.');
    agent.child.stdin.write('@tool bash {"command":"touch ctrl-c.marker"}\n');
    await seen('Allow bash? [y/N]');
    agent.child.stdin.write('\x03');
    await seen('denied bash: the user denied bash');
    await seen('[completed]');
    // The next line is a prompt again, not an answer to the question.
    agent.child.stdin.write('@tool bash {"command":"touch after.marker"}\n');
    await seen('Allow bash? [y/N]', 2);
    agent.child.stdin.write('yes\n');
    await until(() => (existsSync(join(p.dir, 'after.marker')) ? true : undefined));
    agent.child.stdin.write('/exit\n');
    expect(await agent.closed).toBe(0);
    expect(existsSync(join(p.dir, 'ctrl-c.marker'))).toBe(false);
  });

  it('a PermissionRequest hook answers instead of the user: no prompt, audited hook-allow / hook-deny', async () => {
    const p = makeProject();
    p.settings(`hooks_external:
  PreToolUse:
    - matcher: bash|write_file
      hooks: [{ type: command, command: [node, fixtures/ask.mjs, "a look first"] }]
  Notification:
    - hooks: [{ type: command, command: [node, fixtures/recorder.mjs] }]
  PermissionRequest:
    - matcher: bash
      hooks:
        - { type: command, command: [node, fixtures/recorder.mjs] }
        - { type: command, command: [node, fixtures/permission-answer.mjs, allow] }
    - matcher: write_file
      hooks: [{ type: command, command: [node, fixtures/permission-answer.mjs, deny, "no writes today"] }]
`);
    const { agent, seen } = await repl(p);
    await seen('/exit to quit.');
    agent.child.stdin.write('@tool bash {"command":"touch hook.marker"}\n');
    await until(() => (existsSync(join(p.dir, 'hook.marker')) ? true : undefined));
    await seen('[completed]');
    agent.child.stdin.write('@tool write_file {"file_path":"w.txt","content":"x"}\n');
    await seen('denied write_file: no writes today');
    agent.child.stdin.write('/exit\n');
    expect(await agent.closed).toBe(0);
    expect(agent.output()).not.toContain('[y/N]');
    expect(existsSync(join(p.dir, 'w.txt'))).toBe(false);
    const asked = records(p).filter((e) => e.hook_event_name === 'PermissionRequest');
    expect(asked).toMatchObject([
      {
        tool_name: 'bash',
        tool_input: { command: 'touch hook.marker' },
        permission_suggestions: [],
      },
    ]);
    expect(records(p).filter((e) => e.hook_event_name === 'Notification')).toEqual([]);
    const transcript = await readTranscript(transcriptOf(agent.output()));
    expect(
      transcript.filter((e) => e.type === 'permission').map((e) => [e.tool_name, e.decided_by]),
    ).toEqual([
      ['bash', 'hook-allow'],
      ['write_file', 'hook-deny'],
    ]);
  });

  it('in -p mode ask still denies, on a terminal too: no prompt, no PermissionRequest', async () => {
    const p = makeProject();
    p.settings(`${ASK}  PermissionRequest:
    - hooks: [{ type: command, command: [node, fixtures/permission-answer.mjs, allow] }]
`);
    const agent = await onPty(p, ['-p', '@tool bash {"command":"touch p.marker"}\n@final done']);
    expect(await agent.closed).toBe(0);
    expect(agent.output()).not.toContain('[y/N]');
    expect(agent.output()).toContain('failing closed');
    expect(existsSync(join(p.dir, 'p.marker'))).toBe(false);
    const piped = await agentJson(p, '@tool bash {"command":"touch p.marker"}\n@final done');
    expect(piped.json?.tool_calls[0]).toMatchObject({ status: 'denied' });
    expect(records(p)).toEqual([]);
  });
});
