import {
  chmodSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPrivateFile, writePrivateFile } from './private-file.js';

const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

describe('a private cache file', () => {
  it('is written with mode 0600 in a directory made with 0700, and replaces the old one whole', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'lionagi-private-')), 'cache', 'v8-code');
    const file = join(dir, 'a.bin');
    expect(writePrivateFile(dir, file, 'one')).toBe(true);
    expect(mode(dir)).toBe('700');
    expect(mode(file)).toBe('600');
    expect(writePrivateFile(dir, file, Buffer.from('two'))).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('two');
    // No temporary file is left beside it.
    expect(readdirSync(dir)).toEqual(['a.bin']);
  });

  it('is not written where its directory cannot be made, and leaves nothing', () => {
    const root = mkdtempSync(join(tmpdir(), 'lionagi-private-'));
    const blocker = join(root, 'cache');
    writeFileSync(blocker, 'a file where the directory would be');
    expect(
      writePrivateFile(join(blocker, 'settings'), join(blocker, 'settings', 'x.json'), 'x'),
    ).toBe(false);
    expect(readdirSync(root)).toEqual(['cache']);
    expect(readFileSync(blocker, 'utf8')).toBe('a file where the directory would be');
  });

  it('is read back only while it is a regular file no group or other can write', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lionagi-private-'));
    const file = join(dir, 'a.json');
    writePrivateFile(dir, file, 'kept');
    expect(readPrivateFile(file)?.toString()).toBe('kept');
    chmodSync(file, 0o620);
    expect(readPrivateFile(file)).toBeUndefined();
    chmodSync(file, 0o602);
    expect(readPrivateFile(file)).toBeUndefined();
    expect(readPrivateFile(dir)).toBeUndefined();
    expect(readPrivateFile(join(dir, 'missing'))).toBeUndefined();
  });
});
