import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agent, makeProject, onPty, type TestProject, until } from './helpers.js';

const MESSAGE = 'Checking the command for secrets';
const PROMPT = '@tool bash {"command":"echo hi"}';

/** A project whose bash guard takes 2 s and says so with a status_message. */
function slowGuard(): TestProject {
  const p = makeProject();
  p.settings(`hooks_external:
  PreToolUse:
    - matcher: bash
      hooks:
        - type: command
          command: [sleep, "2"]
          status_message: ${MESSAGE}
`);
  // A terminal as a person has it: the spinner library stays silent under CI.
  delete p.env.CI;
  p.env.TERM = 'xterm';
  return p;
}

describe.concurrent('the live status line', () => {
  it('on a terminal shows the running hook, its status_message and its elapsed time, uncoloured under NO_COLOR', async () => {
    // The guard runs until the test has seen its elapsed time pass 1 s, however slowly the
    // machine renders: a 2 s sleep could end between two renders of a starved li-agent.
    const p = makeProject();
    p.settings(`hooks_external:
  PreToolUse:
    - matcher: bash
      hooks:
        - type: command
          command: [sh, fixtures/wait-release.sh, release]
          status_message: ${MESSAGE}
`);
    delete p.env.CI;
    p.env.TERM = 'xterm';
    const label = `hook PreToolUse sh fixtures/wait-release.sh release: ${MESSAGE} · `;
    const run = await onPty(p, ['-p', PROMPT]);
    // Every elapsed time the line has shown so far, in seconds.
    const shown = () => run.output().split(label).slice(1).map(Number.parseFloat);
    await until(() => (shown().some((s) => s < 1) ? true : undefined));
    // The elapsed time moves while the hook runs.
    await until(() => (shown().some((s) => s >= 1) ? true : undefined));
    writeFileSync(join(p.dir, 'release'), '');
    expect(await run.closed).toBe(0);
    const out = run.output();
    expect(out).toContain('model scripted scripted: waiting for the answer');
    expect(out).toMatch(
      /hook PreToolUse \["sh","fixtures\/wait-release\.sh","release"\] → ok \[\d+ ms\]/,
    );
    expect(out).not.toContain('\x1b[36m');
    // The cursor the spinner hid is shown again.
    expect(out.lastIndexOf('\x1b[?25h')).toBeGreaterThan(out.lastIndexOf('\x1b[?25l'));
  });

  it('json output on a terminal gets none', async () => {
    const p = slowGuard();
    const run = await onPty(p, ['-p', PROMPT, '--output-format', 'json']);
    expect(await run.closed).toBe(0);
    expect(run.output()).not.toContain('waiting for the answer');
    expect(run.output()).not.toContain('\x1b[?25l');
    expect(run.output()).toContain('"terminal_reason": "completed"');
  });

  it('a pipe gets none: stderr stays empty, stdout has no escape codes', async () => {
    const p = slowGuard();
    const r = await agent(p, ['-p', PROMPT]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).not.toContain(MESSAGE);
    expect(r.stdout).not.toContain('\x1b[');
    expect(r.stdout).toMatch(/hook PreToolUse \["sleep","2"\] → ok \[\d+ ms\]/);
  });

  it('stream-json hook_started carries the status_message', async () => {
    const p = slowGuard();
    const r = await agent(p, ['-p', PROMPT, '--output-format', 'stream-json']);
    const started = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
      .find((e) => e.subtype === 'hook_started');
    expect(started).toMatchObject({ hook_event: 'PreToolUse', status_message: MESSAGE });
  });

  it('a status_message that is not one line of text is a settings error naming its line', async () => {
    const p = makeProject();
    p.settings(`hooks_external:
  PreToolUse:
    - hooks:
        - type: command
          command: [sleep, "1"]
          status_message: "two\\nlines"
`);
    const r = await agent(p, ['-p', 'hi']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/settings\.yaml:6/);
    expect(r.stderr).toContain(
      'status_message must be one line of text (1 to 200 characters), shown while the hook runs; got "two\\nlines"',
    );
  });
});
