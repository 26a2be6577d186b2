/** The argv placeholder for the project directory; the exec layer substitutes it at spawn. */
export const PROJECT_DIR_PLACEHOLDER = '${LIONAGI_PROJECT_DIR}';

/** The Claude Code variable that names the project directory (set for its hooks, not by Codex). */
export const CLAUDE_PROJECT_DIR_VAR = 'CLAUDE_PROJECT_DIR';

/** Claude Code's exec-form spelling of the project directory inside `args`. */
export const CLAUDE_PROJECT_DIR_BRACED = '${CLAUDE_PROJECT_DIR}';

/**
 * Positions where the exec layer will substitute the placeholder in `text`, found the way it
 * substitutes (left to right, non-overlapping, like `split(placeholder).join(dir)`).
 */
export function placeholderPositions(text: string): number[] {
  const positions: number[] = [];
  let from = 0;
  for (;;) {
    const at = text.indexOf(PROJECT_DIR_PLACEHOLDER, from);
    if (at === -1) return positions;
    positions.push(at);
    from = at + PROJECT_DIR_PLACEHOLDER.length;
  }
}
