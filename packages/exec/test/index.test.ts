import { readFile } from 'node:fs/promises';
import { PROFILE_VERSION } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import * as exec from '../src/index.js';

describe('public surface', () => {
  it('exports the exec contract and its documented constants', () => {
    expect(Object.keys(exec).sort()).toEqual([
      'AUDIT_OUTPUT_MAX_CHARS',
      'DEFAULT_MAX_OUTPUT_BYTES',
      'EXEC_LIMITS',
      'GROUP_EXIT_WAIT_MS',
      'HOME_PLACEHOLDER',
      'HOOK_AUDIT_MAX_BYTES',
      'HookAuditLog',
      'IN_HOOK_ENV',
      'KILL_GRACE_MS',
      'LEGACY_TIMEOUT_MS',
      'MAX_HTTP_REDIRECTS',
      'MISSES_KEPT',
      'MISSING_PROGRAM_DENIES',
      'OWNER_SIGNALS',
      'OWNER_STOP_BOUND_MS',
      'PROCESS_TRACKING_ENV',
      'PROJECT_DIR_PLACEHOLDER',
      'SIGNAL_EXIT_STATUS',
      'argvSizeProblem',
      'assertArgv',
      'assertHttpUrl',
      'buildHookEnv',
      'createEventDispatcher',
      'defaultHookAuditPath',
      'httpCommand',
      'idleRecord',
      'isFailedRun',
      'killLiveHooksNow',
      'lionagiHome',
      'liveHookCount',
      'processTracking',
      'readHookAudit',
      'readHookAuditLog',
      'runHookCommand',
      'runHttpHook',
      'runLegacyHook',
      'stopAnswer',
      'stopOnSignals',
      'substituteHeaders',
      'substituteProjectDir',
      'toAuditRecord',
      'untrustedReason',
      'verifiedRunGaps',
    ]);
    expect(exec.KILL_GRACE_MS).toBe(2000);
    expect(exec.DEFAULT_MAX_OUTPUT_BYTES).toBe(1024 * 1024);
    expect(exec.LEGACY_TIMEOUT_MS).toBe(10_000);
    expect(exec.PROJECT_DIR_PLACEHOLDER).toBe('${LIONAGI_PROJECT_DIR}');
    expect(exec.EXEC_LIMITS).toEqual({ maxArgBytes: 131_072, maxTotalBytes: 2_097_152 });
  });

  it('declares the profile version it implements', async () => {
    const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
    expect(pkg.lionagi.hooksProfile).toBe(PROFILE_VERSION);
  });

  it('the README documents the kill grace actually used', async () => {
    const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(`${exec.KILL_GRACE_MS} ms`);
  });
});
