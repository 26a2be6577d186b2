import { project } from '@lionagi/vitest-config';

// `pnpm conformance:bridge-time`: the bridge (`li hooks run`) inside the real Claude Code against
// the same node hook run natively by it (opt-in, like the live suite; never part of `vitest run`
// at the root, whose projects glob only picks up vitest.config.ts files). It bundles li once, as
// the live suite does.
export default {
  ...project('conformance-bridge-time', {
    include: ['test-live/bridge-time.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30 * 60_000,
  }),
  root: import.meta.dirname,
};
