import { project } from '@lionagi/vitest-config';

// `pnpm conformance:per-hook`: the live per-hook figure against the real Claude Code (opt-in, like
// the live suite; never part of `vitest run` at the root, whose projects glob only picks up
// vitest.config.ts files). It bundles li-agent once, as the live suite does.
export default {
  ...project('conformance-per-hook', {
    include: ['test-live/per-hook-time.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30 * 60_000,
  }),
  root: import.meta.dirname,
};
