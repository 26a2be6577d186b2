import { isBlankArgvElement } from '@lionagi/hooks-config';
import { HookError } from '@lionagi/hooks-profile/core';
import { serializeArgv } from './command-hash.js';

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
 * D4 at the trust gate: a command must be a non-empty array of strings, none empty or whitespace
 * only (Python's `str.strip` whitespace, as in Python LionAGI). Anything else throws `INVALID_ARGV`, so no trust record can ever pin a malformed command.
 */
export function assertValidArgv(
  argv: unknown,
  context: ArgvContext = {},
): asserts argv is readonly string[] {
  const prefix = where(context);
  if (!Array.isArray(argv) || argv.length === 0) {
    throw new HookError(
      'INVALID_ARGV',
      `${prefix}command must be a non-empty argv list of non-blank strings, got ${describe(argv)}`,
      { details: { ...context, argv } },
    );
  }
  const bad = argv.findIndex((item) => typeof item !== 'string' || isBlankArgvElement(item));
  if (bad !== -1) {
    const shown = argv.every((item) => typeof item === 'string')
      ? serializeArgv(argv)
      : describe(argv);
    throw new HookError(
      'INVALID_ARGV',
      `${prefix}command must be a non-empty argv list of non-blank strings; element ${bad} of ${shown} is ${describe(argv[bad], true)}`,
      { details: { ...context, argv, index: bad } },
    );
  }
}

function describe(value: unknown, element = false): string {
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : 'a list';
  if (typeof value === 'string' && element) return value === '' ? 'empty' : 'blank';
  if (typeof value === 'string') return 'a string (a shell command is never run: use an argv list)';
  if (value === null) return 'null';
  return `a ${typeof value}`;
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
