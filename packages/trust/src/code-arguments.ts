import { basename, resolve } from 'node:path';
import { substituteProjectDir } from './argv.js';
import { pythonJsonString } from './command-hash.js';
import { nodeMainResolution, pythonModuleResolution } from './interpreter-resolution.js';
import type { LoadResolution } from './load-candidates.js';

/** Interpreters whose executable is not the hook's own code: what they run comes from their arguments. */
const INTERPRETER =
  /^(python[0-9.]*|pypy[0-9.]*|node|nodejs|deno|bun|ruby|perl|php|lua|(ba|da|z|k|mk)?sh|fish|env|uvx?|npx|npm|pnpm|yarn|pipx|poetry|java|pwsh)$/;
const PYTHON = /^(python|pypy)[0-9.]*$/;
const NODE = /^(node|nodejs)$/;
/** Node options whose value is the next element (the `--opt=value` form needs no entry here). */
const NODE_VALUE_OPTIONS = new Set([
  '-r',
  '--require',
  '--import',
  '--loader',
  '--experimental-loader',
  '-C',
  '--conditions',
  '--input-type',
  '--title',
  '--env-file',
  '--disable-warning',
  '--watch-path',
  '--inspect-port',
  '--redirect-warnings',
  '--report-dir',
  '--diagnostic-dir',
  '--icu-data-dir',
  '--openssl-config',
]);
/** Python options whose value is the next element (or the rest of the cluster: `-Wignore`). */
const PYTHON_VALUE_OPTIONS = /^-[^-]*[WX]$/;
const SHELL = /^(ba|da|z|k|mk)?sh$/;
/** Shell text this review can follow: plain words, no quoting, expansion or operators. */
const PLAIN_WORDS = /^[\w./=:@%+,\s-]+$/;
/** Options whose value is program text, not a file: `-c`, `-e`, `--eval`, `-p`, `--print`. */
const INLINE_CODE = new Set(['-c', '-e', '--eval', '-p', '--print']);

/** Whether a program name (basename) is an interpreter rather than the hook's own code. */
export function isInterpreter(name: string): boolean {
  return INTERPRETER.test(name);
}

/** Paths an argv may make its interpreter load, and what could not be determined, in words. */
export interface CodeArguments {
  /** Absolute (unresolved) paths named by the argv: candidates for pinning, in argv order. */
  paths: string[];
  /**
   * Code the interpreter finds by its own search, in its order of precedence: `python -m mod`
   * (the project directory first on `sys.path`) and node's main module (`node hooks/dir`).
   */
  resolutions: LoadResolution[];
  /** Python is told to ignore `PYTHON*` variables (`-E`, `-I`), so exec's bytecode-cache redirection does not apply. */
  ignoresPythonEnv?: boolean;
  /** What the interpreter will load that cannot be determined from the argv. */
  notes: string[];
}

/**
 * What `argv` tells its interpreter to load, beyond argv[0]: every element (and every `--opt=VALUE`
 * value) that may name a file or directory; `python -m mod` modules (the project directory comes
 * first on `sys.path`, so `mod.py` or the package `mod/` there is what runs); and for `sh -c TEXT`
 * the words of TEXT when it is plain words (`bash -c "bash x.sh"`), else a note that it cannot be
 * followed. `program` is the basename of the executable that runs (after symlinks).
 */
export function codeArguments(
  argv: readonly string[],
  projectDir: string,
  program: string,
): CodeArguments {
  const out: CodeArguments = { paths: [], resolutions: [], notes: [] };
  collect(argv.slice(1), projectDir, program, out, 0);
  return out;
}

function collect(
  rest: readonly string[],
  projectDir: string,
  program: string,
  out: CodeArguments,
  depth: number,
): void {
  const python = PYTHON.test(program);
  const shell = SHELL.test(program);
  const node = NODE.test(program);
  const pathOf = (value: string) => resolve(projectDir, substituteProjectDir(value, projectDir));
  const add = (value: string) => {
    const path = pathOf(value);
    if (!out.paths.includes(path)) out.paths.push(path);
  };
  // Until the first operand, elements are the interpreter's own options.
  let options = python || node;
  for (let i = 0; i < rest.length; i++) {
    const element = rest[i]!;
    if (options && element === '--') {
      options = false;
      if (node && rest[i + 1] !== undefined) {
        out.resolutions.push(nodeMainResolution(pathOf(rest[i + 1]!), rest[i + 1]!));
        for (const later of rest.slice(i + 2)) add(later);
        return;
      }
      continue;
    }
    if (options && python && (element === '-m' || /^-m[\w.]+$/.test(element))) {
      const name = element === '-m' ? rest[++i] : element.slice(2);
      if (name !== undefined) out.resolutions.push(pythonModuleResolution(name, projectDir));
      // Everything after the module is the module's own argv.
      for (const later of rest.slice(i + 1)) add(later);
      return;
    }
    if (shell && /^-[a-z]*c$/.test(element) && rest[i + 1] !== undefined) {
      shellText(rest[++i]!, projectDir, out, depth);
      continue;
    }
    if (INLINE_CODE.has(element) && rest[i + 1] !== undefined) {
      out.notes.push(
        `the program text given to ${program} ${element} is pinned by the argv hash, but not what it imports or reads`,
      );
      i++;
      // What follows the program text is its argv, not a main module.
      options = false;
      continue;
    }
    if (options && python && /^-[A-Za-z]*[EI]/.test(element)) out.ignoresPythonEnv = true;
    if (options && node && !element.startsWith('-')) {
      // The main module: found by node's own search, not taken as a plain path.
      out.resolutions.push(nodeMainResolution(pathOf(element), element));
      for (const later of rest.slice(i + 1)) add(later);
      return;
    }
    if (options && !element.startsWith('-')) options = false;
    if (
      options &&
      rest[i + 1] !== undefined &&
      ((node && NODE_VALUE_OPTIONS.has(element)) ||
        (python && PYTHON_VALUE_OPTIONS.test(element)) ||
        (python && element === '--check-hash-based-pycs'))
    ) {
      add(rest[++i]!);
      continue;
    }
    const option = /^--?[^=\s]+=(.+)$/.exec(element);
    if (option?.[1] !== undefined) add(option[1]);
    add(element);
  }
}

function shellText(text: string, projectDir: string, out: CodeArguments, depth: number): void {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (depth > 4 || !PLAIN_WORDS.test(text) || words.length === 0) {
    out.notes.push(
      `the shell text ${pythonJsonString(text)} uses syntax this review cannot follow: its text is pinned by the argv hash, the files it runs are not`,
    );
    return;
  }
  const [first, ...rest] = words as [string, ...string[]];
  if (first.includes('/')) {
    const path = resolve(projectDir, first);
    if (!out.paths.includes(path)) out.paths.push(path);
  }
  collect(rest, projectDir, basename(first), out, depth + 1);
}
