import { lib } from '@lionagi/tsup-config';
import { defineConfig } from 'tsup';

// Two entry points: the whole profile, and `./core` (no zod) for fast-starting programs.
export default defineConfig(lib({ entry: ['src/index.ts', 'src/core.ts'] }));
