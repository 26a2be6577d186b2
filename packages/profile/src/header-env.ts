/**
 * An http handler's header reference to an environment variable: `$NAME` or `${NAME}`, NAME a
 * POSIX name. The one pattern config (which warns about unlisted names) and exec (which fills the
 * listed ones) share, so they cannot disagree about what a reference is.
 */
export const HEADER_ENV_REFERENCE = /\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))/g;

/** Each reference in a header value: the variable's name and the text as written. */
export function headerEnvReferences(value: string): Array<{ name: string; text: string }> {
  return [...value.matchAll(HEADER_ENV_REFERENCE)].map((m) => ({
    name: (m[1] ?? m[2]) as string,
    text: m[0],
  }));
}
