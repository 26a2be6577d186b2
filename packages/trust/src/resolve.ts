import { realpathSync, statSync } from 'node:fs';
import { basename, delimiter, resolve } from 'node:path';
import { isExecutableFile } from '@lionagi/hooks-config/load';
import { substituteProjectDir } from './argv.js';
import { codeArguments, isInterpreter } from './code-arguments.js';
import { pythonJsonString } from './command-hash.js';
import { type DigestCache, digestFile } from './digest.js';
import { nodePackageMainResolution } from './interpreter-resolution.js';
import { resolveLoad } from './load-candidates.js';
import { pyenvShimNote } from './pyenv-shim.js';
import { followShebang } from './shebang-chain.js';
import { digestTree } from './tree-digest.js';

/** libuv's fallback search path when the environment has no PATH (as `_PATH_DEFPATH`). */
const DEFAULT_PATH = '/usr/bin:/bin';

/** Where resolution happens: hooks run with cwd = the project directory and this environment. */
export interface ResolveOptions {
  projectDir: string;
  /** The environment the hook will be spawned with; its PATH is searched. Default `process.env`. */
  env?: NodeJS.ProcessEnv | undefined;
  /** Reuse digests of unchanged files (see {@link DigestCache}). */
  cache?: DigestCache | undefined;
  /**
   * `false`: find the files only, digest nothing (each pinned file's `digest` is empty). For a
   * check that needs paths, not contents: hashing a 99 MB `node` at every bridge call cost ~1 s.
   */
  digests?: boolean | undefined;
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
  const name = substituteProjectDir(argv0, options.projectDir, (options.env ?? process.env).HOME);
  if (name.includes('/')) {
    const path = resolve(options.projectDir, name);
    return isRegularFile(path) ? path : undefined;
  }
  const env = options.env ?? process.env;
  const dirs = (env.PATH ?? DEFAULT_PATH).split(delimiter);
  for (const dir of dirs) {
    const path = resolve(options.projectDir, dir === '' ? '.' : dir, name);
    if (isExecutableFile(path)) return path;
  }
  return undefined;
}

// Synchronous and without an exception for a missing file: a bare name is looked up in every
// PATH directory before its own at each firing, and most of those lookups find nothing.
function isRegularFile(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() === true;
  } catch {
    return false;
  }
}

/** A pinned file: an absolute (real) path and the SHA-256 of its bytes, or a directory's tree digest. */
export interface PinnedFile {
  path: string;
  digest: string;
  /**
   * `tree` for a directory pinned by {@link digestTree}; `interpreter` for the program a `#!` line
   * runs; absent for any other regular file. For display only: records store path and digest.
   */
  kind?: 'tree' | 'interpreter' | undefined;
}

/** What a command would run right now: its executable, the files it names, and any problem. */
export interface CommandSnapshot {
  /** The resolved executable (its real path, symlinks resolved), or `undefined` when argv[0] resolves to nothing. */
  executable: PinnedFile | undefined;
  /** The executable as execvp finds it, before symlinks are resolved (records of earlier versions hold it). */
  executableAsNamed: string | undefined;
  /** The real path of the project directory: approvals are bound to it. */
  project: string;
  /**
   * What else runs or is loaded, by real path, deduplicated: argv files and `--opt=FILE` values,
   * directories inside the project (as tree digests), `-m` modules found in the project, the
   * interpreter of a `#!` line (through `env`), files named in plain `sh -c` text.
   */
  files: PinnedFile[];
  /**
   * What must stay absent for the interpreter to keep loading `files`: every higher-precedence
   * candidate of its own search that was not there (a `guardmod/__init__.py` before `guardmod.py`,
   * a `hooks/dir.js` before the directory `hooks/dir`). A path; `*` in a Python extension-module
   * name stands for any ABI tag. Sorted.
   */
  absent: string[];
  /**
   * Whether the executable is the hook's own code (a script or program not named like a known
   * interpreter) rather than an interpreter running what its arguments name.
   */
  executableIsCode: boolean;
  /** What the interpreter will load that is not pinned, in words (shown before approval and after). */
  unpinned: string[];
  /** Why the command cannot be pinned (unresolvable executable, unreadable file, …). */
  problems: string[];
}

/**
 * The real path of `path`, or `path` itself when it does not exist. realpath(3) (`.native`): the
 * gate asks at every firing of an imported hook, and Node's JavaScript walk lstat()s each
 * component through its own call (about 10% of a firing's gate check, issue 38); on Linux both
 * give the same path.
 */
export function realPath(path: string): string {
  try {
    return realpathSync.native(path);
  } catch {
    return path;
  }
}

const within = (path: string, dir: string) => path.startsWith(`${dir}/`);

function kindOf(path: string): 'file' | 'dir' | undefined {
  try {
    const s = statSync(path, { throwIfNoEntry: false });
    return s?.isFile() ? 'file' : s?.isDirectory() ? 'dir' : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Resolves and hashes everything `argv` would run, by real path (symlinks resolved, as Python
 * LionAGI records them): the executable (execvp rules); the interpreter of its `#!` line (the
 * program `#!/usr/bin/env python3` finds on PATH); and every file or directory
 * {@link codeArguments} finds in the argv. Directories are pinned as tree digests when they lie
 * inside the project (not the project directory itself); others are reported in `unpinned`. When
 * nothing of the hook's own code is pinned (the executable is an interpreter and no file it loads
 * could be determined) `unpinned` says so. Files are hashed concurrently.
 */
export async function snapshotCommand(
  argv: readonly string[],
  options: ResolveOptions,
): Promise<CommandSnapshot> {
  const problems: string[] = [];
  const unpinned: string[] = [];
  const project = realPath(resolve(options.projectDir));
  const [argv0] = argv;
  const asNamed = argv0 === undefined ? undefined : await resolveExecutable(argv0, options);
  if (argv0 !== undefined && asNamed === undefined) {
    problems.push(
      argv0.includes('/')
        ? `executable ${pythonJsonString(argv0)} is not an existing regular file (relative to ${options.projectDir})`
        : `executable ${pythonJsonString(argv0)} was not found on PATH`,
    );
  }
  const executablePath = asNamed === undefined ? undefined : realPath(asNamed);
  const program = basename(executablePath ?? argv0 ?? '');
  const code = codeArguments(argv, options.projectDir, program);
  unpinned.push(...code.notes);
  const chain =
    executablePath === undefined
      ? undefined
      : await followShebang(executablePath, { ...options, lookup: resolveExecutable, realPath });
  const interpreters = chain?.interpreters ?? [];
  for (const path of [executablePath, ...interpreters]) {
    const note = path === undefined ? undefined : pyenvShimNote(path);
    if (note !== undefined) unpinned.push(note);
  }
  if (chain !== undefined) {
    unpinned.push(...chain.code.notes);
    code.paths.push(...chain.code.paths.filter((p) => !code.paths.includes(p)));
    if (chain.code.ignoresPythonEnv) code.ignoresPythonEnv = true;
  }
  const targets: Array<{ path: string; kind: 'file' | 'tree' | 'interpreter' }> = [];
  const add = (path: string, kind: 'file' | 'tree' | 'interpreter') => {
    if (path !== executablePath && !targets.some((t) => t.path === path))
      targets.push({ path, kind });
  };
  for (const interpreter of interpreters) {
    if (kindOf(interpreter) === 'file') add(realPath(interpreter), 'interpreter');
  }
  for (const path of code.paths) {
    const kind = kindOf(path);
    if (kind === 'file') add(realPath(path), 'file');
    else if (kind === 'dir') {
      const real = realPath(path);
      if (within(real, project)) add(real, 'tree');
      else if (real === project || within(project, real)) {
        unpinned.push(
          `directory ${real} is the project directory or above it: its contents are not pinned`,
        );
      } else unpinned.push(`directory ${real} is outside the project: its contents are not pinned`);
    }
  }
  if (code.ignoresPythonEnv) {
    unpinned.push(
      `${program} runs with -E or -I, so it ignores PYTHONPYCACHEPREFIX: a .pyc in a __pycache__ directory beside the code it loads is not pinned and could run instead of it (drop -E/-I, or use -s and -P for isolation)`,
    );
  }
  const absent: string[] = [];
  // A directory node loads may name a main module outside itself: that is resolved and pinned too.
  const resolutions = [...code.resolutions];
  for (const resolution of resolutions) {
    const found = resolveLoad(resolution);
    for (const pattern of found.absent) if (!absent.includes(pattern)) absent.push(pattern);
    if (found.winner !== undefined) {
      const real = realPath(found.winner.path);
      const main =
        found.winner.kind === 'dir' && resolution.what.startsWith('node main module')
          ? nodePackageMainResolution(found.winner.path)
          : undefined;
      if (main !== undefined && resolutions.length < code.resolutions.length + 8)
        resolutions.push(main);
      if (found.winner.kind === 'file') add(real, 'file');
      else if (within(real, project)) add(real, 'tree');
      else unpinned.push(`directory ${real} is outside the project: its contents are not pinned`);
    } else if (resolution.what.startsWith('python module')) {
      unpinned.push(
        `${resolution.what} is not in the project directory: ${program} loads it from its search path, which is not pinned (the project's own candidates are pinned as absent)`,
      );
    }
  }
  const unhashed = { ok: true as const, digest: '' };
  const hash = options.digests !== false;
  const [executableDigest, digests] = await Promise.all([
    executablePath === undefined
      ? undefined
      : hash
        ? digestFile(executablePath, options.cache)
        : unhashed,
    Promise.all(
      targets.map((t) =>
        !hash
          ? unhashed
          : t.kind === 'tree'
            ? digestTree(t.path, options.cache, project)
            : digestFile(t.path, options.cache),
      ),
    ),
  ]);
  let executable: PinnedFile | undefined;
  if (executablePath !== undefined && executableDigest !== undefined) {
    if (executableDigest.ok) executable = { path: executablePath, digest: executableDigest.digest };
    else problems.push(`executable ${executablePath} ${executableDigest.problem}`);
  }
  const files: PinnedFile[] = [];
  targets.forEach((target, i) => {
    const result = digests[i]!;
    const what = target.kind === 'tree' ? 'directory' : 'file';
    if (result.ok) {
      files.push(
        target.kind === 'file'
          ? { path: target.path, digest: result.digest }
          : { path: target.path, digest: result.digest, kind: target.kind },
      );
    } else problems.push(`${what} ${target.path} ${result.problem}`);
  });
  // Named or resolved as an interpreter, it is one, even when it is itself a script (a pyenv shim).
  const executableIsCode =
    executable !== undefined &&
    !isInterpreter(program) &&
    !isInterpreter(basename(substituteProjectDir(argv0 ?? '', options.projectDir)));
  const ownCode =
    executableIsCode ||
    (executablePath !== undefined && within(executablePath, project)) ||
    files.some((f) => !interpreters.some((i) => realPath(i) === f.path));
  if (executable !== undefined && !ownCode) {
    unpinned.unshift(
      `nothing of this hook's own code is pinned: only the program ${executable.path} is; what it runs (its arguments, modules on its search path, files it reads) can change without a new review`,
    );
  }
  return {
    executable,
    executableAsNamed: asNamed,
    executableIsCode,
    project,
    files,
    absent: absent.sort(),
    unpinned,
    problems,
  };
}
