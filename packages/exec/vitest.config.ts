import { project } from '@lionagi/vitest-config';

// Real processes on a shared, loaded machine: the preset's hang bound, no tight timings.
export default project('hooks-exec', {
  benchmark: { include: ['bench/**/*.bench.ts'] },
});
