import {
  allPlaceholderPositions,
  HOME_PLACEHOLDER,
  PROJECT_DIR_PLACEHOLDER,
} from './placeholder.js';
import { dropProjectCd } from './shell-cd-prefix.js';
import { readDollar } from './shell-dollar.js';
import { firstWordProblem } from './shell-first-word.js';

/** The outcome of {@link splitShellCommand}. */
export type ShellSplit =
  | {
      readonly ok: true;
      /** The argv `sh` would execute; the project directory appears as `${LIONAGI_PROJECT_DIR}`, the home directory as `${HOME}`. */
      readonly argv: string[];
      readonly warnings: string[];
    }
  | {
      readonly ok: false;
      /** The construct that needs a shell, e.g. "a pipe `|`" or "the expansion `$HOME`". */
      readonly construct: string;
    };

interface Word {
  text: string;
  /** Where a placeholder was inserted, as `offset:kind` (see {@link allPlaceholderPositions}). */
  placeholders: string[];
  /** Leading characters read unquoted and unescaped, for the assignment check. */
  plain: string;
  plainOpen: boolean;
  quoted: boolean;
}

class Reject {
  constructor(readonly construct: string) {}
}

const OPERATORS: Record<string, string> = {
  ';': 'a command separator `;`',
  '<': 'a redirection `<`',
  '>': 'a redirection `>`',
  '(': 'a subshell or grouping `(`',
  ')': 'a subshell or grouping `)`',
  '{': 'a brace group or brace expansion `{`',
  '}': 'a brace group or brace expansion `}`',
  '*': 'a glob `*`',
  '?': 'a glob `?`',
  '[': 'a glob `[`',
  '~': 'a tilde `~` (home-directory expansion)',
  '!': 'a `!` (pipeline negation)',
  '`': 'a command substitution with backticks',
};

/**
 * Splits a Claude Code / Codex shell command string into the argv `/bin/sh -c` would execute,
 * or names the first construct that needs a real shell (C-4). Honoured: blanks (space, tab)
 * between words, single quotes, double quotes (with `\"`, `\\`, `\$`, `` \` `` escapes) and
 * unquoted backslashes. `$CLAUDE_PROJECT_DIR` / `${CLAUDE_PROJECT_DIR}` / `${CLAUDE_PROJECT_DIR:-…}`
 * (quoted or not, glued to other text or not) become `${LIONAGI_PROJECT_DIR}`; `$HOME` / `${HOME}`
 * and a word-leading unquoted `~` (alone or before `/`) become `${HOME}`; a leading
 * `cd "$CLAUDE_PROJECT_DIR" &&` is dropped (see {@link dropProjectCd}). Everything else a shell
 * would interpret (other expansions, operators, redirections, globs, other tildes, comments,
 * braces, newlines, leading assignments, reserved words, shell-only builtins) rejects the string.
 * Nothing is executed.
 */
export function splitShellCommand(command: string): ShellSplit {
  const cd = dropProjectCd(command);
  try {
    const split = tokenize(cd.rest);
    return { ok: true, argv: split.argv, warnings: [...cd.warnings, ...split.warnings] };
  } catch (error) {
    if (error instanceof Reject) return { ok: false, construct: error.construct };
    throw error;
  }
}

function tokenize(src: string): { argv: string[]; warnings: string[] } {
  const warnings = new Set<string>();
  const words: Word[] = [];
  let word: Word | undefined;
  const current = (): Word => {
    word ??= { text: '', placeholders: [], plain: '', plainOpen: true, quoted: false };
    return word;
  };
  const closeWord = () => {
    if (word !== undefined) words.push(word);
    word = undefined;
  };
  const literal = (text: string, plain: boolean) => {
    const w = current();
    w.text += text;
    if (plain && w.plainOpen) w.plain += text;
    else w.plainOpen = false;
  };
  const placeholder = (kind: Placeholder) => {
    const w = current();
    w.placeholders.push(`${w.text.length}:${kind}`);
    w.text += kind === 'project' ? PROJECT_DIR_PLACEHOLDER : HOME_PLACEHOLDER;
    w.plainOpen = false;
  };

  let i = 0;
  while (i < src.length) {
    const c = src[i] as string;
    checkControl(c);
    if (c === ' ' || c === '\t') {
      closeWord();
      i += 1;
    } else if (c === '\\') {
      const next = src[i + 1];
      if (next === undefined) throw new Reject('a trailing backslash');
      checkControl(next);
      literal(next, false);
      i += 2;
    } else if (c === "'") {
      const end = src.indexOf("'", i + 1);
      if (end === -1) throw new Reject('an unterminated single quote');
      const body = src.slice(i + 1, end);
      for (const ch of body) checkControl(ch);
      current().quoted = true;
      literal(body, false);
      i = end + 1;
    } else if (c === '"') {
      current().quoted = true;
      current().plainOpen = false;
      i = readDoubleQuoted(src, i + 1, literal, placeholder);
    } else if (c === '$') {
      const kind = dollarKind(src, i);
      i = dollar(src, i, placeholder);
      warnings.add(unquotedWarning(kind));
    } else if (c === '~' && word === undefined && /^(?:[/ \t]|$)/.test(src.slice(i + 1, i + 2))) {
      // A leading unquoted `~` alone or before `/` is $HOME; tilde results are never split or globbed.
      placeholder('home');
      i += 1;
    } else if (c === '|') {
      throw new Reject(src[i + 1] === '|' ? 'an or-list `||`' : 'a pipe `|`');
    } else if (c === '&') {
      throw new Reject(src[i + 1] === '&' ? 'an and-list `&&`' : 'a background operator `&`');
    } else if (c === '#' && word === undefined) {
      throw new Reject('a comment `#`');
    } else if (OPERATORS[c] !== undefined) {
      throw new Reject(OPERATORS[c]);
    } else {
      literal(c, true);
      i += 1;
    }
  }
  closeWord();
  return { argv: finish(words, warnings), warnings: [...warnings] };
}

function checkControl(c: string): void {
  if (c === '\n' || c === '\r') throw new Reject('a newline (several shell commands)');
  const code = c.charCodeAt(0);
  if ((code < 0x20 && c !== '\t') || code === 0x7f) {
    throw new Reject(`a control character U+${code.toString(16).toUpperCase().padStart(4, '0')}`);
  }
}

function readDoubleQuoted(
  src: string,
  start: number,
  literal: (text: string, plain: boolean) => void,
  placeholder: (kind: Placeholder) => void,
): number {
  let i = start;
  while (i < src.length) {
    const c = src[i] as string;
    checkControl(c);
    if (c === '"') return i + 1;
    if (c === '\\') {
      const next = src[i + 1];
      if (next === undefined) break;
      checkControl(next);
      // Inside double quotes a backslash only escapes $ ` " \ (POSIX 2.2.3); otherwise it stays.
      if (next === '$' || next === '`' || next === '"' || next === '\\') literal(next, false);
      else literal(`\\${next}`, false);
      i += 2;
    } else if (c === '$') {
      i = dollar(src, i, placeholder);
    } else if (c === '`') {
      throw new Reject('a command substitution with backticks');
    } else {
      literal(c, false);
      i += 1;
    }
  }
  throw new Reject('an unterminated double quote');
}

type Placeholder = 'project' | 'home';

/** Consumes a `$` at `at` (see {@link readDollar}); returns the index after it. */
function dollar(src: string, at: number, placeholder: (kind: Placeholder) => void): number {
  const read = readDollar(src, at);
  if (read.placeholder === undefined) throw new Reject(read.construct);
  placeholder(read.placeholder);
  return at + read.length;
}

function dollarKind(src: string, at: number): Placeholder | undefined {
  return readDollar(src, at).placeholder;
}

function unquotedWarning(kind: Placeholder | undefined): string {
  return kind === 'home'
    ? 'unquoted $HOME: sh would split a home path containing spaces and expand glob characters in it; the import keeps it as one argument'
    : 'unquoted $CLAUDE_PROJECT_DIR: sh would split a project path containing spaces and expand glob characters in it; the import keeps it as one argument';
}

function finish(words: Word[], warnings: Set<string>): string[] {
  if (words.length === 0) throw new Reject('no command at all (empty string)');
  const first = words[0] as Word;
  const assignment = /^[A-Za-z_][A-Za-z0-9_]*=/.exec(first.plain);
  if (assignment) {
    throw new Reject(`a leading variable assignment \`${assignment[0]}…\``);
  }
  const problem = firstWordProblem(first.text, !first.quoted && first.plainOpen);
  if (problem.reject !== undefined) throw new Reject(problem.reject);
  if (problem.warning !== undefined) warnings.add(problem.warning);
  for (const [index, w] of words.entries()) {
    if (w.text.trim() === '') {
      throw new Reject(
        `an ${w.text === '' ? 'empty' : 'all-blank'} argument at position ${index} (profile v1 argv elements must be non-blank, D4)`,
      );
    }
    const found = allPlaceholderPositions(w.text);
    if (found.length !== w.placeholders.length || found.some((p, k) => p !== w.placeholders[k])) {
      const literalText = w.text.includes(PROJECT_DIR_PLACEHOLDER)
        ? PROJECT_DIR_PLACEHOLDER
        : HOME_PLACEHOLDER;
      throw new Reject(`the literal text ${literalText}, which LionAGI would substitute at spawn`);
    }
  }
  return words.map((w) => w.text);
}
