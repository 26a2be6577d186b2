import { lib } from '@lionagi/tsup-config';
import { defineConfig } from 'tsup';

// Three entry points: the whole runtime, `./hook-host` (the hook host alone, for `li hooks run`)
// and `./reference-agent` (li-agent's host facts, for `li hooks list|doctor` without the adapter).
export default defineConfig(
  lib({ entry: ['src/index.ts', 'src/hook-host.ts', 'src/reference-agent.ts'] }),
);
