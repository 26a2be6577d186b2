import { lib } from '@lionagi/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(lib());
