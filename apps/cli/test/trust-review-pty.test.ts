import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { makeProject, type TempProject } from './fixtures/inspect/project.js';

// `li hooks trust` on a real terminal: util-linux `script` runs it on a pty, and the answers are
// typed into it as each prompt appears.
const SETTINGS = ['fail.sh', 'ask.sh', 'sleep.sh']
  .map(
    (guard) => `    - hooks:
        - type: command
          command: ["./guards/${guard}"]
          source: imported:claude`,
  )
  .join('\n');
const PROMPT = /Approve \[(\d)\/3\]\? y = yes, n = no, a = this and all after, q = quit: $/;

/** Runs `li hooks trust` on a pty and types `answers[i]` at the i-th prompt. */
function trustOnPty(project: TempProject, answers: string[]) {
  const child = spawn(
    'script',
    ['-q', '-e', '-c', `'${process.execPath}' '${inject('liBin')}' hooks trust`, '/dev/null'],
    { cwd: project.dir, env: { ...process.env, ...project.env, NO_COLOR: '1' } },
  );
  let out = '';
  let asked = 0;
  const onData = (d: Buffer) => {
    out += d.toString();
    if (PROMPT.test(out.replace(/\r/g, '')) && asked < answers.length) {
      child.stdin.write(`${answers[asked++]}\n`);
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, out: out.replace(/\r/g, '') })),
  );
}

const approvedHashes = async (p: TempProject) =>
  ((await readFile(p.userFile, 'utf8').catch(() => '')).match(/argv_hash:/g) ?? []).length;

describe('li hooks trust on a terminal', { timeout: 60_000 }, () => {
  it('asks about each command with its review block: y, n, then q approves only the first', async () => {
    const project = await makeProject(`hooks_external:\n  PreToolUse:\n${SETTINGS}\n`);
    const r = await trustOnPty(project, ['y', 'n', 'q']);
    expect(r.code).toBe(1);
    // Each block comes right before its own prompt.
    expect(r.out).toMatch(
      /\[1\] PreToolUse .*\n {4}from: [\s\S]*argv: {7}\["\.\/guards\/fail\.sh"\][\s\S]*Approve \[1\/3\]/,
    );
    expect(r.out).toMatch(
      /Approve \[1\/3\][\s\S]*\[2\] PreToolUse[\s\S]*ask\.sh[\s\S]*Approve \[2\/3\]/,
    );
    expect(r.out).toContain('Approved 1 command(s)');
    expect(r.out).toContain('2 command(s) not approved: they stay blocked.');
    expect(await approvedHashes(project)).toBe(1);
  });

  it('"a" approves this command and every one after without asking again', async () => {
    const project = await makeProject(`hooks_external:\n  PreToolUse:\n${SETTINGS}\n`);
    const r = await trustOnPty(project, ['n', 'a']);
    expect(r.code).toBe(1);
    expect(r.out).not.toContain('Approve [3/3]');
    expect(r.out).toContain('[3] PreToolUse');
    expect(r.out).toContain('Approved 2 command(s)');
    expect(await approvedHashes(project)).toBe(2);
  });

  it('re-asks on an answer it does not know, and "y" to all three exits 0', async () => {
    const project = await makeProject(`hooks_external:\n  PreToolUse:\n${SETTINGS}\n`);
    const r = await trustOnPty(project, ['maybe', 'y', 'y', 'y']);
    expect(r.out).toContain('"maybe" is not an answer: type y, n, a or q');
    expect(r.code).toBe(0);
    expect(await approvedHashes(project)).toBe(3);
  });
});
