import type { Decision } from '@lionagi/hooks-harness';
import type { ProfileEvent } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import { envelope, withCommand } from '../test/envelopes.js';
import { type HookEvent, type HookHandler, runHook } from './define-hook.js';

const stdin = (value: unknown) => JSON.stringify(value);

describe('runHook', () => {
  it('calls the handler with the event, the detected harness and the envelope', async () => {
    const seen: HookEvent[] = [];
    const input = envelope('codex', 'PreToolUse');
    const out = await runHook(
      (event) => {
        seen.push(event);
        return undefined;
      },
      { events: ['PreToolUse'], name: 'probe' },
      stdin(input),
    );
    expect(seen).toEqual([{ event: 'PreToolUse', harness: 'codex', input }]);
    expect(out).toEqual({
      stdout: '',
      stderr: '',
      exitCode: 0,
      event: 'PreToolUse',
      harness: 'codex',
    });
  });

  it('renders the decision for the harness that sent the envelope (async handlers too)', async () => {
    const handler: HookHandler<'PreToolUse'> = async (_e, d) =>
      d.rewrite({ command: 'ls --dry-run' });
    const options = { events: ['PreToolUse'] as const };
    const codex = await runHook(handler, options, stdin(withCommand('codex', 'ls')));
    const claude = await runHook(handler, options, stdin(withCommand('claude-code', 'ls')));
    expect(JSON.parse(codex.stdout).hookSpecificOutput).toEqual({
      hookEventName: 'PreToolUse',
      permissionDecision: 'allow',
      updatedInput: { command: 'ls --dry-run' },
    });
    expect(JSON.parse(claude.stdout).hookSpecificOutput).toEqual({
      hookEventName: 'PreToolUse',
      updatedInput: { command: 'ls --dry-run' },
    });
  });

  it('fails closed with exit 2 when the handler throws on a blocking event', async () => {
    const out = await runHook(
      () => {
        throw new Error('policy file missing');
      },
      { events: ['UserPromptSubmit'], name: 'gate' },
      stdin(envelope('claude-code', 'UserPromptSubmit')),
    );
    expect(out).toMatchObject({
      stdout: '',
      stderr: 'hooks-sdk: gate failed on UserPromptSubmit: policy file missing; failing closed\n',
      exitCode: 2,
    });
  });

  it('exits 1 (non-blocking) when the handler throws on an advisory event', async () => {
    const out = await runHook(
      () => Promise.reject(new Error('disk full')),
      { events: ['PostToolUse'], name: 'logger' },
      stdin(envelope('lionagi', 'PostToolUse')),
    );
    expect(out).toMatchObject({
      stderr: 'hooks-sdk: logger failed on PostToolUse: disk full\n',
      exitCode: 1,
    });
  });

  it('treats a return value that is not a decision as a failure', async () => {
    const out = await runHook(
      () => 'deny' as unknown as Decision,
      { events: ['PreToolUse'], name: 'g' },
      stdin(envelope('lionagi', 'PreToolUse')),
    );
    expect(out.exitCode).toBe(2);
    expect(out.stderr).toBe(
      'hooks-sdk: g failed on PreToolUse: the handler returned "deny"; expected a decision from decide.allow/deny/rewrite/block/context/stop, or undefined; failing closed\n',
    );
  });

  it('reads null as no opinion and describes any other non-decision safely', async () => {
    const input = stdin(envelope('lionagi', 'PreToolUse'));
    const options = { events: ['PreToolUse'] as const, name: 'g' };
    const none = await runHook(() => null as unknown as undefined, options, input);
    expect(none).toMatchObject({ stdout: '', stderr: '', exitCode: 0 });
    const big = await runHook(() => 10n as unknown as Decision, options, input);
    expect(big.stderr).toMatch(/^hooks-sdk: g failed on PreToolUse: the handler returned bigint;/);
    expect(big.exitCode).toBe(2);
  });

  it('has no opinion on events it does not handle, and on non-profile events', async () => {
    const never = () => {
      throw new Error('must not be called');
    };
    const other = await runHook(
      never,
      { events: ['PreToolUse'], name: 'g' },
      stdin(envelope('codex', 'UserPromptSubmit')),
    );
    expect(other).toMatchObject({
      stdout: '',
      stderr: 'hooks-sdk: g does not handle UserPromptSubmit (it handles PreToolUse); no opinion\n',
      exitCode: 0,
    });
    const stop = { session_id: 's', cwd: '/w', hook_event_name: 'TeammateIdle' };
    const out = await runHook(never, { events: ['PreToolUse'], name: 'g' }, stdin(stop));
    expect(out.exitCode).toBe(0);
    expect(out.stderr).toMatch(
      /^hooks-sdk: g: hook envelope has hook_event_name "TeammateIdle"; .*; no opinion\n$/,
    );
  });

  it('fails closed on an unreadable envelope', async () => {
    const never = () => undefined;
    const blank = await runHook(never, { events: ['PreToolUse'], name: 'g' }, '');
    expect(blank).toEqual({
      stdout: '',
      stderr: 'hooks-sdk: g: hook stdin is not a JSON envelope: empty stdin; failing closed\n',
      exitCode: 2,
    });
    const missing = { session_id: 's', cwd: '/w', hook_event_name: 'PreToolUse' };
    const pre = await runHook(never, { events: ['PreToolUse'], name: 'g' }, stdin(missing));
    expect(pre).toMatchObject({
      stderr:
        'hooks-sdk: g failed on PreToolUse: invalid PreToolUse envelope: tool_name must be a non-empty string; tool_input must be an object; failing closed\n',
      exitCode: 2,
    });
    const advisory = { session_id: 's', cwd: '/w', hook_event_name: 'SessionStart' };
    expect((await runHook(never, { events: ['SessionStart'] }, stdin(advisory))).exitCode).toBe(1);
  });

  it('reports events outside the profile in its own options', async () => {
    const events = ['PreToolUse', 'TeammateIdle'] as unknown as ProfileEvent[];
    const out = await runHook(
      () => undefined,
      { events, name: 'g' },
      stdin(envelope('lionagi', 'PreToolUse')),
    );
    expect(out).toMatchObject({
      stderr:
        'hooks-sdk: g failed on PreToolUse: defineHook events include unsupported "TeammateIdle"; failing closed\n',
      exitCode: 2,
    });
  });
});
