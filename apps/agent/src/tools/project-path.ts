import { realpath } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { isPathInside, lionagiHome, userHome } from '@lionagi/hooks-profile/core';
import { type HookFile, ownsPath, PermissionDeniedError } from '@lionagi/runtime';

/**
 * Directories that hold hook settings and trust records (LionAGI, Claude Code, Codex). The
 * agent's file tools never write inside one (a model that could edit them could approve its own
 * hooks or switch a guard off); `read_file` may read those inside the project.
 */
export const PROTECTED_DIRS = ['.lionagi', '.claude', '.codex'] as const;

/**
 * A repository's metadata: a `.git` file or directory written by the model would cut settings
 * discovery short, or set git's hooks and `core.fsmonitor`. The file tools never write one.
 */
export const GIT_DIR = '.git';

/** Where the file tools may go: the project's real root, minus the protected directories. */
export interface FileScope {
  /** The project directory as given (cwd of the tools, base of relative paths). */
  projectDir: string;
  /** The environment: `$LIONAGI_HOME` and `$HOME` name protected directories outside the project too. */
  env: NodeJS.ProcessEnv;
  /**
   * Every file a configured hook executes or pins, asked afresh at each write (`hookFiles` of
   * the session's settings): the file tools never change a guard's own code.
   */
  hookFiles?: (() => Promise<readonly HookFile[]>) | undefined;
}

/** The real path of `path`, or of its deepest existing ancestor joined with the rest. */
async function realpathAllowMissing(path: string): Promise<string> {
  try {
    return await realpath(path);
  } catch (error) {
    const parent = dirname(path);
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === path) throw error;
    return join(await realpathAllowMissing(parent), basename(path));
  }
}

async function protectedHomes(env: NodeJS.ProcessEnv): Promise<string[]> {
  const home = userHome(env);
  const dirs = [lionagiHome(env), ...PROTECTED_DIRS.map((d) => join(home, d))];
  return Promise.all(dirs.map((d) => realpathAllowMissing(resolve(d)).catch(() => resolve(d))));
}

/**
 * Resolves a file tool's `file_path` (relative to the project directory, or absolute) to a real
 * path (symlinks resolved, also for a file not created yet) and refuses, with a
 * `PermissionDeniedError` naming the tool, the path and why, anything outside the project's real
 * root or inside `$LIONAGI_HOME` or `.lionagi/`, `.claude/`, `.codex/` of the home directory, and
 * for a write, inside those directories of the project too.
 * @throws PermissionDeniedError (code `PERMISSION_DENIED`).
 */
export async function resolveToolPath(
  tool: string,
  scope: FileScope,
  filePath: string,
  access: 'read' | 'write',
): Promise<string> {
  const root = await realpath(scope.projectDir);
  const real = await realpathAllowMissing(resolve(root, filePath));
  const deny = (why: string): never => {
    throw new PermissionDeniedError(
      `${tool}: ${JSON.stringify(filePath)} ${why}; the agent's file tools stay inside the project directory and never change hook settings or trust records`,
      { where: `tool "${tool}"`, details: { filePath, realPath: real } },
    );
  };
  for (const home of await protectedHomes(scope.env)) {
    if (isPathInside(real, home))
      deny(`is inside ${home}, which holds hook settings and trust records`);
  }
  if (!isPathInside(real, root)) {
    deny(
      real === resolve(root, filePath)
        ? `is outside the project directory ${root}`
        : `resolves to ${real}, outside the project directory ${root}`,
    );
  }
  if (access === 'read') return real;
  const segments = relative(root, real).split(sep);
  const hit = segments.find((segment) => (PROTECTED_DIRS as readonly string[]).includes(segment));
  if (hit !== undefined) deny(`is inside ${hit}/, which holds hook settings and trust records`);
  if (segments.includes(GIT_DIR)) {
    throw new PermissionDeniedError(
      `${tool}: ${JSON.stringify(filePath)} names a ${GIT_DIR} file or directory; the agent's file tools never write repository metadata (a ${GIT_DIR} written in a subdirectory would end settings discovery there, and the project's guards would not load)`,
      { where: `tool "${tool}"`, details: { filePath, realPath: real } },
    );
  }
  const owner = (await scope.hookFiles?.())?.find((file) => ownsPath(file, real));
  if (owner !== undefined) {
    const what =
      owner.kind === 'absent'
        ? `would create ${real}, which the interpreter would load in place of the code`
        : owner.path === real
          ? 'is a file'
          : `is inside ${owner.path}, a directory`;
    throw new PermissionDeniedError(
      `${tool}: ${JSON.stringify(filePath)} ${what} that the ${owner.hook} executes or pins; the agent's file tools never change a configured hook's code (through bash such a change is seen: a pinned file that changes is "changed" and its hook denies)`,
      { where: `tool "${tool}"`, details: { filePath, realPath: real, hook: owner.hook } },
    );
  }
  return real;
}
