import { describe, expect, it } from 'vitest';
import { httpRecordFor } from './http-trust.js';
import { parseTrustRecords, recordHashesOf } from './records.js';

const H1 = 'f6e3b744922b51273f3d5aad4274ea880b105651d41324499da902422c4a971c';
const D1 = 'a'.repeat(64);
const D2 = 'b'.repeat(64);
const KNOWN =
  'command: a sha256 hex string, or a mapping with argv_hash or li_argv_hash; http: a mapping with http_hash';
const HTTP = httpRecordFor({ url: 'https://audit.example.com/hook' }, '/');

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
    expect(parsed.byType.command).toEqual([
      { index: 0, record: H1 },
      { index: 1, record: full },
    ]);
  });

  it('accepts Python LionAGI records without files (they pin the executable only)', () => {
    const python = { argv_hash: H1, resolved_path: '/usr/bin/uv', content_digest: D1 };
    expect(parseTrustRecords([python]).byType.command[0]?.record).toEqual(python);
  });

  it('keys each record by the handler type that owns it', () => {
    const liOnly = { li_argv_hash: H1, resolved_path: '/bin/sh', content_digest: D1 };
    const parsed = parseTrustRecords([HTTP, liOnly]);
    expect(parsed.invalid).toEqual([]);
    expect(parsed.byType.http).toEqual([{ index: 0, record: HTTP }]);
    expect(parsed.byType.command).toEqual([
      {
        index: 1,
        record: { argv_hash: H1, resolved_path: '/bin/sh', content_digest: D1, li_only: true },
      },
    ]);
  });

  it('reports every invalid item with its index and never trusts it', () => {
    const parsed = parseTrustRecords([
      'not-a-hash',
      42,
      ['x'],
      { argv_hash: H1, resolved_path: 'relative/uv', content_digest: 'zz' },
      { argv_hash: H1, resolved_path: '/u', content_digest: D1, files: { 'rel.py': D2 } },
      { ...HTTP, url: 'https://other.example.com/' },
    ]);
    expect(parsed.byType).toEqual({ command: [], http: [] });
    expect(parsed.invalid).toEqual([
      { index: 0, problem: 'a string that is not a 64-digit sha256 hex' },
      { index: 1, problem: `not a trust record of any handler type (${KNOWN}), got 42` },
      { index: 2, problem: `not a trust record of any handler type (${KNOWN}), got a list` },
      {
        index: 3,
        problem:
          'resolved_path must be an absolute path; content_digest must be a 64-digit sha256 hex',
      },
      { index: 4, problem: 'files entry "rel.py" must map an absolute path to a sha256 hex' },
      { index: 5, problem: 'http_hash does not match url, header_names and allowed_env_vars' },
    ]);
  });

  it('names the known handler types for a mapping no type owns', () => {
    const parsed = parseTrustRecords([
      { resolved_path: '/usr/bin/uv', content_digest: D1 },
      {},
      null,
    ]);
    expect(parsed.invalid).toEqual([
      {
        index: 0,
        problem: `not a trust record of any handler type (${KNOWN}), got a mapping with keys resolved_path, content_digest`,
      },
      {
        index: 1,
        problem: `not a trust record of any handler type (${KNOWN}), got an empty mapping`,
      },
      { index: 2, problem: `not a trust record of any handler type (${KNOWN}), got null` },
    ]);
  });

  it('trusts nothing by an item written as both a command and an http record (it was read as http)', () => {
    const both = { ...HTTP, argv_hash: H1, resolved_path: '/bin/sh', content_digest: D1 };
    const parsed = parseTrustRecords([both]);
    expect(parsed.byType).toEqual({ command: [], http: [] });
    expect(parsed.invalid).toEqual([
      {
        index: 0,
        problem: `written as a record of command and http at once (${KNOWN}); a record approves one handler type`,
      },
    ]);
  });
});

describe('recordHashesOf', () => {
  it('reads the hash each owning type carries as written, lower-cased, valid or not', () => {
    expect(recordHashesOf(H1.toUpperCase())).toEqual([H1]);
    expect(recordHashesOf({ argv_hash: H1, resolved_path: 'relative' })).toEqual([H1]);
    expect(recordHashesOf({ li_argv_hash: H1 })).toEqual([H1]);
    expect(recordHashesOf(HTTP)).toEqual([HTTP.http_hash]);
    expect(recordHashesOf({ ...HTTP, argv_hash: H1 })).toEqual([H1, HTTP.http_hash]);
    expect(recordHashesOf(42)).toEqual([]);
    expect(recordHashesOf({ url: 'https://x/' })).toEqual([]);
  });
});
