import { argvProblem, HookError } from '@lionagi/hooks-profile/core';

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
 * bytes (ADR-0048 D4: the profile's `argvProblem`, the rule settings load and import apply, in the
 * same words) that the kernel can exec (see {@link argvSizeProblem}). A string is refused, never
 * split: there is no shell to hand it to.
 * @param where - how the offending hook is named in the message (entry, file:line, event).
 */
export function assertArgv(
  argv: unknown,
  where = 'hook command',
): asserts argv is readonly string[] {
  const problem = argvProblem(argv) ?? argvSizeProblem(argv as string[]);
  if (problem !== undefined) {
    throw new HookError('INVALID_ARGV', `${where}: ${problem}`, { details: { argv } });
  }
}

/**
 * Linux exec limits: one argument may hold at most `MAX_ARG_STRLEN` (32 pages, 131072 bytes with
 * its NUL), and argv plus the environment at most `ARG_MAX` (2 MiB with the default 8 MiB stack).
 * An argv past either fails at exec with E2BIG, so it is refused where the entry is loaded.
 */
export const EXEC_LIMITS = { maxArgBytes: 131_072, maxTotalBytes: 2_097_152 } as const;

/**
 * Why the kernel would refuse to exec `argv` (E2BIG), or `undefined`. `env`, when given, counts
 * toward the total as exec counts it (each `NAME=value` and its NUL, plus one pointer each).
 */
export function argvSizeProblem(
  argv: readonly string[],
  env?: NodeJS.ProcessEnv,
): string | undefined {
  let total = 0;
  for (const [index, element] of argv.entries()) {
    const bytes = Buffer.byteLength(element) + 1;
    if (bytes > EXEC_LIMITS.maxArgBytes) {
      return `argv element ${index} is ${bytes - 1} bytes, over the ${EXEC_LIMITS.maxArgBytes}-byte limit of one exec argument (it would fail with E2BIG)`;
    }
    total += bytes + 8;
  }
  const envBytes = Object.entries(env ?? {}).reduce(
    (sum, [name, value]) => sum + Buffer.byteLength(`${name}=${value ?? ''}`) + 1 + 8,
    0,
  );
  if (total + envBytes > EXEC_LIMITS.maxTotalBytes) {
    const what = env === undefined ? 'argv totals' : 'argv and the environment total';
    return `${what} ${total + envBytes} bytes, over the ${EXEC_LIMITS.maxTotalBytes}-byte exec limit (it would fail with E2BIG)`;
  }
  return undefined;
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
  // An element without `${` holds neither placeholder (most of them): taken as it is.
  return argv.map((element) =>
    !element.includes('${')
      ? element
      : element
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

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}
