import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDigestCache, digestFile } from './digest.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lionagi-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('digestFile', () => {
  it('hashes file contents with sha256', async () => {
    const file = join(dir, 'a.sh');
    await writeFile(file, 'echo one\n');
    expect(await digestFile(file)).toEqual({
      ok: true,
      digest: createHash('sha256').update('echo one\n').digest('hex'),
    });
  });

  it('refuses directories and missing files', async () => {
    expect(await digestFile(dir)).toEqual({ ok: false, problem: 'is not a regular file' });
    expect(await digestFile(join(dir, 'missing'))).toEqual({
      ok: false,
      problem: 'cannot be read (ENOENT)',
    });
  });

  it('never serves a cached digest for a file written moments ago', async () => {
    const cache = createDigestCache();
    const file = join(dir, 'fresh.sh');
    await writeFile(file, 'v1\n');
    await digestFile(file, cache);
    expect(cache.entries.has(file)).toBe(false);
    await writeFile(file, 'v2\n');
    expect(await digestFile(file, cache)).toEqual({
      ok: true,
      digest: createHash('sha256').update('v2\n').digest('hex'),
    });
  });

  it('caches a quiet file (its ctime is long past) under its inode, size and times', async () => {
    const cache = createDigestCache();
    const first = await digestFile('/bin/sh', cache);
    const expected = createHash('sha256').update(readFileSync('/bin/sh')).digest('hex');
    expect(first).toEqual({ ok: true, digest: expected });
    expect(cache.entries.get('/bin/sh')?.digest).toBe(expected);
    // A stale key (as after a write) is ignored: the file is hashed again.
    cache.entries.set('/bin/sh', { key: 'stale', digest: '0'.repeat(64) });
    expect(await digestFile('/bin/sh', cache)).toEqual({ ok: true, digest: expected });
  });

  // Issue 25: what makes reusing a digest as safe as hashing again. Every write and every utimes
  // sets ctime to the current time, and no call lets a user set it back; a rename or a
  // replacement is another inode. A cached entry is only taken from a file whose ctime was more
  // than 2 s old when it was hashed, so a later change can never leave the identity equal (even
  // where timestamps are coarse).
  it('hashes again a quiet file rewritten in place with the same size and the same mtime', async () => {
    const cache = createDigestCache();
    const file = join(dir, 'quiet.sh');
    const times = join(dir, 'quiet.times');
    await writeFile(file, 'echo AA\n');
    while (statSync(file).ctimeMs + 2_100 > Date.now()) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const sha = (text: string) => createHash('sha256').update(text).digest('hex');
    expect(await digestFile(file, cache)).toEqual({ ok: true, digest: sha('echo AA\n') });
    expect(cache.entries.get(file)?.digest).toBe(sha('echo AA\n'));
    // `touch -r` copies both times to the nanosecond.
    execFileSync('touch', ['-r', file, times]);
    await writeFile(file, 'echo BB\n');
    execFileSync('touch', ['-r', times, file]);
    expect(statSync(file).mtimeMs).toBe(statSync(times).mtimeMs);
    expect(await digestFile(file, cache)).toEqual({ ok: true, digest: sha('echo BB\n') });
  });
});
