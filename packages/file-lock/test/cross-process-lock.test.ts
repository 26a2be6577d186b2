import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const made: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'lionagi-lock-'));
  made.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

const run = promisify(execFile);
const SOURCE = fileURLToPath(new URL('../src/file-lock.ts', import.meta.url));
const WRITER = fileURLToPath(new URL('./fixtures/lock-counter.mjs', import.meta.url));

// Child processes cannot import TypeScript: the lock module (Node built-ins only) is transpiled
// as-is, so the children run exactly the protocol editSettingsFile and the audit log use.
let lockModule = '';
beforeAll(async () => {
  const { outputText } = ts.transpileModule(await readFile(SOURCE, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  lockModule = join(await tempDir(), 'file-lock.mjs');
  await writeFile(lockModule, outputText);
});

describe('withFileLock across processes', () => {
  it('loses no update when 20 writers in 5 processes read-modify-write one file at once', async () => {
    const target = join(await tempDir(), 'counter.json');
    await writeFile(target, '[]');
    const processes = ['a', 'b', 'c', 'd', 'e'];
    await Promise.all(
      processes.map((id) => run(process.execPath, [WRITER, lockModule, target, id, '4'])),
    );
    const list = JSON.parse(await readFile(target, 'utf8')) as string[];
    const expected = processes.flatMap((id) => [0, 1, 2, 3].map((k) => `${id}-${k}`));
    expect([...list].sort()).toEqual(expected.sort());
  }, 60_000);

  it('sync and async holders exclude each other: 3 processes of each, no lost update', async () => {
    const target = join(await tempDir(), 'counter.json');
    await writeFile(target, '[]');
    const processes = ['a', 'b', 'c', 'd', 'e', 'f'];
    await Promise.all(
      processes.map((id, i) =>
        run(process.execPath, [WRITER, lockModule, target, id, '4', i % 2 ? 'sync' : 'async']),
      ),
    );
    const list = JSON.parse(await readFile(target, 'utf8')) as string[];
    const expected = processes.flatMap((id) => [0, 1, 2, 3].map((k) => `${id}-${k}`));
    expect([...list].sort()).toEqual(expected.sort());
  }, 60_000);
});
