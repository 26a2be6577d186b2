import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { alive } from '@lionagi/hooks-exec/testing';
import { describe, expect, inject, it } from 'vitest';
import { auditLines, makeProject, type TempProject } from './fixtures/inspect/project.js';

const STUBBORN = `hooks_external:
  PreToolUse:
    - matcher: bash
      hooks:
        - type: command
          command: ["./guards/stubborn.sh", "pids"]
          timeout: 600
`;

async function until<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts `li hooks run` leading its own process group, as a harness starts a hook. */
function startLi(project: TempProject, args: string[], input: string) {
  const child = spawn(process.execPath, [inject('liBin'), ...args], {
    cwd: project.dir,
    env: { ...process.env, NO_COLOR: '1', ...project.env },
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
  });
  child.stderr.setEncoding('utf8').on('data', (d: string) => {
    stderr += d;
  });
  child.stdin.end(input);
  const closed = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
  return { pid: child.pid!, closed, stderr: () => stderr };
}

const pre = JSON.stringify({ tool_name: 'bash', tool_input: { command: 'ls' } });

describe.concurrent('li hooks run stopped by its owner', { timeout: 60_000 }, () => {
  for (const [signal, status] of [
    ['SIGTERM', 143],
    ['SIGINT', 130],
    ['SIGHUP', 129],
  ] as const) {
    it(`${signal} to its process group while a SIGTERM-proof guard runs: nothing of the tree survives, exit ${status}`, async () => {
      const project = await makeProject(STUBBORN);
      const li = startLi(project, ['hooks', 'run', 'PreToolUse', '--emit', 'claude'], pre);
      const pids = await until(async () => {
        const text = await readFile(join(project.dir, 'pids'), 'utf8').catch(() => undefined);
        return text?.trim().split(' ').map(Number);
      });
      expect(pids).toHaveLength(3);
      for (const pid of pids) expect(await alive(pid)).toBe(true);
      process.kill(-li.pid, signal);
      const r = await li.closed;
      expect(r.code).toBe(status);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(`li hooks run: stopped by ${signal}`);
      // li exits only once the tree is gone: no waiting here.
      for (const pid of pids) expect(await alive(pid)).toBe(false);
      const runs = await auditLines(project);
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({
        event: 'PreToolUse',
        command: ['./guards/stubborn.sh', 'pids'],
      });
    });
  }

  it('a second SIGINT exits at once and still SIGKILLs the guard and its children', async () => {
    const project = await makeProject(STUBBORN);
    const li = startLi(project, ['hooks', 'run', 'PreToolUse'], pre);
    const pids = await until(async () => {
      const text = await readFile(join(project.dir, 'pids'), 'utf8').catch(() => undefined);
      return text?.trim().split(' ').map(Number);
    });
    process.kill(-li.pid, 'SIGINT');
    // Signals do not queue: the second is sent once li has taken the first.
    await until(async () =>
      li.stderr().includes('(send it again to exit at once)') ? true : undefined,
    );
    process.kill(-li.pid, 'SIGINT');
    const r = await li.closed;
    expect(r.code).toBe(130);
    expect(r.stderr).toContain(
      'li hooks run: SIGINT: stopping; 1 running hook(s) get SIGTERM, then SIGKILL after 2000 ms (send it again to exit at once)',
    );
    expect(r.stderr).toContain(
      'li hooks run: SIGINT again: exiting now; 1 running hook process tree(s) sent SIGKILL',
    );
    expect(r.stderr).not.toContain('stopped by SIGINT');
    // SIGKILL was sent before li exited; the kernel finishes the job without our help.
    for (const pid of pids)
      expect(await until(async () => ((await alive(pid)) ? undefined : true))).toBe(true);
  });

  it('refuses to run inside a LionAGI hook: exit 2 on a blocking event, no hook started', async () => {
    const project = await makeProject(STUBBORN);
    // The bridge as a hook would start it: with the marker every hook's environment carries.
    const nested = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        [inject('liBin'), 'hooks', 'run', 'PreToolUse', '--emit', 'claude'],
        {
          cwd: project.dir,
          env: { ...process.env, ...project.env, LIONAGI_IN_HOOK: '1' },
        },
      );
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (d: string) => {
        stderr += d;
      });
      child.stdin.end(pre);
      child.on('close', (code) => resolve({ code, stderr }));
    });
    expect(nested.code).toBe(2);
    expect(nested.stderr).toContain(
      'li hooks run: refusing to run inside a LionAGI hook (LIONAGI_IN_HOOK is set)',
    );
    expect(await readFile(join(project.dir, 'pids'), 'utf8').catch(() => 'not started')).toBe(
      'not started',
    );
  });
});
