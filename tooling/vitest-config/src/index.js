// Plain JS (with index.d.ts): Vite loads config presets through Node, which cannot run .ts.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
 * The one home of the ground-truth captures the tests read (tooling/conformance/ground-truth:
 * envelopes the real Claude Code and Codex sent, Codex's hook JSON Schemas, copied verbatim from
 * the shared study): `claude-code/<Event>[.variant].json`, `codex/<Event>[.variant].json`,
 * `codex/schemas/<slug>.command.{input,output}.schema.json`. A repository check refuses a second copy.
 */
export const GROUND_TRUTH_DIR = fileURLToPath(
  new URL('../../conformance/ground-truth', import.meta.url),
);

/**
 * The captured envelopes of a harness in the ground-truth home, as file names (`Stop.json`,
 * `SessionStart.resume.json`), sorted; with `events`, only those whose event (the name up to the
 * first dot) is one of them.
 * @param {'claude-code' | 'codex'} harness
 * @param {readonly string[]} [events]
 * @returns {string[]}
 */
export function groundTruthEnvelopes(harness, events) {
  return readdirSync(join(GROUND_TRUTH_DIR, harness), { withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => e.name)
    .filter((name) => events === undefined || events.includes(name.split('.')[0] ?? ''))
    .sort();
}

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
