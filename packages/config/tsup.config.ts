import { lib } from '@lionagi/tsup-config';
import { defineConfig } from 'tsup';

// Two entry points: the whole package, and `./load` (loading settings, without `yaml` until a file
// has to be parsed: what `li hooks run` and `li hooks list` start with).
export default defineConfig(lib({ entry: ['src/index.ts', 'src/load.ts'] }));
