import type { ViteUserConfig } from 'vitest/config';

/** The per-package Vitest project with the `@lionagi/source` condition. */
export declare function project(name: string, overrides?: ViteUserConfig['test']): ViteUserConfig;

/** How long one test or hook may run before vitest fails it: a bound on a hang, never a timing. */
export declare const HANG_BOUND_MS: number;
