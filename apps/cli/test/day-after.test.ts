import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeProject, type TempProject } from './fixtures/inspect/project.js';

/** A team's Claude Code hooks: a shell guard import rejects, a helper and a sound nobody has here. */
const FORCE_PUSH = "jq -r .tool_input.command | grep -q 'push --force' && exit 2";
const claude = (helperMatcher = 'Bash', extra: object[] = []) => ({
  hooks: {
    PreToolUse: [
      { matcher: 'Bash', hooks: [{ type: 'command', command: FORCE_PUSH }] },
      {
        matcher: helperMatcher,
        hooks: [{ type: 'command', command: 'lionagi-test-helper-missing check' }],
      },
      ...extra,
    ],
    Stop: [{ hooks: [{ type: 'command', command: 'lionagi-test-afplay-missing Glass.aiff' }] }],
  },
});

async function imported(): Promise<TempProject> {
  const project = await makeProject('');
  await mkdir(join(project.dir, '.claude'));
  await writeClaude(project, claude());
  expect((await project.li(['hooks', 'import', 'claude'])).code).toBe(0);
  return project;
}

const writeClaude = (project: TempProject, config: object) =>
  writeFile(join(project.dir, '.claude', 'settings.json'), JSON.stringify(config, null, 2));

/** A finding's head and message as one line (the text wraps them). */
function findings(stdout: string): string[] {
  return stdout
    .replace(/\n {4}(?!fix:)/g, ' ')
    .split('\n')
    .filter((l) => /^(error|warning):/.test(l));
}

describe('the day after an import', { timeout: 60_000 }, () => {
  it('import warns about a program that is not installed, saying what happens on its event', async () => {
    const project = await makeProject('');
    await mkdir(join(project.dir, '.claude'));
    await writeClaude(project, claude());
    const r = await project.li(['hooks', 'import', 'claude']);
    expect(r.code).toBe(0);
    const warned = r.stdout.split('\n').filter((l) => l.includes('cannot run here'));
    expect(warned).toEqual([
      expect.stringMatching(
        /^ {6}warning: cannot run here: install it or turn the hook off with "li hooks disable [0-9a-f]{12}": program "lionagi-test-helper-missing" is not installed \(not found on PATH\); until then it denies every PreToolUse it matches$/,
      ),
      expect.stringMatching(
        /^ {6}warning: cannot run here: .*program "lionagi-test-afplay-missing" is not installed \(not found on PATH\); until then it is skipped with a warning on Stop, never failing a turn$/,
      ),
    ]);
  });

  it('a guard import rejected is recorded, and list and doctor say it did not come across, with the opt-in', async () => {
    const project = await imported();
    const yaml = await readFile(project.projectFile, 'utf8');
    expect(yaml).toContain(
      'not_imported:\n  - imported_from:\n      file: .claude/settings.json\n',
    );
    expect(yaml).toContain('    opt_in: li hooks import claude --allow-shell\n');
    // Importing again leaves the file as it is.
    expect((await project.li(['hooks', 'import', 'claude'])).code).toBe(0);
    expect(await readFile(project.projectFile, 'utf8')).toBe(yaml);

    const notice = `1 hook from .claude/settings.json did not come across: PreToolUse [Bash] ${JSON.stringify(FORCE_PUSH)}: to bring it, review it and run "li hooks import claude --allow-shell" (the command needs a shell: it contains a pipe`;
    const list = await project.li(['hooks', 'list']);
    expect(list.stdout.split('\n').filter((l) => l.includes('did not come across'))).toEqual([
      expect.stringContaining(notice),
    ]);
    const json = JSON.parse((await project.li(['hooks', 'list', '--json'])).stdout);
    expect(json.not_imported).toEqual([
      {
        imported_from: {
          file: '.claude/settings.json',
          event: 'PreToolUse',
          matcher: 'Bash',
          command: FORCE_PUSH,
        },
        reason: expect.stringMatching(/^the command needs a shell/),
        opt_in: 'li hooks import claude --allow-shell',
        origin: { file: project.projectFile, line: expect.any(Number) },
      },
    ]);
    const doctor = await project.li(['hooks', 'doctor']);
    expect(findings(doctor.stdout)).toContainEqual(
      expect.stringContaining(`warning: ${project.projectFile}:`),
    );
    expect(doctor.stdout.replace(/\n {4}/g, ' ')).toContain(notice);

    // Brought across with the opt-in, it is no longer reported.
    expect((await project.li(['hooks', 'import', 'claude', '--allow-shell'])).code).toBe(0);
    expect(await readFile(project.projectFile, 'utf8')).not.toContain('not_imported');
    expect((await project.li(['hooks', 'list'])).stdout).not.toContain('did not come across');
  });

  it('doctor reports a missing program with the disable hint: an error where it denies, a warning where it is skipped', async () => {
    const project = await imported();
    const r = await project.li(['hooks', 'doctor']);
    expect(r.code).toBe(1);
    const missing = findings(r.stdout).filter((l) => l.includes('is not installed'));
    expect(missing).toEqual([
      expect.stringMatching(
        /^error: .*settings\.yaml:\d+: PreToolUse hook lionagi-test-helper-missing check program "lionagi-test-helper-missing" is not installed \(not found on PATH\); until then it denies every PreToolUse it matches\.$/,
      ),
      expect.stringMatching(
        /^warning: .*settings\.yaml:\d+: Stop hook lionagi-test-afplay-missing Glass\.aiff program "lionagi-test-afplay-missing" is not installed .*never failing a turn\.$/,
      ),
    ]);
    expect(r.stdout).toMatch(
      /fix: install it \(or fix PATH for the agent, or give its absolute path\), or turn the hook off\s+with "li hooks disable [0-9a-f]{12}"/,
    );
    // Approval cannot fix a missing program: doctor does not send the user to "li hooks trust" for it.
    expect(r.stdout).not.toContain('trust-pending');
    expect(findings(r.stdout).filter((l) => l.includes('is not trusted'))).toEqual([]);
  });

  it('li hooks trust, which cannot approve a missing program, says how to fix it instead', async () => {
    const project = await imported();
    const r = await project.li(['hooks', 'trust', '--yes']);
    const fixes = r.stdout.split('\n').filter((l) => l.includes('FIX:'));
    expect(fixes).toEqual([
      expect.stringMatching(
        /^ {4}FIX: {8}install "lionagi-test-helper-missing" or turn the hook off with "li hooks disable [0-9a-f]{12}"; until then it denies every PreToolUse it matches$/,
      ),
      expect.stringMatching(
        /^ {4}FIX: {8}install "lionagi-test-afplay-missing" or turn the hook off with "li hooks disable [0-9a-f]{12}"; until then it is skipped with a warning on Stop, never failing a turn$/,
      ),
    ]);
  });

  it('doctor says what changed upstream since the import: a guard added, a matcher and a timeout changed', async () => {
    const project = await imported();
    const before = await project.li(['hooks', 'doctor', '--json']);
    const codes = (r: { stdout: string }) =>
      (JSON.parse(r.stdout).findings as { code: string }[]).map((f) => f.code);
    expect(codes(before).filter((c) => c.startsWith('upstream-'))).toEqual([]);

    const config = claude('Bash|Write', [
      { matcher: 'Edit', hooks: [{ type: 'command', command: './scripts/new-guard.sh' }] },
    ]);
    (config.hooks.Stop[0]?.hooks[0] as Record<string, unknown>).timeout = 5;
    await writeClaude(project, config);
    const yaml = await readFile(project.projectFile, 'utf8');
    const after = await project.li(['hooks', 'doctor']);
    const text = after.stdout.replace(/\n {4}(?!fix:)/g, ' ');
    const file = join(project.dir, '.claude', 'settings.json');
    expect(text).toContain(
      `warning: ${file} PreToolUse [Bash|Write] "lionagi-test-helper-missing check" changed upstream since the import: the entry at ${project.projectFile}:`,
    );
    expect(text).toContain(
      `warning: ${file} PreToolUse [Edit] "./scripts/new-guard.sh" was added upstream since the import: it does not run here.`,
    );
    expect(text).toContain(
      `warning: ${file} Stop [*] "lionagi-test-afplay-missing Glass.aiff" changed upstream since the import (timeout 600 s -> 5 s)`,
    );
    expect(text).toContain(
      'fix: re-import with "li hooks import claude", review the report, then "li hooks trust".',
    );
    // Doctor only looked: the settings file is as the import left it.
    expect(await readFile(project.projectFile, 'utf8')).toBe(yaml);
    expect(
      codes(await project.li(['hooks', 'doctor', '--json']))
        .filter((c) => c.startsWith('upstream-'))
        .sort(),
    ).toEqual(['upstream-added', 'upstream-changed', 'upstream-changed']);
  });
});
