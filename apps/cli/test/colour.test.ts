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
  const child = spawn(
    'script',
    ['-q', '-e', '-c', `'${process.execPath}' '${inject('liBin')}' ${args}`, '/dev/null'],
    { cwd: project.dir, env: { ...process.env, ...project.env, NO_COLOR: '', ...env } },
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
    expect(doctor).toContain(`${RED_BOLD}error\x1b[39m\x1b[22m: `);
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
});
