import { basename, resolve } from 'node:path';
import { type CodeArguments, codeArguments } from './code-arguments.js';
import { pythonJsonString } from './command-hash.js';
import { parseEnvArguments, readShebang } from './shebang.js';

/** glibc's `execvp` search path when the environment has no `PATH` (`_CS_PATH`); env uses it. */
const EXECVP_DEFAULT_PATH = '/bin:/usr/bin';

/** Linux runs a `#!` interpreter that is itself a script, this many levels deep at most. */
const MAX_DEPTH = 4;

/** What a script's `#!` line runs, level by level, and what it names. */
export interface ShebangChain {
  /** Each interpreter path (not yet real paths), in the order they run. */
  interpreters: string[];
  /** What the interpreters' own arguments on the `#!` line make them load. */
  code: CodeArguments;
}

/** What {@link followShebang} needs: where hooks run and with which environment. */
export interface ShebangOptions {
  projectDir: string;
  env?: NodeJS.ProcessEnv | undefined;
  /** Resolves a command name as execvp does (see `resolveExecutable`). */
  lookup(
    name: string,
    options: { projectDir: string; env: NodeJS.ProcessEnv },
  ): Promise<string | undefined>;
  realPath(path: string): string;
}

/**
 * Follows the `#!` line of `path` as the kernel runs it: a relative interpreter is resolved
 * against the hook's cwd (the project directory), as the kernel resolves it against the process's
 * cwd; `env`'s arguments are parsed with env's own grammar (`-S` splitting, `-i`, `-u`, `-C`,
 * `NAME=VALUE`) and the command is looked up on the PATH env leaves it; an interpreter that is a
 * script is followed in turn. What cannot be followed is said in `code.notes`.
 */
export async function followShebang(path: string, options: ShebangOptions): Promise<ShebangChain> {
  const chain: ShebangChain = { interpreters: [], code: { paths: [], resolutions: [], notes: [] } };
  const merge = (more: CodeArguments) => {
    chain.code.paths.push(...more.paths.filter((p) => !chain.code.paths.includes(p)));
    chain.code.notes.push(...more.notes);
    if (more.ignoresPythonEnv) chain.code.ignoresPythonEnv = true;
  };
  const base = options.env ?? process.env;
  let current = path;
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    const line = readShebang(current);
    if (line === undefined) break;
    const interpreter = resolve(options.projectDir, line.interpreter);
    chain.interpreters.push(interpreter);
    const args = line.argument === undefined ? [] : [line.argument];
    const shown = `the #! line of ${current} (${pythonJsonString(`#!${line.interpreter}${line.argument === undefined ? '' : ` ${line.argument}`}`)})`;
    if (basename(options.realPath(interpreter)) !== 'env') {
      merge(
        codeArguments(
          [interpreter, ...args],
          options.projectDir,
          basename(options.realPath(interpreter)),
        ),
      );
      current = interpreter;
      continue;
    }
    const parsed = parseEnvArguments(args, base);
    if (!parsed.ok) {
      chain.code.notes.push(
        `${shown} cannot be read as env's arguments (${parsed.problem}): the program env runs is not pinned`,
      );
      break;
    }
    const cwd = resolve(options.projectDir, parsed.chdir ?? '.');
    const env = { ...parsed.env, PATH: parsed.env.PATH ?? EXECVP_DEFAULT_PATH };
    const found = await options.lookup(parsed.command, { projectDir: cwd, env });
    if (found === undefined) {
      chain.code.notes.push(
        `${shown} has env run ${pythonJsonString(parsed.command)}, which env finds nowhere on ${pythonJsonString(env.PATH ?? '')}: what would run is not pinned`,
      );
      break;
    }
    chain.interpreters.push(found);
    merge(codeArguments([found, ...parsed.args], cwd, basename(options.realPath(found))));
    current = found;
  }
  return chain;
}
