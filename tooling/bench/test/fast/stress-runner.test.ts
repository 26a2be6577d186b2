import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { commandLine } from '@lionagi/hooks-exec/testing';
import { describe, expect, it } from 'vitest';

// `.ci/run`'s closing lines and `pnpm test:stress`, run for real on a two-test suite whose second
// test always fails (stress/fixture-suite). --cache=false: vitest would leave its results cache in
// the fixture's own node_modules/.vite, in the source tree.
const root = join(import.meta.dirname, '..', '..', '..', '..');
const stress = join(root, 'tooling', 'bench', 'stress');
const suite = join(root, 'tooling', 'bench', 'stress', 'fixture-suite');
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const FAILING = 'tooling/bench/stress/fixture-suite/sample.check.mjs > a group > fails';
const MESSAGE = "AssertionError: expected 'seen' to be 'wanted' // Object.is equality";

const run = promisify(execFile);

/** Runs `node args…` to its end; a non-zero exit is an answer here, not an error. */
async function node(args: string[]) {
  try {
    const { stdout } = await run(process.execPath, args, { cwd: root });
    return { code: 0, stdout };
  } catch (error) {
    const { code, stdout } = error as { code: number; stdout: string };
    return { code, stdout };
  }
}

describe('the suite tells on itself', () => {
  it('.ci/run closes with the tests: line, then each failing test by name', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lionagi-closing-'));
    const report = join(dir, 'report.json');
    const tests = await node([
      vitest,
      'run',
      '--root',
      suite,
      '--cache=false',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ]);
    expect(tests.code).toBe(1);
    const closing = await node([join(stress, 'closing-lines.mjs'), report]);
    expect(closing).toEqual({
      code: 0,
      stdout: `tests: 1 passed, 1 failed\nfailed: ${FAILING} -- ${MESSAGE}\n`,
    });
    expect(readFileSync(join(root, '.ci', 'run'), 'utf8')).toContain(
      'node tooling/bench/stress/closing-lines.mjs .cache/vitest-results.json',
    );
  });

  it('a missing report is said, not read as a pass', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lionagi-closing-'));
    const closing = await node([join(stress, 'closing-lines.mjs'), join(dir, 'none.json')]);
    expect(closing).toEqual({
      code: 1,
      stdout: `tests: no report: vitest wrote no readable ${join(dir, 'none.json')}\n`,
    });
  });

  it('pnpm test:stress counts failures per test over its runs and leaves no burner running', async () => {
    const out = await mkdtemp(join(tmpdir(), 'lionagi-stress-'));
    const args = ['--runs', '2', '--burners', '1', '--out', out, '--root', suite, '--cache=false'];
    const result = await node([join(stress, 'run-stress.mjs'), ...args]);
    expect(result.code).toBe(1);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(
      `2 run(s) of vitest --root ${suite} --cache=false with 1 CPU burner(s) on ${lines[0]?.match(/on (\d+) core/)?.[1]} core(s); logs in ${out}/`,
    );
    expect(lines.filter((l) => l.startsWith('  failed: '))).toEqual([
      `  failed: ${FAILING} -- ${MESSAGE}`,
      `  failed: ${FAILING} -- ${MESSAGE}`,
    ]);
    expect(lines.slice(-2)).toEqual(['0 of 2 run(s) passed with 1 burner(s)', `  2/2  ${FAILING}`]);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    expect(summary.burnerPids).toHaveLength(1);
    // A pid may be reused by then: what must be gone is a burner, whatever holds the number now.
    for (const pid of summary.burnerPids as number[]) {
      expect(commandLine(pid)).not.toContain('process.ppid !== parent');
    }
    expect(existsSync(join(out, 'run-1.json'))).toBe(true);
    expect(existsSync(join(out, 'run-2.log'))).toBe(true);
  });
});
