import { project } from '@lionagi/vitest-config';

export default project('hooks-exec', {
  // Real processes on a shared, loaded machine: generous per-test ceiling, no tight timings.
  testTimeout: 30_000,
  hookTimeout: 30_000,
  benchmark: { include: ['bench/**/*.bench.ts'] },
});
