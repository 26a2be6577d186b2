import { project } from '@lionagi/vitest-config';

export default project('cli', { globalSetup: ['./test/global-setup.ts'] });
