import { type PluginRoot, pluginRootConstruct } from './plugin-root.js';
import type { ForeignHarness } from './types.js';

const PROJECT_VAR = 'CLAUDE_PROJECT_DIR';
const HOME_VAR = 'HOME';
const NAME_CHAR = /[A-Za-z0-9_]/;

/**
 * What a `$` in a shell string is: a variable that becomes an argv placeholder (`project` for the
 * project directory, `home` for `$HOME`) and the length of its spelling, or another construct.
 */
export type DollarRead =
  | { placeholder: 'project' | 'home' | 'plugin' | 'plugin-data'; length: number }
  | { placeholder?: undefined; construct: string };

/**
 * A `${CLAUDE_PROJECT_DIR:-word}` / `${CLAUDE_PROJECT_DIR-word}` default: the hooks' environment
 * always sets the variable to the (non-empty) project root, so the word is never used. Only a
 * word without quotes, `$`, backslashes or backticks is accepted, so its end is unambiguous.
 */
const PROJECT_DEFAULT = new RegExp(`^\\{${PROJECT_VAR}:?-[^}'"\\\\$\`\\n\\r]*\\}`);

/** The command substitution hooks use for the repository root (after its `$`). */
export const GIT_ROOT_SUBSTITUTION = '(git rev-parse --show-toplevel)';

/**
 * What `$(git rev-parse --show-toplevel)` is at import time: the project root (the git work tree
 * is the LionAGI project), or why it is not.
 */
export type GitRoot = { isProject: true } | { isProject: false; why: string };

/** Which plugin-root variables the harness sets, and the plugin's directory when one is imported. */
export interface DollarContext {
  harness: ForeignHarness;
  plugin?: PluginRoot | undefined;
  /** The git-root idiom's value here (absent: not known, the substitution is rejected). */
  gitRoot?: GitRoot | undefined;
}

/**
 * Reads the `$` at `at` in `src`. `$CLAUDE_PROJECT_DIR` (not followed by a name character),
 * `${CLAUDE_PROJECT_DIR}` and `${CLAUDE_PROJECT_DIR:-word}` are the project directory (under
 * Codex, which does not set it, only the `:-word` form, whose word is relative to the session's
 * directory, the project root here: C-3); `$(git rev-parse --show-toplevel)` is too when
 * `context.gitRoot` says the git work tree is the project; `$HOME` and
 * `${HOME}` the home directory; `$VAR` / `${VAR}` of the harness's plugin-root variables the
 * imported plugin's directory (only with `context.plugin`); anything else is described for the
 * rejection.
 */
export function readDollar(src: string, at: number, context?: DollarContext): DollarRead {
  const rest = src.slice(at + 1);
  if (rest.startsWith(GIT_ROOT_SUBSTITUTION)) {
    const root = context?.gitRoot;
    if (root?.isProject)
      return { placeholder: 'project', length: GIT_ROOT_SUBSTITUTION.length + 1 };
    return {
      construct: `the command substitution \`$${GIT_ROOT_SUBSTITUTION}\`, which is the project root only when the project is the git work tree (${root?.why ?? 'not known here'})`,
    };
  }
  // Codex sets no CLAUDE_PROJECT_DIR: bare, it expands to nothing there (with a default, see below).
  const codex = context?.harness === 'codex';
  if (
    codex &&
    (rest.startsWith(`{${PROJECT_VAR}}`) ||
      new RegExp(`^${PROJECT_VAR}(?![A-Za-z0-9_])`).test(rest))
  ) {
    return {
      construct: `the expansion \`$${PROJECT_VAR}\`, which Codex does not set: under Codex it expands to an empty string`,
    };
  }
  const known: [string, 'project' | 'home' | 'plugin' | 'plugin-data'][] = [
    [PROJECT_VAR, 'project'],
    [HOME_VAR, 'home'],
    ...(context?.plugin?.vars ?? []).map((v) => [v, 'plugin'] as [string, 'plugin']),
    // An installed plugin's data directory (CLAUDE_PLUGIN_DATA; Codex: PLUGIN_DATA too), known and plain like its root.
    ...(context?.plugin?.data?.vars ?? []).map(
      (v) => [v, 'plugin-data'] as [string, 'plugin-data'],
    ),
  ];
  for (const [name, placeholder] of known) {
    if (rest.startsWith(`{${name}}`)) return { placeholder, length: name.length + 3 };
    if (rest.startsWith(name) && !NAME_CHAR.test(rest[name.length] ?? '')) {
      return { placeholder, length: name.length + 1 };
    }
  }
  const withDefault = PROJECT_DEFAULT.exec(rest);
  if (withDefault) {
    const word = withDefault[0].replace(/^\{CLAUDE_PROJECT_DIR:?-/, '').slice(0, -1);
    // Under Codex the word is what runs: `.` is the session's directory, the project root here (C-3).
    if (!codex || word === '.' || word === './')
      return { placeholder: 'project', length: withDefault[0].length + 1 };
    return {
      construct: `the parameter expansion \`$${withDefault[0]}\`: Codex does not set CLAUDE_PROJECT_DIR, so under Codex it is ${JSON.stringify(word)}, not the project root`,
    };
  }
  const name = /^\{?([A-Za-z_][A-Za-z0-9_]*)/.exec(rest)?.[1];
  const plugin =
    name === undefined || context === undefined
      ? undefined
      : pluginRootConstruct(name, context.harness, context.plugin);
  return { construct: plugin ?? describeDollar(rest) };
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
