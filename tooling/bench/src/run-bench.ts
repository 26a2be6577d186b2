// The `pnpm bench` runner: Vitest runs this file alone when LIONAGI_BENCH=1 (see vitest.config.ts),
// because Node 20 cannot run .ts directly. It measures everything in one run and writes
// docs/performance.md.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { checkGoals } from './bench-goals.js';
import { benchProject } from './bench-project.js';
import type { BenchReport } from './bench-report.js';
import { machineInfo } from './machine.js';
import { ASYNC_WARMUP, measureAsync } from './measure-async.js';
import { bundleLi, measureCli } from './measure-cli.js';
import { measureConcurrency } from './measure-concurrency.js';
import { measureDispatch } from './measure-dispatch.js';
import { measureNonMatching } from './measure-non-matching.js';
import { measureOneMatching } from './measure-scaling.js';
import { measureSettings } from './measure-settings.js';
import { renderPerformance } from './render-performance.js';

const DOC = join(import.meta.dirname, '..', '..', '..', 'docs', 'performance.md');
const ENTRY_COUNTS = [1, 10, 100, 1000];
const CONCURRENCY = [1, 10, 50, 200];
/** Calls per measured run at each concurrency level; 200 concurrent means one burst of 200. */
const CALLS: Record<number, number> = { 1: 15, 10: 40, 50: 100, 200: 200 };
/** The budget of the whole run on the 2-core CI machine (issue 11). */
const BUDGET_MS = 5 * 60_000;

async function measure(): Promise<BenchReport> {
  const machineAtStart = machineInfo();
  const started = performance.now();
  // Bundling `li` comes first, on its own: it is not part of any figure.
  const li = await bundleLi();
  const project = await benchProject();
  try {
    const dispatch = await measureDispatch(project, 400);
    const nonMatching = await measureNonMatching(project, 100, 2000);
    const settings = [];
    const nonMatchingByEntries = [];
    for (const entries of ENTRY_COUNTS) {
      settings.push(await measureSettings(project, entries, entries >= 1000 ? 20 : 40));
      nonMatchingByEntries.push(await measureNonMatching(project, entries, 300));
    }
    const oneMatchingByEntries = await measureOneMatching(project, ENTRY_COUNTS, 60);
    const cli = await measureCli(project, li, 20);
    const concurrency = await measureConcurrency(project, CONCURRENCY, (c) => CALLS[c] ?? c, 3);
    const asyncHook = await measureAsync(project, 100);
    return {
      machineAtStart,
      machineAtEnd: machineInfo(),
      totalMs: performance.now() - started,
      dispatch,
      nonMatching,
      cli,
      settings,
      nonMatchingByEntries,
      oneMatchingByEntries,
      concurrency,
      asyncHook,
    };
  } finally {
    await project.dispose();
    await li.dispose();
  }
}

it('measures dispatch, settings, CLI and concurrency in one run and writes docs/performance.md', async () => {
  const report = await measure();
  const doc = renderPerformance(report);
  writeFileSync(DOC, doc);
  // The run's own proofs, whatever the timings: no process for non-matching firings, and
  // every measured firing really ran its hook (checked inside the measurements).
  expect(report.nonMatching.spawned).toBe(0);
  expect(report.nonMatching.records).toBe(100 * (2000 + 50));
  expect(report.totalMs).toBeLessThan(BUDGET_MS);
  // Every measured call queued its async hook (none was run inline, none dropped).
  expect(report.asyncHook.queued).toBe(100 + ASYNC_WARMUP);
  const goals = checkGoals(report)
    .map((g) => `${g.met === undefined ? '-' : g.met ? 'met' : 'MISSED'}  ${g.what}: ${g.measured}`)
    .join('\n');
  process.stdout.write(`\n${goals}\n\nwrote ${DOC}\n`);
});
