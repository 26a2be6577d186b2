import { describe, expect, it } from 'vitest';
import {
  type FullTrustRecord,
  parseTrustRecords,
  recordHash,
  sameIdentity,
  sameRecord,
} from './records.js';

const H1 = 'f6e3b744922b51273f3d5aad4274ea880b105651d41324499da902422c4a971c';
const D1 = 'a'.repeat(64);
const D2 = 'b'.repeat(64);

describe('parseTrustRecords', () => {
  it('reads plain hashes (normalized to lowercase) and full records', () => {
    const full = {
      argv_hash: H1,
      resolved_path: '/usr/bin/uv',
      content_digest: D1,
      files: { '/p/g.py': D2 },
    };
    const parsed = parseTrustRecords([H1.toUpperCase(), full]);
    expect(parsed.invalid).toEqual([]);
    expect(parsed.records).toEqual([
      { index: 0, record: H1 },
      { index: 1, record: full },
    ]);
  });

  it('accepts Python LionAGI records without files (they pin the executable only)', () => {
    const python = { argv_hash: H1, resolved_path: '/usr/bin/uv', content_digest: D1 };
    expect(parseTrustRecords([python]).records[0]?.record).toEqual(python);
  });

  it('reports every invalid item with its index and never trusts it', () => {
    const parsed = parseTrustRecords([
      'not-a-hash',
      42,
      ['x'],
      { argv_hash: H1, resolved_path: 'relative/uv', content_digest: 'zz' },
      { argv_hash: H1, resolved_path: '/u', content_digest: D1, files: { 'rel.py': D2 } },
    ]);
    expect(parsed.records).toEqual([]);
    expect(parsed.invalid).toEqual([
      { index: 0, problem: 'a string that is not a 64-digit sha256 hex' },
      { index: 1, problem: 'expected a sha256 hex string or a mapping, got 42' },
      { index: 2, problem: 'expected a sha256 hex string or a mapping, got a list' },
      {
        index: 3,
        problem:
          'resolved_path must be an absolute path; content_digest must be a 64-digit sha256 hex',
      },
      { index: 4, problem: 'files entry "rel.py" must map an absolute path to a sha256 hex' },
    ]);
  });
});

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
