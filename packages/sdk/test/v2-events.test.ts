import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CODEX_OUTPUT_SCHEMAS,
  HARNESSES,
  type Harness,
  type TestHookResult,
  testHook,
} from '../src/index.js';
import { useBundledHooks } from './bundle.js';
import { effectOf } from './effects.js';
import { codexJsonSchema, envelope } from './envelopes.js';

// Bundled SDK hooks on the profile v2 events (Stop, PermissionRequest, Notification), run as real
// processes on real captured envelopes (Claude Code 2.1.328, Codex 0.169.0) and li-agent's own:
// the exact bytes and exit code, how LionAGI (the profile's verdict), Claude Code and Codex read
// them, and every Codex output valid under Codex's schema.
const hook = useBundledHooks(['examples/test-gate.ts', 'test/fixtures/hooks/v2-answers.ts']);
const line = (value: unknown) => `${JSON.stringify(value)}\n`;
const STOP_HARNESSES = HARNESSES;
const PERMISSION_HARNESSES = HARNESSES;

const env = (extra: Record<string, string> = {}) => ({ PATH: process.env.PATH ?? '', ...extra });
const answer = (name: string, harness: Harness, HOOK_ANSWER: string, patch = {}) =>
  testHook(hook('v2-answers'), envelope(harness, name, patch), {
    harness,
    env: env({ HOOK_ANSWER }),
  });

/** LionAGI's verdict in the readers' vocabulary: on Stop a deny keeps the turn going. */
function lionagi(run: TestHookResult) {
  const v = run.verdicts.lionagi;
  if (run.event === 'Stop') {
    if (v.stop) return { effect: 'stop' };
    if (v.decision === 'deny') return { effect: 'continue', reason: v.reason };
    if (v.additionalContext) return { effect: 'continue', context: v.additionalContext };
    return { effect: 'none' };
  }
  if (v.decision === 'deny') return { effect: 'deny', reason: v.reason };
  if (v.updatedInput) return { effect: 'rewrite', updatedInput: v.updatedInput };
  return { effect: v.decision === 'allow' ? 'allow' : 'none' };
}
const clean = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
/** What the harness that sent the envelope does with the run. */
function own(run: TestHookResult) {
  if (run.harness === 'lionagi') return clean(lionagi(run));
  return effectOf(run.harness === 'codex' ? run.verdicts.codex : run.verdicts.claudeCode);
}
function codexValid(run: TestHookResult, event: 'Stop' | 'PermissionRequest') {
  if (run.harness !== 'codex' || run.stdout === '') return;
  expect(CODEX_OUTPUT_SCHEMAS[event].safeParse(JSON.parse(run.stdout)).success).toBe(true);
}

describe.concurrent('examples/test-gate.ts (Stop)', () => {
  it.each(STOP_HARNESSES)(
    'keeps the turn going under %s until .tests-passed exists, then lets it end',
    async (harness) => {
      const project = mkdtempSync(join(tmpdir(), 'lionagi-sdk-gate-'));
      const stop = envelope(harness, 'Stop', { cwd: project });
      const options = { harness, env: env({ CLAUDE_PROJECT_DIR: project }) };
      const blocked = await testHook(hook('test-gate'), stop, options);
      const reason =
        'the tests have not passed yet: run `npm test && touch .tests-passed`, fix what fails, then finish';
      expect(blocked).toMatchObject({ exitCode: 0, stderr: '', harness });
      expect(blocked.stdout).toBe(line({ decision: 'block', reason }));
      expect(own(blocked)).toEqual({ effect: 'continue', reason });
      codexValid(blocked, 'Stop');

      writeFileSync(join(project, '.tests-passed'), '');
      const passed = await testHook(
        hook('test-gate'),
        { ...stop, stop_hook_active: true },
        options,
      );
      expect(passed).toMatchObject({ exitCode: 0, stdout: '', stderr: '' });
      expect(own(passed)).toEqual({ effect: 'none' });
    },
  );

  it('finds the marker from the envelope cwd when the harness sets no project variable (Codex)', async () => {
    const project = mkdtempSync(join(tmpdir(), 'lionagi-sdk-gate-'));
    writeFileSync(join(project, '.tests-passed'), '');
    const run = await testHook(hook('test-gate'), envelope('codex', 'Stop', { cwd: project }), {
      env: env(),
    });
    expect(run).toMatchObject({ harness: 'codex', exitCode: 0, stdout: '' });
  });
});

describe.concurrent('Stop decisions of a bundled hook', () => {
  it.each(STOP_HARNESSES)('stop() ends the turn with continue:false under %s', async (harness) => {
    const run = await answer('Stop', harness, 'stop');
    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    expect(run.stdout).toBe(line({ continue: false, stopReason: 'done for today' }));
    expect(own(run)).toEqual({ effect: 'stop' });
    codexValid(run, 'Stop');
  });

  it.each(STOP_HARNESSES)(
    'context() keeps the turn going with the text under %s',
    async (harness) => {
      const run = await answer('Stop', harness, 'context');
      const text = `reviewed: ${envelope(harness, 'Stop').last_assistant_message}`;
      expect(run).toMatchObject({ exitCode: 0, stderr: '' });
      if (harness === 'codex') {
        // Codex's Stop schema has no hookSpecificOutput: the text is the block's reason.
        expect(run.stdout).toBe(
          line({ decision: 'block', reason: `Stop hook additional context: ${text}` }),
        );
        expect(own(run)).toEqual({
          effect: 'continue',
          reason: `Stop hook additional context: ${text}`,
        });
      } else {
        expect(run.stdout).toBe(
          line({ hookSpecificOutput: { hookEventName: 'Stop', additionalContext: text } }),
        );
        expect(own(run)).toEqual({ effect: 'continue', context: text });
      }
      codexValid(run, 'Stop');
    },
  );

  it.each(STOP_HARNESSES)(
    'a handler that throws ends the turn (continue:false) under %s, never exit 2 (which would continue)',
    async (harness) => {
      const run = await answer('Stop', harness, 'throw');
      const reason =
        'hooks-sdk: v2-answers failed on Stop: gate config unreadable; ending the turn (fail safe)';
      expect(run).toMatchObject({ exitCode: 0, stderr: `${reason}\n` });
      expect(run.stdout).toBe(line({ continue: false, stopReason: reason }));
      expect(own(run)).toEqual({ effect: 'stop' });
      codexValid(run, 'Stop');
    },
  );

  it.each(STOP_HARNESSES)('a rewrite on Stop is a no-op with a note under %s', async (harness) => {
    const run = await answer('Stop', harness, 'rewrite');
    expect(run).toMatchObject({ exitCode: 0, stdout: '' });
    expect(run.stderr).toMatch(
      /^hooks-sdk: rewrite cannot be expressed on Stop under .*; ignored\n$/,
    );
  });

  it('an invalid Stop envelope ends the turn too', async () => {
    const broken = { ...envelope('claude-code', 'Stop'), stop_hook_active: 'no' };
    const run = await testHook(hook('v2-answers'), broken, { env: env() });
    expect(run.exitCode).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      continue: false,
      stopReason:
        'hooks-sdk: v2-answers failed on Stop: invalid Stop envelope: stop_hook_active must be a boolean; ending the turn (fail safe)',
    });
  });
});

describe.concurrent('PermissionRequest and Notification decisions of a bundled hook', () => {
  const specific = (decision: object) =>
    line({ hookSpecificOutput: { hookEventName: 'PermissionRequest', decision } });

  it.each(PERMISSION_HARNESSES)(
    'allow() and deny() answer instead of the user under %s',
    async (harness) => {
      const allow = await answer('PermissionRequest', harness, 'allow');
      expect(allow).toMatchObject({
        exitCode: 0,
        stderr: '',
        stdout: specific({ behavior: 'allow' }),
      });
      expect(own(allow)).toEqual({ effect: 'allow' });
      const deny = await answer('PermissionRequest', harness, 'deny');
      const tool = envelope(harness, 'PermissionRequest').tool_name;
      const message = `${tool} needs a human`;
      expect(deny).toMatchObject({
        exitCode: 0,
        stderr: '',
        stdout: specific({ behavior: 'deny', message }),
      });
      expect(own(deny)).toEqual({ effect: 'deny', reason: message });
      const none = await answer('PermissionRequest', harness, '');
      expect(none).toMatchObject({ exitCode: 0, stdout: '', stderr: '' });
      for (const r of [allow, deny]) codexValid(r, 'PermissionRequest');
    },
  );

  it.each(PERMISSION_HARNESSES)(
    'rewrite() allows with updatedInput, except under Codex where it denies (%s)',
    async (harness) => {
      const run = await answer('PermissionRequest', harness, 'rewrite');
      const input = {
        ...(envelope(harness, 'PermissionRequest').tool_input as object),
        command: 'npm publish --dry-run',
      };
      if (harness === 'codex') {
        const why =
          'hooks-sdk: rewrite cannot be expressed on PermissionRequest under Codex: Codex reserves updatedInput on PermissionRequest and fails such an answer closed; denying instead (fail safe)';
        expect(run).toMatchObject({
          exitCode: 0,
          stderr: `${why}\n`,
          stdout: specific({ behavior: 'deny', message: why }),
        });
        expect(own(run)).toEqual({ effect: 'deny', reason: why });
        codexValid(run, 'PermissionRequest');
      } else {
        expect(run).toMatchObject({
          exitCode: 0,
          stderr: '',
          stdout: specific({ behavior: 'allow', updatedInput: input }),
        });
        expect(own(run)).toEqual({ effect: 'rewrite', updatedInput: input });
      }
    },
  );

  it.each(PERMISSION_HARNESSES)(
    'a handler that throws denies (exit 2) under %s',
    async (harness) => {
      const run = await answer('PermissionRequest', harness, 'throw');
      const stderr =
        'hooks-sdk: v2-answers failed on PermissionRequest: gate config unreadable; failing closed';
      expect(run).toMatchObject({ exitCode: 2, stdout: '', stderr: `${stderr}\n` });
      expect(own(run)).toEqual({ effect: 'deny', reason: stderr });
    },
  );

  it.each(['lionagi', 'claude-code'] as const)(
    'Notification is advisory under %s: a decision is a no-op with a note',
    async (harness) => {
      const run = await answer('Notification', harness, 'deny');
      expect(run).toMatchObject({ exitCode: 0, stdout: '' });
      expect(run.stderr).toMatch(
        /^hooks-sdk: deny cannot be expressed on Notification under .*: the event is advisory and accepts no decision \(reason: nope\); ignored\n$/,
      );
      const quiet = await answer('Notification', harness, '');
      expect(quiet).toMatchObject({ exitCode: 0, stdout: '', stderr: '' });
    },
  );
});

describe('Codex output schemas of the v2 events match the ones embedded in codex-cli 0.169.0', () => {
  it.each([
    ['Stop', 'stop'],
    ['PermissionRequest', 'permission-request'],
  ] as const)('%s: same top-level fields, no others accepted', (event, slug) => {
    const real = codexJsonSchema(slug) as { properties: Record<string, unknown> };
    const schema = CODEX_OUTPUT_SCHEMAS[event];
    expect(Object.keys(schema.shape).sort()).toEqual(Object.keys(real.properties).sort());
    expect(schema.safeParse({ extra: 1 }).success).toBe(false);
  });
});
