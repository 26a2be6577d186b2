import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { makeProject, type TempProject } from './fixtures/inspect/project.js';

// Outcome and severity colours: on a terminal (a real pty from util-linux `script`), never in a
// pipe, never with NO_COLOR, and in a pipe with FORCE_COLOR.
const RED_BOLD = '\x1b[1m\x1b[31m';
const SETTINGS = `hooks_external:
  PreToolUse:
    - hooks:
        - type: command
          command: ["./guards/policy.mjs"]
        - type: command
          command: ["./guards/missing.sh"]
`;

function onPty(project: TempProject, args: string, env: NodeJS.ProcessEnv = {}) {
  // The terminal decides, not the environment the suite was started in (FORCE_COLOR=0 there, as
  // some CI sets it, turned the terminal's colours off).
  const { FORCE_COLOR: _inherited, ...outer } = process.env;
  const child = spawn(
    'script',
    ['-q', '-e', '-c', `'${process.execPath}' '${inject('liBin')}' ${args}`, '/dev/null'],
    { cwd: project.dir, env: { ...outer, ...project.env, NO_COLOR: '', ...env } },
  );
  let out = '';
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stdin.end();
  return new Promise<string>((resolve) => child.on('close', () => resolve(out)));
}

describe('colour', { timeout: 60_000 }, () => {
  it('marks a deny and an error in red on a terminal, not with NO_COLOR', async () => {
    const project = await makeProject(SETTINGS);
    const input = join(project.dir, 'rm.json');
    await writeFile(
      input,
      JSON.stringify({ tool_name: 'bash', tool_input: { command: 'rm -rf /' } }),
    );
    const run = await onPty(project, `hooks run PreToolUse --input ${input}`);
    expect(run).toContain(`PreToolUse: ${RED_BOLD}deny: `);
    const doctor = await onPty(project, 'hooks doctor');
    expect(doctor).toContain(`${RED_BOLD}error:\x1b[39m\x1b[22m `);
    expect(doctor).toContain('    \x1b[1mfix:\x1b[22m create it');
    const plain = await onPty(project, 'hooks doctor', { NO_COLOR: '1' });
    expect(plain).toContain('error: ');
    expect(plain).not.toContain('\x1b[');
  });

  it('prints no colour in a pipe, unless FORCE_COLOR asks for it', async () => {
    const project = await makeProject(SETTINGS);
    const piped = await project.li(['hooks', 'doctor']);
    expect(piped.stdout).toContain('error: ');
    expect(piped.stdout).not.toContain('\x1b[');
    const { runLi } = await import('./helpers/run-li.js');
    const forced = await runLi(['hooks', 'doctor'], {
      cwd: project.dir,
      env: { ...project.env, NO_COLOR: '', FORCE_COLOR: '1' },
    });
    expect(forced.stdout).toContain(`${RED_BOLD}error`);
  });

  it('marks trust, never-firing matchers and test decisions in list and test output, plain in a pipe', async () => {
    const project = await makeProject(`hooks_external:
  PreToolUse:
    - matcher: "Bash"
      hooks:
        - type: command
          command: ["./guards/policy.mjs"]
    - matcher: bash
      hooks:
        - type: command
          command: ["./guards/fail.sh"]
          source: imported:claude
`);
    const { runLi } = await import('./helpers/run-li.js');
    const forced = (args: string[]) =>
      runLi(args, { cwd: project.dir, env: { ...project.env, NO_COLOR: '', FORCE_COLOR: '1' } });
    const list = await forced(['hooks', 'list']);
    expect(list.stdout).toContain(`${RED_BOLD}never fires:\x1b[39m\x1b[22m matcher`);
    expect(list.stdout).toContain('trust: \x1b[32mnot needed\x1b[39m');
    expect(list.stdout).toContain(`trust: ${RED_BOLD}pending\x1b[39m\x1b[22m`);
    const input = join(project.dir, 'rm.json');
    await writeFile(
      input,
      JSON.stringify({
        hook_event_name: 'PreToolUse',
        tool_name: 'bash',
        tool_input: { command: 'rm -rf /' },
      }),
    );
    const tested = await forced([
      'hooks',
      'test',
      'PreToolUse',
      '--input',
      input,
      '--',
      './guards/policy.mjs',
    ]);
    expect(tested.stdout).toContain(`decision: ${RED_BOLD}deny\x1b[39m\x1b[22m`);
    const piped = await project.li(['hooks', 'list']);
    expect(piped.stdout).toContain('never fires: matcher');
    expect(piped.stdout).not.toContain('\x1b[');
  });

  it('marks what a trust review must not miss: status, a shell, a matcher that never fires', async () => {
    const project = await makeProject(`hooks_external:
  PreToolUse:
    - matcher: Skill
      hooks:
        - type: command
          command: [sh, -c, "exit 0"]
          source: imported:claude
          tool_vocabulary: claude
`);
    const { runLi } = await import('./helpers/run-li.js');
    const args = ['hooks', 'trust'];
    const forced = await runLi(args, {
      cwd: project.dir,
      env: { ...project.env, NO_COLOR: '', FORCE_COLOR: '1' },
    });
    expect(forced.stdout).toContain('\x1b[33mPENDING\x1b[39m');
    expect(forced.stdout).toContain('    \x1b[33mSHELL:\x1b[39m      the command starts a shell');
    expect(forced.stdout).toContain(`    ${RED_BOLD}WARNING:\x1b[39m\x1b[22m    never fires: `);
    const piped = await project.li(args);
    expect(piped.stdout).toContain('    SHELL:      the command starts a shell');
    expect(piped.stdout).not.toContain('\x1b[');
  });
});
