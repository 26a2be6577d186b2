/** The argv placeholder for the project directory; the exec layer substitutes it at spawn. */
export const PROJECT_DIR_PLACEHOLDER = '${LIONAGI_PROJECT_DIR}';

/** The argv placeholder for the home directory; the exec layer substitutes the hook's `HOME` at spawn. */
export const HOME_PLACEHOLDER = '${HOME}';

/** The Claude Code variable that names the project directory (set for its hooks, not by Codex). */
export const CLAUDE_PROJECT_DIR_VAR = 'CLAUDE_PROJECT_DIR';

/** Claude Code's exec-form spelling of the project directory inside `args`. */
export const CLAUDE_PROJECT_DIR_BRACED = '${CLAUDE_PROJECT_DIR}';

/**
 * Positions where the exec layer will substitute the project placeholder in `text`, found the way
 * it substitutes (left to right, non-overlapping, like `split(placeholder).join(dir)`).
 */
export function placeholderPositions(text: string): number[] {
  return occurrences(text, PROJECT_DIR_PLACEHOLDER, 0, text.length);
}

/**
 * Every placeholder the exec layer will substitute in `text`, as `offset:kind` in order: the
 * project placeholder first (left to right, non-overlapping), then `${HOME}` inside the pieces
 * between them, exactly as `substituteProjectDir` does at spawn.
 */
export function allPlaceholderPositions(text: string): string[] {
  const project = placeholderPositions(text);
  const found = project.map((at) => `${at}:project`);
  let from = 0;
  for (const at of [...project, text.length]) {
    for (const home of occurrences(text, HOME_PLACEHOLDER, from, at)) found.push(`${home}:home`);
    from = at + PROJECT_DIR_PLACEHOLDER.length;
  }
  return found.sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
}

function occurrences(text: string, needle: string, start: number, end: number): number[] {
  const positions: number[] = [];
  let from = start;
  for (;;) {
    const at = text.indexOf(needle, from);
    if (at === -1 || at + needle.length > end) return positions;
    positions.push(at);
    from = at + needle.length;
  }
}
