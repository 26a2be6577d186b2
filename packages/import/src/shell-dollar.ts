const PROJECT_VAR = 'CLAUDE_PROJECT_DIR';
const NAME_CHAR = /[A-Za-z0-9_]/;

/** What a `$` in a shell string is: the project-dir variable (and its length), or another construct. */
export type DollarRead =
  | { projectDir: true; length: number }
  | { projectDir: false; construct: string };

/**
 * Reads the `$` at `at` in `src`. Only `$CLAUDE_PROJECT_DIR` (not followed by a name character) and
 * `${CLAUDE_PROJECT_DIR}` are the project directory; anything else is described for the rejection.
 */
export function readDollar(src: string, at: number): DollarRead {
  const rest = src.slice(at + 1);
  if (rest.startsWith(`{${PROJECT_VAR}}`))
    return { projectDir: true, length: PROJECT_VAR.length + 3 };
  if (rest.startsWith(PROJECT_VAR) && !NAME_CHAR.test(rest[PROJECT_VAR.length] ?? '')) {
    return { projectDir: true, length: PROJECT_VAR.length + 1 };
  }
  return { projectDir: false, construct: describeDollar(rest) };
}

function describeDollar(rest: string): string {
  const next = rest[0];
  if (next === '(') {
    return rest[1] === '(' ? 'an arithmetic expansion `$((…))`' : 'a command substitution `$(…)`';
  }
  if (next === '{') {
    const end = rest.indexOf('}');
    const body = end === -1 ? rest.slice(0, 24) : rest.slice(0, end + 1);
    return `the parameter expansion \`$${body}\``;
  }
  if (next === "'") return "an ANSI-C quote `$'…'`";
  if (next === '"') return 'a locale quote `$"…"`';
  const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest);
  if (name) return `the expansion \`$${name[0]}\``;
  if (next !== undefined && /[0-9@*#?$!-]/.test(next)) {
    return `the special parameter \`$${next}\``;
  }
  return 'a `$`';
}
