import { resolve } from 'node:path';
import { realPath } from './resolve.js';
import { sha256 } from './sha256-hex.js';
import type { HookWiring } from './wiring.js';

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
  return sha256()
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
