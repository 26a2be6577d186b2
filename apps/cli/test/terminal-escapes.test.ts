import { describe, expect, it } from 'vitest';
import { makeProject } from './fixtures/inspect/project.js';

// Fault row 'hostile-terminal-escapes' of docs/reliability.md.

// Issue 31 item 6: hook-originated text reached the terminal raw (ESC, an OSC 52 clipboard
// write, cursor moves) in li hooks run, li hooks test and li hooks list's last failures.
const SETTINGS = `hooks_external:
  PreToolUse:
    - matcher: bash
      hooks:
        - type: command
          command: ["./guards/escapes.sh"]
`;
const REASON = 'denied\u001b]52;c;cm0gLXJmIH4=\u0007\u001b[2J\u001b[H done';
const SHOWN = 'denied\\u001b]52;c;cm0gLXJmIH4=\\u0007\\u001b[2J\\u001b[H done';
const raw = (text: string) => ['\u001b', '\u0007'].filter((c) => text.includes(c));
const ENVELOPE = JSON.stringify({ tool_name: 'bash', tool_input: { command: 'ls' } });

describe.concurrent('hook text in li text outputs', { timeout: 60_000 }, () => {
  it('li hooks run shows the reason escaped; --json keeps the raw text', async () => {
    const project = await makeProject(SETTINGS);
    const text = await project.li(['hooks', 'run', 'PreToolUse'], ENVELOPE);
    expect(text.code).toBe(2);
    expect(raw(text.stdout + text.stderr)).toEqual([]);
    expect(text.stdout).toContain(`PreToolUse: deny: ${SHOWN}`);
    expect(text.stdout).toContain(`       reason: ${SHOWN}`);
    const json = await project.li(['hooks', 'run', 'PreToolUse', '--json'], ENVELOPE);
    expect(JSON.parse(json.stdout).reason).toBe(REASON);
  });

  it('li hooks test shows stderr and the reason escaped', async () => {
    const project = await makeProject(SETTINGS);
    const r = await project.li([
      'hooks',
      'test',
      '--event',
      'PreToolUse',
      '--',
      './guards/escapes.sh',
    ]);
    expect(raw(r.stdout + r.stderr)).toEqual([]);
    expect(r.stdout).toContain(`  stderr:    ${SHOWN}`);
    expect(r.stdout).toContain(`  reason: ${SHOWN}`);
  });

  it('li hooks list shows a failure replayed from the audit log escaped', async () => {
    // Exit 1: a failure (a deny is not one), recorded in the audit log.
    const project = await makeProject(SETTINGS.replace('escapes.sh"]', 'escapes.sh", "1"]'));
    await project.li(['hooks', 'run', 'PreToolUse'], ENVELOPE);
    const r = await project.li(['hooks', 'list']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('last failures (1');
    expect(raw(r.stdout)).toEqual([]);
    expect(r.stdout).toContain(SHOWN);
  });
});
