import { lstatSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { lionagiHome, userHome } from '@lionagi/hooks-profile/core';

/** Options of {@link findSettingsFiles}. */
export interface FindSettingsOptions {
  /** Where the project lives; the walk for `.lionagi/settings.yaml` starts here. */
  projectDir: string;
  /** Read for `LIONAGI_HOME` and `HOME`; defaults to `process.env`. */
  env?: NodeJS.ProcessEnv;
}

/** The two settings paths: the user file always, the project file when one was found. */
export interface SettingsFiles {
  userFile: string;
  projectFile: string | undefined;
}

function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether `dir` is a repository's root as git sees it: `.git` is a directory holding `HEAD`, or a
 * file (a worktree's, a submodule's) whose `gitdir:` line names a directory that exists. Any
 * other `.git` (an empty file, one written by a model in `src/`) ends nothing: stopping there
 * would leave the project's guards unloaded for a run started below it.
 */
export function isRepositoryRoot(dir: string): boolean {
  const git = join(dir, '.git');
  try {
    const s = statSync(git, { throwIfNoEntry: false });
    if (s === undefined) return false;
    if (s.isDirectory())
      return statSync(join(git, 'HEAD'), { throwIfNoEntry: false }) !== undefined;
    if (!s.isFile() || s.size > 4096) return false;
    const line = /^gitdir: *(.+?)\s*$/m.exec(readFileSync(git, 'utf8'));
    if (line?.[1] === undefined) return false;
    return statSync(resolve(dir, line[1]), { throwIfNoEntry: false })?.isDirectory() === true;
  } catch {
    return false;
  }
}

function canonical(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

/**
 * Finds the settings files. The user file is `$LIONAGI_HOME/settings.yaml`, by default
 * `~/.lionagi/settings.yaml` (`HOME` from `env`, else the OS home). The project file is the nearest
 * `.lionagi/settings.yaml` walking up from `projectDir`. As git does since CVE-2022-24765, the walk
 * ends at the repository root (the first directory holding a real `.git`: see
 * {@link isRepositoryRoot}) or at `HOME`, whichever comes first; outside both it goes on to the filesystem root (the
 * loader then refuses a file that is not the user's own). A user-level file met on the way (the
 * user file itself, or `~/.lionagi/settings.yaml` when `LIONAGI_HOME` points elsewhere) ends the
 * walk without a project file: user settings are never read as project settings. Neither file has
 * to exist.
 */
export function findSettingsFiles(options: FindSettingsOptions): SettingsFiles {
  const env = options.env ?? process.env;
  const home = userHome(env);
  const userFile = join(lionagiHome(env), 'settings.yaml');
  const userLevel = new Set([
    canonical(userFile),
    canonical(join(home, '.lionagi', 'settings.yaml')),
  ]);
  const homeDir = canonical(home);
  let dir = resolve(options.projectDir);
  for (;;) {
    if (canonical(dir) === homeDir) return { userFile, projectFile: undefined };
    const candidate = join(dir, '.lionagi', 'settings.yaml');
    if (exists(candidate)) {
      return { userFile, projectFile: userLevel.has(canonical(candidate)) ? undefined : candidate };
    }
    const parent = dirname(dir);
    if (parent === dir || isRepositoryRoot(dir)) return { userFile, projectFile: undefined };
    dir = parent;
  }
}
