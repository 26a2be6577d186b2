import { PROFILE_V1_EVENTS, type ProfileEvent } from '@lionagi/hooks-profile';
import type { FieldCheck, JsonType, Row, RunSpec } from './row.js';
import { FAIL, RECORDER, script, settingsYaml, TOUCH } from './scenario.js';

/**
 * The envelope scenario every envelope row shares (it runs once): the recorder hook on all six
 * events and on Stop, one bash call that succeeds and one that fails (exit 3), then a final answer.
 */
export const ENVELOPE_RUN: RunSpec = {
  settings: settingsYaml(
    Object.fromEntries(
      [...PROFILE_V1_EVENTS, 'Stop'].map((event) => [event, [{ hooks: [RECORDER] }]]),
    ),
  ),
  prompt: script(TOUCH, FAIL, '@final done'),
};

/** The events whose envelopes the recorder captures in {@link ENVELOPE_RUN}. */
const ALL = PROFILE_V1_EVENTS;
const TURN_EVENTS: ProfileEvent[] = [
  'UserPromptSubmit',
  'PreToolUse',
  'PostToolUse',
  'PostToolUseFailure',
];
const TOOL_EVENTS: ProfileEvent[] = ['PreToolUse', 'PostToolUse', 'PostToolUseFailure'];

const each = (
  events: readonly ProfileEvent[],
  field: string,
  expect: 'absent' | JsonType,
  value?: unknown,
): FieldCheck[] =>
  events.map((event) => ({ event, field, expect, ...(value === undefined ? {} : { value }) }));

const row = (r: Omit<Row, 'area' | 'hooks' | 'run' | 'expect'> & { checks: FieldCheck[] }): Row => {
  const { checks, ...rest } = r;
  return {
    ...rest,
    area: 'envelope',
    hooks: ['record.mjs'],
    run: ENVELOPE_RUN,
    expect: { exitCode: 0, terminalReason: 'completed', envelope: checks },
  };
};

/** Field-guarantee rows: what each event's stdin envelope carries (ADR-0048 D1, Dv1-1). */
export const ENVELOPE_ROWS: Row[] = [
  row({
    id: 'env-common',
    title: 'Common fields on every event: session_id, cwd, hook_event_name, harness',
    profileSource: 'ADR-0048 D1 (always present)',
    checks: [
      ...each(ALL, 'session_id', 'string', '{session_id}'),
      ...each(ALL, 'cwd', 'string', '{project}'),
      ...ALL.map(
        (event): FieldCheck => ({
          event,
          field: 'hook_event_name',
          expect: 'string',
          value: event,
        }),
      ),
      ...each(ALL, 'harness', 'string', 'lionagi'),
    ],
    claudeCode: {
      observed: '`session_id`, `cwd`, `hook_event_name` on every event; no `harness` field',
      source: 'claude-code §3.2; events/*.json',
      relation: 'same',
    },
    codex: {
      observed:
        '`session_id`, `cwd`, `hook_event_name` on every event; `harness` is not in the input schemas (`additionalProperties: false`)',
      source: 'codex §4; schemas/hook-command-io/*.input',
      relation: 'same',
    },
  }),
  row({
    id: 'env-transcript-path',
    title: '`transcript_path` is the session transcript on every event',
    profileSource: 'ADR-0048 D1, Dv1-1 (present when the surface has it)',
    divergences: ['Dv1-1'],
    checks: each(ALL, 'transcript_path', 'string', '{transcript_path}'),
    claudeCode: {
      observed: 'present on every event (`~/.claude/projects/…/<session>.jsonl`)',
      source: 'claude-code §3.2',
      relation: 'same',
    },
    codex: {
      observed: 'required (string or null) on every event: the rollout JSONL',
      source: 'codex §4; schemas *.input `transcript_path`',
      relation: 'same',
    },
  }),
  row({
    id: 'env-permission-mode',
    title: '`permission_mode` on every event but SessionEnd',
    profileSource: 'ADR-0048 D1; runtime envelopes (SessionEnd carries none)',
    checks: [
      ...each(
        ALL.filter((e) => e !== 'SessionEnd'),
        'permission_mode',
        'string',
        'default',
      ),
      ...each(['SessionEnd'], 'permission_mode', 'absent'),
    ],
    claudeCode: {
      observed:
        '`default` on UserPromptSubmit and tool events; absent on SessionStart and SessionEnd',
      source: 'claude-code §3.2',
      relation: 'same',
    },
    codex: {
      observed:
        'required on every event but SessionEnd; only `default` or `bypassPermissions` occur',
      source: 'codex §4; schemas *.input `required`',
      relation: 'same',
    },
  }),
  row({
    id: 'env-model',
    title: '`model` (the provider model) on every event but SessionEnd',
    profileSource: 'ADR-0048 D1 (present when the runtime has it); envelope.ts',
    checks: [
      ...each(
        ALL.filter((e) => e !== 'SessionEnd'),
        'model',
        'string',
        'scripted',
      ),
      ...each(['SessionEnd'], 'model', 'absent'),
    ],
    claudeCode: {
      observed: 'absent (SessionStart has `model` only when `source` is `compact`)',
      source: 'claude-code §3.3, §10 #8; events/*.json field_types',
      relation: 'same',
    },
    codex: {
      observed: 'required on every event but SessionEnd',
      source: 'codex §4; schemas *.input `required`',
      relation: 'same',
    },
  }),
  row({
    id: 'env-turn-id',
    title: '`turn_id` on turn events (one id per user turn), absent on session events',
    profileSource: 'ADR-0048 D1, Dv1-1 (the turn-origin token id)',
    divergences: ['Dv1-1'],
    checks: [
      ...each(TURN_EVENTS, 'turn_id', 'string'),
      ...TOOL_EVENTS.map(
        (event): FieldCheck => ({
          event,
          field: 'turn_id',
          expect: 'string',
          sameAs: { event: 'UserPromptSubmit', field: 'turn_id' },
        }),
      ),
      ...each(['SessionStart', 'SessionEnd'], 'turn_id', 'absent'),
    ],
    claudeCode: {
      observed: 'no `turn_id` on these events (only MessageDisplay has one)',
      source: 'claude-code §3.2, §3.3',
      relation: 'same',
    },
    codex: {
      observed:
        'required on UserPromptSubmit and tool events; absent on SessionStart and SessionEnd',
      source: 'codex §4; schemas *.input `required`',
      relation: 'same',
    },
  }),
  row({
    id: 'env-session-start',
    title: 'SessionStart carries `source: "startup"`',
    profileSource: 'ADR-0048 D1; envelope.ts SessionStartInputSchema',
    checks: [{ event: 'SessionStart', field: 'source', expect: 'string', value: 'startup' }],
    claudeCode: {
      observed: '`source: "startup"`',
      source: 'events/SessionStart.json',
      relation: 'same',
    },
    codex: {
      observed: '`source: "startup"`',
      source: 'codex events/SessionStart.json',
      relation: 'same',
    },
  }),
  row({
    id: 'env-session-end',
    title: 'SessionEnd carries `reason: "other"` at the end of a `-p` run',
    profileSource: 'ADR-0048 D1; envelope.ts SessionEndInputSchema',
    checks: [{ event: 'SessionEnd', field: 'reason', expect: 'string', value: 'other' }],
    claudeCode: {
      observed: '`reason: "other"` for a finished `-p` run',
      source: 'events/SessionEnd.json',
      relation: 'same',
    },
    codex: {
      observed: '`reason: "other"` (the only value in the schema)',
      source: 'codex §4; session-end.command.input',
      relation: 'same',
    },
  }),
  row({
    id: 'env-prompt',
    title: 'UserPromptSubmit `prompt` is the exact text submitted',
    profileSource: 'ADR-0048 D2 (the rendered instruction actually submitted)',
    checks: [{ event: 'UserPromptSubmit', field: 'prompt', expect: 'string', value: '{prompt}' }],
    claudeCode: {
      observed: '`prompt`: the exact user text',
      source: 'claude-code §3.3',
      relation: 'same',
    },
    codex: {
      observed: '`prompt`: the user text',
      source: 'codex events/UserPromptSubmit.json',
      relation: 'same',
    },
  }),
  row({
    id: 'env-pre-tool',
    title:
      'PreToolUse: `tool_name` (the registered name in the default `lionagi` tool vocabulary), full `tool_input`, `tool_use_id`; no `tool_response`',
    profileSource: 'ADR-0048 D1, D3 (full argument object), Dv1-2',
    divergences: ['Dv1-2'],
    checks: [
      { event: 'PreToolUse', field: 'tool_name', expect: 'string', value: 'bash' },
      {
        event: 'PreToolUse',
        field: 'tool_input',
        expect: 'object',
        value: { command: 'touch ran.marker' },
      },
      { event: 'PreToolUse', field: 'tool_use_id', expect: 'string', value: 'call_1' },
      { event: 'PreToolUse', field: 'tool_response', expect: 'absent' },
    ],
    claudeCode: {
      observed: '`tool_name: "Bash"`, `tool_input` exactly as the model sent it, `tool_use_id`',
      source: 'events/PreToolUse.json',
      relation: 'differs',
      divergence: 'Dv1-2',
    },
    codex: {
      observed: '`tool_name: "Bash"`, `tool_input: {command}`, `tool_use_id`',
      source: 'codex §4; events/PreToolUse.json',
      relation: 'differs',
      divergence: 'Dv1-2',
    },
  }),
  row({
    id: 'env-post-tool',
    divergences: ['Dv1-18'],
    title: 'PostToolUse: `tool_response` is the tool result object, plus `duration_ms`',
    profileSource: 'ADR-0048 D1, D3 (the full result, any type)',
    checks: [
      {
        event: 'PostToolUse',
        field: 'tool_response',
        expect: 'object',
        value: { stdout: '', stderr: '', exit_code: 0, interrupted: false },
      },
      { event: 'PostToolUse', field: 'duration_ms', expect: 'number' },
      {
        event: 'PostToolUse',
        field: 'tool_use_id',
        expect: 'string',
        sameAs: { event: 'PreToolUse', field: 'tool_use_id' },
      },
    ],
    claudeCode: {
      observed:
        'Bash `tool_response` is an object `{stdout, stderr, interrupted, isImage, noOutputExpected}`; `duration_ms`',
      source: 'claude-code §3.3; events/PostToolUse.json',
      relation: 'same',
    },
    codex: {
      observed: 'Bash `tool_response` is a plain string (the command output); no `duration_ms`',
      source: 'codex §4; events/PostToolUse.json',
      relation: 'differs',
      divergence: 'Dv1-18',
    },
  }),
  row({
    id: 'env-tool-failure',
    title: 'PostToolUseFailure: `error` text, `is_interrupt`, `duration_ms`',
    profileSource: 'ADR-0048 D2; envelope.ts PostToolUseFailureInputSchema',
    checks: [
      { event: 'PostToolUseFailure', field: 'error', expect: 'string', value: 'Exit code 3' },
      { event: 'PostToolUseFailure', field: 'is_interrupt', expect: 'boolean', value: false },
      { event: 'PostToolUseFailure', field: 'duration_ms', expect: 'number' },
      {
        event: 'PostToolUseFailure',
        field: 'tool_input',
        expect: 'object',
        value: { command: 'exit 3' },
      },
    ],
    claudeCode: {
      observed: '`error` (e.g. `Exit code 2\\nls: …`), `is_interrupt`, `duration_ms`',
      source: 'claude-code §3.3; events/PostToolUseFailure.json',
      relation: 'same',
    },
    codex: {
      observed: 'no PostToolUseFailure event',
      source: 'codex §4, §6',
      relation: 'not-applicable',
    },
  }),

  {
    id: 'env-failure-routing',
    divergences: ['Dv1-19'],
    area: 'envelope',
    title:
      'A failed call fires PostToolUseFailure, not PostToolUse; each event fires once per call',
    hooks: ['record.mjs'],
    run: ENVELOPE_RUN,
    expect: {
      exitCode: 0,
      recorded: {
        SessionStart: 1,
        UserPromptSubmit: 1,
        PreToolUse: 2,
        PostToolUse: 1,
        PostToolUseFailure: 1,
        Stop: 1,
        SessionEnd: 1,
      },
    },
    profileSource: 'ADR-0048 D2 (event mapping: PostToolUseFailure = HookBus TOOL_ERROR)',
    claudeCode: {
      observed: 'PostToolUse does not fire for a failing Bash call; only PostToolUseFailure does',
      source: 'post10',
      relation: 'same',
    },
    codex: {
      observed: 'PostToolUse fires for failing commands too (there is no PostToolUseFailure)',
      source: 'codex §4, §5.3',
      relation: 'differs',
      divergence: 'Dv1-19',
    },
  },
];
