import { describe, expect, it } from 'vitest';
import { isHookError } from './errors.js';
import { assertJsonDepth, exceedsJsonDepth, jsonDepth, MAX_JSON_DEPTH } from './json-depth.js';
import { interpretHookResult } from './verdict.js';

/** `{"a":{"a":…{"a":1}}}` nested `levels` objects deep, built from text as a hook would print it. */
const nestedText = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const nested = (levels: number) => JSON.parse(nestedText(levels)) as unknown;

describe('jsonDepth', () => {
  it('counts objects and arrays, not scalars', () => {
    expect(jsonDepth(1)).toBe(0);
    expect(jsonDepth(null)).toBe(0);
    expect(jsonDepth({})).toBe(1);
    expect(jsonDepth({ a: [1, { b: [] }] })).toBe(4);
  });

  it('walks a value nested a million levels without a RangeError, stopping past the limit', () => {
    const deep = nested(1_000_000);
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    expect(jsonDepth(deep)).toBe(MAX_JSON_DEPTH + 1);
    expect(exceedsJsonDepth(deep)).toBe(true);
    expect(exceedsJsonDepth(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(exceedsJsonDepth(nested(MAX_JSON_DEPTH + 1))).toBe(true);
  });

  it('assertJsonDepth throws JSON_TOO_DEEP naming what was refused', () => {
    try {
      assertJsonDepth(nested(6000), 'tool arguments of bash');
      expect.unreachable();
    } catch (error) {
      expect(isHookError(error) && error.code).toBe('JSON_TOO_DEEP');
      expect((error as Error).message).toBe(
        'tool arguments of bash: nested deeper than 64 levels (the limit for JSON crossing a process or model boundary)',
      );
    }
  });
});

describe('hook stdout nested past the bound', () => {
  const deepUpdate = `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow","updatedInput":${nestedText(6000)}}}`;
  const result = { exitCode: 0, stdout: deepUpdate, stderr: '' };

  it('denies on a blocking event (the answer cannot be read) and is a failure elsewhere', () => {
    expect(interpretHookResult('PreToolUse', result, { hookLabel: 'rw.sh' })).toEqual({
      event: 'PreToolUse',
      decision: 'deny',
      outcome: 'error',
      reason:
        'hook rw.sh printed JSON on stdout: nested deeper than 64 levels (the limit for JSON crossing a process or model boundary); its output is ignored; its answer is unknown: failing closed on a blocking event',
      notes: [],
    });
    expect(interpretHookResult('PostToolUse', result, { hookLabel: 'rw.sh' })).toMatchObject({
      decision: 'none',
      outcome: 'error',
    });
  });
});
