import { project } from '@lionagi/vitest-config';

// One project, three runs:
//   pnpm test          the fast fault suite and unit tests, part of every CI run;
//   pnpm test:faults   LIONAGI_FAULTS=1: the slow faults, and the generated hook results replayed
//                      at full size (1,000 real processes instead of 200);
//   pnpm bench         LIONAGI_BENCH=1: only the benchmark runner, which writes docs/performance.md.
const bench = process.env.LIONAGI_BENCH === '1';
const faults = process.env.LIONAGI_FAULTS === '1';

const config = project('bench', {
  include: bench
    ? ['src/run-bench.ts']
    : faults
      ? [
          'test/slow/**/*.test.ts',
          'test/fast/generated-outputs.test.ts',
          'test/fast/hostile-verified-run.test.ts',
        ]
      : ['src/**/*.test.ts', 'test/fast/**/*.test.ts'],
  // Real processes on a shared, loaded machine: the preset's hang bound, no tight timings; a
  // benchmark run gets longer.
  ...(bench ? { testTimeout: 300_000 } : {}),
  // The benchmark measures the packages as they are installed: their built `dist/`, loaded by
  // Node itself (`pnpm bench` builds them first), not their sources as Vitest transforms them,
  // which turns every imported binding into a property read and costs about a third more in a
  // hot loop. The unit tests and the fault suite keep the sources.
  ...(bench ? { server: { deps: { external: [/\/packages\/[^/]+\/dist\//] } } } : {}),
});

if (bench && config.ssr?.resolve) {
  // Without `@lionagi/source`, the workspace packages resolve to their `dist/` (their exports).
  config.ssr.resolve.conditions = ['module', 'node', 'development|production'];
}

export default config;
