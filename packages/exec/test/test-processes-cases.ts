import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import {
  alive,
  commandLine,
  descriptorsOn,
  groupGone,
  processesInDir,
  processesWithEnv,
} from '../src/testing.js';

/** The cases of `@lionagi/hooks-exec/testing`'s process lookups, for the tracker in use. */
export function processLookupCases(): void {
  it('finds a detached child by its environment, its directory and its group, and not once it is gone', async () => {
    const dir = realpathSync(mkdtempSync(join(tmpdir(), 'lookups-')));
    const mark = `LOOKUP_MARK=${dir}`;
    const child = spawn('sleep', ['30'], {
      cwd: dir,
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, LOOKUP_MARK: dir },
    });
    const pid = child.pid!;
    const exited = new Promise((r) => child.once('exit', r));
    expect(processesWithEnv(mark)).toEqual([pid]);
    expect(processesWithEnv(`LOOKUP_MARK=${dir}x`)).toEqual([]);
    expect(processesInDir(dir)).toEqual([pid]);
    expect(commandLine(pid)).toBe('sleep 30');
    expect(groupGone(pid)).toBe(false);
    expect(await alive(pid)).toBe(true);
    process.kill(-pid, 'SIGKILL');
    await exited;
    expect(processesWithEnv(mark)).toEqual([]);
    expect(processesInDir(dir)).toEqual([]);
    expect(commandLine(pid)).toBe('');
    expect(groupGone(pid)).toBe(true);
  });

  it('counts this process’s descriptors on a file', () => {
    const file = join(realpathSync(mkdtempSync(join(tmpdir(), 'fds-'))), 'log');
    writeFileSync(file, '');
    expect(descriptorsOn(file)).toBe(0);
    const fds = [openSync(file, 'r'), openSync(file, 'a')];
    expect(descriptorsOn(file)).toBe(2);
    for (const fd of fds) closeSync(fd);
    expect(descriptorsOn(file)).toBe(0);
  });
}
