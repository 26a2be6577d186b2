import { project } from '@lionagi/vitest-config';

export default project('hooks-file-lock');
