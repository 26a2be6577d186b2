import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fault } from '../../src/fault-catalogue.js';
import { faultProject, normalize, removeFaultProjects } from '../support/fault-project.js';
import { eventually, isAlive, readPids, settledSurvivors } from '../support/processes.js';
import { callTool, describeCall } from '../support/tool-call.js';

afterAll(removeFaultProjects);

const CALLS = 50;

describe('many hanging hooks at once (slow: test:faults)', () => {
  it(fault('hook-timeout-storm').fault, { timeout: 120_000 }, async () => {
    const row = fault('hook-timeout-storm');
    const projects = await Promise.all(
      Array.from({ length: CALLS }, () =>
        faultProject([{ command: ['./guards/fork-tree.sh', 'pids', 'hang'], timeout: 1 }]),
      ),
    );
    const calls = await Promise.all(projects.map((project) => callTool(project)));
    const pids: number[] = [];
    for (const [i, call] of calls.entries()) {
      const project = projects[i]!;
      expect(`every call: ${describeCall(call)}`).toBe(row.outcome);
      expect(normalize(call.result.reason ?? '', project)).toBe(row.diagnostic);
      pids.push(...(await readPids(join(project.dir, 'pids'))));
    }
    expect(pids).toHaveLength(CALLS * 3);
    const dead = await eventually(async () => {
      const alive = await Promise.all(pids.map(isAlive));
      return !alive.includes(true);
    }, 10_000);
    expect(dead).toBe(true);
    for (const project of projects) expect(await settledSurvivors(project.dir)).toEqual([]);
  });
});
