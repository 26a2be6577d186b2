import { cli } from '@lionagi/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(cli({ entry: { 'li-agent': 'src/main.ts' } }));
