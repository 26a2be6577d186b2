import { project } from '@lionagi/vitest-config';

// The opt-in live suite (`pnpm conformance:live`): never part of `vitest run` at the root, whose
// projects glob only picks up vitest.config.ts files.
export default {
  ...project('conformance-live', {
    include: ['test-live/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30 * 60_000,
  }),
  root: import.meta.dirname,
};
