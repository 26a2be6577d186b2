import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  groupHasLiveMembers,
  signalGroup,
  terminateGroup,
  waitForGroupExit,
} from './process-group.js';

function startGroup(script: string): number {
  const child = spawn('/bin/sh', ['-c', script], { detached: true, stdio: 'ignore' });
  return child.pid!;
}

/** Starts a group whose script prints `ready` once set up, and resolves with its pgid then. */
function startReadyGroup(script: string): Promise<number> {
  const child = spawn('/bin/sh', ['-c', script], {
    detached: true,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child.pid!);
    });
    child.on('exit', () => reject(new Error(`the group exited before it was ready: ${script}`)));
  });
}

describe.concurrent('process groups', () => {
  it('signalGroup reports a group that does not exist as gone', () => {
    // Pid 1 leads no process group of ours; a huge id names no group at all.
    expect(signalGroup(4_194_305, 0)).toBe('gone');
  });

  it("signalGroup's probe answers as process.kill does: gone, sent, denied", async () => {
    const throughKill = (pgid: number) => {
      try {
        process.kill(-pgid, 0);
        return 'sent';
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        return code === 'ESRCH' ? 'gone' : code === 'EPERM' ? 'denied' : code;
      }
    };
    const pgid = startGroup('sleep 30');
    try {
      // Group 1 (init's): denied unless this runs as root, which may signal it.
      for (const group of [4_194_305, pgid, 1])
        expect(signalGroup(group, 0)).toBe(throughKill(group));
      expect(signalGroup(pgid, 0)).toBe('sent');
    } finally {
      await terminateGroup(pgid, 2000);
    }
    expect(signalGroup(pgid, 0)).toBe(throughKill(pgid));
  });

  it('terminateGroup ends a cooperative group with SIGTERM alone', async () => {
    const pgid = startGroup('sleep 30 & sleep 30');
    expect(signalGroup(pgid, 0)).toBe('sent');
    expect(await terminateGroup(pgid, 2000)).toEqual({ escalated: false, gone: true });
    // Only zombies may remain (the orphaned `sleep` waits for init to reap it).
    expect(await groupHasLiveMembers(pgid)).toBe(false);
  });

  it('terminateGroup escalates to SIGKILL for a group that ignores SIGTERM', async () => {
    // Signalled before the shell has run its trap, the group would die of SIGTERM alone.
    const pgid = await startReadyGroup("trap '' TERM; sleep 30 & echo ready; wait");
    expect(await terminateGroup(pgid, 300)).toEqual({ escalated: true, gone: true });
  });

  it('waitForGroupExit gives up on a live group after its timeout', async () => {
    const pgid = startGroup('sleep 30');
    expect(await waitForGroupExit(pgid, 100)).toBe(false);
    await terminateGroup(pgid, 1000);
  });
});
