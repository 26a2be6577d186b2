import { HookError, isHookError } from '@lionagi/hooks-profile';

/**
 * Error codes the providers add to the `HookError` codes of `@lionagi/hooks-profile`:
 * `PROVIDER_FAILED` (the API request failed: network, HTTP status, stream error) and
 * `PROVIDER_RESPONSE_INVALID` (the API answered something we cannot use, e.g. tool-call
 * arguments that are not a JSON object). Configuration mistakes use `USAGE`.
 */
export type ProviderErrorCode = 'PROVIDER_FAILED' | 'PROVIDER_RESPONSE_INVALID';

const FAILED: ProviderErrorCode = 'PROVIDER_FAILED';
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
 * wrapped as `PROVIDER_FAILED` naming the provider, model and endpoint.
 */
export function providerFailure(
  where: { provider: string; model: string; endpoint: string },
  error: unknown,
  signal: AbortSignal | undefined,
): unknown {
  if (isHookError(error) || signal?.aborted) return error;
  const message = error instanceof Error ? error.message : String(error);
  const status = (error as { status?: unknown } | null)?.status;
  return new HookError(
    FAILED,
    `${where.provider} provider (model ${where.model}): request to ${where.endpoint} failed: ${message}`,
    { cause: error, details: { ...where, ...(typeof status === 'number' ? { status } : {}) } },
  );
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
