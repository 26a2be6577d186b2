import type { ViteUserConfig } from 'vitest/config';

/** The per-package Vitest project with the `@lionagi/source` condition. */
export declare function project(name: string, overrides?: ViteUserConfig['test']): ViteUserConfig;
