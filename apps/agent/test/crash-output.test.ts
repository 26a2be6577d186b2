import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { agent, collect, makeProject, type TestProject } from './helpers.js';

const SETTINGS = `hooks_external:
  PreToolUse:
    - matcher: bash
      hooks: [{ type: command, command: [python3, fixtures/crash.py] }]
`;
const LAST = 'ValueError: guard exploded on echo hi';
const PROMPT = '@tool bash {"command":"echo hi"}\n@final done';

function crashing(): TestProject {
  const p = makeProject();
  p.settings(SETTINGS);
  return p;
}

describe('a crashing Python guard is reported whole, not cut to its first line', () => {
  it('the text reason ends with the last traceback line', async () => {
    const r = await agent(crashing(), ['-p', PROMPT]);
    expect(r.stdout).toContain(LAST);
    expect(r.stdout).not.toMatch(/failed: exited with code 1: Traceback/);
  });

  it('json hook_runs and stream-json hook_response carry stdout, stderr, exit_code and outcome', async () => {
    const p = crashing();
    const json = JSON.parse((await agent(p, ['-p', PROMPT, '--output-format', 'json'])).stdout);
    const run = json.hook_runs.find((h: { event: string }) => h.event === 'PreToolUse');
    expect(run.reason).toMatch(new RegExp(`${LAST}$`));
    expect(run).toMatchObject({ exit_code: 1, outcome: 'error' });
    expect(run.stdout).toBe('guard stdout before the crash\n');
    expect(run.stderr).toMatch(/^Traceback \(most recent call last\):\n/);
    expect(run.stderr).toContain(`${LAST}\n`);

    const stream = (await agent(p, ['-p', PROMPT, '--output-format', 'stream-json'])).stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const response = stream.find((e) => e.subtype === 'hook_response');
    expect(response).toMatchObject({
      hook_name: 'PreToolUse:bash',
      hook_event: 'PreToolUse',
      exit_code: 1,
      outcome: 'error',
      stdout: run.stdout,
    });
    expect(response.stderr).toContain(LAST);
    expect(response.output).toBe(response.stdout + response.stderr);

    const audit = readFileSync(join(p.home, 'logs', 'hooks.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(audit.at(-1)).toMatchObject({ exit_code: 1, stdout: run.stdout });
    expect(audit.at(-1).reason).toMatch(new RegExp(`${LAST}$`));
    expect(audit.at(-1).stderr).toContain(LAST);
  });

  it('li hooks run --json carries them too', async () => {
    const p = crashing();
    const envelope = JSON.stringify({ tool_name: 'bash', tool_input: { command: 'echo hi' } });
    const r = await collect(
      process.execPath,
      [inject('liBin'), 'hooks', 'run', 'PreToolUse', '--input', '-', '--json'],
      p.dir,
      p.env,
      envelope,
    );
    const hook = JSON.parse(r.stdout).hooks[0];
    expect(hook).toMatchObject({
      exit_code: 1,
      outcome: 'error',
      stdout: 'guard stdout before the crash\n',
    });
    expect(hook.stderr).toContain(LAST);
    expect(hook.reason).toMatch(new RegExp(`${LAST}$`));
  });
});
