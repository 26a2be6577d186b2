import { readFileSync } from 'node:fs';
import { cli } from '@lionagi/tsup-config';
import { defineConfig } from 'tsup';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

export default defineConfig(
  cli('li-agent', {
    entry: { 'li-agent': 'src/main.ts', 'li-agent-start': 'src/start.ts' },
    define: { __AGENT_VERSION__: JSON.stringify(version) },
  }),
);
