import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { realPath } from './resolve.js';
import { isSha256Hex } from './sha256-hex.js';
import { type HookWiring, parseWiring } from './wiring.js';

/** What an http handler's approval covers: the URL and the names it sends and reads. */
export interface HttpTrustSubject {
  url: string;
  headers?: Readonly<Record<string, string>> | undefined;
  allowedEnvVars?: readonly string[] | undefined;
}

/**
 * The trust record of an http handler, as written under `trusted_hook_commands`: it pins the URL,
 * the header NAMES and the environment variables the headers may read, in one project. Header
 * values are never written (they may hold tokens); a value can only read variables the record
 * lists, so changing what is read means changing a pinned name.
 */
export interface HttpTrustRecord {
  /** SHA-256 of the canonical JSON `{"url","header_names","allowed_env_vars"}` (names sorted). */
  http_hash: string;
  url: string;
  header_names: string[];
  allowed_env_vars: string[];
  /** Real path of the project the approval was given in. */
  project: string;
  /**
   * Where the handler is wired (not in `http_hash`, so earlier versions still read the record).
   * Absent in records written before wiring was pinned: those trust nothing any more.
   */
  wiring?: HookWiring;
}

/** The pins of an http handler, names sorted (header names lower-cased: HTTP ignores case). */
export function httpPins(http: HttpTrustSubject): Omit<HttpTrustRecord, 'http_hash' | 'project'> {
  return {
    url: http.url,
    header_names: Object.keys(http.headers ?? {})
      .map((n) => n.toLowerCase())
      .sort(),
    allowed_env_vars: [...(http.allowedEnvVars ?? [])].sort(),
  };
}

/** The `http_hash` of an http handler's pins. */
export function httpHash(http: HttpTrustSubject): string {
  return createHash('sha256')
    .update(JSON.stringify(httpPins(http)))
    .digest('hex');
}

/** The record approving `http` in `projectDir` (its real path), wired as `wiring`. */
export function httpRecordFor(
  http: HttpTrustSubject,
  projectDir: string,
  wiring?: HookWiring,
): HttpTrustRecord {
  const record: HttpTrustRecord = {
    http_hash: httpHash(http),
    ...httpPins(http),
    project: realPath(resolve(projectDir)),
  };
  if (wiring !== undefined) record.wiring = wiring;
  return record;
}

const names = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

/** Reads one raw `trusted_hook_commands` item that has an `http_hash`: the record, or its problems. */
export function parseHttpRecord(item: Record<string, unknown>): HttpTrustRecord | string[] {
  const problems: string[] = [];
  if (!isSha256Hex(item.http_hash)) problems.push('http_hash must be a 64-digit sha256 hex');
  if (typeof item.url !== 'string') problems.push('url must be a string');
  if (!names(item.header_names)) problems.push('header_names must be a list of strings');
  if (!names(item.allowed_env_vars)) problems.push('allowed_env_vars must be a list of strings');
  if (typeof item.project !== 'string' || !item.project.startsWith('/'))
    problems.push('project must be an absolute path');
  const wiring = parseWiring(item.wiring);
  if (Array.isArray(wiring)) problems.push(...wiring);
  if (problems.length > 0) return problems;
  const record: HttpTrustRecord = {
    http_hash: (item.http_hash as string).toLowerCase(),
    url: item.url as string,
    header_names: [...(item.header_names as string[])],
    allowed_env_vars: [...(item.allowed_env_vars as string[])],
    project: item.project as string,
  };
  if (wiring !== undefined) record.wiring = wiring as HookWiring;
  const expected = httpHash({
    url: record.url,
    headers: Object.fromEntries(record.header_names.map((n) => [n, ''])),
    allowedEnvVars: record.allowed_env_vars,
  });
  return expected === record.http_hash
    ? record
    : ['http_hash does not match url, header_names and allowed_env_vars'];
}

/** What differs between an http handler now and its approved record, in words. */
export function describeHttpChanges(http: HttpTrustSubject, record: HttpTrustRecord): string[] {
  const now = httpPins(http);
  const changes: string[] = [];
  const list = (v: string[]) => (v.length === 0 ? '(none)' : v.join(', '));
  if (now.url !== record.url) changes.push(`url was ${record.url}, is now ${now.url}`);
  if (JSON.stringify(now.header_names) !== JSON.stringify(record.header_names))
    changes.push(
      `header names were ${list(record.header_names)}, are now ${list(now.header_names)}`,
    );
  if (JSON.stringify(now.allowed_env_vars) !== JSON.stringify(record.allowed_env_vars))
    changes.push(
      `allowed_env_vars were ${list(record.allowed_env_vars)}, are now ${list(now.allowed_env_vars)}`,
    );
  return changes;
}
