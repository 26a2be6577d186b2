import { HookError, isHookError } from '@lionagi/hooks-profile';

/** Options of {@link PermissionDeniedError}. */
export interface PermissionDeniedOptions {
  /** Where the denial happened, e.g. `UserPromptSubmit` or `tool "bash" (call_1)`. */
  where?: string;
  cause?: unknown;
  details?: Record<string, unknown>;
}

/**
 * A denial at a blocking point (a guard said no). Code `PERMISSION_DENIED`; `reason` is the
 * guard's own reason, unchanged, so callers can show exactly what the hook said.
 */
export class PermissionDeniedError extends HookError {
  readonly reason: string;

  constructor(reason: string, options: PermissionDeniedOptions = {}) {
    const where = options.where ?? 'blocking hook point';
    super('PERMISSION_DENIED', `${where} denied: ${reason}`, {
      cause: options.cause,
      details: { ...options.details, reason, where },
    });
    this.reason = reason;
  }
}
Object.defineProperty(PermissionDeniedError.prototype, 'name', {
  value: 'PermissionDeniedError',
  enumerable: false,
});

/**
 * True for a `PERMISSION_DENIED` {@link HookError}, including one created by another copy of
 * this package (it checks the brand and code, never `instanceof`).
 */
export function isPermissionDeniedError(
  value: unknown,
): value is HookError & { code: 'PERMISSION_DENIED'; reason?: string } {
  return isHookError(value) && value.code === 'PERMISSION_DENIED';
}

/** The reason carried by a denial, or the message of any other error. */
export function denialReason(error: unknown): string {
  if (isPermissionDeniedError(error)) {
    const reason = (error as { reason?: unknown }).reason ?? error.details.reason;
    if (typeof reason === 'string') return reason;
  }
  return error instanceof Error ? error.message : String(error);
}
