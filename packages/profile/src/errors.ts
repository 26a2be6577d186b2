const BRAND = Symbol.for('lionagi.hooks.error');

/** Machine-readable error codes shared by every `@lionagi/hooks-*` package. */
export type HookErrorCode =
  | 'UNKNOWN_EVENT'
  | 'INVALID_MATCHER'
  | 'INVALID_ARGV'
  | 'INVALID_ENVELOPE'
  | 'INVALID_OUTPUT'
  | 'JSON_TOO_DEEP'
  | 'CONFIG_INVALID'
  | 'CONFIG_UNREADABLE'
  | 'CONFIG_WRITE_REFUSED'
  | 'SPAWN_FAILED'
  | 'HOOK_TIMEOUT'
  | 'UNTRUSTED_HOOK'
  | 'IMPORT_FAILED'
  | 'PERMISSION_DENIED'
  | 'USAGE';

/** Options of {@link HookError}. */
export interface HookErrorOptions {
  /** The wrapped failure, if any. */
  cause?: unknown;
  /** Structured context: file, line, event, entry index, JSON path, zod issues… */
  details?: Record<string, unknown>;
}

/**
 * The one error base of the hook layer. Messages say what failed, where, and what was
 * expected; `code` is stable for programs, `details` carries structured context.
 * Use {@link isHookError} rather than `instanceof`: bundles may hold separate copies of this class.
 */
export class HookError extends Error {
  readonly code: HookErrorCode | (string & {});
  readonly details: Record<string, unknown>;
  readonly [BRAND] = true;

  constructor(
    code: HookErrorCode | (string & {}),
    message: string,
    options: HookErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.details = options.details ?? {};
  }
}
Object.defineProperty(HookError.prototype, 'name', { value: 'HookError', enumerable: false });

/** True for any {@link HookError}, including one created by another copy of this package. */
export function isHookError(value: unknown): value is HookError {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Record<symbol, unknown>)[BRAND] === true
  );
}
