/** The project directory as a `cd` operand: `$CLAUDE_PROJECT_DIR`, braced, with a `:-word` default, quoted or not. */
const PROJECT_WORD =
  String.raw`\$(?:CLAUDE_PROJECT_DIR(?![A-Za-z0-9_])|\{CLAUDE_PROJECT_DIR(?::?-[^}'"\\$` +
  '`' +
  String.raw`\n\r]*)?\})`;
const CD_PREFIX = new RegExp(
  String.raw`^[ \t]*cd[ \t]+(?:"(${PROJECT_WORD})"|(${PROJECT_WORD}))[ \t]*(?:&&|;)[ \t]*`,
);

/** A shell string with a leading `cd <project dir> &&` / `;` taken off, and what was said about it. */
export interface CdPrefix {
  /** The command after the prefix (the whole string when there is none). */
  readonly rest: string;
  readonly warnings: string[];
}

/**
 * Drops a leading `cd "$CLAUDE_PROJECT_DIR" &&` (or `;`, braced, unquoted, with a `:-word`
 * default): LionAGI runs every hook with the project root as its working directory (C-3), and the
 * variable is always set to it, so the `cd` never fails and changes nothing. Any other `cd` is left
 * in place, where the splitter rejects it as a shell builtin.
 */
export function dropProjectCd(command: string): CdPrefix {
  const match = CD_PREFIX.exec(command);
  if (match === null) return { rest: command, warnings: [] };
  const warnings = [
    `dropped the leading \`${match[0].trim()}\`: LionAGI runs hooks with the project root as the working directory (C-3)`,
  ];
  if (match[2] !== undefined) {
    warnings.push(
      'unquoted $CLAUDE_PROJECT_DIR after cd: with a project path containing spaces sh would fail the cd; LionAGI always starts in the project root',
    );
  }
  return { rest: command.slice(match[0].length), warnings };
}
