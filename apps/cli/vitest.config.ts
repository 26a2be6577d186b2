import { project } from '@lionagi/vitest-config';

// Tests spawn the real `li` (several processes each): 30 s bounds a hang, it is not a timing.
export default project('cli', { globalSetup: ['./test/global-setup.ts'], testTimeout: 30_000 });
