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
  | { placeholder: 'project' | 'home' | 'plugin'; length: number }
  | { placeholder?: undefined; construct: string };

/**
 * A `${CLAUDE_PROJECT_DIR:-word}` / `${CLAUDE_PROJECT_DIR-word}` default: the hooks' environment
 * always sets the variable to the (non-empty) project root, so the word is never used. Only a
 * word without quotes, `$`, backslashes or backticks is accepted, so its end is unambiguous.
 */
const PROJECT_DEFAULT = new RegExp(`^\\{${PROJECT_VAR}:?-[^}'"\\\\$\`\\n\\r]*\\}`);

/** Which plugin-root variables the harness sets, and the plugin's directory when one is imported. */
export interface DollarContext {
  harness: ForeignHarness;
  plugin?: PluginRoot | undefined;
}

/**
 * Reads the `$` at `at` in `src`. `$CLAUDE_PROJECT_DIR` (not followed by a name character),
 * `${CLAUDE_PROJECT_DIR}` and `${CLAUDE_PROJECT_DIR:-word}` are the project directory; `$HOME` and
 * `${HOME}` the home directory; `$VAR` / `${VAR}` of the harness's plugin-root variables the
 * imported plugin's directory (only with `context.plugin`); anything else is described for the
 * rejection.
 */
export function readDollar(src: string, at: number, context?: DollarContext): DollarRead {
  const rest = src.slice(at + 1);
  const known: [string, 'project' | 'home' | 'plugin'][] = [
    [PROJECT_VAR, 'project'],
    [HOME_VAR, 'home'],
    ...(context?.plugin?.vars ?? []).map((v) => [v, 'plugin'] as [string, 'plugin']),
  ];
  for (const [name, placeholder] of known) {
    if (rest.startsWith(`{${name}}`)) return { placeholder, length: name.length + 3 };
    if (rest.startsWith(name) && !NAME_CHAR.test(rest[name.length] ?? '')) {
      return { placeholder, length: name.length + 1 };
    }
  }
  const withDefault = PROJECT_DEFAULT.exec(rest);
  if (withDefault) return { placeholder: 'project', length: withDefault[0].length + 1 };
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
