import type { ViteUserConfig } from 'vitest/config';

/** The per-package Vitest project with the `@lionagi/source` condition. */
export declare function project(name: string, overrides?: ViteUserConfig['test']): ViteUserConfig;

/** How long one test or hook may run before vitest fails it: a bound on a hang, never a timing. */
export declare const HANG_BOUND_MS: number;

/** The one home of the ground-truth captures (tooling/conformance/ground-truth), an absolute path. */
export declare const GROUND_TRUTH_DIR: string;

/** The captured envelope files of a harness in the ground-truth home, sorted; only those of `events` when given. */
export declare function groundTruthEnvelopes(
  harness: 'claude-code' | 'codex',
  events?: readonly string[],
): string[];
