import { project } from '@lionagi/vitest-config';

export default project('agent', { globalSetup: ['./test/global-setup.ts'] });
