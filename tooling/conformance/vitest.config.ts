import { project } from '@lionagi/vitest-config';

export default project('conformance', {
  globalSetup: ['./test/global-setup.ts'],
  testTimeout: 60_000,
  // Rows are subprocess-bound (li-agent, hook processes): keep several in flight.
  maxConcurrency: 8,
});
