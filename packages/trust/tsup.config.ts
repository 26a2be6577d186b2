import { lib } from '@lionagi/tsup-config';
import { defineConfig } from 'tsup';

// Two entry points: the whole package and `./status` (what a hook's trust state is, without the
// writers or the gate: what `li hooks list` reads).
export default defineConfig(lib({ entry: ['src/index.ts', 'src/status.ts'] }));
