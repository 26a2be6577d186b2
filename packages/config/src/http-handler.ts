import { headerEnvReferences } from '@lionagi/hooks-profile/core';
import { isMap, isScalar, isSeq, type YAMLMap } from 'yaml';
import {
  type DiagnosticScope,
  type FileContext,
  reportError,
  reportWarning,
} from './diagnostics.js';
import { deref, scalarValue } from './yaml-node.js';

/** A `type: http` entry's request: the envelope is POSTed as JSON to `url`. */
export interface HttpHandlerFields {
  url: string;
  /** Header name to value as written (`$VAR` / `${VAR}` filled at send time). */
  headers: Record<string, string>;
  /** Variables a header value may read; any other `$VAR` stays literal. */
  allowedEnvVars: string[];
}

/** Keys a `type: http` entry has besides the common ones. */
export const HTTP_ENTRY_KEYS = ['url', 'headers', 'allowed_env_vars'] as const;

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
// RFC 9110 token: what fetch accepts as a header name.
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

function readUrl(ctx: FileContext, map: YAMLMap, scope: DiagnosticScope): string | undefined {
  const node = map.get('url', true);
  if (node === undefined) {
    reportError(
      ctx,
      map,
      'url is required for "type: http", e.g. url: "http://127.0.0.1:8080/hook"',
      scope,
    );
    return undefined;
  }
  const value = scalarValue(ctx, node);
  let parsed: URL | undefined;
  try {
    parsed = typeof value === 'string' ? new URL(value) : undefined;
  } catch {
    parsed = undefined;
  }
  if (parsed === undefined || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    reportError(
      ctx,
      node,
      `url must be an absolute http:// or https:// URL; got ${JSON.stringify(value ?? null)}`,
      scope,
    );
    return undefined;
  }
  return value as string;
}

function readAllowed(ctx: FileContext, map: YAMLMap, scope: DiagnosticScope): string[] | undefined {
  const node = map.get('allowed_env_vars', true);
  if (node === undefined) return [];
  const list = deref(ctx, node);
  if (!isSeq(list)) {
    reportError(
      ctx,
      node,
      'allowed_env_vars must be a list of environment variable names, e.g. [HOOK_TOKEN]',
      scope,
    );
    return undefined;
  }
  const names: string[] = [];
  for (const item of list.items) {
    const value = scalarValue(ctx, item);
    if (typeof value !== 'string' || !ENV_NAME.test(value)) {
      const hint =
        typeof value === 'string' && value.startsWith('$')
          ? ' (write the bare name, without $)'
          : '';
      reportError(
        ctx,
        item,
        `allowed_env_vars lists ${JSON.stringify(value ?? null)}, not an environment variable name${hint}`,
        scope,
      );
      return undefined;
    }
    names.push(value);
  }
  return names;
}

function readHeaders(
  ctx: FileContext,
  map: YAMLMap,
  allowed: readonly string[],
  scope: DiagnosticScope,
): Record<string, string> | undefined {
  const node = map.get('headers', true);
  if (node === undefined) return {};
  const headers = deref(ctx, node);
  if (!isMap(headers)) {
    reportError(ctx, node, 'headers must be a mapping of header name to string value', scope);
    return undefined;
  }
  const out: Record<string, string> = {};
  let ok = true;
  for (const pair of headers.items) {
    const name = scalarValue(ctx, pair.key);
    const value = isScalar(deref(ctx, pair.value)) ? scalarValue(ctx, pair.value) : undefined;
    if (typeof name !== 'string' || !HEADER_NAME.test(name)) {
      reportError(
        ctx,
        pair,
        `header name ${JSON.stringify(name ?? null)} is not a valid HTTP header name`,
        scope,
      );
      ok = false;
      continue;
    }
    if (typeof value !== 'string' || /[\r\n\0]/.test(value)) {
      reportError(ctx, pair.value ?? pair, `header ${name} must be a one-line string value`, scope);
      ok = false;
      continue;
    }
    for (const ref of headerEnvReferences(value)) {
      if (!allowed.includes(ref.name)) {
        const message = `header ${name} refers to $${ref.name}, which allowed_env_vars does not list: it is sent literally as "${ref.text}" (Claude Code would send an empty string)`;
        reportWarning(ctx, pair.value ?? pair, message, scope);
      }
    }
    out[name] = value;
  }
  return ok ? out : undefined;
}

/** Validates a `type: http` entry's request fields, reporting each problem at its position. */
export function readHttpHandler(
  ctx: FileContext,
  map: YAMLMap,
  scope: DiagnosticScope,
): HttpHandlerFields | undefined {
  const url = readUrl(ctx, map, scope);
  const allowedEnvVars = readAllowed(ctx, map, scope);
  const headers = readHeaders(ctx, map, allowedEnvVars ?? [], scope);
  if (url === undefined || allowedEnvVars === undefined || headers === undefined) return undefined;
  return { url, headers, allowedEnvVars };
}
