import { describe, expect, it } from 'vitest';
import { eventJsonSchema, INPUT_SCHEMAS, OUTPUT_SCHEMAS, PROFILE_EVENTS } from '../src/index.js';

describe('envelope and output schemas', () => {
  const base = { session_id: 's-1', cwd: '/p', harness: 'lionagi' };

  it('accept the envelope the ADR shows and refuse one without the runtime marker', () => {
    const envelope = {
      ...base,
      hook_event_name: 'PreToolUse',
      tool_name: 'bash',
      tool_input: { command: 'git status' },
    };
    expect(INPUT_SCHEMAS.PreToolUse.safeParse(envelope).success).toBe(true);
    expect(INPUT_SCHEMAS.PreToolUse.safeParse({ ...envelope, harness: 'claude' }).success).toBe(
      false,
    );
    expect(INPUT_SCHEMAS.PreToolUse.safeParse({ ...envelope, tool_input: 'ls' }).success).toBe(
      false,
    );
  });

  it('require tool_response on PostToolUse but allow null', () => {
    const envelope = { ...base, hook_event_name: 'PostToolUse', tool_name: 'bash', tool_input: {} };
    expect(INPUT_SCHEMAS.PostToolUse.safeParse(envelope).success).toBe(false);
    expect(INPUT_SCHEMAS.PostToolUse.safeParse({ ...envelope, tool_response: null }).success).toBe(
      true,
    );
  });

  it('accept a documented PreToolUse decision and reject an out-of-vocabulary one', () => {
    const out = {
      hookSpecificOutput: {
        hookEventName: 'PreToolUse',
        permissionDecision: 'deny',
        permissionDecisionReason: 'r',
      },
    };
    expect(OUTPUT_SCHEMAS.PreToolUse.safeParse(out).success).toBe(true);
    expect(
      OUTPUT_SCHEMAS.PreToolUse.safeParse({
        hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'defer' },
      }).success,
    ).toBe(false);
  });

  it('export a draft 2020-12 JSON Schema for every event and kind', () => {
    for (const event of PROFILE_EVENTS) {
      for (const kind of ['input', 'output'] as const) {
        const schema = eventJsonSchema(event, kind);
        expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
        expect(schema.type).toBe('object');
        expect(schema.title).toContain(event);
      }
    }
    const input = eventJsonSchema('UserPromptSubmit', 'input') as { required: string[] };
    expect(input.required).toEqual(['session_id', 'cwd', 'hook_event_name', 'harness', 'prompt']);
  });
});
