import { accessSync, constants, statSync } from 'node:fs';

/**
 * True when `path` is a regular file (links followed) that this process may execute (`X_OK`):
 * what a spawn of it needs. The one copy of the check: the missing-program check, the trust
 * gate's PATH search and `li hooks doctor` use it.
 */
export function isExecutableFile(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
