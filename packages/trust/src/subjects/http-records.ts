import { type HttpTrustRecord, httpHash } from '../http-trust.js';
import { isSha256Hex } from '../sha256-hex.js';
import { type HookWiring, parseWiring } from '../wiring.js';
import { asMapping, hashText, type RecordKind } from './record-kind.js';

const names = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

/** Reads one raw `trusted_hook_commands` item that has an `http_hash`: the record, or its problems. */
function parseHttpRecord(raw: unknown): HttpTrustRecord | string[] {
  const item = asMapping(raw);
  if (item === undefined) return [`expected ${httpRecords.shape}`];
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

/** A `type: http` handler's records: a mapping with `http_hash` (see {@link HttpTrustRecord}). */
export const httpRecords: RecordKind<HttpTrustRecord> = {
  shape: 'a mapping with http_hash',
  owns: (item) => {
    const mapping = asMapping(item);
    return mapping !== undefined && 'http_hash' in mapping;
  },
  parse: parseHttpRecord,
  wireHash: (item) => hashText(asMapping(item)?.http_hash),
};
