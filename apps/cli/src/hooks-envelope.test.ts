import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INPUT_SCHEMAS, isProfileEvent, type ProfileEvent } from '@lionagi/hooks-profile';
import { GROUND_TRUTH_DIR, groundTruthEnvelopes } from '@lionagi/vitest-config';
import { describe, expect, it } from 'vitest';
import { buildEnvelope } from './hooks-envelope.js';

const captured = (['claude-code', 'codex'] as const).flatMap((harness) =>
  groundTruthEnvelopes(harness).map((name) => {
    // Claude Code captures hold the envelope under `stdin`; Codex captures are the envelope.
    const capture = JSON.parse(readFileSync(join(GROUND_TRUTH_DIR, harness, name), 'utf8'));
    return {
      file: `${harness}/${name}`,
      fields: (capture.stdin ?? capture) as Record<string, unknown>,
    };
  }),
);

async function outcome(
  event: Parameters<typeof buildEnvelope>[0],
  fields: Record<string, unknown>,
) {
  try {
    await buildEnvelope(event, fields, '/p');
    return 'accepted';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('buildEnvelope: the zod-free check lets through exactly what the schema does', () => {
  it('accepts every captured Claude Code and Codex envelope of a profile event, as the schema does', async () => {
    const events = captured.filter(({ fields }) => isProfileEvent(fields.hook_event_name));
    expect(events.length).toBeGreaterThanOrEqual(8);
    for (const { file, fields } of events) {
      const event = fields.hook_event_name as ProfileEvent;
      const envelope = { ...fields, hook_event_name: event, harness: 'lionagi' };
      const zod = INPUT_SCHEMAS[event].safeParse(envelope).success;
      expect(zod, file).toBe(true);
      expect(await outcome(event, fields), file).toBe('accepted');
    }
  });

  it('refuses a malformed captured envelope with the words of the schema', async () => {
    const pre = captured.find((c) => c.file === 'claude-code/PreToolUse.json')?.fields;
    expect(pre).toBeDefined();
    expect(await outcome('PreToolUse', { ...pre, tool_input: 'ls' })).toMatch(
      /^the PreToolUse envelope is not valid under .*: tool_input: /,
    );
    expect(await outcome('PreToolUse', { ...pre, tool_name: '' })).toMatch(/tool_name: /);
    const stop = captured.find((c) => c.file === 'codex/Stop.json')?.fields;
    expect(await outcome('Stop', { ...stop, stop_hook_active: 'no' })).toMatch(
      /stop_hook_active: /,
    );
  });
});
