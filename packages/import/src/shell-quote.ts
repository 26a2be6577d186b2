import { HOME_PLACEHOLDER, PROJECT_DIR_PLACEHOLDER } from './placeholder.js';

/** `${HOME}` as shell text: a double-quoted expansion, which `sh` and `bash` fill from the environment. */
export const HOME_SHELL_TEXT = '"$HOME"';

const SAFE = /^[A-Za-z0-9_\-.,/:=@%+^]+$/;
const SAFE_FIRST = /^[A-Za-z0-9_\-.,/:@%+^]+$/;
const RESERVED =
  /^(if|then|else|elif|fi|do|done|case|esac|while|until|for|in|function|select|time|coproc)$/;

/** Quotes one literal piece for `sh`: bare when it cannot be misread, else single-quoted. */
export function quoteShellPiece(piece: string, commandWord: boolean): string {
  const safe = commandWord ? SAFE_FIRST.test(piece) && !RESERVED.test(piece) : SAFE.test(piece);
  if (safe) return piece;
  return `'${piece.replaceAll("'", `'\\''`)}'`;
}

/**
 * Renders an argv as a shell string `sh` splits and expands back into exactly that argv. Each
 * `${LIONAGI_PROJECT_DIR}` becomes `projectDirText` (already shell text, e.g. `"$CLAUDE_PROJECT_DIR"`),
 * and each `${HOME}` in the pieces between `"$HOME"`, so the shell expands it as the exec layer
 * substitutes it at spawn (project placeholder first, then `${HOME}`); the rest is quoted literally.
 */
export function toShellCommand(argv: readonly string[], projectDirText: string): string {
  return argv
    .map((word, index) =>
      word
        .split(PROJECT_DIR_PLACEHOLDER)
        .map((part, k) =>
          part
            .split(HOME_PLACEHOLDER)
            .map((piece, h) =>
              piece === '' ? '' : quoteShellPiece(piece, index === 0 && k === 0 && h === 0),
            )
            .join(HOME_SHELL_TEXT),
        )
        .join(projectDirText),
    )
    .join(' ');
}
