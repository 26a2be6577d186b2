import { PROFILE_NAME } from '@lionagi/hooks-profile';
import {
  allPlaceholderPositions,
  HOME_PLACEHOLDER,
  PROJECT_DIR_PLACEHOLDER,
} from './placeholder.js';
import { dropProjectCd } from './shell-cd-prefix.js';
import { Constructs, controlConstruct, dollarSpan, joinConstructs } from './shell-constructs.js';
import { type DollarContext, readDollar } from './shell-dollar.js';
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
      /** Every construct that needs a shell, joined for a sentence: "a pipe `|` and an and-list `&&`". */
      readonly construct: string;
      /** The same constructs one by one, in the order they appear. */
      readonly constructs: string[];
    };

interface Word {
  text: string;
  /** Where a placeholder was inserted, as `offset:kind` (see {@link allPlaceholderPositions}). */
  placeholders: string[];
  /** Leading characters read unquoted and unescaped, for the assignment check. */
  plain: string;
  plainOpen: boolean;
  quoted: boolean;
  /** Offset of the word in the source, to order the constructs. */
  at: number;
  /** The word starts a command (first word, or after an operator or newline). */
  command: boolean;
}

type Placeholder = 'project' | 'home' | 'plugin' | 'plugin-data';

const OPERATORS: Record<string, string> = {
  ';': 'a command separator `;`',
  '<': 'a redirection `<`',
  '>': 'a redirection `>`',
  '(': 'a subshell or grouping `( … )`',
  ')': 'a subshell or grouping `( … )`',
  '{': 'a brace group or brace expansion `{ … }`',
  '}': 'a brace group or brace expansion `{ … }`',
  '*': 'a glob `*`',
  '?': 'a glob `?`',
  '[': 'a glob `[`',
  '~': 'a tilde `~` (home-directory expansion)',
  '!': 'a `!` (pipeline negation)',
  '`': 'a command substitution with backticks',
};

/** After these the next word starts a new command. */
const COMMAND_BREAKS = new Set([';', '(', '!']);

/**
 * Splits a Claude Code / Codex shell command string into the argv `/bin/sh -c` would execute,
 * or names every construct that needs a real shell (C-4). Honoured: blanks (space, tab)
 * between words, single quotes, double quotes (with `\"`, `\\`, `\$`, `` \` `` escapes) and
 * unquoted backslashes. `$CLAUDE_PROJECT_DIR` / `${CLAUDE_PROJECT_DIR}` / `${CLAUDE_PROJECT_DIR:-…}`
 * (quoted or not, glued to other text or not) become `${LIONAGI_PROJECT_DIR}`; `$HOME` / `${HOME}`
 * and a word-leading unquoted `~` (alone or before `/`) become `${HOME}`; a leading
 * `cd "$CLAUDE_PROJECT_DIR" &&` is dropped (see {@link dropProjectCd}). With `context.plugin`,
 * the harness's plugin-root variables (`$CLAUDE_PLUGIN_ROOT`, `${PLUGIN_ROOT}`…) become the
 * plugin's absolute directory, and their literal text (single-quoted) is rejected. Everything else a shell
 * would interpret (other expansions, operators, redirections, globs, other tildes, comments,
 * braces, newlines, leading assignments, reserved words and shell-only builtins in command
 * position, test commands `[ … ]`) rejects the string. Nothing is executed.
 */
export function splitShellCommand(command: string, context?: DollarContext): ShellSplit {
  const cd = dropProjectCd(command, {
    harness: context?.harness,
    gitRootIsProject: context?.gitRoot?.isProject === true,
  });
  const scan = new Scanner(cd.rest, context);
  scan.run();
  const argv = scan.finish();
  const constructs = scan.constructs.list();
  if (argv === undefined || constructs.length > 0) {
    return { ok: false, construct: joinConstructs(constructs), constructs };
  }
  return { ok: true, argv, warnings: [...cd.warnings, ...scan.warnings] };
}

class Scanner {
  readonly constructs = new Constructs();
  readonly warnings = new Set<string>();
  private readonly words: Word[] = [];
  private word: Word | undefined;
  private nextIsCommand = true;
  private i = 0;

  constructor(
    private readonly src: string,
    private readonly context: DollarContext | undefined,
  ) {}

  private reject(text: string, at = this.i): void {
    this.constructs.add(at, text);
  }

  private current(): Word {
    if (this.word === undefined) {
      this.word = {
        text: '',
        placeholders: [],
        plain: '',
        plainOpen: true,
        quoted: false,
        at: this.i,
        command: this.nextIsCommand,
      };
      this.nextIsCommand = false;
    }
    return this.word;
  }

  private closeWord(): void {
    if (this.word !== undefined) this.words.push(this.word);
    this.word = undefined;
  }

  private breakCommand(): void {
    this.closeWord();
    this.nextIsCommand = true;
  }

  private literal(text: string, plain: boolean): void {
    const w = this.current();
    w.text += text;
    if (plain && w.plainOpen) w.plain += text;
    else w.plainOpen = false;
  }

  private placeholder(kind: Placeholder): void {
    const w = this.current();
    w.plainOpen = false;
    const plugin = this.context?.plugin;
    if (kind === 'plugin' && plugin !== undefined) {
      // The plugin's directory is known and plain (see pluginRoot): written as is, never split.
      w.text += plugin.dir;
      return;
    }
    if (kind === 'plugin-data' && plugin?.data !== undefined) {
      w.text += plugin.data.dir;
      return;
    }
    w.placeholders.push(`${w.text.length}:${kind}`);
    w.text += kind === 'project' ? PROJECT_DIR_PLACEHOLDER : HOME_PLACEHOLDER;
  }

  /** Records a control character; true when `c` is one (newlines also end the command). */
  private control(c: string, at: number): boolean {
    const construct = controlConstruct(c);
    if (construct === undefined) return false;
    this.reject(construct, at);
    if (c === '\n' || c === '\r') this.breakCommand();
    return true;
  }

  run(): void {
    const src = this.src;
    while (this.i < src.length) {
      const c = src[this.i] as string;
      const next = src[this.i + 1];
      if (this.control(c, this.i)) {
        this.i += 1;
      } else if (c === ' ' || c === '\t') {
        this.closeWord();
        this.i += 1;
      } else if (c === '\\') {
        if (next === undefined) {
          this.reject('a trailing backslash');
          return;
        }
        if (!this.control(next, this.i + 1)) this.literal(next, false);
        this.i += 2;
      } else if (c === "'") {
        const end = src.indexOf("'", this.i + 1);
        if (end === -1) {
          this.reject('an unterminated single quote');
          return;
        }
        const body = src.slice(this.i + 1, end);
        for (const ch of body) this.control(ch, this.i);
        this.current().quoted = true;
        this.literal(body, false);
        this.i = end + 1;
      } else if (c === '"') {
        this.current().quoted = true;
        this.current().plainOpen = false;
        if (!this.doubleQuoted()) return;
      } else if (c === '$') {
        const kind = this.dollar();
        if (kind !== undefined && kind !== 'plugin' && kind !== 'plugin-data')
          this.warnings.add(unquotedWarning(kind));
      } else if (c === '~' && this.word === undefined && /^(?:[/ \t]|$)/.test(next ?? '')) {
        // A leading unquoted `~` alone or before `/` is $HOME; tilde results are never split or globbed.
        this.placeholder('home');
        this.i += 1;
      } else if (c === '[' && this.word === undefined && /^\[?[ \t]/.test(src.slice(this.i + 1))) {
        const double = next === '[';
        this.reject(double ? 'a test command `[[ … ]]`' : 'a test command `[ … ]`');
        this.i += double ? 2 : 1;
      } else if (c === '|' || c === '&') {
        this.operator(c, next);
      } else if (c === '#' && this.word === undefined) {
        this.reject('a comment `#`');
        const end = src.indexOf('\n', this.i);
        this.i = end === -1 ? src.length : end;
      } else if (c === '`') {
        this.reject(OPERATORS[c] as string);
        const end = src.indexOf('`', this.i + 1);
        this.i = end === -1 ? src.length : end + 1;
      } else if (OPERATORS[c] !== undefined) {
        this.reject(OPERATORS[c]);
        if (COMMAND_BREAKS.has(c)) this.breakCommand();
        // `>&`, `>>`, `>|`, `<<`, `<&`, `<>`: one redirection operator.
        this.i += (c === '>' || c === '<') && next !== undefined && '>&|<'.includes(next) ? 2 : 1;
      } else {
        this.literal(c, true);
        this.i += 1;
      }
    }
    this.closeWord();
  }

  private operator(c: '|' | '&', next: string | undefined): void {
    if (c === '&' && next === '>') {
      this.reject('a redirection `>`');
      this.i += 2;
      return;
    }
    const doubled = next === c;
    if (c === '|') this.reject(doubled ? 'an or-list `||`' : 'a pipe `|`');
    else this.reject(doubled ? 'an and-list `&&`' : 'a background operator `&`');
    this.breakCommand();
    this.i += doubled ? 2 : 1;
  }

  /** Reads a double-quoted part from the opening quote; false when it is unterminated. */
  private doubleQuoted(): boolean {
    const src = this.src;
    this.i += 1;
    while (this.i < src.length) {
      const c = src[this.i] as string;
      if (this.control(c, this.i)) {
        this.i += 1;
      } else if (c === '"') {
        this.i += 1;
        return true;
      } else if (c === '\\') {
        const next = src[this.i + 1];
        if (next === undefined) break;
        // Inside double quotes a backslash only escapes $ ` " \ (POSIX 2.2.3); otherwise it stays.
        if (this.control(next, this.i + 1)) this.literal('', false);
        else if ('$`"\\'.includes(next)) this.literal(next, false);
        else this.literal(`\\${next}`, false);
        this.i += 2;
      } else if (c === '$') {
        this.dollar();
      } else if (c === '`') {
        this.reject('a command substitution with backticks');
        const end = src.indexOf('`', this.i + 1);
        this.i = end === -1 ? src.length : end + 1;
      } else {
        this.literal(c, false);
        this.i += 1;
      }
    }
    this.reject('an unterminated double quote');
    return false;
  }

  /** Consumes a `$` (see {@link readDollar}): a placeholder, or a construct recorded and skipped. */
  private dollar(): Placeholder | undefined {
    const read = readDollar(this.src, this.i, this.context);
    if (read.placeholder === undefined) {
      this.reject(read.construct);
      this.i += dollarSpan(this.src, this.i);
      return undefined;
    }
    this.placeholder(read.placeholder);
    this.i += read.length;
    return read.placeholder;
  }

  /** The argv, after the checks on whole words; `undefined` when there is no word at all. */
  finish(): string[] | undefined {
    const words = this.words;
    if (words.length === 0) {
      if (this.constructs.size === 0) this.reject('no command at all (empty string)', 0);
      return undefined;
    }
    let commandWord = false;
    for (const w of words) {
      commandWord ||= w.command;
      if (commandWord) commandWord = this.commandWord(w);
    }
    if (this.constructs.size > 0) return undefined;
    for (const [index, w] of words.entries()) {
      if (w.text.trim() === '') {
        this.reject(
          `an ${w.text === '' ? 'empty' : 'all-blank'} argument at position ${index} (${PROFILE_NAME} argv elements must be non-blank)`,
          w.at,
        );
        continue;
      }
      const found = allPlaceholderPositions(w.text);
      if (found.length !== w.placeholders.length || found.some((p, k) => p !== w.placeholders[k])) {
        const text = w.text.includes(PROJECT_DIR_PLACEHOLDER)
          ? PROJECT_DIR_PLACEHOLDER
          : HOME_PLACEHOLDER;
        this.reject(`the literal text ${text}, which LionAGI would substitute at spawn`, w.at);
      }
      const literal = this.context?.plugin?.vars.find((v) => w.text.includes(`\${${v}}`));
      if (literal !== undefined) {
        this.reject(
          `the literal text \${${literal}} (quoted), which the harness may substitute as text where a shell would not`,
          w.at,
        );
      }
    }
    return words.map((w) => w.text);
  }

  /** Checks a word in command position; true when the next word is a command word too. */
  private commandWord(w: Word): boolean {
    const assignment = /^[A-Za-z_][A-Za-z0-9_]*=/.exec(w.plain);
    if (assignment) {
      this.reject(`a leading variable assignment \`${assignment[0]}…\``, w.at);
      return true;
    }
    const unquoted = !w.quoted && w.plainOpen;
    const problem = firstWordProblem(w.text, unquoted);
    if (problem.reject !== undefined) this.reject(problem.reject, w.at);
    if (problem.warning !== undefined) this.warnings.add(problem.warning);
    // `if`, `then`, `do`… are followed by a command; so is a word after `time`.
    return problem.reject !== undefined && unquoted && problem.reject.startsWith('the reserved');
  }
}

function unquotedWarning(kind: Placeholder): string {
  return kind === 'home'
    ? 'unquoted $HOME: sh would split a home path containing spaces and expand glob characters in it; the import keeps it as one argument'
    : 'unquoted $CLAUDE_PROJECT_DIR: sh would split a project path containing spaces and expand glob characters in it; the import keeps it as one argument';
}
