import { lib } from '@lionagi/tsup-config';
import { defineConfig } from 'tsup';

// Three entry points: the whole adapter, `./audit` (the audit log alone, without the process
// adapter) and `./testing` (process lookups for the tests of every package; not documented API).
export default defineConfig(lib({ entry: ['src/index.ts', 'src/audit.ts', 'src/testing.ts'] }));
