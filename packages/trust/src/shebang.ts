import { closeSync, openSync, readSync } from 'node:fs';

/** The kernel reads at most this much of a script's first line (`BINPRM_BUF_SIZE`). */
const SHEBANG_BYTES = 256;

/**
 * A script's `#!` line as Linux's `binfmt_script` reads it: the interpreter (up to the first blank)
 * and at most one argument, the rest of the line with surrounding blanks removed. The interpreter
 * runs as `interpreter [argument] script [args...]`.
 */
export interface Shebang {
  interpreter: string;
  argument: string | undefined;
}

/** The `#!` line of the file at `path`, or `undefined` when it has none (or cannot be read). */
export function readShebang(path: string): Shebang | undefined {
  let head: string;
  try {
    const fd = openSync(path, 'r');
    try {
      const buffer = Buffer.alloc(SHEBANG_BYTES);
      head = buffer.subarray(0, readSync(fd, buffer, 0, SHEBANG_BYTES, 0)).toString('latin1');
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
  if (!head.startsWith('#!')) return undefined;
  const line = (head.slice(2).split('\n')[0] ?? '').replace(/^[ \t]+/, '');
  const match = /^([^ \t]+)[ \t]*(.*?)[ \t\r]*$/.exec(line);
  if (match?.[1] === undefined) return undefined;
  return { interpreter: match[1], argument: match[2] === '' ? undefined : match[2] };
}

/** What `env ARGS` goes on to run: a command, its arguments, and the environment and cwd it gets. */
export type EnvInvocation =
  | {
      ok: true;
      command: string;
      args: string[];
      /** Variables `-i`, `-u` and `NAME=VALUE` changed, applied to the environment env was given. */
      env: NodeJS.ProcessEnv;
      /** The directory `-C` moves to before the command is looked up and run (relative: to the start cwd). */
      chdir: string | undefined;
    }
  | { ok: false; problem: string };

const SHORT_FLAGS = new Set(['i', '0', 'v']);
const LONG_FLAGS = new Set(['--ignore-environment', '--null', '--debug', '--list-signal-handling']);
const SIGNAL_OPTIONS = /^--(block|default|ignore)-signal(=.*)?$/;

/**
 * Parses `args` as GNU coreutils `env` does (`env [-i] [-u NAME] [-C DIR] [-S STRING] [-v] [-0]
 * [--] [NAME=VALUE]... COMMAND [ARG]...`): options up to the first operand (short clusters, a
 * value attached or in the next word, long `--opt=value` forms), `-S` splitting its string into
 * words that are parsed again as arguments, then `NAME=VALUE` assignments, then the command.
 * `base` is the environment env starts with. Anything env would reject, or that this reading
 * cannot follow (an unknown option, a `$` other than `${NAME}`, an unclosed quote, no command), is
 * `ok: false` with the reason.
 */
export function parseEnvArguments(args: readonly string[], base: NodeJS.ProcessEnv): EnvInvocation {
  const queue = [...args];
  let ignore = false;
  const unset: string[] = [];
  let chdir: string | undefined;
  const fail = (problem: string): EnvInvocation => ({ ok: false, problem });
  // -u, -C and -S (and their long forms): the option's value, or why it cannot be followed.
  const takeValue = (option: string, value: string | undefined): string | undefined => {
    if (value === undefined) return `env option ${option} needs a value`;
    if (option === '-u' || option === '--unset') unset.push(value);
    else if (option === '-C' || option === '--chdir') chdir = value;
    else {
      const split = splitString(value, base);
      if (!split.ok) return split.problem;
      queue.unshift(...split.words);
    }
    return undefined;
  };
  while (queue.length > 0) {
    const word = queue[0]!;
    if (word === '--') {
      queue.shift();
      break;
    }
    if (word === '-') {
      ignore = true;
      queue.shift();
      break;
    }
    if (!word.startsWith('-')) break;
    queue.shift();
    if (word.startsWith('--')) {
      const [name, value] = splitLong(word);
      if (LONG_FLAGS.has(name)) {
        if (name === '--ignore-environment') ignore = true;
      } else if (SIGNAL_OPTIONS.test(word)) {
        // Signal dispositions change nothing of what runs.
      } else if (name === '--unset' || name === '--chdir' || name === '--split-string') {
        const problem = takeValue(name, value ?? queue.shift());
        if (problem !== undefined) return fail(problem);
      } else return fail(`env option ${name} is not one this review knows`);
      continue;
    }
    for (let i = 1; i < word.length; i++) {
      const flag = word[i]!;
      if (SHORT_FLAGS.has(flag)) {
        if (flag === 'i') ignore = true;
        continue;
      }
      if (flag !== 'u' && flag !== 'C' && flag !== 'S') {
        return fail(`env option -${flag} is not one this review knows`);
      }
      const problem = takeValue(
        `-${flag}`,
        i + 1 < word.length ? word.slice(i + 1) : queue.shift(),
      );
      if (problem !== undefined) return fail(problem);
      break;
    }
  }
  const env: NodeJS.ProcessEnv = ignore ? {} : { ...base };
  for (const name of unset) delete env[name];
  while (queue.length > 0 && /^[^=]+=/.test(queue[0]!)) {
    const assignment = queue.shift()!;
    const at = assignment.indexOf('=');
    env[assignment.slice(0, at)] = assignment.slice(at + 1);
  }
  const [command, ...rest] = queue;
  if (command === undefined) return fail('env is given no command to run');
  return { ok: true, command, args: rest, env, chdir };
}

function splitLong(word: string): [string, string | undefined] {
  const at = word.indexOf('=');
  return at === -1 ? [word, undefined] : [word.slice(0, at), word.slice(at + 1)];
}

const ESCAPES: Record<string, string> = { f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/**
 * `env -S`'s splitting: blanks separate words; `'…'` is literal (but `\\` and `\'`); `"…"` takes
 * the escapes; outside single quotes `\\ \' \" \$ \# \_` (`\_` a blank: inside quotes a space,
 * outside a separator), `\f \n \r \t \v`, `\c` (ignore the rest); a `#` starting a word begins a
 * comment; `${NAME}` is replaced from `env`.
 */
function splitString(
  text: string,
  env: NodeJS.ProcessEnv,
): { ok: true; words: string[] } | { ok: false; problem: string } {
  const words: string[] = [];
  let word: string | undefined;
  let quote: "'" | '"' | undefined;
  const fail = (why: string) => ({
    ok: false as const,
    problem: `env -S ${JSON.stringify(text)}: ${why}`,
  });
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote === undefined && (c === ' ' || c === '\t' || c === '\n')) {
      if (word !== undefined) words.push(word);
      word = undefined;
      continue;
    }
    if (quote === undefined && c === '#' && word === undefined) break;
    if (c === quote) {
      quote = undefined;
      continue;
    }
    if (quote === undefined && (c === "'" || c === '"')) {
      quote = c;
      word ??= '';
      continue;
    }
    if (c === '\\') {
      const e = text[++i];
      if (e === undefined) return fail('ends in a lone backslash');
      if (quote === "'" && e !== '\\' && e !== "'") {
        word = `${word ?? ''}\\${e}`;
        continue;
      }
      if (e === 'c') {
        if (quote !== undefined) return fail('\\c inside quotes');
        break;
      }
      if (e === '_') {
        if (quote !== undefined) word = `${word ?? ''} `;
        else {
          if (word !== undefined) words.push(word);
          word = undefined;
        }
        continue;
      }
      const out = ESCAPES[e] ?? ('\\\'"$#'.includes(e) ? e : undefined);
      if (out === undefined) return fail(`unknown escape \\${e}`);
      word = `${word ?? ''}${out}`;
      continue;
    }
    if (c === '$' && quote !== "'") {
      const name = /^\$\{([A-Za-z_][A-Za-z0-9_]*)\}/.exec(text.slice(i));
      if (name === null) return fail('only ${NAME} expansion is supported');
      word = `${word ?? ''}${env[name[1]!] ?? ''}`;
      i += name[0].length - 1;
      continue;
    }
    word = `${word ?? ''}${c}`;
  }
  if (quote !== undefined) return fail(`no closing ${quote}`);
  if (word !== undefined) words.push(word);
  return { ok: true, words };
}
