import { HookError, isHookError } from '@lionagi/hooks-profile';

/**
 * Error codes the providers add to the `HookError` codes of `@lionagi/hooks-profile`:
 * `PROVIDER_FAILED` (the API request failed: network, HTTP status, stream error) and
 * `PROVIDER_RESPONSE_INVALID` (the API answered something we cannot use, e.g. tool-call
 * arguments that are not a JSON object). Configuration mistakes use `USAGE`.
 */
export type ProviderErrorCode = 'PROVIDER_FAILED' | 'PROVIDER_RESPONSE_INVALID';

/** The code of a provider request that failed (it ends the turn; StopFailure fires). */
export const PROVIDER_FAILED: ProviderErrorCode = 'PROVIDER_FAILED';
const RESPONSE_INVALID: ProviderErrorCode = 'PROVIDER_RESPONSE_INVALID';

/** The value of `name` in `env`, or `undefined` when it is unset or blank. */
export function envValue(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** The `USAGE` error for a provider whose API key is missing, naming the variable to set. */
export function missingApiKey(provider: string, variable: string): HookError {
  return new HookError(
    'USAGE',
    `the ${provider} provider needs an API key: ${variable} is not set`,
    { details: { provider, variable } },
  );
}

/**
 * What to throw when a provider request failed: aborts and `HookError`s unchanged, anything else
 * wrapped as `PROVIDER_FAILED` naming the provider, model, endpoint and the underlying cause.
 * `timedOut` (the SDK's APIConnectionTimeoutError, which says only "Request timed out.") adds
 * the limit that ran out and the flags that set it.
 */
export function providerFailure(
  where: { provider: string; model: string; endpoint: string; timeoutMs?: number },
  error: unknown,
  signal: AbortSignal | undefined,
  timedOut = false,
): unknown {
  if (isHookError(error) || signal?.aborted) return error;
  const limit = `no answer within ${where.timeoutMs === undefined ? 'the SDK default of 600 s' : `${where.timeoutMs / 1000} s`}; --timeout and --max-retries set the limits`;
  const message = timedOut ? `${errorText(error)} (${limit})` : withCause(error);
  const status = (error as { status?: unknown } | null)?.status;
  return new HookError(
    PROVIDER_FAILED,
    `${where.provider} provider (model ${where.model}): request to ${where.endpoint} failed: ${message}`,
    { cause: error, details: { ...where, ...(typeof status === 'number' ? { status } : {}) } },
  );
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * An error's message followed by its innermost cause, where the SDKs hide it: a refused
 * connection is `Connection error.` on the outside and `connect ECONNREFUSED 127.0.0.1:9`
 * (inside `fetch failed`) underneath.
 */
function withCause(error: unknown): string {
  const message = errorText(error);
  let inner: unknown = error;
  for (let depth = 0; depth < 8 && inner instanceof Error && inner.cause !== undefined; depth++)
    inner = inner.cause;
  if (inner === error || !(inner instanceof Error)) return message;
  const code = (inner as NodeJS.ErrnoException).code;
  const cause = code && !inner.message.includes(code) ? `${code}: ${inner.message}` : inner.message;
  return cause === '' || message.includes(cause) ? message : `${message} (${cause})`;
}

/** Parses the JSON argument text of a tool call the model made; it must be a JSON object. */
export function parseToolArguments(
  provider: string,
  call: { id: string; name: string },
  json: string,
): Record<string, unknown> {
  const fail = (why: string): never => {
    throw new HookError(
      RESPONSE_INVALID,
      `${provider} provider: tool call ${call.id} (${call.name}) has invalid arguments: ${why}; expected a JSON object`,
      { details: { provider, toolCallId: call.id, toolName: call.name, arguments: json } },
    );
  };
  let value: unknown;
  try {
    value = json.trim() === '' ? {} : JSON.parse(json);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail(`got ${JSON.stringify(value)}`);
  }
  return value as Record<string, unknown>;
}
