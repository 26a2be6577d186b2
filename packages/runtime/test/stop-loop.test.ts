import { existsSync } from 'node:fs';
import { INPUT_SCHEMAS, PROFILE_EVENTS } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import { readTranscript, Session } from '../src/index.js';
import { fixture, recorded, tempProject } from './helpers/project.js';
import { callStep, ScriptedProvider, type ScriptStep } from './helpers/scripted-provider.js';
import { type HookSpec, hookArgv, hooksYaml } from './helpers/settings.js';
import { v2Host } from './helpers/v2-host.js';

/** A v2 host (it declares Stop) in a fresh project. */
function stopHost(specs: HookSpec[], steps: ScriptStep[], extra = '') {
  return v2Host(tempProject(), specs, steps, extra);
}

const stopped = (record: string) => {
  const envelopes = recorded(record);
  for (const envelope of envelopes) INPUT_SCHEMAS.Stop.parse(envelope);
  return envelopes;
};

describe('Stop (profile v2)', { timeout: 30_000 }, () => {
  it('a gate that blocks until a marker exists keeps the turn going, then lets it stop', async () => {
    const project = tempProject();
    const record = project.file('stop.jsonl');
    const marker = project.file('tests-passed');
    const host = stopHost(
      [{ event: 'Stop', command: [process.execPath, fixture('stop-gate.mjs'), record, marker] }],
      ['first answer', callStep('t1', 'touch', { path: marker }), 'tests pass now'],
    );
    const result = await host.branch.react('Fix the bug');
    expect(result).toMatchObject({ end: 'answer', text: 'tests pass now', stopContinuations: 1 });
    expect(existsSync(marker)).toBe(true);
    const envelopes = stopped(record);
    expect(envelopes.map((e) => [e.stop_hook_active, e.last_assistant_message])).toEqual([
      [false, 'first answer'],
      [true, 'tests pass now'],
    ]);
    expect(new Set(envelopes.map((e) => e.turn_id)).size).toBe(1);
    // The reason reached the model as a user message, recorded as stop-hook feedback.
    const feedback = `Stop hook feedback: create ${marker} first`;
    expect(host.provider.requests[1]?.messages.at(-1)).toEqual({ role: 'user', content: feedback });
    expect(host.branch.messages.filter((m) => m.kind === 'stop_hook_feedback')).toEqual([
      expect.objectContaining({ role: 'user', content: feedback }),
    ]);
    await host.session.end();
    const lines = await readTranscript(host.session.transcriptPath);
    expect(
      lines.filter(
        (l) => (l.message as { kind?: string } | undefined)?.kind === 'stop_hook_feedback',
      ),
    ).toHaveLength(1);
  });

  it('ends the turn as stop_hook_limit when a hook never lets go (the cap), Stop firing cap + 1 times', async () => {
    const project = tempProject();
    const record = project.file('stop.jsonl');
    const host = stopHost(
      [{ event: 'Stop', command: hookArgv(record, 'deny', 'never done') }],
      ['answer'],
    );
    const result = await host.branch.react('Work', { maxStopContinuations: 2 });
    expect(result.end).toBe('stop_hook_limit');
    expect(result.stopReason).toBe(
      'Stop hooks kept the turn going 2 times (the limit) and blocked again: never done',
    );
    expect(result.stopContinuations).toBe(2);
    expect(recorded(record).map((e) => e.stop_hook_active)).toEqual([false, true, true]);
    expect(host.provider.requests).toHaveLength(3);
    // The default cap is 5.
    const again = await host.branch.react('Work more');
    expect(again).toMatchObject({ end: 'stop_hook_limit', stopContinuations: 5 });
    await host.session.end();
  });

  it('continue: false ends the turn as stop_hook_prevented, the answer kept', async () => {
    const project = tempProject();
    const record = project.file('stop.jsonl');
    const output = JSON.stringify({ continue: false, stopReason: 'enough for today' });
    const host = stopHost(
      [{ event: 'Stop', command: hookArgv(record, 'json', output) }],
      ['the answer'],
    );
    const result = await host.branch.react('Work');
    expect(result).toMatchObject({
      end: 'stop_hook_prevented',
      text: 'the answer',
      stopReason: 'enough for today',
    });
    expect(host.provider.requests).toHaveLength(1);
    await host.session.end();
  });

  it('additionalContext alone continues the turn with the context (Claude Code stop03)', async () => {
    const project = tempProject();
    const record = project.file('stop.jsonl');
    const output = JSON.stringify({
      hookSpecificOutput: { additionalContext: 'also update docs' },
    });
    const host = stopHost(
      [{ event: 'Stop', command: hookArgv(record, 'json', output) }],
      ['first', 'second'],
    );
    const result = await host.branch.react('Work', { maxStopContinuations: 1 });
    expect(host.provider.requests[1]?.messages.at(-1)).toEqual({
      role: 'user',
      content: 'Stop hook additional context: also update docs',
    });
    expect(result.end).toBe('stop_hook_limit');
    await host.session.end();
  });

  it('a hook that cannot answer ends the turn as stop_hook_failed; a plain failure lets it end', async () => {
    const project = tempProject();
    const record = project.file('stop.jsonl');
    const failing = stopHost(
      [{ event: 'Stop', command: hookArgv(record, 'fail', 'gate crashed') }],
      ['answer'],
      '',
    );
    expect(await failing.branch.react('Work')).toMatchObject({ end: 'answer', text: 'answer' });
    await failing.session.end();

    // fail_closed: the gate's failure is not a pass, and not a reason to go on.
    const closed = stopHost([], ['answer'], '');
    closed.project.writeSettings(
      `hooks_external:\n  Stop:\n    - hooks:\n        - type: command\n          command: ${JSON.stringify(hookArgv(record, 'fail', 'gate crashed'))}\n          fail_closed: true\n`,
    );
    const strict = new Session({
      projectDir: closed.project.dir,
      provider: new ScriptedProvider(['answer']),
      env: closed.project.env,
      hostEvents: PROFILE_EVENTS,
      auditLog: false,
    });
    const result = await strict.createBranch().react('Work');
    expect(result.end).toBe('stop_hook_failed');
    expect(result.stopReason).toContain(
      'failed: exited with code 1: gate crashed (fail_closed: denying)',
    );
    await strict.end();

    // An imported Stop hook nobody approved: refused loudly, never skipped, never a continuation.
    const untrusted = stopHost(
      [{ event: 'Stop', command: hookArgv(record, 'allow'), source: 'imported:claude' }],
      ['answer'],
    );
    const refused = await untrusted.branch.react('Work');
    expect(refused.end).toBe('stop_hook_failed');
    expect(refused.stopReason).toContain('not trusted');
    expect(untrusted.provider.requests).toHaveLength(1);
    await untrusted.session.end();
  });

  it('does not fire after a blocked prompt or a failed model call', async () => {
    const project = tempProject();
    const record = project.file('stop.jsonl');
    const host = stopHost(
      [
        { event: 'UserPromptSubmit', command: hookArgv('-', 'deny', 'no secrets') },
        { event: 'Stop', command: hookArgv(record, 'allow') },
      ],
      [],
    );
    await expect(host.branch.react('my key is AKIA…')).rejects.toThrow('no secrets');
    await host.session.end();

    const broken = stopHost([{ event: 'Stop', command: hookArgv(record, 'allow') }], []);
    broken.session.provider.complete = async () => {
      throw new Error('model unavailable');
    };
    await expect(broken.branch.react('Work')).rejects.toThrow('model unavailable');
    await broken.session.end();
    expect(recorded(record)).toEqual([]);
  });

  it('a host without the Stop seam (the default) refuses a config with Stop, naming file and line', async () => {
    const project = tempProject();
    const file = project.writeSettings(
      hooksYaml([{ event: 'Stop', command: hookArgv(project.file('stop.jsonl'), 'allow') }]),
    );
    const session = new Session({
      projectDir: project.dir,
      provider: new ScriptedProvider(['answer']),
      env: project.env,
      auditLog: false,
    });
    await expect(session.ready()).rejects.toThrow(
      `${file}:2:3: hooks_external.Stop: unsupported hook event "Stop": this runtime has no seam for Stop`,
    );
    await expect(session.createBranch().react('Work')).rejects.toThrow('no seam for Stop');
    expect(recorded(project.file('stop.jsonl'))).toEqual([]);
  });
});
