import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { delimiter, resolve } from 'node:path';
import { substituteProjectDir } from './argv.js';
import { pythonJsonString } from './command-hash.js';
import { type DigestCache, digestFile } from './digest.js';

/** libuv's fallback search path when the environment has no PATH (as `_PATH_DEFPATH`). */
const DEFAULT_PATH = '/usr/bin:/bin';

/** Where resolution happens: hooks run with cwd = the project directory and this environment. */
export interface ResolveOptions {
  projectDir: string;
  /** The environment the hook will be spawned with; its PATH is searched. Default `process.env`. */
  env?: NodeJS.ProcessEnv | undefined;
  /** Reuse digests of unchanged files (see {@link DigestCache}). */
  cache?: DigestCache | undefined;
}

/**
 * The file `argv[0]` executes, by execvp rules: a name containing `/` is a path (relative to the
 * project directory, after `${LIONAGI_PROJECT_DIR}` substitution) and is not searched; a bare
 * name is looked up in each PATH directory in order (an empty entry is the project directory),
 * taking the first executable regular file. `undefined` when nothing matches.
 */
export async function resolveExecutable(
  argv0: string,
  options: ResolveOptions,
): Promise<string | undefined> {
  const name = substituteProjectDir(argv0, options.projectDir);
  if (name.includes('/')) {
    const path = resolve(options.projectDir, name);
    return (await isRegularFile(path)) ? path : undefined;
  }
  const env = options.env ?? process.env;
  const dirs = (env.PATH ?? DEFAULT_PATH).split(delimiter);
  for (const dir of dirs) {
    const path = resolve(options.projectDir, dir === '' ? '.' : dir, name);
    if ((await isRegularFile(path)) && (await isExecutable(path))) return path;
  }
  return undefined;
}

async function isRegularFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function isExecutable(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** A pinned file: an absolute path and the SHA-256 of its bytes. */
export interface PinnedFile {
  path: string;
  digest: string;
}

/** What a command would run right now: its executable, the files it names, and any problem. */
export interface CommandSnapshot {
  /** The resolved executable, or `undefined` when argv[0] resolves to nothing. */
  executable: PinnedFile | undefined;
  /** Every other argv element that names an existing regular file, in argv order, deduplicated. */
  files: PinnedFile[];
  /** Why the command cannot be pinned (unresolvable executable, unreadable file, …). */
  problems: string[];
}

/**
 * Resolves and hashes everything `argv` would run: the executable (execvp rules) and every
 * later element that, after placeholder substitution and relative to the project directory,
 * names an existing regular file, such as the script behind `uv run guard.py`. All files are
 * hashed concurrently, so the snapshot is as close to one instant as the file system allows.
 */
export async function snapshotCommand(
  argv: readonly string[],
  options: ResolveOptions,
): Promise<CommandSnapshot> {
  const problems: string[] = [];
  const [argv0, ...rest] = argv;
  const executablePath = argv0 === undefined ? undefined : await resolveExecutable(argv0, options);
  if (argv0 !== undefined && executablePath === undefined) {
    problems.push(
      argv0.includes('/')
        ? `executable ${pythonJsonString(argv0)} is not an existing regular file (relative to ${options.projectDir})`
        : `executable ${pythonJsonString(argv0)} was not found on PATH`,
    );
  }
  const filePaths: string[] = [];
  for (const element of rest) {
    const path = resolve(options.projectDir, substituteProjectDir(element, options.projectDir));
    if (!filePaths.includes(path) && (await isRegularFile(path))) filePaths.push(path);
  }
  const [executableDigest, fileDigests] = await Promise.all([
    executablePath === undefined ? undefined : digestFile(executablePath, options.cache),
    Promise.all(filePaths.map((path) => digestFile(path, options.cache))),
  ]);
  let executable: PinnedFile | undefined;
  if (executablePath !== undefined && executableDigest !== undefined) {
    if (executableDigest.ok) executable = { path: executablePath, digest: executableDigest.digest };
    else problems.push(`executable ${executablePath} ${executableDigest.problem}`);
  }
  const pinned: PinnedFile[] = [];
  filePaths.forEach((path, i) => {
    const result = fileDigests[i]!;
    if (result.ok) pinned.push({ path, digest: result.digest });
    else problems.push(`file ${path} ${result.problem}`);
  });
  return { executable, files: pinned, problems };
}
