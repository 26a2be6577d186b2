import { readFile, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { alive } from '@lionagi/hooks-exec/testing';
import { describe, expect, inject, it } from 'vitest';
import { makeProject, type TempProject } from './fixtures/inspect/project.js';
import { loadMeter } from './helpers/loaded-by.js';
import { runLi, startLi } from './helpers/run-li.js';

// The launcher (dist/li.cjs) runs a matching hook itself: stopped mid-hook it must stop as the
// full program (dist/li-main.js) does, leaving no hook process behind, with the same exit code
// and output. Each case runs through both programs; the launcher's run must not load li-main.js.

const STUBBORN = `hooks_external:
  PreToolUse:
    - matcher: Grep
      hooks:
        - type: command
          command: ["./guards/stubborn.sh", "pids"]
          timeout: 600
`;

const BRIDGE = ['hooks', 'run', 'PreToolUse', '--emit', 'claude'];
const call = (tool: string) =>
  JSON.stringify({
    hook_event_name: 'PreToolUse',
    session_id: 's',
    tool_name: tool,
    tool_input: {},
  });

async function until<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Runs the bridge with `bin` on a Grep call, sends `signal` to li alone (not its group: li must
 * stop the hooks itself) once the guard has started, and returns what li did, the guard's
 * processes (pid of the guard, its grandchild, the child that left its group) and what li loaded.
 */
async function stopMidHook(project: TempProject, bin: string, signal: NodeJS.Signals) {
  await rm(join(project.dir, 'pids'), { force: true });
  const meter = await loadMeter();
  const li = startLi(BRIDGE, {
    bin,
    cwd: project.dir,
    env: { ...project.env, ...meter.env },
    input: call('Grep'),
    nodeArgs: meter.nodeArgs,
  });
  const pids = await until(async () => {
    const text = await readFile(join(project.dir, 'pids'), 'utf8').catch(() => undefined);
    return text?.trim().split(' ').map(Number);
  });
  li.child.kill(signal);
  const result = await li.done;
  const living = [];
  for (const pid of pids) if (await alive(pid)) living.push(pid);
  const loaded = (await meter.files()).map((f) => basename(f));
  return { result, pids, living, loaded };
}

describe('the launcher stopped while it runs a hook', { timeout: 60_000 }, () => {
  for (const [signal, status] of [
    ['SIGTERM', 143],
    ['SIGINT', 130],
  ] as const) {
    it(`${signal}: the same exit ${status} and output as the full program, no hook process left`, async () => {
      const project = await makeProject(STUBBORN);
      // The parsed settings cached: the launcher answers this call itself.
      expect(
        (await runLi(BRIDGE, { cwd: project.dir, env: project.env, input: call('Read') })).code,
      ).toBe(0);

      const launcher = await stopMidHook(project, inject('liBin'), signal);
      const full = await stopMidHook(project, join(dirname(inject('liBin')), 'li-main.js'), signal);

      expect(launcher.loaded).toContain('li-hooks.cjs');
      expect(launcher.loaded).not.toContain('li-main.js');
      expect(full.loaded).toContain('li-main.js');
      expect(launcher.pids).toHaveLength(3);
      expect(launcher.living).toEqual([]);
      expect(full.living).toEqual([]);
      expect(launcher.result.code).toBe(status);
      expect(launcher.result.stderr).toContain(`li hooks run: stopped by ${signal}`);
      expect(launcher.result).toEqual(full.result);
    });
  }
});
