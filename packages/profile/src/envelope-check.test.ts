import { describe, expect, it } from 'vitest';
import { INPUT_SCHEMAS } from './envelope.js';
import { envelopePasses } from './envelope-check.js';
import { PROFILE_EVENTS, type ProfileEvent } from './events.js';

const COMMON = { session_id: 's-1', cwd: '/p', harness: 'lionagi' };
const TOOL = { tool_name: 'bash', tool_input: { command: 'ls' } };
const VALID: Record<ProfileEvent, Record<string, unknown>> = {
  SessionStart: { source: 'startup' },
  SessionEnd: { reason: 'exit' },
  UserPromptSubmit: { prompt: 'hi', model: null },
  PreToolUse: TOOL,
  PostToolUse: { ...TOOL, tool_response: null, duration_ms: 3 },
  PostToolUseFailure: { ...TOOL, error: 'boom', is_interrupt: false },
  Stop: { stop_hook_active: false, last_assistant_message: 'done' },
  PermissionRequest: { ...TOOL, permission_suggestions: [] },
  Notification: { message: 'm', notification_type: 'permission_prompt' },
  SubagentStart: { agent_id: 'a-1', agent_type: 'general-purpose' },
  SubagentStop: {
    agent_id: 'a-1',
    agent_type: '',
    stop_hook_active: false,
    last_assistant_message: 'done',
    agent_transcript_path: '/t/a-1.jsonl',
  },
  PreCompact: { trigger: 'auto', custom_instructions: null },
  PostCompact: { trigger: 'manual', compact_summary: 'summary' },
  PostToolBatch: { tool_calls: [{ ...TOOL, tool_use_id: 'c-1', tool_response: 'ok' }] },
  StopFailure: { error: 'unknown', last_assistant_message: 'API Error: 400' },
};
const FIELDS = [
  'session_id',
  'cwd',
  'hook_event_name',
  'harness',
  'transcript_path',
  'permission_mode',
  'model',
  'turn_id',
  'tool_name',
  'tool_input',
  'tool_use_id',
  'tool_response',
  'duration_ms',
  'error',
  'is_interrupt',
  'source',
  'reason',
  'prompt',
  'stop_hook_active',
  'last_assistant_message',
  'permission_suggestions',
  'message',
  'notification_type',
  'agent_id',
  'agent_type',
  'agent_transcript_path',
  'trigger',
  'custom_instructions',
  'compact_summary',
  'tool_calls',
  'extra_field',
];
const VALUES: unknown[] = [
  undefined,
  null,
  '',
  'x',
  'lionagi',
  'claude-code',
  'plan',
  'startup',
  'resume',
  'manual',
  'auto',
  0,
  -1,
  -0,
  2.5,
  true,
  false,
  [],
  ['a'],
  {},
  { a: 1 },
  [TOOL],
  [{ ...TOOL, tool_use_id: 7 }],
  [{ tool_name: '', tool_input: {} }],
  [{ tool_name: 'bash', tool_input: [] }],
  [null],
  ...PROFILE_EVENTS,
];

function zodPasses(event: ProfileEvent, envelope: Record<string, unknown>): boolean {
  return INPUT_SCHEMAS[event].safeParse(envelope).success;
}

describe('envelopePasses: answers as the zod schemas (INPUT_SCHEMAS) do, without zod', () => {
  it('accepts every valid envelope, with and without its optional fields', () => {
    for (const event of PROFILE_EVENTS) {
      const envelope = { ...COMMON, hook_event_name: event, ...VALID[event] };
      expect(zodPasses(event, envelope), event).toBe(true);
      expect(envelopePasses(event, envelope), event).toBe(true);
    }
  });

  it('agrees with the schema on every one-field change of every event (value, type, absence)', () => {
    const disagreements: string[] = [];
    let refused = 0;
    for (const event of PROFILE_EVENTS) {
      const base = { ...COMMON, hook_event_name: event, ...VALID[event] };
      for (const field of FIELDS) {
        for (const value of VALUES) {
          const envelope: Record<string, unknown> = { ...base, [field]: value };
          if (value === undefined) delete envelope[field];
          const zod = zodPasses(event, envelope);
          if (!zod) refused++;
          if (envelopePasses(event, envelope) !== zod)
            disagreements.push(`${event}.${field} = ${JSON.stringify(value)}: zod ${zod}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
    // The sweep reaches the refusals it is there for, not only envelopes both accept.
    expect(refused).toBeGreaterThan(500);
  });

  it('refuses what is not an envelope of the event: another event name, a foreign harness', () => {
    const pre = { ...COMMON, hook_event_name: 'PreToolUse', ...TOOL };
    expect(envelopePasses('PostToolUse', pre)).toBe(false);
    expect(envelopePasses('PreToolUse', { ...pre, harness: 'codex' })).toBe(false);
    expect(envelopePasses('PreToolUse', { ...pre, tool_input: ['ls'] })).toBe(false);
  });
});
