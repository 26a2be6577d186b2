import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GROUND_TRUTH_DIR } from '@lionagi/vitest-config';
import { describe, expect, it } from 'vitest';
import { compileSchema } from '../src/index.js';
import { FIXTURES } from './support/run-row.js';

// The fixture hooks are authored against the Codex output schemas: each JSON a fixture prints is
// validated against the schema of every event it is used on. The ones that are invalid on purpose
// (the rows about unknown values, unknown fields and hookEventName) are listed exactly.
const schema = (slug: string) =>
  compileSchema(
    JSON.parse(
      readFileSync(
        join(GROUND_TRUTH_DIR, 'codex', 'schemas', `${slug}.command.output.schema.json`),
        'utf8',
      ),
    ),
  );

const USES: Record<string, string[]> = {
  'pre-allow.sh': ['pre-tool-use'],
  'pre-deny.sh': ['pre-tool-use'],
  'pre-ask.sh': ['pre-tool-use'],
  'pre-rewrite.sh': ['pre-tool-use'],
  'pre-rewrite-only.sh': ['pre-tool-use'],
  'pre-deny-leading-space.sh': ['pre-tool-use'],
  'deny-exit1.sh': ['pre-tool-use'],
  'pre-allow-exit2.sh': ['pre-tool-use'],
  'decision-block.sh': ['pre-tool-use', 'post-tool-use', 'user-prompt-submit'],
  'decision-approve.sh': ['pre-tool-use'],
  'continue-false.sh': ['pre-tool-use', 'post-tool-use', 'user-prompt-submit', 'session-start'],
  'system-message.sh': ['pre-tool-use'],
  'pre-unknown-decision.sh': ['pre-tool-use'],
  'pre-deny-unknown-field.sh': ['pre-tool-use'],
  'pre-deny-no-event-name.sh': ['pre-tool-use'],
  'pre-deny-wrong-event-name.sh': ['pre-tool-use'],
};

const EVENT_NAMES: Record<string, string> = {
  'pre-tool-use': 'PreToolUse',
  'post-tool-use': 'PostToolUse',
  'user-prompt-submit': 'UserPromptSubmit',
  'session-start': 'SessionStart',
};

function stdoutOf(file: string, event: string): string {
  try {
    return execFileSync(join(FIXTURES, 'hooks', file), [], {
      input: JSON.stringify({ hook_event_name: event }),
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'ignore'],
    });
  } catch (error) {
    return (error as { stdout: string }).stdout;
  }
}

describe('fixture hook outputs against the Codex 0.169 output schemas', () => {
  it('are valid except the deliberately invalid ones', () => {
    const invalid: string[] = [];
    for (const [file, slugs] of Object.entries(USES)) {
      for (const slug of slugs) {
        const validate = schema(slug);
        if (!validate(JSON.parse(stdoutOf(file, EVENT_NAMES[slug] as string))))
          invalid.push(`${file} on ${slug}`);
      }
    }
    expect(invalid).toEqual([
      'pre-unknown-decision.sh on pre-tool-use',
      'pre-deny-unknown-field.sh on pre-tool-use',
      'pre-deny-no-event-name.sh on pre-tool-use',
      'pre-deny-wrong-event-name.sh on pre-tool-use',
    ]);
  });

  it('additional-context.mjs copies the event name, so its output is valid on every Codex event', () => {
    for (const slug of ['pre-tool-use', 'post-tool-use', 'user-prompt-submit', 'session-start']) {
      const out = execFileSync(
        process.execPath,
        [join(FIXTURES, 'hooks', 'additional-context.mjs')],
        {
          input: JSON.stringify({ hook_event_name: EVENT_NAMES[slug] }),
          encoding: 'utf8',
        },
      );
      expect(schema(slug)(JSON.parse(out)), `${slug}: ${out}`).toBe(true);
    }
  });
});
