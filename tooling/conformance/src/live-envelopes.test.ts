import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GROUND_TRUTH_DIR } from '@lionagi/vitest-config';
import { describe, expect, it } from 'vitest';
import { diffFieldTypes, diffSchemaFields, fieldTypesOf, noDrift } from './live-envelopes.js';

const GT = GROUND_TRUTH_DIR;
const read = (file: string) => JSON.parse(readFileSync(join(GT, file), 'utf8'));

describe('live envelopes against the committed ground truth', () => {
  it('finds no drift in the captured Claude Code envelope itself', () => {
    const capture = read('claude-code/PreToolUse.json');
    expect(noDrift(diffFieldTypes(capture.stdin, fieldTypesOf(capture)))).toBe(true);
  });

  it('reports added, removed and retyped Claude Code fields', () => {
    const capture = read('claude-code/PreToolUse.json');
    const { effort: _gone, ...live } = { ...capture.stdin, tool_use_id: 7, agent_id: 'a1' };
    expect(diffFieldTypes(live, fieldTypesOf(capture))).toEqual({
      added: ['agent_id (string)'],
      removed: ['effort'],
      retyped: ['tool_use_id: string → number'],
    });
  });

  it('reports the fields Codex 0.171.0 added to PreModelRequest (as observed live)', () => {
    const before = read('codex/PreModelRequest.json');
    const live = {
      ...before,
      kind: 'sampling',
      request_id: 'r',
      attempt_number: 1,
      thread_id: 't',
    };
    expect(diffFieldTypes(live, fieldTypesOf(before))).toEqual({
      added: [
        'kind (string)',
        'request_id (string)',
        'attempt_number (number)',
        'thread_id (string)',
      ],
      removed: [],
      retyped: [],
    });
  });

  it('reads a Codex schema: unlisted fields, missing required ones, disallowed types', () => {
    const schema = read('codex/schemas/pre-tool-use.command.input.schema.json');
    const live = {
      session_id: 's',
      turn_id: 't',
      transcript_path: null,
      cwd: '/p',
      hook_event_name: 'PreToolUse',
      model: 'm',
      permission_mode: 'default',
      tool_name: 'Bash',
      tool_input: { command: 'ls' },
      thread_id: 't',
    };
    expect(diffSchemaFields(live, schema)).toEqual({
      added: ['thread_id (string)'],
      removed: ['tool_use_id'],
      retyped: [],
    });
    expect(diffSchemaFields({ ...live, tool_use_id: 'u', model: 3 }, schema).retyped).toEqual([
      'model: string → number',
    ]);
  });
});
