import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fault } from '../../src/fault-catalogue.js';
import {
  type FaultProject,
  faultProject,
  normalize,
  removeFaultProjects,
} from '../support/fault-project.js';
import {
  eventually,
  groupGone,
  isAlive,
  readPids,
  settledSurvivors,
  survivors,
} from '../support/processes.js';
import { callTool, describeCall, type ToolCall } from '../support/tool-call.js';

afterAll(removeFaultProjects);

/** The call matches its catalogue row: the profile outcome and the diagnostic text, exactly. */
function expectRow(
  id: string,
  call: ToolCall,
  project: FaultProject,
  diagnostic: string | undefined,
) {
  const row = fault(id);
  expect(describeCall(call)).toBe(row.outcome);
  expect(normalize(diagnostic ?? '', project)).toBe(row.diagnostic);
}

/** The hook's pid is dead, its process group is gone, and no process of the project is left. */
async function expectNothingLeft(call: ToolCall, project: FaultProject, pids: number[] = []) {
  const [run] = call.runs;
  expect(run?.ran).toBe(true);
  const leader = run?.pid as number;
  expect(await isAlive(leader)).toBe(false);
  expect(await groupGone(leader)).toBe(true);
  for (const pid of pids) {
    expect(await eventually(async () => !(await isAlive(pid)), 5000), `pid ${pid}`).toBe(true);
  }
  expect(await settledSurvivors(project.dir)).toEqual([]);
}

const FAST_TIMEOUT_S = 1;

describe.concurrent('hook process faults (Session tool call, PreToolUse guard on bash)', () => {
  it(fault('hook-hangs').fault, async () => {
    const project = await faultProject([
      { command: ['./guards/hang.sh'], timeout: FAST_TIMEOUT_S },
    ]);
    const call = await callTool(project);
    expectRow('hook-hangs', call, project, call.result.reason);
    expect(call.runs[0]?.notes).toEqual([
      `hook timed out after 1000 ms: process group ${call.runs[0]?.pid} was sent SIGTERM`,
    ]);
    await expectNothingLeft(call, project);
  });

  it(fault('hook-ignores-sigterm').fault, async () => {
    const project = await faultProject([
      { command: ['./guards/ignore-term.sh', 'pids'], timeout: FAST_TIMEOUT_S },
    ]);
    const call = await callTool(project);
    expectRow('hook-ignores-sigterm', call, project, call.runs[0]?.notes[0]);
    expect(call.result.reason).toBe(
      'hook ./guards/ignore-term.sh pids timed out after 1s; failing closed on a blocking event',
    );
    const [leader, grandchild] = await readPids(join(project.dir, 'pids'));
    expect(leader).toBe(call.runs[0]?.pid);
    expect(call.runs[0]?.signal).toBe('SIGKILL');
    await expectNothingLeft(call, project, [leader as number, grandchild as number]);
  });

  it(fault('hook-forks-and-exits').fault, async () => {
    const project = await faultProject([{ command: ['./guards/fork-tree.sh', 'pids', 'exit'] }]);
    const call = await callTool(project);
    expectRow('hook-forks-and-exits', call, project, call.runs[0]?.notes[0]);
    const pids = await readPids(join(project.dir, 'pids'));
    expect(pids).toHaveLength(3);
    expect(pids[0]).toBe(call.runs[0]?.pid);
    await expectNothingLeft(call, project, pids);
  });

  it(fault('hook-forks-and-hangs').fault, async () => {
    const project = await faultProject([
      { command: ['./guards/fork-tree.sh', 'pids', 'hang'], timeout: FAST_TIMEOUT_S },
    ]);
    const call = await callTool(project);
    expectRow('hook-forks-and-hangs', call, project, call.result.reason);
    const pids = await readPids(join(project.dir, 'pids'));
    expect(pids).toHaveLength(3);
    await expectNothingLeft(call, project, pids);
  });

  it(fault('hook-closes-stdin-allows').fault, async () => {
    const project = await faultProject([{ command: ['./guards/close-stdin.sh', 'allow'] }]);
    const command = 'x'.repeat(4_000_000);
    const call = await callTool(project, { command });
    expectRow(
      'hook-closes-stdin-allows',
      call,
      project,
      '(none: a hook may ignore its stdin; the EPIPE is expected)',
    );
    expect(call.runs[0]?.notes).toEqual([]);
    expect(call.runs[0]?.reason).toBeUndefined();
    expect(call.toolRuns).toEqual([{ command }]);
    await expectNothingLeft(call, project);
  });

  it(fault('hook-closes-stdin-denies').fault, async () => {
    const project = await faultProject([{ command: ['./guards/close-stdin.sh', 'deny'] }]);
    const call = await callTool(project, { command: 'x'.repeat(4_000_000) });
    expectRow('hook-closes-stdin-denies', call, project, call.result.reason);
    await expectNothingLeft(call, project);
  });

  it(fault('hook-floods-output').fault, async () => {
    const project = await faultProject([{ command: ['./guards/flood.sh', '8388608'] }]);
    const call = await callTool(project);
    expectRow('hook-floods-output', call, project, call.runs[0]?.reason);
    expect(call.runs[0]?.truncated).toBe(true);
    expect(call.runs[0]?.notes).toEqual([
      'stdout exceeded 1048576 bytes (8388608 printed); the rest was discarded',
      'stderr exceeded 1048576 bytes (8388608 printed); the rest was discarded',
    ]);
    await expectNothingLeft(call, project);
  });

  it(fault('hook-floods-output-fail-closed').fault, async () => {
    const project = await faultProject([
      { command: ['./guards/flood.sh', '8388608'], failClosed: true },
    ]);
    const call = await callTool(project);
    expectRow('hook-floods-output-fail-closed', call, project, call.result.reason);
    await expectNothingLeft(call, project);
  });

  it(fault('hook-invalid-utf8-stderr').fault, async () => {
    const project = await faultProject([{ command: ['./guards/bad-utf8.sh', 'stderr'] }]);
    const call = await callTool(project);
    expectRow('hook-invalid-utf8-stderr', call, project, call.result.reason);
    await expectNothingLeft(call, project);
  });

  it(fault('hook-invalid-utf8-json').fault, async () => {
    const project = await faultProject([{ command: ['./guards/bad-utf8.sh', 'json'] }]);
    const call = await callTool(project);
    expectRow('hook-invalid-utf8-json', call, project, call.result.reason);
    await expectNothingLeft(call, project);
  });

  it(fault('hook-invalid-utf8-junk').fault, async () => {
    const project = await faultProject([{ command: ['./guards/bad-utf8.sh', 'junk'] }]);
    const call = await callTool(project);
    expectRow('hook-invalid-utf8-junk', call, project, call.runs[0]?.notes[0]);
    expect(call.runs[0]?.decision).toBe('none');
    await expectNothingLeft(call, project);
  });

  it(fault('hook-json-after-log-line').fault, async () => {
    const project = await faultProject([{ command: ['./guards/log-then-json.sh'] }]);
    const call = await callTool(project);
    expectRow('hook-json-after-log-line', call, project, call.runs[0]?.notes[0]);
    expect(call.runs[0]?.decision).toBe('none');
    await expectNothingLeft(call, project);
  });

  it(fault('hook-exits-by-signal').fault, async () => {
    const project = await faultProject([{ command: ['./guards/self-signal.sh', 'SEGV'] }]);
    const call = await callTool(project);
    expectRow('hook-exits-by-signal', call, project, call.runs[0]?.reason);
    expect(call.runs[0]).toMatchObject({ exitCode: null, signal: 'SIGSEGV' });
    await expectNothingLeft(call, project);
  });

  it(fault('hook-exits-by-signal-fail-closed').fault, async () => {
    const project = await faultProject([
      { command: ['./guards/self-signal.sh', 'SEGV'], failClosed: true },
    ]);
    const call = await callTool(project);
    expectRow('hook-exits-by-signal-fail-closed', call, project, call.result.reason);
    await expectNothingLeft(call, project);
  });

  it(fault('hook-escapes-group').fault, async () => {
    const project = await faultProject([{ command: ['./guards/escape-group.sh', 'pid'] }]);
    const call = await callTool(project);
    expectRow('hook-escapes-group', call, project, call.runs[0]?.notes[0]);
    const [escaped] = await readPids(join(project.dir, 'pid'));
    // The documented limit: the process that left the group is still alive, and only it.
    expect(await survivors(project.dir)).toEqual([escaped]);
    process.kill(escaped as number, 'SIGKILL');
    expect(await settledSurvivors(project.dir)).toEqual([]);
  });
});
