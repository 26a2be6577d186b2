import { describe, expect, it } from 'vitest';
import { recordHash, sameIdentity, sameRecord } from './command-record-identity.js';
import type { FullTrustRecord } from './command-records.js';

const H1 = 'f6e3b744922b51273f3d5aad4274ea880b105651d41324499da902422c4a971c';
const D1 = 'a'.repeat(64);
const D2 = 'b'.repeat(64);

describe('record comparison', () => {
  const base: FullTrustRecord = {
    argv_hash: H1,
    resolved_path: '/bin/x',
    content_digest: D1,
    files: { '/a': D1, '/b': D2 },
  };

  it('sameRecord compares digests and ignores file order', () => {
    expect(sameRecord(base, { ...base, files: { '/b': D2, '/a': D1 } })).toBe(true);
    expect(sameRecord(base, { ...base, files: { '/a': D1, '/b': D1 } })).toBe(false);
    expect(sameRecord(base, { ...base, content_digest: D2 })).toBe(false);
    expect(sameRecord(H1, H1)).toBe(true);
    expect(sameRecord(H1, base)).toBe(false);
  });

  it('sameIdentity ignores digests but not paths', () => {
    expect(sameIdentity(base, { ...base, content_digest: D2, files: { '/a': D2, '/b': D1 } })).toBe(
      true,
    );
    expect(sameIdentity(base, { ...base, resolved_path: '/usr/bin/x' })).toBe(false);
    expect(sameIdentity(base, { ...base, files: { '/a': D1 } })).toBe(false);
  });

  it('recordHash reads either form', () => {
    expect(recordHash(H1)).toBe(H1);
    expect(recordHash(base)).toBe(H1);
  });
});
