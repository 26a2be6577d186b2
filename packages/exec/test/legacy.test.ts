import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isHookError } from '@lionagi/hooks-profile';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_TIMEOUT_MS, runLegacyHook } from '../src/legacy.js';
import { fixture, makeFixturesExecutable, processState, tempDir } from './helpers.js';

beforeAll(makeFixturesExecutable);

describe.concurrent('legacy {pre, post, on_error} command hooks', () => {
  it('pre, exit 0: no objection; the payload (tool arguments, no envelope) arrives on stdin', async () => {
    const dir = await tempDir();
    const outcome = await runLegacyHook(
      [fixture('report.mjs')],
      { command: 'ls' },
      { phase: 'pre', cwd: dir },
    );
    expect(outcome).toMatchObject({ phase: 'pre', decision: 'none' });
    expect(outcome.reason).toBeUndefined();
    const seen = JSON.parse(outcome.run.stdout);
    expect(JSON.parse(seen.stdin)).toEqual({ command: 'ls' });
    expect(seen.env.LIONAGI_PROJECT_DIR).toBe(dir);
  });

  it('pre, any nonzero exit denies with trimmed stderr', async () => {
    const dir = await tempDir();
    const outcome = await runLegacyHook(
      [fixture('respond.sh'), '1', '-', ' legacy says no \n'],
      {},
      { phase: 'pre', cwd: dir },
    );
    expect(outcome).toMatchObject({ decision: 'deny', reason: 'legacy says no' });
  });

  it('pre, nonzero exit without stderr denies naming argv0', async () => {
    const dir = await tempDir();
    const outcome = await runLegacyHook(
      [fixture('respond.sh'), '5'],
      {},
      { phase: 'pre', cwd: dir },
    );
    expect(outcome).toMatchObject({
      decision: 'deny',
      reason: `legacy hook blocked: ${fixture('respond.sh')}`,
    });
  });

  it('pre, a command that cannot start denies', async () => {
    const dir = await tempDir();
    const outcome = await runLegacyHook(['/nonexistent/legacy'], {}, { phase: 'pre', cwd: dir });
    expect(outcome).toMatchObject({
      decision: 'deny',
      reason: 'legacy hook could not be started: ENOENT: /nonexistent/legacy was not found',
    });
  });

  it.each(['post', 'on_error'] as const)(
    '%s failures are reported but never deny',
    async (phase) => {
      const dir = await tempDir();
      const outcome = await runLegacyHook(
        [fixture('respond.sh'), '1', '-', 'post hook broke'],
        {},
        { phase, cwd: dir },
      );
      expect(outcome).toMatchObject({ phase, decision: 'none', reason: 'post hook broke' });
    },
  );

  it('rejects a string command before spawning', async () => {
    const dir = await tempDir();
    const marker = join(dir, 'x');
    await expect(
      runLegacyHook(`touch ${marker}` as unknown as string[], {}, { phase: 'pre', cwd: dir }).catch(
        (e) => isHookError(e) && e.code,
      ),
    ).resolves.toBe('INVALID_ARGV');
    expect(existsSync(marker)).toBe(false);
  });

  it('pre, a hook running past the fixed 10 s timeout is killed and denies', async () => {
    const dir = await tempDir();
    const outcome = await runLegacyHook(
      [fixture('sleep.sh'), '60'],
      {},
      { phase: 'pre', cwd: dir },
    );
    expect(LEGACY_TIMEOUT_MS).toBe(10_000);
    expect(outcome).toMatchObject({
      decision: 'deny',
      reason: `legacy hook timed out after 10s: ${fixture('sleep.sh')}`,
    });
    expect(outcome.run).toMatchObject({ timedOut: true, timeoutMs: 10_000, signal: 'SIGTERM' });
    expect(await processState(outcome.run.pid!)).toBe('gone');
  });
});
