import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isHookError } from '@lionagi/hooks-profile';
import { beforeAll, describe, expect, it } from 'vitest';
import { runHookCommand } from '../src/run-hook.js';
import {
  eventually,
  fixture,
  makeFixturesExecutable,
  pidGone,
  processState,
  tempDir,
} from './helpers.js';

beforeAll(makeFixturesExecutable);

const envelope = {
  session_id: 's-1',
  hook_event_name: 'PreToolUse',
  harness: 'lionagi',
  tool_name: 'bash',
};

async function rejection(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (isHookError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a HookError');
}

describe.concurrent('runHookCommand', () => {
  it('writes the envelope to stdin and captures stdout, stderr and the exit code', async () => {
    const dir = await tempDir();
    const result = await runHookCommand([fixture('report.mjs')], envelope, {
      timeoutMs: 20_000,
      cwd: dir,
    });
    expect(result.exitCode).toBe(0);
    expect(result.signal).toBeNull();
    expect(result.timedOut).toBe(false);
    expect(result.truncated).toBe(false);
    expect(result.pid).toBeGreaterThan(0);
    const seen = JSON.parse(result.stdout);
    expect(JSON.parse(seen.stdin)).toEqual(envelope);
    expect(seen.cwd).toBe(dir);
  });

  it('reports exit codes other than 0 with stderr verbatim', async () => {
    const dir = await tempDir();
    const result = await runHookCommand(
      [fixture('respond.sh'), '3', 'out', 'broken guard\n'],
      {},
      { timeoutMs: 20_000, cwd: dir },
    );
    expect(result).toMatchObject({
      exitCode: 3,
      stdout: 'out',
      stderr: 'broken guard\n',
      timedOut: false,
    });
  });

  it('sets LIONAGI_PROJECT_DIR and CLAUDE_PROJECT_DIR over the inherited env, cwd = project root (C-3)', async () => {
    const dir = await tempDir();
    const result = await runHookCommand(
      [fixture('report.mjs')],
      {},
      {
        timeoutMs: 20_000,
        cwd: dir,
        projectDir: '/projects/demo',
        env: { PATH: process.env.PATH, HOOK_TEST_MARK: 'inherited', LIONAGI_PROJECT_DIR: '/stale' },
      },
    );
    const seen = JSON.parse(result.stdout);
    expect(seen.env).toEqual({
      LIONAGI_PROJECT_DIR: '/projects/demo',
      CLAUDE_PROJECT_DIR: '/projects/demo',
      HOOK_TEST_MARK: 'inherited',
    });
    expect(seen.cwd).toBe(dir);
  });

  it('substitutes ${LIONAGI_PROJECT_DIR} per argv element at spawn time and expands nothing else (C-4)', async () => {
    const base = await tempDir();
    const projectDir = join(base, 'my $& repo');
    await mkdir(projectDir);
    const argv = [
      fixture('report.mjs'),
      '${LIONAGI_PROJECT_DIR}/guards/x.py',
      '$LIONAGI_PROJECT_DIR',
      '$HOME ~ *',
    ];
    const result = await runHookCommand(argv, {}, { timeoutMs: 20_000, cwd: projectDir });
    expect(result.argv).toEqual([
      fixture('report.mjs'),
      `${projectDir}/guards/x.py`,
      '$LIONAGI_PROJECT_DIR',
      '$HOME ~ *',
    ]);
    expect(JSON.parse(result.stdout).argv).toEqual([
      `${projectDir}/guards/x.py`,
      '$LIONAGI_PROJECT_DIR',
      '$HOME ~ *',
    ]);
  });

  it('passes shell syntax through verbatim: no shell ever sees it', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'x'), 'keep me');
    const evil = '$(touch pwned); rm -rf x';
    const result = await runHookCommand(
      [fixture('report.mjs'), evil, '`touch pwned2`', '&& touch pwned3'],
      {},
      { timeoutMs: 20_000, cwd: dir },
    );
    expect(result.exitCode).toBe(0);
    expect(JSON.parse(result.stdout).argv).toEqual([evil, '`touch pwned2`', '&& touch pwned3']);
    expect((await readdir(dir)).sort()).toEqual(['x']);
    expect(await readFile(join(dir, 'x'), 'utf8')).toBe('keep me');
  });

  it.each([
    ['a string', './guard.sh --x', 'not a string (got "./guard.sh --x")'],
    ['an empty array', [], 'must be a non-empty argv list'],
    ['a blank element', ['MARK', '  '], 'command[1] is only whitespace'],
  ])('rejects %s before spawning anything', async (_, argv, text) => {
    const dir = await tempDir();
    const marker = join(dir, 'ran');
    const real = Array.isArray(argv)
      ? argv.map((a) => (a === 'MARK' ? fixture('mark.sh') : a))
      : argv;
    const { code, message } = await rejection(
      runHookCommand(real as string[], {}, { timeoutMs: 5000, cwd: dir }),
    );
    expect(code).toBe('INVALID_ARGV');
    expect(message).toContain(text);
    expect(existsSync(marker)).toBe(false);
  });

  it.each([
    ['a BigInt', { n: 10n }, 'Do not know how to serialize a BigInt'],
    [
      'a cycle',
      (() => {
        const o: Record<string, unknown> = {};
        o.self = o;
        return o;
      })(),
      'circular',
    ],
    ['undefined', undefined, 'its stdin envelope is undefined, expected a JSON value'],
    [
      'nesting 6,000 levels deep',
      { tool_input: JSON.parse(`${'{"a":'.repeat(6000)}1${'}'.repeat(6000)}`) },
      'its stdin envelope: nested deeper than 65 levels (the limit for JSON crossing a process or model boundary)',
    ],
    [
      'nesting 100 levels deep (serializable, still refused)',
      { tool_input: JSON.parse(`${'['.repeat(100)}${']'.repeat(100)}`) },
      'its stdin envelope: nested deeper than 65 levels',
    ],
  ])('refuses an envelope with %s and starts no process', async (_, bad, text) => {
    const dir = await tempDir();
    const marker = join(dir, 'ran');
    const { code, message } = await rejection(
      runHookCommand([fixture('mark.sh'), marker], bad, { timeoutMs: 5000, cwd: dir }),
    );
    expect(code).toBe('INVALID_ENVELOPE');
    expect(message).toContain('was not started');
    expect(message).toContain(text);
    expect(existsSync(marker)).toBe(false);
  });

  it('resolves a missing command with spawnError ENOENT instead of throwing', async () => {
    const dir = await tempDir();
    const result = await runHookCommand(['./no-such-guard.sh'], {}, { timeoutMs: 5000, cwd: dir });
    expect(result).toMatchObject({
      exitCode: null,
      timedOut: false,
      spawnError: `ENOENT: ./no-such-guard.sh was not found (relative to ${dir})`,
    });
    expect(result.pid).toBeUndefined();
  });

  it('resolves a non-executable command with spawnError EACCES', async () => {
    const dir = await tempDir();
    const script = join(dir, 'guard.sh');
    await writeFile(script, '#!/bin/sh\nexit 0\n', { mode: 0o644 });
    const result = await runHookCommand([script], {}, { timeoutMs: 5000, cwd: dir });
    expect(result.spawnError).toBe(`EACCES: ${script} is not executable (permission denied)`);
    expect(result.exitCode).toBeNull();
  });

  it('names a missing working directory rather than blaming the command', async () => {
    const dir = await tempDir();
    const result = await runHookCommand(
      [fixture('trivial.sh')],
      {},
      { timeoutMs: 5000, cwd: join(dir, 'gone') },
    );
    expect(result.spawnError).toBe(`ENOENT: working directory ${join(dir, 'gone')} does not exist`);
  });

  it('survives a hook that exits at once without reading a 4 MiB envelope (no EPIPE crash)', async () => {
    const dir = await tempDir();
    const big = { blob: 'x'.repeat(4 * 1024 * 1024) };
    const result = await runHookCommand([fixture('respond.sh'), '0', '{}'], big, {
      timeoutMs: 20_000,
      cwd: dir,
    });
    expect(result).toMatchObject({ exitCode: 0, stdout: '{}', timedOut: false });
  });

  it('survives a hook that never reads stdin and exits later', async () => {
    const dir = await tempDir();
    const big = { blob: 'y'.repeat(2 * 1024 * 1024) };
    const result = await runHookCommand([fixture('slow-reader.sh')], big, {
      timeoutMs: 20_000,
      cwd: dir,
    });
    expect(result).toMatchObject({ exitCode: 0, stdout: '{}\n', timedOut: false });
  });

  it('kills the process group on timeout and reports it', async () => {
    const dir = await tempDir();
    const result = await runHookCommand(
      [fixture('sleep.sh'), '30'],
      {},
      { timeoutMs: 300, cwd: dir },
    );
    expect(result).toMatchObject({
      timedOut: true,
      timeoutMs: 300,
      exitCode: null,
      signal: 'SIGTERM',
      aborted: false,
    });
    expect(result.notes).toEqual([
      `hook timed out after 300 ms: process group ${result.pid} was sent SIGTERM`,
    ]);
    expect(await processState(result.pid!)).toBe('gone');
  });

  it('kills the process group when the caller aborts', async () => {
    const dir = await tempDir();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const result = await runHookCommand(
      [fixture('sleep.sh'), '30'],
      {},
      { timeoutMs: 20_000, cwd: dir, signal: controller.signal },
    );
    expect(result).toMatchObject({
      aborted: true,
      timedOut: false,
      exitCode: null,
      signal: 'SIGTERM',
    });
    expect(result.notes[0]).toContain('aborted by the caller');
  });

  it('starts nothing when the signal is already aborted', async () => {
    const dir = await tempDir();
    const marker = join(dir, 'ran');
    const result = await runHookCommand(
      [fixture('mark.sh'), marker],
      {},
      { timeoutMs: 5000, cwd: dir, signal: AbortSignal.abort() },
    );
    expect(result).toMatchObject({
      aborted: true,
      spawnError: 'aborted before the hook was started',
      exitCode: null,
    });
    expect(result.pid).toBeUndefined();
    expect(existsSync(marker)).toBe(false);
  });

  it('terminates a grandchild the hook left behind holding its stdout, and does not wait for it', async () => {
    const dir = await tempDir();
    const pidFile = join(dir, 'pid');
    const result = await runHookCommand(
      [fixture('leave-child.sh'), pidFile],
      {},
      { timeoutMs: 20_000, cwd: dir },
    );
    expect(result).toMatchObject({ exitCode: 0, stdout: '{}\n', timedOut: false });
    expect(result.notes).toEqual([
      `hook exited but left processes running in its process group: process group ${result.pid} was sent SIGTERM`,
    ]);
    const grandchild = Number(await readFile(pidFile, 'utf8'));
    expect(await processState(grandchild)).not.toBe('alive');
    expect(await eventually(() => pidGone(grandchild), 8000)).toBe(true);
  });

  it('stops reading after the grace when a process that left the group holds the pipes', async () => {
    const dir = await tempDir();
    const pidFile = join(dir, 'pid');
    const result = await runHookCommand(
      [fixture('escape-group.mjs'), pidFile],
      {},
      { timeoutMs: 20_000, cwd: dir },
    );
    const escaped = Number(await readFile(pidFile, 'utf8'));
    // The escaped process is not ours to kill (that is the documented limit); clean up after the test.
    process.kill(escaped, 'SIGKILL');
    expect(result).toMatchObject({ exitCode: 0, stdout: '{}', timedOut: false });
    expect(result.notes).toEqual([
      "a process outside the hook's process group kept its output open; stopped reading after 2000 ms",
    ]);
  });

  it('caps stderr separately from stdout', async () => {
    const dir = await tempDir();
    const result = await runHookCommand(
      [fixture('flood.sh'), String(3 * 1024 * 1024), 'stderr'],
      {},
      { timeoutMs: 20_000, cwd: dir },
    );
    expect(result).toMatchObject({
      exitCode: 0,
      stdout: '',
      truncated: true,
      stdoutTruncated: false,
      stderrTruncated: true,
    });
    expect(Buffer.byteLength(result.stderr)).toBe(1024 * 1024);
    expect(result.notes).toEqual([
      `stderr exceeded 1048576 bytes (${3 * 1024 * 1024} printed); the rest was discarded`,
    ]);
  });

  it('honours a custom maxOutputBytes', async () => {
    const dir = await tempDir();
    const result = await runHookCommand(
      [fixture('respond.sh'), '0', '{"decision":"approve"}'],
      {},
      { timeoutMs: 20_000, cwd: dir, maxOutputBytes: 8 },
    );
    expect(result).toMatchObject({ stdout: '{"decisi', stdoutTruncated: true, truncated: true });
  });

  it.each([
    [{ timeoutMs: 0 }, 'timeoutMs must be a positive number of milliseconds, got 0'],
    [{ timeoutMs: Number.NaN }, 'timeoutMs must be a positive number of milliseconds, got NaN'],
    [{ timeoutMs: 1000, cwd: '' }, 'cwd must be the project root directory'],
    [
      { timeoutMs: 1000, maxOutputBytes: -1 },
      'maxOutputBytes must be a non-negative integer, got -1',
    ],
  ])('rejects bad options %j', async (bad, text) => {
    const { code, message } = await rejection(
      runHookCommand([fixture('trivial.sh')], {}, { cwd: '/tmp', ...bad }),
    );
    expect(code).toBe('USAGE');
    expect(message).toContain(text);
  });
});

describe('argv the kernel cannot exec (E2BIG, issue 16 item 9)', () => {
  it('is refused before anything spawns: one element over 128 KiB, or argv over 2 MiB', async () => {
    const dir = await tempDir();
    const one = rejection(
      runHookCommand([fixture('mark.sh'), 'x'.repeat(140_000)], {}, { timeoutMs: 5000, cwd: dir }),
    );
    await expect(one).resolves.toMatchObject({
      code: 'INVALID_ARGV',
      message:
        'hook command: argv element 1 is 140000 bytes, over the 131072-byte limit of one exec argument (it would fail with E2BIG)',
    });
    const many = Array.from({ length: 20 }, () => 'y'.repeat(120_000));
    await expect(
      rejection(runHookCommand([fixture('mark.sh'), ...many], {}, { timeoutMs: 5000, cwd: dir })),
    ).resolves.toMatchObject({
      code: 'INVALID_ARGV',
      message: expect.stringMatching(
        /^hook command: argv totals \d+ bytes, over the 2097152-byte exec limit \(it would fail with E2BIG\)$/,
      ),
    });
  });
});
