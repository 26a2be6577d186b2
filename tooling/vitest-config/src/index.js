// Plain JS (with index.d.ts): Vite loads config presets through Node, which cannot run .ts.
import { defineProject } from 'vitest/config';

/**
 * How long one test or hook may run before vitest fails it: a bound on a hang, never a timing.
 * The tests run real processes (hooks, `li`, node, esbuild) on shared, loaded machines; vitest's
 * own 5 s default is shorter than the deadlines of the code under test (`testHook` gives a hook
 * 10 s), so under load it failed tests that were only slow (issue 39). What must be fast is
 * measured in the bench, never asserted here.
 */
export const HANG_BOUND_MS = 60_000;

/**
 * The per-package Vitest project: node environment, co-located and `test/` tests, and the
 * `@lionagi/source` condition so sibling packages resolve to their `src/` without a build.
 * @param {string} name
 * @param {import('vitest/config').ViteUserConfig['test']} [overrides]
 */
export function project(name, overrides = {}) {
  return defineProject({
    ssr: {
      resolve: {
        // vitest/config does not re-export Vite's defaultServerConditions; list them explicitly.
        conditions: ['@lionagi/source', 'module', 'node', 'development|production'],
      },
    },
    test: {
      name,
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      environment: 'node',
      restoreMocks: true,
      testTimeout: HANG_BOUND_MS,
      hookTimeout: HANG_BOUND_MS,
      ...overrides,
    },
  });
}
