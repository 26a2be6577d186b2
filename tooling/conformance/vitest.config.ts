import { project } from '@lionagi/vitest-config';

export default project('conformance', { testTimeout: 60_000 });
