import { project } from '@lionagi/vitest-config';

// One project, three runs:
//   pnpm test          the fast fault suite and unit tests, part of every CI run;
//   pnpm test:faults   LIONAGI_FAULTS=1: the slow faults, and the generated hook results replayed
//                      at full size (1,000 real processes instead of 200);
//   pnpm bench         LIONAGI_BENCH=1: only the benchmark runner, which writes docs/performance.md.
const bench = process.env.LIONAGI_BENCH === '1';
const faults = process.env.LIONAGI_FAULTS === '1';

export default project('bench', {
  include: bench
    ? ['src/run-bench.ts']
    : faults
      ? ['test/slow/**/*.test.ts', 'test/fast/generated-outputs.test.ts']
      : ['src/**/*.test.ts', 'test/fast/**/*.test.ts'],
  // Real processes on a shared, loaded machine: generous ceilings, no tight timings.
  testTimeout: bench ? 300_000 : 60_000,
  hookTimeout: 60_000,
});
