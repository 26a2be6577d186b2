import { HookError } from '@lionagi/hooks-profile';

/** The project-directory placeholder expanded inside a hook argv element (C-4). */
export const PROJECT_DIR_PLACEHOLDER = '${LIONAGI_PROJECT_DIR}';

/**
 * The home-directory placeholder (what `$HOME` and a leading `~/` import as): replaced by the
 * `HOME` of the hook's environment at spawn, never by a shell. These two are the only
 * placeholders; no other `$` form is touched.
 */
export const HOME_PLACEHOLDER = '${HOME}';

/**
 * Throws `INVALID_ARGV` unless `argv` is a non-empty array of non-blank strings without NUL
 * bytes (ADR-0048 D4). A string is refused, never split: there is no shell to hand it to.
 * @param where - how the offending hook is named in the message (entry, file:line, event).
 */
export function assertArgv(
  argv: unknown,
  where = 'hook command',
): asserts argv is readonly string[] {
  if (typeof argv === 'string') {
    throw new HookError(
      'INVALID_ARGV',
      `${where}: command must be an argv list such as ["./guard.sh", "--strict"], got the string ${JSON.stringify(argv)}; hooks never run through a shell`,
      { details: { argv } },
    );
  }
  if (!Array.isArray(argv) || argv.length === 0) {
    throw new HookError(
      'INVALID_ARGV',
      `${where}: command must be a non-empty argv list, got ${Array.isArray(argv) ? '[]' : describe(argv)}`,
      { details: { argv } },
    );
  }
  argv.forEach((element: unknown, index) => {
    if (typeof element !== 'string' || element.trim() === '') {
      throw new HookError(
        'INVALID_ARGV',
        `${where}: argv element ${index} must be a non-blank string, got ${describe(element)} in ${safeJson(argv)}`,
        { details: { argv, index } },
      );
    }
    if (element.includes('\0')) {
      throw new HookError(
        'INVALID_ARGV',
        `${where}: argv element ${index} contains a NUL byte, which no process can receive`,
        { details: { argv, index } },
      );
    }
  });
}

/**
 * Replaces every literal `${LIONAGI_PROJECT_DIR}` in each element with `projectDir` and every
 * `${HOME}` with `home` (C-4). Elements are never split or joined, and no other `$` form is
 * touched. The project placeholder is replaced first, so a project path containing the text
 * `${HOME}` is not rewritten.
 * @throws HookError `INVALID_ARGV` when an element uses `${HOME}` and `home` is unset or empty.
 */
export function substituteProjectDir(
  argv: readonly string[],
  projectDir: string,
  home: string | undefined,
): string[] {
  // split/join, not replaceAll: a replacement string would interpret `$&`, `$1`… in projectDir.
  return argv.map((element) =>
    element
      .split(PROJECT_DIR_PLACEHOLDER)
      .map((piece) => substituteHome(piece, home, argv))
      .join(projectDir),
  );
}

function substituteHome(piece: string, home: string | undefined, argv: readonly string[]): string {
  if (!piece.includes(HOME_PLACEHOLDER)) return piece;
  if (home === undefined || home === '') {
    throw new HookError(
      'INVALID_ARGV',
      `hook command ${safeJson(argv)} uses ${HOME_PLACEHOLDER}, but HOME is not set in the hook's environment`,
      { details: { argv } },
    );
  }
  return piece.split(HOME_PLACEHOLDER).join(home);
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a value of type ${typeof value}`;
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}
