import { lib } from '@lionagi/tsup-config';
import { defineConfig } from 'tsup';

// Two entry points: the whole harness package, and `./core` (no zod) for the bridge.
export default defineConfig(lib({ entry: ['src/index.ts', 'src/core.ts'] }));
