import { project } from '@lionagi/vitest-config';

// Opt-in (`pnpm test:packed`, run by .ci/run after the build): never part of `vitest run` at the
// root, whose projects glob only picks up vitest.config.ts files. It installs from the npm registry
// (or npm's cache) and needs the packages built.
export default {
  ...project('packaging', {
    include: ['test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 5 * 60_000,
    // One file at a time: each installs tarballs with npm and runs tsc or programs, and side by side
    // on a small machine they starved each other (the typecheck test passed its 5 min bound).
    fileParallelism: false,
    hookTimeout: 5 * 60_000,
  }),
  root: import.meta.dirname,
};
