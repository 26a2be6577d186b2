import { lib } from '@lionagi/tsup-config';
import { defineConfig } from 'tsup';

// Entry points: the whole profile; `./core` (no zod) for fast-starting programs; `./matcher-eager`,
// core's compileMatcher with RE2 loaded at import (the exec dispatcher compiles raw regex matchers).
export default defineConfig(
  lib({ entry: ['src/index.ts', 'src/core.ts', 'src/matcher-eager.ts'] }),
);
