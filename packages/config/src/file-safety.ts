import { readFileSync, realpathSync, statSync } from 'node:fs';
import { delimiter, dirname, resolve } from 'node:path';
import type { ConfigDiagnostic, SettingsScope } from './types.js';

/**
 * The environment variable listing directories whose settings files are read even when another
 * user owns them or they are writable by group or others (like git's `safe.directory`): project
 * directories (the directory holding `.lionagi/`) or `$LIONAGI_HOME` directories, separated by `:`;
 * `*` allows every directory.
 */
export const SAFE_DIRECTORIES_ENV = 'LIONAGI_SAFE_DIRECTORIES';

function real(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

function userName(uid: number): string {
  try {
    for (const line of readFileSync('/etc/passwd', 'utf8').split('\n')) {
      const [name, , id] = line.split(':');
      if (name && Number(id) === uid) return `${name} (uid ${uid})`;
    }
  } catch {
    // No passwd database: the number alone still names the owner.
  }
  return `uid ${uid}`;
}

function allowed(dir: string, env: NodeJS.ProcessEnv): boolean {
  const listed = (env[SAFE_DIRECTORIES_ENV] ?? '').split(delimiter).filter(Boolean);
  return listed.some((entry) => entry === '*' || real(entry) === real(dir));
}

/** Why another user could change `path` (its owner or mode), or `undefined`. */
function ownershipProblem(path: string, what: string, uid: number): string | undefined {
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(path);
  } catch {
    return undefined;
  }
  const mode = (stat.mode & 0o777).toString(8).padStart(3, '0');
  if (stat.uid !== uid && stat.uid !== 0)
    return `the ${what} is owned by ${userName(stat.uid)}, not by you (${userName(uid)}) or root (mode ${mode})`;
  if ((stat.mode & 0o022) !== 0)
    return `the ${what} is writable by group or others (owner ${userName(stat.uid)}, mode ${mode})`;
  return undefined;
}

/**
 * Why a file a project or user hook executes must not run, or `undefined` when it may: the
 * settings file's rule applied to the hook's own code. The file, and the directory holding it,
 * must be owned by the current user or root and not be writable by group or others (a
 * world-writable directory with the sticky bit, such as `/tmp`, lets nobody else replace a file
 * that is not theirs and passes). {@link SAFE_DIRECTORIES_ENV} allows a file inside a listed
 * directory. Without `getuid` (Windows) nothing is checked.
 */
export function unsafeHookFile(
  file: string,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const uid = process.getuid?.();
  if (uid === undefined) return undefined;
  const listed = (env[SAFE_DIRECTORIES_ENV] ?? '').split(delimiter).filter(Boolean);
  const path = real(file);
  if (listed.some((d) => d === '*' || path === real(d) || path.startsWith(`${real(d)}/`)))
    return undefined;
  const holder = dirname(path);
  const fileProblem = ownershipProblem(path, `file ${path}`, uid);
  if (fileProblem !== undefined) return fileProblem;
  try {
    if ((statSync(holder).mode & 0o1000) !== 0) return undefined;
  } catch {
    return undefined;
  }
  return ownershipProblem(holder, `directory ${holder} holding ${path}`, uid);
}

/**
 * Why a settings file must not be read, or `undefined` when it may be. A settings file and the
 * directory holding it must be owned by the current user or root and not be writable by group or
 * others: whoever else can write them decides which commands run (project hooks run without an
 * approval; the user file holds the approvals). A file or directory that cannot be stat'ed is left
 * to the reader. Without `getuid` (Windows) nothing is checked. {@link SAFE_DIRECTORIES_ENV} lists
 * exceptions.
 */
export function unsafeSettingsFile(
  file: string,
  scope: SettingsScope,
  env: NodeJS.ProcessEnv = process.env,
): ConfigDiagnostic | undefined {
  const uid = process.getuid?.();
  if (uid === undefined) return undefined;
  const holder = dirname(file);
  const owner = scope === 'project' ? dirname(holder) : holder;
  if (allowed(owner, env)) return undefined;
  for (const path of [holder, file]) {
    const what = path === file ? `${scope} settings file` : `directory ${path} holding it`;
    const problem = ownershipProblem(path, what, uid);
    if (problem !== undefined) {
      return {
        file,
        line: 1,
        column: 1,
        message: `refusing to read ${file}: ${problem}; whoever can write it chooses the commands that run. Fix the owner or mode, or allow the directory with ${SAFE_DIRECTORIES_ENV}=${owner}`,
      };
    }
  }
  return undefined;
}
