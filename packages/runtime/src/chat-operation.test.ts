import { isHookError } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import { normalizeCall } from './chat-operation.js';

describe('normalizeCall: the model boundary', () => {
  it('refuses tool arguments nested past MAX_JSON_DEPTH with JSON_TOO_DEEP', () => {
    const nested = JSON.parse(`${'['.repeat(6000)}${']'.repeat(6000)}`) as unknown;
    let thrown: unknown;
    try {
      normalizeCall({ id: 'call_9', name: 'bash', arguments: { x: nested } });
    } catch (error) {
      thrown = error;
    }
    expect(isHookError(thrown) && thrown.code).toBe('JSON_TOO_DEEP');
    expect((thrown as Error).message).toBe(
      'model response refused: the arguments of tool call "bash" (call_9): nested deeper than 64 levels (the limit for JSON crossing a process or model boundary)',
    );
  });

  it('keeps ordinary arguments as they are', () => {
    expect(normalizeCall({ id: 'c', name: 'bash', arguments: { a: { b: [1] } } })).toEqual({
      id: 'c',
      name: 'bash',
      arguments: { a: { b: [1] } },
    });
  });
});
