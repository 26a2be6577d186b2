import { realpath } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { lionagiHome } from '@lionagi/hooks-exec';
import { PermissionDeniedError } from '@lionagi/runtime';

/**
 * Directories that hold hook settings and trust records (LionAGI, Claude Code, Codex). The
 * agent's file tools never write inside one (a model that could edit them could approve its own
 * hooks or switch a guard off); `read_file` may read those inside the project.
 */
export const PROTECTED_DIRS = ['.lionagi', '.claude', '.codex'] as const;

/** Where the file tools may go: the project's real root, minus the protected directories. */
export interface FileScope {
  /** The project directory as given (cwd of the tools, base of relative paths). */
  projectDir: string;
  /** The environment: `$LIONAGI_HOME` and `$HOME` name protected directories outside the project too. */
  env: NodeJS.ProcessEnv;
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

const inside = (path: string, root: string) => path === root || path.startsWith(root + sep);

async function protectedHomes(env: NodeJS.ProcessEnv): Promise<string[]> {
  const home = env.HOME && env.HOME.trim() !== '' ? env.HOME : homedir();
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
    if (inside(real, home)) deny(`is inside ${home}, which holds hook settings and trust records`);
  }
  if (!inside(real, root)) {
    deny(
      real === resolve(root, filePath)
        ? `is outside the project directory ${root}`
        : `resolves to ${real}, outside the project directory ${root}`,
    );
  }
  if (access === 'read') return real;
  const hit = relative(root, real)
    .split(sep)
    .find((segment) => (PROTECTED_DIRS as readonly string[]).includes(segment));
  if (hit !== undefined) deny(`is inside ${hit}/, which holds hook settings and trust records`);
  return real;
}
