import { isHookError } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import { readPsTable } from './posix-tracker.js';
import { chooseProcessTracker, processTracking } from './process-tracking.js';

describe('choosing the process tracking', () => {
  it('a forced value wins; unset detects /proc on Linux and falls back to posix elsewhere', () => {
    expect(chooseProcessTracker('posix')).toMatchObject({
      how: 'forced',
      tracker: { kind: 'posix' },
    });
    expect(chooseProcessTracker('proc')).toMatchObject({
      how: 'forced',
      tracker: { kind: 'proc' },
    });
    const detected = chooseProcessTracker(undefined);
    expect(detected.how).toBe('detected');
    expect(detected.tracker.kind).toBe(process.platform === 'linux' ? 'proc' : 'posix');
  });

  it('an invalid value is a USAGE error naming the variable and the accepted values', () => {
    let thrown: unknown;
    try {
      chooseProcessTracker('windows');
    } catch (error) {
      thrown = error;
    }
    expect(isHookError(thrown) && thrown.code).toBe('USAGE');
    expect((thrown as Error).message).toBe(
      'LIONAGI_PROCESS_TRACKING="windows" is not a process tracking: expected "proc" or "posix" (or unset, to detect it)',
    );
  });

  it('the tracker in use says what it guarantees and what it cannot find', () => {
    const tracking = processTracking();
    expect(tracking.kind).toMatch(/^(proc|posix)$/);
    expect(tracking.guarantees).toContain('process group');
    expect(tracking.limits).not.toBe('');
  });

  it('ps lists this process with its parent and group, alive', () => {
    const me = readPsTable()?.find((row) => row.pid === process.pid);
    expect(me).toMatchObject({ ppid: process.ppid, pgid: expect.any(Number) });
    expect(me?.state).not.toBe('Z');
    expect(me?.start).not.toBe('');
  });
});
