import { lib } from '@lionagi/tsup-config';
import { defineConfig } from 'tsup';

// Two entry points: the whole adapter, and `./audit` (the audit log alone, no execa).
export default defineConfig(lib({ entry: ['src/index.ts', 'src/audit.ts'] }));
