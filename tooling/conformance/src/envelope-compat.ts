import { PROFILE_V1_EVENTS, type ProfileV1Event } from '@lionagi/hooks-profile';
import { Ajv, type ErrorObject } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';

/** How li-agent's envelope for one event fares against that event's Codex 0.169 input schema. */
export interface CodexInputCompat {
  /** The Codex schema file, or `null` when Codex has no such event. */
  schema: string | null;
  /** Fields Codex requires that the envelope lacks (LionAGI cannot supply them). */
  missing: string[];
  /** Fields the envelope carries that the schema forbids (`additionalProperties: false`). */
  extra: string[];
  /** Any other violation, as `path keyword: message`. */
  other: string[];
}

/** How li-agent's envelope for one event compares with Claude Code 2.1.328's observed fields. */
export interface ClaudeFieldCompat {
  /** Fields both send. */
  shared: string[];
  /** Fields only LionAGI sends. */
  lionagiOnly: string[];
  /** Fields only Claude Code sends (a Claude hook reading them finds nothing under LionAGI). */
  claudeOnly: string[];
  /** Shared fields whose JSON type differs, as `field: lionagi vs claude`. */
  typeMismatches: string[];
}

/**
 * The events whose li-agent envelopes the compat tables hold: the six of v1 and Stop (headless
 * li-agent never emits PermissionRequest or a short turn's Notification).
 */
export const COMPAT_EVENTS = [...PROFILE_V1_EVENTS, 'Stop'] as const;

/** One of {@link COMPAT_EVENTS}. */
export type CompatEvent = ProfileV1Event | 'Stop';

/** The Codex input schema file for each profile event (`null`: Codex has no such event). */
export const CODEX_INPUT_SCHEMA_FILES: Readonly<Record<CompatEvent, string | null>> = {
  SessionStart: 'session-start.command.input.schema.json',
  SessionEnd: 'session-end.command.input.schema.json',
  UserPromptSubmit: 'user-prompt-submit.command.input.schema.json',
  PreToolUse: 'pre-tool-use.command.input.schema.json',
  PostToolUse: 'post-tool-use.command.input.schema.json',
  PostToolUseFailure: null,
  Stop: 'stop.command.input.schema.json',
};

/**
 * The Codex input schema files of the profile v2 events li-agent's envelope run does not emit
 * (`null`: none vendored); the live suite's envelope drift looks events up here too.
 */
export const CODEX_V2_INPUT_SCHEMA_FILES: Readonly<
  Record<'PermissionRequest' | 'Notification', string | null>
> = {
  // Not vendored: no live case reaches it (codex exec never asks for approval).
  PermissionRequest: null,
  Notification: null,
};

const COMMON_EXTRA = ['harness'];

/**
 * The expected result of validating li-agent's envelopes (scripted provider) against the Codex
 * input schemas. `envelopes.test.ts` recomputes it from real envelopes and fails when it changes.
 */
export const CODEX_INPUT_COMPAT: Readonly<Record<CompatEvent, CodexInputCompat>> = {
  SessionStart: {
    schema: CODEX_INPUT_SCHEMA_FILES.SessionStart,
    missing: [],
    extra: COMMON_EXTRA,
    other: [],
  },
  SessionEnd: {
    schema: CODEX_INPUT_SCHEMA_FILES.SessionEnd,
    missing: [],
    extra: COMMON_EXTRA,
    other: [],
  },
  UserPromptSubmit: {
    schema: CODEX_INPUT_SCHEMA_FILES.UserPromptSubmit,
    missing: [],
    extra: COMMON_EXTRA,
    other: [],
  },
  PreToolUse: {
    schema: CODEX_INPUT_SCHEMA_FILES.PreToolUse,
    missing: [],
    extra: COMMON_EXTRA,
    other: [],
  },
  PostToolUse: {
    schema: CODEX_INPUT_SCHEMA_FILES.PostToolUse,
    missing: [],
    extra: ['duration_ms', 'harness'],
    other: [],
  },
  PostToolUseFailure: { schema: null, missing: [], extra: [], other: [] },
  Stop: { schema: CODEX_INPUT_SCHEMA_FILES.Stop, missing: [], extra: COMMON_EXTRA, other: [] },
};

/**
 * The expected comparison of li-agent's envelope fields with Claude Code's `field_types` per
 * event. `envelopes.test.ts` recomputes it and fails when it changes.
 */
export const CLAUDE_FIELD_COMPAT: Readonly<Record<CompatEvent, ClaudeFieldCompat>> = {
  SessionStart: {
    shared: ['cwd', 'hook_event_name', 'session_id', 'source', 'transcript_path'],
    lionagiOnly: ['harness', 'model', 'permission_mode'],
    claudeOnly: [],
    typeMismatches: [],
  },
  SessionEnd: {
    shared: ['cwd', 'hook_event_name', 'reason', 'session_id', 'transcript_path'],
    lionagiOnly: ['harness'],
    claudeOnly: ['prompt_id'],
    typeMismatches: [],
  },
  UserPromptSubmit: {
    shared: [
      'cwd',
      'hook_event_name',
      'permission_mode',
      'prompt',
      'session_id',
      'transcript_path',
    ],
    lionagiOnly: ['harness', 'model', 'turn_id'],
    claudeOnly: ['prompt_id'],
    typeMismatches: [],
  },
  PreToolUse: {
    shared: [
      'cwd',
      'hook_event_name',
      'permission_mode',
      'session_id',
      'tool_input',
      'tool_name',
      'tool_use_id',
      'transcript_path',
    ],
    lionagiOnly: ['harness', 'model', 'turn_id'],
    claudeOnly: ['effort', 'prompt_id'],
    typeMismatches: [],
  },
  PostToolUse: {
    shared: [
      'cwd',
      'duration_ms',
      'hook_event_name',
      'permission_mode',
      'session_id',
      'tool_input',
      'tool_name',
      'tool_response',
      'tool_use_id',
      'transcript_path',
    ],
    lionagiOnly: ['harness', 'model', 'turn_id'],
    claudeOnly: ['effort', 'prompt_id'],
    typeMismatches: [],
  },
  PostToolUseFailure: {
    shared: [
      'cwd',
      'duration_ms',
      'error',
      'hook_event_name',
      'is_interrupt',
      'permission_mode',
      'session_id',
      'tool_input',
      'tool_name',
      'tool_use_id',
      'transcript_path',
    ],
    lionagiOnly: ['harness', 'model', 'turn_id'],
    claudeOnly: ['effort', 'prompt_id'],
    typeMismatches: [],
  },
  Stop: {
    shared: [
      'cwd',
      'hook_event_name',
      'last_assistant_message',
      'permission_mode',
      'session_id',
      'stop_hook_active',
      'transcript_path',
    ],
    lionagiOnly: ['harness', 'model', 'turn_id'],
    // Claude Code's background work lists: li-agent has no background tasks or crons.
    claudeOnly: ['background_tasks', 'effort', 'prompt_id', 'session_crons'],
    typeMismatches: [],
  },
};

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/** A JSON Schema validator for the schema's declared draft (Codex ships draft-07; 2020-12 handled). */
export function compileSchema(schema: Record<string, unknown>) {
  const draft2020 = String(schema.$schema ?? '').includes('2020-12');
  const ajv = draft2020
    ? new Ajv2020({ allErrors: true, strict: false })
    : new Ajv({ allErrors: true, strict: false });
  return ajv.compile(schema);
}

/** Validates `envelope` against a Codex input schema and sorts the errors into the compat shape. */
export function codexInputCompat(
  file: string,
  schema: Record<string, unknown>,
  envelope: Record<string, unknown>,
): CodexInputCompat {
  const validate = compileSchema(schema);
  validate(envelope);
  const errors: ErrorObject[] = validate.errors ?? [];
  const missing: string[] = [];
  const extra: string[] = [];
  const other: string[] = [];
  for (const e of errors) {
    if (e.keyword === 'required') missing.push(String(e.params.missingProperty));
    else if (e.keyword === 'additionalProperties') extra.push(String(e.params.additionalProperty));
    else other.push(`${e.instancePath || '/'} ${e.keyword}: ${e.message}`);
  }
  return { schema: file, missing: sorted(missing), extra: sorted(extra), other: sorted(other) };
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Compares an envelope's fields and types with Claude Code's observed `field_types`. */
export function claudeFieldCompat(
  envelope: Record<string, unknown>,
  claudeTypes: Record<string, string>,
): ClaudeFieldCompat {
  const ours = Object.keys(envelope);
  const theirs = Object.keys(claudeTypes);
  const shared = sorted(ours.filter((k) => theirs.includes(k)));
  return {
    shared,
    lionagiOnly: sorted(ours.filter((k) => !theirs.includes(k))),
    claudeOnly: sorted(theirs.filter((k) => !ours.includes(k))),
    typeMismatches: shared
      .filter((k) => jsonType(envelope[k]) !== claudeTypes[k])
      .map((k) => `${k}: ${jsonType(envelope[k])} vs ${claudeTypes[k]}`),
  };
}
