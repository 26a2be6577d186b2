import { lib } from '@lionagi/tsup-config';
import { defineConfig } from 'tsup';

// Two entry points: the settings layer, and `./compile-cache` (Node's compile cache under the
// LionAGI home, which li and li-agent turn on before they load anything else).
export default defineConfig(lib({ entry: ['src/index.ts', 'src/compile-cache.ts'] }));
