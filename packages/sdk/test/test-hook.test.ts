import { chmodSync } from 'node:fs';
import { join } from 'node:path';
import { isHookError } from '@lionagi/hooks-profile';
import { beforeAll, describe, expect, it } from 'vitest';
import { testHook } from '../src/index.js';
import { effectOf, lionagiEffect } from './effects.js';
import { envelope, withCommand } from './envelopes.js';

const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name);
const raw = fixture('raw-hook.mjs');
const env = (vars: Record<string, string>) => ({ ...process.env, ...vars });

beforeAll(() => {
  chmodSync(raw, 0o755);
  chmodSync(fixture('deny-exit2.sh'), 0o755);
});

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isHookError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a rejection');
}

describe.concurrent('testHook', () => {
  it('runs an executable by path with the envelope on stdin (sh hook, exit 2)', async () => {
    const run = await testHook(fixture('deny-exit2.sh'), withCommand('claude-code', 'ls'));
    expect(run).toMatchObject({
      argv: [fixture('deny-exit2.sh')],
      event: 'PreToolUse',
      harness: 'claude-code',
      exitCode: 2,
      stdout: '',
      stderr: 'blocked by a shell hook\n',
    });
    const reason = 'blocked by a shell hook';
    expect(lionagiEffect(run.verdicts.lionagi)).toEqual({ effect: 'deny', reason });
    expect(run.verdicts.claudeCode).toEqual({ effect: 'deny', reason, source: 'pre07' });
    expect(run.verdicts.codex).toEqual({ effect: 'deny', reason, source: 'codex §5.1' });
  });

  it('shows where the harnesses diverge on raw output: deny JSON with exit 1 (Dv1-5, pre09b)', async () => {
    const deny = JSON.stringify({
      hookSpecificOutput: {
        hookEventName: 'PreToolUse',
        permissionDecision: 'deny',
        permissionDecisionReason: 'r',
      },
    });
    const run = await testHook([process.execPath, raw], withCommand('codex', 'ls'), {
      env: env({ RAW_STDOUT: deny, RAW_EXIT: '1' }),
    });
    expect(run.exitCode).toBe(1);
    expect(run.verdicts.lionagi).toMatchObject({ decision: 'none', outcome: 'error' });
    expect(effectOf(run.verdicts.claudeCode)).toEqual({ effect: 'deny', reason: 'r' });
    expect(run.verdicts.codex).toEqual({
      effect: 'invalid',
      reason: 'hook exited with code 1',
      source: 'codex §5.1',
    });
  });

  it('presents the envelope as LionAGI when asked (adds harness: "lionagi")', async () => {
    const run = await testHook(raw, envelope('claude-code', 'UserPromptSubmit'), {
      harness: 'lionagi',
      env: env({ RAW_ECHO: '1' }),
    });
    expect(run.harness).toBe('lionagi');
    expect(JSON.parse(run.stderr)).toEqual({
      ...envelope('claude-code', 'UserPromptSubmit'),
      harness: 'lionagi',
    });
    expect(run.envelope.harness).toBe('lionagi');
  });

  it('drops harness and refuses an envelope that reads as another harness', async () => {
    const run = await testHook(raw, envelope('claude-code', 'SessionEnd', { harness: 'lionagi' }), {
      harness: 'claude-code',
      env: env({ RAW_ECHO: '1' }),
    });
    expect(JSON.parse(run.stderr).harness).toBeUndefined();
    expect(
      await rejection(testHook(raw, envelope('codex', 'PreToolUse'), { harness: 'claude-code' })),
    ).toEqual({
      code: 'USAGE',
      message:
        'testHook: this envelope reads as Codex, not Claude Code; use an envelope captured from Claude Code',
    });
  });

  it('kills a hook at the timeout; LionAGI fails closed where the others fail open (Dv1-4)', async () => {
    const run = await testHook(raw, withCommand('lionagi', 'ls'), {
      timeoutMs: 500,
      env: env({ RAW_SLEEP_MS: '30000' }),
    });
    expect(run).toMatchObject({
      timedOut: true,
      timeoutMs: 500,
      exitCode: null,
      signal: 'SIGKILL',
    });
    expect(run.verdicts.lionagi).toMatchObject({ decision: 'deny', outcome: 'timeout' });
    expect(run.verdicts.claudeCode.effect).toBe('invalid');
    expect(run.verdicts.codex.effect).toBe('invalid');
  });

  it('reports a hook that cannot be started', async () => {
    const missing = fixture('no-such-hook');
    const run = await testHook(missing, withCommand('lionagi', 'ls'));
    expect(run.exitCode).toBeNull();
    expect(run.spawnError).toBe(`spawn ${missing} ENOENT`);
    expect(run.verdicts.lionagi).toMatchObject({ decision: 'none', outcome: 'error' });
    expect(run.verdicts.claudeCode).toEqual({
      effect: 'invalid',
      reason: `not started: spawn ${missing} ENOENT`,
      source: 'cmd05',
    });
  });

  it('refuses an empty argv and a non-profile event', async () => {
    expect(await rejection(testHook([], withCommand('lionagi', 'ls')))).toEqual({
      code: 'INVALID_ARGV',
      message: 'testHook needs a non-empty argv of non-empty strings',
    });
    expect(await rejection(testHook(raw, { hook_event_name: 'TeammateIdle' }))).toEqual({
      code: 'USAGE',
      message: 'testHook: envelope hook_event_name "TeammateIdle" is not a profile event',
    });
  });
});
