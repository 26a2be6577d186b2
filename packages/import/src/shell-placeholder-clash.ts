import { HOME_PLACEHOLDER, PROJECT_DIR_PLACEHOLDER } from './placeholder.js';

/**
 * Where a shell script (`--allow-shell`) holds placeholder text that LionAGI substitutes in every
 * argv element at spawn but the harness's shell would read otherwise: `${LIONAGI_PROJECT_DIR}`
 * anywhere (no harness sets it: the shell expands it to nothing), and `${HOME}` in single quotes,
 * `$'…'` or after a backslash (the shell keeps it as text). An unquoted or double-quoted `${HOME}` is
 * what the shell expands to the same HOME, and is left alone. Returns the first clash, described.
 */
export function shellPlaceholderClash(script: string): string | undefined {
  let quote: "'" | '"' | undefined;
  for (let i = 0; i < script.length; i++) {
    const c = script[i];
    if (script.startsWith(PROJECT_DIR_PLACEHOLDER, i)) {
      return `the literal text ${PROJECT_DIR_PLACEHOLDER}, which no harness sets (its shell expands it to nothing) but LionAGI would substitute at spawn`;
    }
    if (quote === "'") {
      if (c === "'") quote = undefined;
      else if (script.startsWith(HOME_PLACEHOLDER, i)) return homeClash('in single quotes');
      continue;
    }
    if (c === '\\') {
      if (script.startsWith(HOME_PLACEHOLDER, i + 1)) return homeClash('escaped');
      i += 1;
    } else if (c === "'" && quote === undefined) {
      quote = "'";
    } else if (c === '"') {
      quote = quote === '"' ? undefined : '"';
    }
  }
  return undefined;
}

function homeClash(where: string): string {
  return `the literal text ${HOME_PLACEHOLDER} (${where}), which the shell keeps as text but LionAGI would substitute at spawn`;
}
