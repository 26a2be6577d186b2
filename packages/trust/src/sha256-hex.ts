// Apart from records.ts so http-trust.ts and records.ts do not import each other.

const SHA256_HEX = /^[0-9a-fA-F]{64}$/;

/** True for a 64-digit hexadecimal SHA-256 (either case). */
export function isSha256Hex(value: unknown): value is string {
  return typeof value === 'string' && SHA256_HEX.test(value);
}
