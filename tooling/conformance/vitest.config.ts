import { project } from '@lionagi/vitest-config';

export default project('conformance', {
  globalSetup: ['./test/global-setup.ts'],
  // Rows are subprocess-bound (li-agent, hook processes): keep several in flight.
  maxConcurrency: 8,
});
