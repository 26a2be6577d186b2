import { basename, resolve } from 'node:path';
import { substituteProjectDir } from './argv.js';
import { pythonJsonString } from './command-hash.js';

/** Interpreters whose executable is not the hook's own code: what they run comes from their arguments. */
const INTERPRETER =
  /^(python[0-9.]*|pypy[0-9.]*|node|nodejs|deno|bun|ruby|perl|php|lua|(ba|da|z|k|mk)?sh|fish|env|uvx?|npx|npm|pnpm|yarn|pipx|poetry|java|pwsh)$/;
const PYTHON = /^(python|pypy)[0-9.]*$/;
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
  /** Python modules named with `-m`, resolved against the project directory (cwd of hooks). */
  modules: Array<{ name: string; candidates: string[] }>;
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
  const out: CodeArguments = { paths: [], modules: [], notes: [] };
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
  const add = (value: string) => {
    const path = resolve(projectDir, substituteProjectDir(value, projectDir));
    if (!out.paths.includes(path)) out.paths.push(path);
  };
  for (let i = 0; i < rest.length; i++) {
    const element = rest[i]!;
    if (python && (element === '-m' || /^-m[\w.]+$/.test(element))) {
      const name = element === '-m' ? rest[++i] : element.slice(2);
      if (name !== undefined) out.modules.push(moduleCandidates(name, projectDir));
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
      continue;
    }
    const option = /^--?[^=\s]+=(.+)$/.exec(element);
    if (option?.[1] !== undefined) add(option[1]);
    add(element);
  }
}

function moduleCandidates(
  name: string,
  projectDir: string,
): { name: string; candidates: string[] } {
  const top = name.split('.')[0] ?? name;
  return { name, candidates: [resolve(projectDir, `${top}.py`), resolve(projectDir, top)] };
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
