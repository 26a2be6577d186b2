import { type ChildProcess, execFile, execFileSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HookAuditLog, readHookAudit } from '../src/hook-audit.js';
import { auditRun } from './fixtures/audit-run.js';

const run = promisify(execFile);
const root = mkdtempSync(join(tmpdir(), 'lionagi-audit-concurrency-'));
const writer = join(root, 'audit-writer.mjs');

// Child processes cannot import TypeScript: bundle the writer (the real HookAuditLog and the real
// file lock from @lionagi/hooks-profile's source) with esbuild, resolved through tsup.
beforeAll(() => {
  const esbuild = createRequire(createRequire(import.meta.url).resolve('tsup')).resolve(
    'esbuild/package.json',
  );
  execFileSync(
    join(dirname(esbuild), 'bin', 'esbuild'),
    [
      join(import.meta.dirname, 'fixtures', 'audit-writer.ts'),
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--target=node20',
      '--conditions=@lionagi/source',
      `--outfile=${writer}`,
      '--log-level=warning',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
});
const children: ChildProcess[] = [];
afterAll(() => {
  // After a failure the other writers wait on a FIFO nobody will open: end them.
  for (const child of children) if (child.exitCode === null) child.kill();
  rmSync(root, { recursive: true, force: true });
});

const WRITERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
const ROUNDS = 30;
const EACH = 20;
const LINE_BYTES = 400; // above any record's line here

describe('HookAuditLog with many writer processes', () => {
  it('loses no record when 8 processes find the log full at once, round after round', async () => {
    const path = join(root, 'logs', 'hooks.jsonl');
    const control = join(root, 'control');
    mkdirSync(control);
    for (let round = 0; round < ROUNDS; round++)
      execFileSync('mkfifo', [join(control, `go-${round}`)]);
    // A round's records and its prefill fit in one file: each round rotates exactly once.
    const maxBytes = LINE_BYTES * (WRITERS.length * EACH + 2);
    const prefill = new HookAuditLog(path, { maxBytes: Number.MAX_SAFE_INTEGER });
    let failed: unknown;
    const writers = WRITERS.map((id) => {
      const args = [path, String(maxBytes), control, id, String(ROUNDS), String(EACH)];
      const started = run(process.execPath, [writer, ...args]);
      children.push(started.child);
      return started.catch((error: unknown) => {
        failed = error; // a writer that threw (the unlocked rotation: ENOENT) fails the test
        throw error;
      });
    });
    const allReady = async (round: number) => {
      while (!WRITERS.every((id) => existsSync(join(control, `ready-${id}-${round}`)))) {
        if (failed) throw failed;
        await sleep(2);
      }
    };
    const roundRecords = (round: number) =>
      WRITERS.flatMap((id) => Array.from({ length: EACH }, (_, k) => `${round}-${id}-${k}`));
    let previous: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await allReady(round);
      // Every writer is idle: fill the log to its cap, so each writer's first append would rotate.
      const filler = Array.from(
        { length: Math.ceil(maxBytes / 200) },
        (_, i) => `fill-${round}-${i}`,
      );
      for (const reason of filler) prefill.append(auditRun(reason), 'prefill');
      // Opening the FIFO's write end releases every writer blocked on its read end at once; it
      // stays open until they are all past it (a writer still on its way then opens it at once).
      const go = openSync(join(control, `go-${round}`), 'w');
      try {
        if (round + 1 < ROUNDS) await allReady(round + 1);
        else await Promise.all(writers);
      } finally {
        closeSync(go);
      }
      // The rotation moved the previous round and this round's filler to `.1`; nothing else moved.
      const kept = (await readHookAudit(path)).map((r) => r.reason ?? '');
      expect({ round, kept: kept.length }).toEqual({
        round,
        kept: previous.length + filler.length + WRITERS.length * EACH,
      });
      expect([...kept].sort()).toEqual([...previous, ...filler, ...roundRecords(round)].sort());
      previous = roundRecords(round);
    }
  }, 120_000);
});
