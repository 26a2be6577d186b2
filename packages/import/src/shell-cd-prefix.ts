/** The project directory as a `cd` operand: `$CLAUDE_PROJECT_DIR`, braced, with a `:-word` default, quoted or not. */
const PROJECT_WORD =
  String.raw`\$(?:CLAUDE_PROJECT_DIR(?![A-Za-z0-9_])|\{CLAUDE_PROJECT_DIR(?::?-[^}'"\\$` +
  '`' +
  String.raw`\n\r]*)?\})`;
/** Under Codex, which does not set the variable, only a `:-word` default names a directory. */
const CODEX_PROJECT_WORD = String.raw`\$\{CLAUDE_PROJECT_DIR:?-(?:\./?)?\}`;
/** `$(git rev-parse --show-toplevel)`, allowed when the git work tree is the project. */
const GIT_ROOT_WORD = String.raw`\$\(git rev-parse --show-toplevel\)`;

function cdPrefix(word: string): RegExp {
  return new RegExp(
    String.raw`^[ \t]*cd[ \t]+(?:--[ \t]+)?(?:"(${word})"|(${word}))[ \t]*(?:&&|;)[ \t]*`,
  );
}

/** A shell string with a leading `cd <project dir> &&` / `;` taken off, and what was said about it. */
export interface CdPrefix {
  /** The command after the prefix (the whole string when there is none). */
  readonly rest: string;
  readonly warnings: string[];
}

/** What the `cd` operand may be: the harness's project word, and the git root when it is the project. */
export interface CdContext {
  harness?: 'claude' | 'codex' | undefined;
  gitRootIsProject?: boolean | undefined;
}

/**
 * Drops a leading `cd "$CLAUDE_PROJECT_DIR" &&` (or `;`, braced, unquoted, with a `:-word`
 * default, after `cd --`; under Codex, which does not set the variable, only `${CLAUDE_PROJECT_DIR:-.}`;
 * and `cd "$(git rev-parse --show-toplevel)"` when the git work tree is the project): LionAGI runs
 * every hook with the project root as its working directory (C-3), so the `cd` never fails and
 * changes nothing. Any other `cd` is left in place, where the splitter rejects it as a shell builtin.
 */
export function dropProjectCd(command: string, context: CdContext = {}): CdPrefix {
  const words = [context.harness === 'codex' ? CODEX_PROJECT_WORD : PROJECT_WORD];
  if (context.gitRootIsProject) words.push(GIT_ROOT_WORD);
  const match = cdPrefix(`(?:${words.join('|')})`).exec(command);
  if (match === null) return { rest: command, warnings: [] };
  const warnings = [
    `dropped the leading \`${match[0].trim()}\`: LionAGI runs hooks with the project root as the working directory (C-3)`,
  ];
  if (match[2] !== undefined) {
    warnings.push(
      `unquoted ${match[2]} after cd: with a project path containing spaces sh would fail the cd; LionAGI always starts in the project root`,
    );
  }
  return { rest: command.slice(match[0].length), warnings };
}
