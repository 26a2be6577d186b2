import { HARNESSES } from '@lionagi/hooks-harness';
import { isHookError } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import { allEnvelopes } from '../test/envelopes.js';
import { parseEnvelope } from './envelope.js';

function failure(text: string) {
  try {
    parseEnvelope(text);
  } catch (error) {
    if (isHookError(error))
      return { code: error.code, message: error.message, details: error.details };
    throw error;
  }
  throw new Error('expected parseEnvelope to throw');
}

describe('parseEnvelope', () => {
  it.each(HARNESSES)('accepts every %s fixture envelope unchanged', (harness) => {
    for (const e of Object.values(allEnvelopes(harness))) {
      expect(parseEnvelope(JSON.stringify(e))).toEqual(e);
    }
  });

  it('rejects empty stdin and non-JSON, naming what it got', () => {
    expect(failure('  \n')).toMatchObject({
      code: 'INVALID_ENVELOPE',
      message: 'hook stdin is not a JSON envelope: empty stdin',
    });
    expect(failure('nope\n').message).toMatch(
      /^hook stdin is not a JSON envelope: Unexpected token/,
    );
    expect(failure('[1]').message).toBe('hook stdin is JSON but not an object envelope');
  });

  it('rejects an event outside the profile and keeps its name in details', () => {
    expect(failure('{"hook_event_name":"TeammateIdle","session_id":"s","cwd":"/w"}')).toEqual({
      code: 'INVALID_ENVELOPE',
      message:
        'hook envelope has hook_event_name "TeammateIdle"; expected one of SessionStart, SessionEnd, UserPromptSubmit, PreToolUse, PostToolUse, PostToolUseFailure, Stop, PermissionRequest, Notification, SubagentStart, SubagentStop, PreCompact, PostCompact, PostToolBatch, StopFailure',
      details: { event: 'TeammateIdle' },
    });
  });

  it('lists every missing or mistyped field of the event', () => {
    const bad = { hook_event_name: 'PostToolUse', session_id: '', cwd: '/w', tool_input: [] };
    expect(failure(JSON.stringify(bad))).toEqual({
      code: 'INVALID_ENVELOPE',
      message:
        'invalid PostToolUse envelope: session_id must be a non-empty string; tool_name must be a non-empty string; tool_input must be an object; tool_response must be present (any JSON value)',
      details: {
        event: 'PostToolUse',
        problems: [
          'session_id must be a non-empty string',
          'tool_name must be a non-empty string',
          'tool_input must be an object',
          'tool_response must be present (any JSON value)',
        ],
      },
    });
  });

  it('accepts a null tool_response (present) and checks each event’s own field', () => {
    const common = { session_id: 's', cwd: '/w' };
    const post = { ...common, hook_event_name: 'PostToolUse', tool_name: 'Bash', tool_input: {} };
    expect(parseEnvelope(JSON.stringify({ ...post, tool_response: null }))).toMatchObject(post);
    expect(
      failure(JSON.stringify({ ...common, hook_event_name: 'UserPromptSubmit' })).message,
    ).toBe('invalid UserPromptSubmit envelope: prompt must be a string');
    expect(failure(JSON.stringify({ ...common, hook_event_name: 'SessionStart' })).message).toBe(
      'invalid SessionStart envelope: source must be a string',
    );
    expect(failure(JSON.stringify({ ...common, hook_event_name: 'SessionEnd' })).message).toBe(
      'invalid SessionEnd envelope: reason must be a string',
    );
    const failed = { ...post, hook_event_name: 'PostToolUseFailure' };
    expect(failure(JSON.stringify(failed)).message).toBe(
      'invalid PostToolUseFailure envelope: error must be a string',
    );
  });
});
