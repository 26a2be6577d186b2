import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agent, agentJson, li, makeProject } from './helpers.js';

/** A program no machine has: the user's macOS "done" sound on a Linux box, in spirit. */
const SOUND = 'lionagi-test-afplay-missing';

/** The user settings as `li hooks import claude --user` writes a sound on Stop, and a helper guard. */
const userImported = (guard: boolean) => `hooks_external:
  Stop:
    - hooks:
        - type: command
          command: [${SOUND}, /System/Library/Sounds/Glass.aiff]
          source: imported:claude
          tool_vocabulary: claude
          imported_from: { file: ~/.claude/settings.json, event: Stop, command: "${SOUND} /System/Library/Sounds/Glass.aiff" }
${
  guard
    ? `  PreToolUse:
    - matcher: Bash
      hooks:
        - type: command
          command: [lionagi-test-team-helper-missing, check]
          source: imported:claude
          tool_vocabulary: claude
          imported_from: { file: .claude/settings.json, event: PreToolUse, matcher: Bash, command: "lionagi-test-team-helper-missing check" }
`
    : ''
}`;

function withUserSettings(yaml: string) {
  const p = makeProject();
  p.settings('hooks_external: {}\n');
  mkdirSync(p.home, { recursive: true });
  writeFileSync(join(p.home, 'settings.yaml'), yaml, { mode: 0o600 });
  return p;
}

describe('a hook whose program is missing', () => {
  it('on Stop (a sound) is skipped with one warning: the turn completes, exit 0', async () => {
    const p = withUserSettings(userImported(false));
    const r = await agentJson(p, '@final done');
    expect(r.code).toBe(0);
    expect(r.json).toMatchObject({ terminal_reason: 'completed', result: 'done' });
    const stop = r.json?.hook_runs.find((h: { event: string }) => h.event === 'Stop');
    expect(stop).toMatchObject({ outcome: 'skipped', skip: 'missing-program', decision: 'none' });
    expect(stop.reason).toMatch(
      new RegExp(
        `^install it or turn the hook off with "li hooks disable [0-9a-f]{12}": program "${SOUND}" is not installed \\(not found on PATH\\)$`,
      ),
    );
    const warnings = r.stderr.split('\n').filter((l) => l.includes('skipped'));
    expect(warnings).toEqual([
      `li-agent: warning: Stop hook ["${SOUND}","/System/Library/Sounds/Glass.aiff"] skipped: ${stop.reason}`,
    ]);
  });

  it('on PreToolUse still denies, and the reason starts with the fix', async () => {
    const p = withUserSettings(userImported(true));
    const r = await agentJson(p, '@tool bash {"command":"echo hi"}\n@final done');
    expect(r.code).toBe(0);
    const call = r.json?.tool_calls[0];
    expect(call.status).toBe('denied');
    expect(call.error).toMatch(
      /^install it or turn the hook off with "li hooks disable [0-9a-f]{12}": program "lionagi-test-team-helper-missing" is not installed/,
    );
  });

  it('li hooks disable turns it off, li hooks enable back on; the turn never lists it as run', async () => {
    const p = withUserSettings(userImported(true));
    const listed = await li(p, ['hooks', 'list', 'PreToolUse', '--json']);
    const hash = JSON.parse(listed.stdout).hooks.PreToolUse[0].id as string;
    expect(hash).toMatch(/^[0-9a-f]{12}$/);
    const off = await li(p, ['hooks', 'disable', hash]);
    expect(off.stderr).toBe('');
    expect(off.code).toBe(0);
    expect(off.stdout).toMatch(
      new RegExp(
        `^Disabled 1 entry of lionagi-test-team-helper-missing check \\(PreToolUse, .*settings\\.yaml:\\d+\\): it does not run until "li hooks enable ${hash}"; "li hooks import" keeps it off\\.\\n$`,
      ),
    );
    const r = await agentJson(p, '@tool bash {"command":"echo hi"}\n@final done');
    expect(r.json?.tool_calls[0].status).toBe('ok');
    expect(r.json?.hook_runs.some((h: { event: string }) => h.event === 'PreToolUse')).toBe(false);
    const on = await li(p, ['hooks', 'enable', hash]);
    expect(on.code).toBe(0);
    const again = await agentJson(p, '@tool bash {"command":"echo hi"}\n@final done');
    expect(again.json?.tool_calls[0].status).toBe('denied');
  });

  it('is named on the start line', async () => {
    const p = withUserSettings(userImported(false));
    const r = await agent(p, ['-p', '@final done']);
    expect(r.stderr).toContain(
      `li-agent: warning: Stop hook ["${SOUND}","/System/Library/Sounds/Glass.aiff"] cannot run here: install it or turn the hook off with "li hooks disable `,
    );
  });
});
