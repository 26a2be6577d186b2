import { argvProblem, HookError } from '@lionagi/hooks-profile/core';

/** The argv placeholder that stands for the project directory; substituted at spawn, never by a shell. */
export const PROJECT_DIR_PLACEHOLDER = '${LIONAGI_PROJECT_DIR}';

/** Where an argv came from, for error messages. */
export interface ArgvContext {
  file?: string | undefined;
  line?: number | undefined;
  event?: string | undefined;
}

function where(context: ArgvContext): string {
  const at = context.file === undefined ? '' : `${context.file}:${context.line ?? 0}: `;
  const event = context.event === undefined ? '' : `${context.event} hook `;
  return `${at}${event}`;
}

/**
 * D4 at the trust gate: a command must be a non-empty array of strings, none empty, whitespace
 * only or holding a NUL (the profile's `argvProblem`, the rule and words settings load, import and
 * the exec adapter apply). Anything else throws `INVALID_ARGV`, so no trust record can ever pin a
 * malformed command.
 */
export function assertValidArgv(
  argv: unknown,
  context: ArgvContext = {},
): asserts argv is readonly string[] {
  const problem = argvProblem(argv);
  if (problem !== undefined) {
    throw new HookError('INVALID_ARGV', `${where(context)}${problem}`, {
      details: { ...context, argv },
    });
  }
}

/** The home-directory placeholder; the exec layer replaces it with the hook's `HOME` at spawn. */
export const HOME_PLACEHOLDER = '${HOME}';

/**
 * Replaces every `${LIONAGI_PROJECT_DIR}` in one argv element with the project directory and
 * every `${HOME}` with `home`, exactly as the exec layer does at spawn (project first), so the
 * files pinned are the files that run. With `home` unset the `${HOME}` text is left as is: the
 * hook cannot start then, and the path resolves to nothing.
 */
export function substituteProjectDir(
  value: string,
  projectDir: string,
  home: string | undefined = process.env.HOME,
): string {
  return value
    .split(PROJECT_DIR_PLACEHOLDER)
    .map((piece) =>
      home !== undefined && home !== '' ? piece.split(HOME_PLACEHOLDER).join(home) : piece,
    )
    .join(projectDir);
}
