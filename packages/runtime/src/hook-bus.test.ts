import { describe, expect, it } from 'vitest';
import { HookBus } from './hook-bus.js';
import { HookPoint, type HookSignal } from './hook-points.js';
import { createMemoryLogger } from './logger.js';
import { isPermissionDeniedError, PermissionDeniedError } from './permission-denied.js';

const prompt = { session_id: 's', branch_id: 'b', prompt: 'hi', turn_id: 't' };
const toolPre = { call_id: 'c1', tool_name: 'bash', args_summary: '{}' };

describe('HookBus.emit', () => {
  it('runs handlers in order and isolates a failing one (logged, never thrown)', async () => {
    const logger = createMemoryLogger();
    const bus = new HookBus({ logger });
    const seen: string[] = [];
    bus.on(HookPoint.MESSAGE_ADD, () => {
      seen.push('first');
      throw new Error('observer broke');
    });
    bus.on(HookPoint.MESSAGE_ADD, () => {
      seen.push('second');
    });
    await bus.emit(HookPoint.MESSAGE_ADD, {
      session_id: 's',
      branch_id: 'b',
      message_id: 'm',
      role: 'user',
      kind: 'instruction',
    });
    expect(seen).toEqual(['first', 'second']);
    expect(logger.entries).toEqual([
      {
        level: 'error',
        message: 'hook handler on message.add failed: Error: observer broke',
        details: { point: 'message.add' },
      },
    ]);
  });

  it('does not let a handler deny on an advisory point', async () => {
    const bus = new HookBus({ logger: createMemoryLogger() });
    bus.on(HookPoint.SESSION_END, () => ({ deny: 'no' }));
    await expect(
      bus.emit(HookPoint.SESSION_END, { session_id: 's', reason: 'other', transcript_path: '/t' }),
    ).resolves.toBeUndefined();
  });

  it('off() removes a handler and on() rejects unknown points', async () => {
    const bus = new HookBus();
    let calls = 0;
    const remove = bus.on(HookPoint.BRANCH_CREATE, () => {
      calls += 1;
    });
    remove();
    await bus.emit(HookPoint.BRANCH_CREATE, { session_id: 's', branch_id: 'b' });
    expect(calls).toBe(0);
    expect(() => bus.on('tool.stop' as never, () => undefined)).toThrow(
      'unknown hook point "tool.stop"',
    );
  });
});

describe('HookBus.blockingEmit', () => {
  it('is refused for advisory points: the blocking set is hard-coded', async () => {
    const bus = new HookBus();
    await expect(bus.blockingEmit(HookPoint.TOOL_POST as never, {} as never)).rejects.toThrow(
      'blockingEmit is only defined for the blocking points tool.pre and prompt.submit; "tool.post" is advisory',
    );
  });

  it('propagates a thrown denial after recording a denial signal, and stops the chain', async () => {
    const bus = new HookBus();
    const signals: HookSignal[] = [];
    bus.observe((s) => signals.push(s));
    let later = false;
    bus.on(HookPoint.USER_PROMPT_SUBMIT, () => {
      throw new PermissionDeniedError('secret in prompt', { where: 'guard' });
    });
    bus.on(HookPoint.USER_PROMPT_SUBMIT, () => {
      later = true;
    });
    const error = await bus.blockingEmit(HookPoint.USER_PROMPT_SUBMIT, prompt).catch((e) => e);
    expect(isPermissionDeniedError(error)).toBe(true);
    expect(error.reason).toBe('secret in prompt');
    expect(error.message).toBe('guard denied: secret in prompt');
    expect(later).toBe(false);
    expect(signals).toEqual([
      expect.objectContaining({
        point: 'prompt.submit',
        payload: prompt,
        denied: true,
        exception: 'PermissionDeniedError: guard denied: secret in prompt',
      }),
    ]);
  });

  it('turns a { deny } result and any other error into PermissionDeniedError (fail closed)', async () => {
    const bus = new HookBus();
    bus.on(HookPoint.TOOL_PRE, () => ({ deny: 'rm is not allowed' }));
    const denied = await bus.blockingEmit(HookPoint.TOOL_PRE, toolPre).catch((e) => e);
    expect(denied).toBeInstanceOf(PermissionDeniedError);
    expect(denied.reason).toBe('rm is not allowed');
    expect(denied.code).toBe('PERMISSION_DENIED');

    const broken = new HookBus();
    broken.on(HookPoint.TOOL_PRE, () => {
      throw new TypeError('bug');
    });
    const failed = await broken.blockingEmit(HookPoint.TOOL_PRE, toolPre).catch((e) => e);
    expect(failed.reason).toBe('handler failed: TypeError: bug');
  });

  it('collects additionalContext and records one signal on success', async () => {
    const bus = new HookBus();
    const signals: HookSignal[] = [];
    bus.observe((s) => signals.push(s));
    bus.on(HookPoint.USER_PROMPT_SUBMIT, () => ({ additionalContext: 'ctx one' }));
    bus.on(HookPoint.USER_PROMPT_SUBMIT, async () => undefined);
    bus.on(HookPoint.USER_PROMPT_SUBMIT, () => ({ additionalContext: 'ctx two' }));
    await expect(bus.blockingEmit(HookPoint.USER_PROMPT_SUBMIT, prompt)).resolves.toEqual({
      additionalContext: ['ctx one', 'ctx two'],
    });
    expect(signals.map((s) => [s.point, s.denied])).toEqual([['prompt.submit', undefined]]);
  });

  it('logs a failing observer without affecting the emission', async () => {
    const logger = createMemoryLogger();
    const bus = new HookBus({ logger });
    bus.observe(() => {
      throw new Error('observer down');
    });
    await expect(bus.blockingEmit(HookPoint.TOOL_PRE, toolPre)).resolves.toEqual({
      additionalContext: [],
    });
    expect(logger.entries[0]?.message).toBe('hook signal observer failed: Error: observer down');
  });
});
