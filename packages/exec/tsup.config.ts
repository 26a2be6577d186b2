import { lib } from '@lionagi/tsup-config';
import { defineConfig } from 'tsup';

// Four entry points: the whole adapter, `./audit` (the audit log alone, without the process
// adapter), `./match` (which entries a firing selects: what `li hooks run` asks before loading
// the rest) and `./testing` (process lookups for the tests of every package; not documented API).
export default defineConfig(
  lib({ entry: ['src/index.ts', 'src/audit.ts', 'src/entry-match.ts', 'src/testing.ts'] }),
);
