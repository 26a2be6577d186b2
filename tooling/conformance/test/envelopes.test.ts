import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INPUT_SCHEMAS } from '@lionagi/hooks-profile';
import { GROUND_TRUTH_DIR } from '@lionagi/vitest-config';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  CLAUDE_FIELD_COMPAT,
  CODEX_INPUT_COMPAT,
  CODEX_INPUT_SCHEMA_FILES,
  COMPAT_EVENTS,
  type CompatEvent,
  claudeFieldCompat,
  codexInputCompat,
  ENVELOPE_RUN,
} from '../src/index.js';
import { type RunOutcome, removeProjects, runRow } from './support/run-row.js';

// Records every envelope li-agent emits (one run: all six events, a succeeding and a failing tool
// call) and holds them against the Codex 0.169 input schemas and Claude Code 2.1.328's field lists.
const truth = GROUND_TRUTH_DIR;
const codexSchema = (file: string) =>
  JSON.parse(readFileSync(join(truth, 'codex', 'schemas', file), 'utf8')) as Record<
    string,
    unknown
  >;
const claudeTypes = (event: CompatEvent) =>
  JSON.parse(readFileSync(join(truth, 'claude-code', `${event}.json`), 'utf8'))
    .field_types as Record<string, string>;

let out: RunOutcome;
const envelopes = (event: CompatEvent) => out.records.filter((r) => r.hook_event_name === event);

beforeAll(async () => {
  out = await runRow(ENVELOPE_RUN, { agentBin: inject('agentBin'), liBin: inject('liBin') });
  expect(out.code, out.stderr).toBe(0);
}, 60_000);
afterAll(removeProjects);

describe('envelope compatibility', () => {
  it('li-agent emitted an envelope for every compared event, each a valid profile input', () => {
    for (const event of COMPAT_EVENTS) {
      expect(envelopes(event).length, event).toBeGreaterThan(0);
      for (const envelope of envelopes(event)) {
        const parsed = INPUT_SCHEMAS[event].safeParse(envelope);
        expect(parsed.success, `${event}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      }
    }
  });

  it.each(COMPAT_EVENTS)(
    '%s against its Codex input schema: exactly the recorded gaps',
    (event) => {
      const file = CODEX_INPUT_SCHEMA_FILES[event];
      const results = file
        ? envelopes(event).map((e) => codexInputCompat(file, codexSchema(file), e))
        : [{ schema: null, missing: [], extra: [], other: [] }];
      for (const result of results) expect(result).toEqual(CODEX_INPUT_COMPAT[event]);
    },
  );

  it('Codex requires no field that li-agent cannot supply (model, permission_mode, transcript_path, turn_id all present)', () => {
    const unsupplied = COMPAT_EVENTS.flatMap((event) => {
      const file = CODEX_INPUT_SCHEMA_FILES[event];
      return file
        ? envelopes(event).flatMap((e) => codexInputCompat(file, codexSchema(file), e).missing)
        : [];
    });
    expect(unsupplied).toEqual([]);
    expect(envelopes('UserPromptSubmit')[0]).toMatchObject({
      model: 'scripted',
      permission_mode: 'default',
      transcript_path: out.json?.transcript_path,
      turn_id: expect.any(String),
    });
  });

  it('a Codex schema check does catch a missing required field (the check can fail)', () => {
    const file = 'user-prompt-submit.command.input.schema.json';
    const { turn_id: _dropped, ...rest } = envelopes('UserPromptSubmit')[0] as Record<
      string,
      unknown
    >;
    expect(codexInputCompat(file, codexSchema(file), rest).missing).toEqual(['turn_id']);
  });

  it.each(COMPAT_EVENTS)(
    '%s against the Claude Code field list: present/absent as recorded',
    (event) => {
      for (const envelope of envelopes(event)) {
        expect(claudeFieldCompat(envelope, claudeTypes(event))).toEqual(CLAUDE_FIELD_COMPAT[event]);
      }
    },
  );
});
