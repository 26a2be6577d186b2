import { HEADER_ENV_REFERENCE } from '@lionagi/hooks-profile/core';

/** An http handler as the dispatcher needs it (`type: http` in settings). */
export interface HttpHandlerSpec {
  /** `http:` or `https:` URL the envelope is POSTed to. */
  url: string;
  /** Header names to values as written; `$VAR` / `${VAR}` are filled from `allowedEnvVars` only. */
  headers?: Readonly<Record<string, string>> | undefined;
  /** Environment variable names a header value may read; any other reference stays literal. */
  allowedEnvVars?: readonly string[] | undefined;
}

/**
 * The headers an http handler sends: each `$VAR` / `${VAR}` whose name is in `allowedEnvVars`
 * becomes the variable's value in `env` (empty when unset); every other reference stays exactly
 * as written, so a secret the entry did not list is never read.
 */
export function substituteHeaders(
  spec: HttpHandlerSpec,
  env: NodeJS.ProcessEnv,
): Record<string, string> {
  const allowed = new Set(spec.allowedEnvVars ?? []);
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(spec.headers ?? {})) {
    out[name] = value.replace(HEADER_ENV_REFERENCE, (whole, braced?: string, bare?: string) => {
      const variable = (braced ?? bare) as string;
      return allowed.has(variable) ? (env[variable] ?? '') : whole;
    });
  }
  return out;
}
