import { lib } from '@lionagi/tsup-config';
import { defineConfig } from 'tsup';

// Two entry points: the whole runtime, and `./hook-host` (the hook host alone, for `li hooks run`).
export default defineConfig(lib({ entry: ['src/index.ts', 'src/hook-host.ts'] }));
