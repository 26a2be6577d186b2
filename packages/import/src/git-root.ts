import { existsSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { GitRoot } from './shell-dollar.js';

const real = (path: string) => {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
};

/**
 * What `git rev-parse --show-toplevel` prints for a hook started in `projectDir`, decided without
 * running git: the nearest directory at or above it holding `.git` (a repository or a worktree's
 * `.git` file). The git-root idiom becomes the project placeholder only when that is the project
 * itself; otherwise the reason names what it would be.
 */
export function gitRootOf(projectDir: string): GitRoot {
  const project = real(projectDir);
  for (let dir = project; ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) {
      return dir === project
        ? { isProject: true }
        : { isProject: false, why: `here it is ${dir}, not the project root ${project}` };
    }
    if (dirname(dir) === dir) {
      return {
        isProject: false,
        why: `the project ${project} is not in a git work tree, so git prints nothing and fails`,
      };
    }
  }
}
