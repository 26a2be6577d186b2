import { project } from '@lionagi/vitest-config';

// Tests spawn the real `li` (several processes each): the preset's HANG_BOUND_MS bounds a hang,
// it is not a timing.
export default project('cli', { globalSetup: ['./test/global-setup.ts'] });
