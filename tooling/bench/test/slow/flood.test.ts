import { afterAll, describe, expect, it } from 'vitest';
import { fault } from '../../src/fault-catalogue.js';
import { faultProject, normalize, removeFaultProjects } from '../support/fault-project.js';
import { isAlive, settledSurvivors } from '../support/processes.js';
import { callTool, describeCall } from '../support/tool-call.js';

afterAll(removeFaultProjects);

const BYTES = 256 * 1024 * 1024;

describe('a hook that floods both pipes (slow: test:faults)', () => {
  it(fault('hook-floods-256mib').fault, { timeout: 120_000 }, async () => {
    const row = fault('hook-floods-256mib');
    const project = await faultProject([{ command: ['./guards/flood.sh', String(BYTES)] }]);
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const call = await callTool(project).finally(() => clearInterval(sampler));
    expect(describeCall(call)).toBe(row.outcome);
    expect(normalize(call.runs[0]?.reason ?? '', project)).toBe(row.diagnostic);
    expect(call.runs[0]?.notes).toEqual([
      `stdout exceeded 1048576 bytes (${BYTES} printed); the rest was discarded`,
      `stderr exceeded 1048576 bytes (${BYTES} printed); the rest was discarded`,
    ]);
    // Bounded capture: 512 MiB went through the pipes, memory grew by a small constant.
    expect(peak - before).toBeLessThan(96 * 1024 * 1024);
    expect(await isAlive(call.runs[0]?.pid as number)).toBe(false);
    expect(await settledSurvivors(project.dir)).toEqual([]);
  });
});
