// Apart from records.ts so http-trust.ts and records.ts do not import each other.

const SHA256_HEX = /^[0-9a-fA-F]{64}$/;

/** True for a 64-digit hexadecimal SHA-256 (either case). */
export function isSha256Hex(value: unknown): value is string {
  return typeof value === 'string' && SHA256_HEX.test(value);
}

/**
 * A new SHA-256 hash. `node:crypto` is loaded at the first one, not when trust is: loading it
 * costs Node 20 about 5 ms, which a bridge call whose hooks need no hash would pay (issue 38).
 */
export function sha256(): import('node:crypto').Hash {
  return process.getBuiltinModule('node:crypto').createHash('sha256');
}
