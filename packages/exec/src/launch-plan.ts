import { basename } from 'node:path';
import { argvSizeProblem } from './argv.js';
import { NODE_UNSUPPORTED, nodeLaunch } from './launch-node.js';
import { PYTHON_VALUE_OPTIONS, pythonLaunch } from './launch-python.js';
import { SHELL_FLAGS, SHELLS, shellLaunch } from './launch-shell.js';

/** A verified file's bytes, read once and checked against the digest the trust gate hashed. */
export interface VerifiedBytes {
  /** The real path the gate hashed. */
  real: string;
  digest: string;
  bytes: Buffer;
  /** Permission bits of the file when it was read. */
  mode: number;
}

/** How a verified command is started: the interpreter on the verified bytes, or as configured (and why). */
export type LaunchPlan =
  | { verified: true; argv: string[]; payload?: Buffer }
  | { verified: false; why: string };

const NODE = /^node(js)?$/;
const PYTHON = /^(python|pypy)[0-9.]*$/;

/** Whether a program name (basename) is an interpreter this module hands verified bytes to. */
export function isLaunchInterpreter(program: string): boolean {
  return NODE.test(program) || PYTHON.test(program) || SHELLS.test(program);
}

/** The `-m NAME` of a Python argv (after its options), when there is one. */
export function pythonModule(argv: readonly string[]): string | undefined {
  if (!PYTHON.test(basename(argv[0] ?? ''))) return undefined;
  for (let i = 1; i < argv.length; i++) {
    const element = argv[i] as string;
    if (element === '-m') return argv[i + 1];
    if (/^-m[\w.]+$/.test(element)) return element.slice(2);
    if (!element.startsWith('-')) return undefined;
    if (PYTHON_VALUE_OPTIONS.has(element)) i++;
  }
  return undefined;
}

/**
 * How to run `argv` so that what executes is the verified bytes while the interpreter believes it
 * is at the original path (no copy anywhere). `code(i)` is argv element `i`'s verified bytes
 * (`undefined`: not a verified file); `module` those of a `python -m NAME` module file. Handled:
 * `node`, `python`/`pypy` (a script, or `-m` of a single-file module), `sh`/`bash`/`dash`, given
 * as argv[0] or by the `#!` line of a script that is argv[0] (`#!/bin/sh`, `#!/usr/bin/env
 * node`). Anything else runs as configured, and `why` says what stays open.
 */
export function planLaunch(
  argv: readonly string[],
  code: (index: number) => VerifiedBytes | undefined,
  module?: VerifiedBytes,
): LaunchPlan {
  const [argv0, ...rest] = argv as [string, ...string[]];
  const program = basename(argv0);
  if (isLaunchInterpreter(program)) {
    return planInterpreter([argv0], program, rest, (j) => code(j + 1), module);
  }
  const own = code(0);
  // Not the hook's own code: an interpreter of another language, running what its arguments name.
  if (own === undefined) return notLaunched(program);
  const shebang = parseShebang(own.bytes);
  if (shebang === undefined) {
    return asConfigured(
      `${own.real} is a program, not a script with a #! line: the kernel runs it from its path`,
    );
  }
  // The kernel refuses to exec a file without an execute bit; so does the run as configured.
  if ((own.mode & 0o111) === 0) return asConfigured(`${own.real} is not executable`);
  const words =
    shebang.arg === undefined ? [shebang.interpreter] : [shebang.interpreter, shebang.arg];
  const env = basename(shebang.interpreter) === 'env';
  if (
    env &&
    (shebang.arg === undefined || !/^[\w.+-]+$/.test(shebang.arg) || shebang.arg.startsWith('-'))
  ) {
    return asConfigured(`the #! line of ${own.real} passes options to env`);
  }
  const interpreter = env ? words : [shebang.interpreter];
  const name = basename(env ? (shebang.arg as string) : shebang.interpreter);
  const after = env || shebang.arg === undefined ? [argv0, ...rest] : [shebang.arg, argv0, ...rest];
  const at = after.length - rest.length - 1;
  return planInterpreter(interpreter, name, after, (j) => (j === at ? own : undefined), module);
}

function planInterpreter(
  interpreter: readonly string[],
  program: string,
  rest: readonly string[],
  code: (j: number) => VerifiedBytes | undefined,
  module: VerifiedBytes | undefined,
): LaunchPlan {
  if (NODE.test(program)) {
    let j = 0;
    for (; rest[j]?.startsWith('-'); j++) {
      if (NODE_UNSUPPORTED.test(rest[j] as string)) {
        return asConfigured(`node option ${rest[j]} loads code li does not verify`);
      }
    }
    const entry = entryAt(rest, j, code);
    if ('why' in entry) return entry;
    const args = rest.slice(j + 1);
    const argv = nodeLaunch(interpreter, rest.slice(0, j), entry.real, entry.digest, args);
    return { verified: true, argv, payload: entry.bytes };
  }
  if (PYTHON.test(program)) {
    let j = 0;
    for (; rest[j]?.startsWith('-'); j++) {
      const flag = rest[j] as string;
      if (flag === '-m' || /^-m[\w.]+$/.test(flag)) {
        const name = flag === '-m' ? rest[j + 1] : flag.slice(2);
        if (name === undefined || name.includes('.') || module === undefined) {
          return asConfigured(`python module ${name ?? ''} is not one pinned file`);
        }
        const args = rest.slice(flag === '-m' ? j + 2 : j + 1);
        const given = `${name}.py`;
        const argv = pythonLaunch(
          interpreter,
          rest.slice(0, j),
          `m:${name}`,
          given,
          module.real,
          module.digest,
          args,
        );
        return { verified: true, argv, payload: module.bytes };
      }
      if (flag === '-' || flag === '--' || /^-[^-]*c/.test(flag)) {
        return asConfigured(`python option ${flag} runs code that is not a pinned file`);
      }
      if (PYTHON_VALUE_OPTIONS.has(flag)) j++;
    }
    const entry = entryAt(rest, j, code);
    if ('why' in entry) return entry;
    const given = rest[j] as string;
    const argv = pythonLaunch(
      interpreter,
      rest.slice(0, j),
      's',
      given,
      entry.real,
      entry.digest,
      rest.slice(j + 1),
    );
    return { verified: true, argv, payload: entry.bytes };
  }
  if (SHELLS.test(program)) {
    let j = 0;
    for (; /^[-+]/.test(rest[j] ?? ''); j++) {
      if (!SHELL_FLAGS.test(rest[j] as string)) {
        return asConfigured(`${program} option ${rest[j]} is not one li can pass on with -c`);
      }
    }
    const entry = entryAt(rest, j, code);
    if ('why' in entry) return entry;
    const text = entry.bytes.toString('utf8');
    if (text.includes('\0') || !Buffer.from(text, 'utf8').equals(entry.bytes)) {
      return asConfigured(`${entry.real} is not UTF-8 text without NUL bytes`);
    }
    const argv = shellLaunch(
      interpreter,
      program,
      rest.slice(0, j),
      rest[j] as string,
      text,
      rest.slice(j + 1),
    );
    if (argv === undefined)
      return asConfigured(`${entry.real} reads BASH_SOURCE beyond its own path`);
    const tooBig = argvSizeProblem(argv);
    if (tooBig !== undefined) return asConfigured(`${entry.real} is too large to pass as -c text`);
    return { verified: true, argv };
  }
  return notLaunched(program);
}

function notLaunched(program: string): { verified: false; why: string } {
  return asConfigured(
    `${program} is not an interpreter li hands verified bytes to (node, python, sh, bash, dash)`,
  );
}

function entryAt(
  rest: readonly string[],
  j: number,
  code: (j: number) => VerifiedBytes | undefined,
): VerifiedBytes | { verified: false; why: string } {
  const given = rest[j];
  if (given === undefined) return asConfigured('no script is named');
  const entry = code(j);
  return (
    entry ??
    asConfigured(
      `${given} is not a file the trust record pins (a directory's files load from their paths)`,
    )
  );
}

function asConfigured(why: string): { verified: false; why: string } {
  return { verified: false, why };
}

/** The kernel's reading of a `#!` line: the interpreter and at most one argument (the rest of the line). */
export function parseShebang(bytes: Buffer): { interpreter: string; arg?: string } | undefined {
  if (bytes[0] !== 0x23 || bytes[1] !== 0x21) return undefined;
  const end = bytes.indexOf(0x0a);
  const line = bytes.subarray(2, end === -1 ? Math.min(bytes.length, 256) : end).toString('latin1');
  const match = /^[ \t]*(\S+)(?:[ \t]+(.*?))?[ \t]*$/.exec(line);
  if (match?.[1] === undefined) return undefined;
  return match[2] === undefined || match[2] === ''
    ? { interpreter: match[1] }
    : { interpreter: match[1], arg: match[2] };
}
