import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PROFILE_EVENTS } from '@lionagi/hooks-profile';
import { type HarnessReading, testHook } from '@lionagi/hooks-sdk';
import { GROUND_TRUTH_DIR, groundTruthEnvelopes } from '@lionagi/vitest-config';
import { describe, expect, it } from 'vitest';
import { makeProject } from './fixtures/inspect/project.js';

// The captured envelopes of the ground truth (Claude Code 2.1.328, Codex 0.169.0), as the SDK keeps them.
const CAPTURED = GROUND_TRUTH_DIR;
const HARNESS = { 'claude-code': 'claude', codex: 'codex' } as const;

const captured = (Object.keys(HARNESS) as (keyof typeof HARNESS)[]).flatMap((harness) =>
  groundTruthEnvelopes(harness, PROFILE_EVENTS).map((file) => {
    const raw = JSON.parse(readFileSync(join(CAPTURED, harness, file), 'utf8'));
    const envelope = (harness === 'claude-code' ? raw.stdin : raw) as Record<string, unknown>;
    return { harness, file, envelope };
  }),
);

const snake = (r: HarnessReading) => ({
  effect: r.effect,
  reason: r.reason ?? null,
  updated_input: r.updatedInput ?? null,
  context: r.context ?? null,
  source: r.source,
});

describe.concurrent("li hooks test's three harnesses read as the SDK's testHook", {
  timeout: 60_000,
}, () => {
  it('has captured envelopes of both harnesses to compare', () => {
    expect(captured.filter((c) => c.harness === 'claude-code').length).toBeGreaterThan(5);
    expect(captured.filter((c) => c.harness === 'codex').length).toBeGreaterThan(5);
  });

  it.each(captured)('$harness $file', async ({ harness, envelope }) => {
    const project = await makeProject('');
    const hook = join(project.dir, 'guards', 'wire-answers.mjs');
    await writeFile(join(project.dir, 'envelope.json'), JSON.stringify(envelope));
    const event = String(envelope.hook_event_name);
    const args = [
      'hooks',
      'test',
      event,
      '--harness',
      HARNESS[harness],
      '--input',
      'envelope.json',
    ];
    const r = await project.li([...args, '--json', '--', hook]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    const sdk = await testHook([hook], report.envelope, {
      harness,
      cwd: project.dir,
      env: { ...process.env, ...project.env },
    });
    expect(sdk.harness).toBe(harness);
    expect({ stdout: report.result.stdout, exit: report.result.exit_code }).toEqual({
      stdout: sdk.stdout,
      exit: sdk.exitCode,
    });
    const { summary: _c, version: _cv, notes: _cn, ...claude } = report.harnesses.claude_code;
    const { summary: _x, version: _xv, notes: _xn, ...codex } = report.harnesses.codex;
    expect(claude).toEqual(snake(sdk.verdicts.claudeCode));
    expect(codex).toEqual(snake(sdk.verdicts.codex));
    const v = sdk.verdicts.lionagi;
    expect(report.interpretation).toMatchObject({
      decision: v.decision,
      outcome: v.outcome,
      updated_input: v.updatedInput ?? null,
      additional_context: v.additionalContext ?? null,
      feedback: v.feedback ?? null,
    });
  });
});
