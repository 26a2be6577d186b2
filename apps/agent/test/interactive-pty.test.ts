import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeProject, onPty, until } from './helpers.js';

const SETTINGS = `hooks_external:
  UserPromptSubmit:
    - hooks: [{ type: command, command: [node, fixtures/recorder.mjs] }]
  SessionEnd:
    - hooks: [{ type: command, command: [node, fixtures/recorder.mjs] }]
`;

describe('interactive li-agent on a terminal', () => {
  it('handles /help and a bad directive locally, recalls history with the up arrow, and /exit ends it', async () => {
    const p = makeProject();
    p.settings(SETTINGS);
    const agent = await onPty(p, []);
    const seen = (text: string) => until(() => (agent.output().includes(text) ? true : undefined));
    const lines = (file: string) =>
      existsSync(join(p.dir, file))
        ? readFileSync(join(p.dir, file), 'utf8').trim().split('\n')
        : [];
    await seen('/exit to quit.');

    agent.child.stdin.write('/help\n');
    await seen('Commands (handled here, never sent to the model):');
    expect(agent.output()).toContain('@tool NAME {JSON}');

    agent.child.stdin.write('@tool bash {bad\n');
    await seen('li-agent: scripted provider: prompt line 1: @tool bash: invalid JSON');

    agent.child.stdin.write('@tool bash {"command":"echo hi >>h.txt"}\n');
    await until(() => (lines('h.txt').length === 1 ? true : undefined));
    // The up arrow brings the last line back (readline on a terminal keeps history).
    agent.child.stdin.write('\x1b[A\n');
    await until(() => (lines('h.txt').length === 2 ? true : undefined));

    agent.child.stdin.write('/exit\n');
    expect(await agent.closed).toBe(0);
    expect(agent.output()).not.toContain('    at ');
    const events = lines('record.jsonl').map((l) => JSON.parse(l));
    // Neither /help nor the bad directive reached the model or UserPromptSubmit.
    expect(events.map((e) => e.hook_event_name)).toEqual([
      'UserPromptSubmit',
      'UserPromptSubmit',
      'SessionEnd',
    ]);
    expect(events[2].reason).toBe('prompt_input_exit');
  });

  it('/compact on a terminal summarises the conversation, never reaching UserPromptSubmit', async () => {
    const p = makeProject();
    p.settings(SETTINGS);
    const agent = await onPty(p, []);
    const seen = (text: string) => until(() => (agent.output().includes(text) ? true : undefined));
    await seen('/exit to quit.');
    agent.child.stdin.write('@final first answer\n');
    await seen('first answer');
    agent.child.stdin.write('/compact keep the answer\n');
    await seen('li-agent: compacted 2 messages into a summary: Summary of 2 messages');
    expect(agent.output()).toContain('Instructions: keep the answer');
    agent.child.stdin.write('/exit\n');
    expect(await agent.closed).toBe(0);
    const events = readFileSync(join(p.dir, 'record.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(events.map((e) => e.hook_event_name)).toEqual(['UserPromptSubmit', 'SessionEnd']);
  });

  it('an unknown /command is an error line with a did-you-mean, not a prompt', async () => {
    const p = makeProject();
    p.settings(SETTINGS);
    const agent = await onPty(p, []);
    await until(() => (agent.output().includes('/exit to quit.') ? true : undefined));
    agent.child.stdin.write('/hlep\n/exit\n');
    expect(await agent.closed).toBe(0);
    expect(agent.output()).toContain(
      'li-agent: unknown command "/hlep"; did you mean "/help"? (/help lists the commands)',
    );
    expect(existsSync(join(p.dir, 'record.jsonl'))).toBe(true);
    expect(readFileSync(join(p.dir, 'record.jsonl'), 'utf8')).not.toContain('UserPromptSubmit');
  });
  it('Ctrl-C at the idle prompt clears the typed line and the session goes on', async () => {
    const p = makeProject();
    p.settings(SETTINGS);
    const agent = await onPty(p, []);
    const seen = (text: string) => until(() => (agent.output().includes(text) ? true : undefined));
    await seen('/exit to quit.');
    agent.child.stdin.write('@tool bash {"command":"touch wrong.marker"}');
    agent.child.stdin.write('\x03');
    await seen('^C');
    agent.child.stdin.write('@tool bash {"command":"touch right.marker"}\n');
    await until(() => (existsSync(join(p.dir, 'right.marker')) ? true : undefined));
    agent.child.stdin.write('/exit\n');
    expect(await agent.closed).toBe(0);
    expect(existsSync(join(p.dir, 'wrong.marker'))).toBe(false);
  });
});
