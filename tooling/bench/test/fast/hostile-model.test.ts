import { afterAll, describe, expect, it } from 'vitest';
import { fault } from '../../src/fault-catalogue.js';
import { faultProject, normalize, removeFaultProjects } from '../support/fault-project.js';
import { isAlive } from '../support/processes.js';
import { callTool, describeCall } from '../support/tool-call.js';

afterAll(removeFaultProjects);

describe('hostile model (issue 16)', () => {
  it(fault('hostile-padded-input').fault, async () => {
    const row = fault('hostile-padded-input');
    const project = await faultProject([{ command: ['node', './guards/echo-deny.mjs'] }]);
    const call = await callTool(project, {
      command: `rm -rf victim # ${'a'.repeat(1_200_000)}`,
    });
    expect(describeCall(call)).toBe(row.outcome);
    expect(normalize(call.runs[0]?.reason ?? '', project)).toBe(row.diagnostic);
    expect(call.runs[0]?.truncated).toBe(true);
    expect(await isAlive(call.runs[0]?.pid as number)).toBe(false);
  });

  it(fault('hostile-deep-update').fault, async () => {
    const row = fault('hostile-deep-update');
    const project = await faultProject([{ command: ['node', './guards/deep-rewrite.mjs'] }]);
    const call = await callTool(project, { command: 'touch ran.marker' });
    expect(describeCall(call)).toBe(row.outcome);
    expect(normalize(call.runs[0]?.reason ?? '', project)).toBe(row.diagnostic);
    expect(() => JSON.stringify(call)).not.toThrow();
    expect(await isAlive(call.runs[0]?.pid as number)).toBe(false);
  });
});
