import { lib } from '@lionagi/tsup-config';
import { defineConfig } from 'tsup';

// Two entry points: the whole adapter, and `./audit` (the audit log alone, without the process adapter).
export default defineConfig(lib({ entry: ['src/index.ts', 'src/audit.ts'] }));
