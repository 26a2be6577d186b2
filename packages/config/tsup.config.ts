import { lib } from '@lionagi/tsup-config';
import { defineConfig } from 'tsup';

// Three entry points: the whole package, `./load` (loading settings, without `yaml` until a file
// has to be parsed: what `li hooks run` and `li hooks list` start with) and `./compile-cache`
// (Node's compile cache under the LionAGI home, which li and li-agent turn on before anything else,
// and the V8 code caches of the bundles their bins run through node:vm).
export default defineConfig(
  lib({ entry: ['src/index.ts', 'src/load.ts', 'src/compile-cache.ts'] }),
);
