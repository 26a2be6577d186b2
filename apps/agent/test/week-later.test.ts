import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentJson, li, makeProject, type TestProject } from './helpers.js';

/** A guard the default import rejects: it needs a shell. */
const FORCE_PUSH = "jq -r .tool_input.command | grep -q 'push --force' && exit 2";

/** The team's Claude Code hooks as they were on the day of the import, and a week later. */
function claudeSettings(weekLater: boolean) {
  return {
    hooks: {
      PreToolUse: [
        { matcher: 'Bash', hooks: [{ type: 'command', command: '.claude/hooks/block-rm.sh' }] },
        { matcher: 'Bash', hooks: [{ type: 'command', command: FORCE_PUSH }] },
        {
          matcher: 'Bash',
          hooks: [{ type: 'command', command: 'lionagi-test-team-helper check' }],
        },
        ...(weekLater
          ? [{ matcher: 'Edit', hooks: [{ type: 'command', command: '.claude/hooks/no-edit.sh' }] }]
          : []),
      ],
      PostToolUse: [
        {
          matcher: weekLater ? 'Write' : 'Write|Edit',
          hooks: [{ type: 'command', command: 'lionagi-test-fmt' }],
        },
      ],
      Stop: [{ hooks: [{ type: 'command', command: 'lionagi-test-chime Glass.aiff' }] }],
    },
  };
}

function script(path: string, body: string): void {
  writeFileSync(path, `#!/bin/sh\n${body}`);
  chmodSync(path, 0o755);
}

/** A project whose suite is imported and trusted with the helpers on PATH (`bin/`). */
async function importedSuite(): Promise<{ p: TestProject; bin: string; pathWithout: string }> {
  const p = makeProject();
  const bin = join(p.dir, 'bin');
  mkdirSync(bin);
  mkdirSync(join(p.dir, '.claude', 'hooks'), { recursive: true });
  script(join(p.dir, '.claude', 'hooks', 'block-rm.sh'), 'cat >/dev/null\nexit 0\n');
  for (const name of ['lionagi-test-team-helper', 'lionagi-test-fmt', 'lionagi-test-chime']) {
    script(join(bin, name), `cat >/dev/null\necho ${name} >> "$LIONAGI_PROJECT_DIR/ran.txt"\n`);
  }
  const settings = join(p.dir, '.claude', 'settings.json');
  writeFileSync(settings, JSON.stringify(claudeSettings(false), null, 2));
  const pathWithout = p.env.PATH ?? '';
  p.env.PATH = `${bin}${delimiter}${pathWithout}`;
  expect((await li(p, ['hooks', 'import', 'claude'])).code).toBe(0);
  expect((await li(p, ['hooks', 'trust', '--yes'])).code).toBe(0);
  return { p, bin, pathWithout };
}

const PROMPT = [
  '@tool bash {"command":"echo hi"}',
  '@tool write_file {"file_path":"notes.txt","content":"hi"}',
  '@final done',
].join('\n');

describe('a week later', () => {
  it('list, doctor and li-agent say exactly what is wrong and how to fix it; no advisory hook fails a turn', {
    timeout: 180_000,
  }, async () => {
    const { p, bin, pathWithout } = await importedSuite();
    const day0 = await agentJson(p, PROMPT);
    expect(day0.code).toBe(0);
    expect(day0.json?.tool_calls.map((c: { status: string }) => c.status)).toEqual(['ok', 'ok']);
    expect(readFileSync(join(p.dir, 'ran.txt'), 'utf8').trim().split('\n').sort()).toEqual([
      'lionagi-test-chime',
      'lionagi-test-fmt',
      'lionagi-test-team-helper',
    ]);

    // A week later: the chime was uninstalled, the team edited its Claude Code file (a guard
    // added, a matcher changed), and this shell's PATH no longer has bin/ (the helper, the formatter).
    rmSync(join(bin, 'lionagi-test-chime'));
    writeFileSync(
      join(p.dir, '.claude', 'settings.json'),
      JSON.stringify(claudeSettings(true), null, 2),
    );
    p.env.PATH = pathWithout;

    const list = await li(p, ['hooks', 'list', '--json']);
    const hooks = JSON.parse(list.stdout).hooks;
    const missing = (event: string) =>
      hooks[event].map((h: { missing_program: string | null }) => h.missing_program);
    const helperId = hooks.PreToolUse[1].id as string;
    expect(missing('PreToolUse')).toEqual([
      null,
      `install it or turn the hook off with "li hooks disable ${helperId}": program "lionagi-test-team-helper" is not installed (not found on PATH)`,
    ]);
    expect(missing('PostToolUse')).toEqual([
      expect.stringContaining('"lionagi-test-fmt" is not installed'),
    ]);
    expect(missing('Stop')).toEqual([
      expect.stringContaining('"lionagi-test-chime" is not installed'),
    ]);
    expect(JSON.parse(list.stdout).not_imported).toEqual([
      expect.objectContaining({ opt_in: 'li hooks import claude --allow-shell' }),
    ]);

    const doctor = await li(p, ['hooks', 'doctor', '--json']);
    expect(doctor.code).toBe(1);
    const found = (JSON.parse(doctor.stdout).findings as Record<string, string>[]).map(
      (f) => `${f.severity} ${f.code} ${f.event ?? '-'}`,
    );
    expect(found.sort()).toEqual([
      'error program-not-installed PreToolUse',
      'warning import-rejected -',
      'warning program-not-installed PostToolUse',
      'warning program-not-installed Stop',
      'warning upstream-added -',
      'warning upstream-changed -',
    ]);
    const text = (await li(p, ['hooks', 'doctor'])).stdout.replace(/\n {4}/g, ' ');
    expect(text).toContain(`or turn the hook off with "li hooks disable ${helperId}"`);
    expect(text).toContain(
      'PreToolUse [Edit] ".claude/hooks/no-edit.sh" was added upstream since the import',
    );
    expect(text).toContain(
      'PostToolUse [Write] "lionagi-test-fmt" changed upstream since the import',
    );
    expect(text).toContain('run "li hooks import claude --allow-shell"');

    const r = await agentJson(p, PROMPT);
    // The advisory hooks (formatter, chime) are skipped; the turn completes, exit 0.
    expect(r.code).toBe(0);
    expect(r.json?.terminal_reason).toBe('completed');
    const [bash, write] = r.json?.tool_calls ?? [];
    expect(bash.status).toBe('denied');
    expect(bash.error).toBe(
      `install it or turn the hook off with "li hooks disable ${helperId}": program "lionagi-test-team-helper" is not installed (not found on PATH)`,
    );
    expect(write.status).toBe('ok');
    const skipped = r.json?.hook_runs
      .filter((h: { skip?: string }) => h.skip === 'missing-program')
      .map((h: { event: string }) => h.event);
    expect(skipped).toEqual(['PostToolUse', 'Stop']);
    expect(r.json?.warnings).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          'PreToolUse hook ["lionagi-test-team-helper","check"] cannot run here',
        ),
        expect.stringMatching(
          /settings\.yaml:\d+: 1 hook from \.claude\/settings\.json did not come across: PreToolUse \[Bash\] .*run "li hooks import claude --allow-shell"/,
        ),
      ]),
    );
    expect(r.stderr.split('\n').filter((l) => l.includes('skipped:'))).toHaveLength(2);

    // The fix the denial led with works: the helper is off, the Bash call goes through.
    expect((await li(p, ['hooks', 'disable', helperId])).code).toBe(0);
    const fixed = await agentJson(p, PROMPT);
    expect(fixed.json?.tool_calls.map((c: { status: string }) => c.status)).toEqual(['ok', 'ok']);
  });
});
