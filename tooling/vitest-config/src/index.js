// Plain JS (with index.d.ts): Vite loads config presets through Node, which cannot run .ts.
import { defineProject } from 'vitest/config';

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
      ...overrides,
    },
  });
}
