import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLAUDE_CODE_EVENT_AUDIT, renderClaudeCodeEventAudit } from '../src/index.js';

// The audit table of docs/import.md is generated from the profile's audit data between its two
// markers. `pnpm docs:update` rewrites it (UPDATE_DOCS=1); otherwise this test fails when stale.
const file = join(import.meta.dirname, '..', '..', '..', 'docs', 'import.md');
const START = '<!-- generated:claude-code-event-audit -->';
const END = '<!-- /generated:claude-code-event-audit -->';

describe('docs/import.md, the Claude Code event audit', () => {
  it('holds the table the audit data renders, one row per audited event', () => {
    const doc = readFileSync(file, 'utf8');
    const start = doc.indexOf(START);
    const end = doc.indexOf(END);
    expect(start, `${START} is missing from docs/import.md`).toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    const expected = `${START}\n${renderClaudeCodeEventAudit()}\n${END}`;
    const fresh = doc.slice(0, start) + expected + doc.slice(end + END.length);
    if (process.env.UPDATE_DOCS === '1') writeFileSync(file, fresh);
    expect(readFileSync(file, 'utf8'), 'docs/import.md is stale: run pnpm docs:update').toBe(fresh);
    const table = fresh.slice(start, start + expected.length);
    for (const row of CLAUDE_CODE_EVENT_AUDIT) expect(table).toContain(`| ${row.name} |`);
  });
});
