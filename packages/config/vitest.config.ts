import { project } from '@lionagi/vitest-config';

export default project('hooks-config', {
  benchmark: { include: ['bench/**/*.bench.ts'] },
});
