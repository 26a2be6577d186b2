import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createEventDispatcher } from '@lionagi/hooks-exec';
import { interpretHookResult, type Verdict } from '@lionagi/hooks-profile';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { fault } from '../../src/fault-catalogue.js';
import { faultProject, removeFaultProjects } from '../support/fault-project.js';
import { FULL_FAULTS } from '../support/mode.js';
import {
  type GeneratedOutput,
  generatedOutput,
  isBlocking,
  isFailurePath,
  processResult,
  replayableOutput,
} from '../support/output-arbitrary.js';
import { groupGone, isAlive, settledSurvivors } from '../support/processes.js';

afterAll(removeFaultProjects);

/** The profile's promises about any verdict, whatever the hook printed. */
function checkVerdict(
  output: GeneratedOutput,
  verdict: Pick<Verdict, 'decision' | 'outcome' | 'reason'>,
) {
  const result = processResult(output);
  expect(['allow', 'deny', 'none']).toContain(verdict.decision);
  expect(['success', 'blocked', 'error', 'timeout']).toContain(verdict.outcome);
  if (verdict.decision === 'deny') expect(verdict.reason?.trim()).toBeTruthy();
  if (!isBlocking(output.event)) {
    expect(verdict.decision).toBe('none');
    return;
  }
  if (isFailurePath(result)) {
    expect(verdict.decision).not.toBe('allow');
    if (output.failClosed || (result.timedOut && result.spawnError === undefined)) {
      expect(verdict.decision).toBe('deny');
    }
  } else if (result.exitCode === 2) {
    expect(verdict.decision).toBe('deny');
    expect(verdict.outcome).toBe('blocked');
  }
}

describe(fault('generated-outputs').fault, () => {
  it('interpretHookResult never allows a failure on a blocking event (1,000 runs)', () => {
    let failures = 0;
    fc.assert(
      fc.property(generatedOutput, (output) => {
        const result = processResult(output);
        if (isFailurePath(result)) failures++;
        const verdict = interpretHookResult(output.event, result, {
          failClosed: output.failClosed,
          hookLabel: './guards/replay.sh',
        });
        checkVerdict(output, verdict);
      }),
      { numRuns: 1000, seed: 11 },
    );
    // The failure paths were exercised, not just the happy ones.
    expect(failures).toBeGreaterThan(300);
  });
});

const REPLAYS = FULL_FAULTS ? 1000 : 200;

describe(fault('generated-outputs-replayed').fault, () => {
  it(`${REPLAYS} generated results replayed by real processes decide exactly as interpretHookResult`, async () => {
    const project = await faultProject({});
    const samples = fc.sample(replayableOutput, { numRuns: REPLAYS, seed: 11 });
    const pids: number[] = [];
    const replay = async (output: GeneratedOutput, index: number) => {
      const dir = join(project.dir, `case-${index}`);
      await mkdir(dir);
      await writeFile(join(dir, 'stdout'), output.stdout);
      await writeFile(join(dir, 'stderr'), output.stderr);
      await writeFile(join(dir, 'code'), 'code' in output.exit ? String(output.exit.code) : '0');
      await writeFile(
        join(dir, 'signal'),
        'signal' in output.exit ? output.exit.signal.slice(3) : '',
      );
      const command = ['./guards/replay.sh', `case-${index}`];
      const dispatcher = createEventDispatcher(
        output.event,
        [{ type: 'command', command, timeoutSec: 20, failClosed: output.failClosed }],
        { projectDir: project.dir, env: project.env },
      );
      const fired = await dispatcher.dispatch({
        session_id: 'generated',
        cwd: project.dir,
        hook_event_name: output.event,
        tool_name: 'bash',
        tool_input: { command: 'ls' },
        source: 'startup',
        reason: 'other',
        prompt: 'hi',
      });
      const [run] = fired.runs;
      expect(run?.ran).toBe(true);
      if (run?.pid !== undefined) pids.push(run.pid);
      const expected = interpretHookResult(output.event, processResult(output), {
        failClosed: output.failClosed,
        hookLabel: command.join(' '),
      });
      const seen = { decision: run?.decision, outcome: run?.outcome, reason: run?.reason };
      expect(seen, `case-${index}`).toEqual({
        decision: expected.decision,
        outcome: expected.outcome,
        reason: expected.reason,
      });
      checkVerdict(output, {
        decision: fired.decision,
        outcome: expected.outcome,
        reason: fired.reason,
      });
    };
    // A few at a time: the machine is shared.
    for (let i = 0; i < samples.length; i += 6) {
      await Promise.all(samples.slice(i, i + 6).map((s, j) => replay(s, i + j)));
    }
    expect(pids).toHaveLength(samples.length);
    for (const pid of pids) {
      expect(await isAlive(pid)).toBe(false);
      expect(await groupGone(pid)).toBe(true);
    }
    expect(await settledSurvivors(project.dir)).toEqual([]);
  });
});
