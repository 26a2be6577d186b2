#!/usr/bin/env node
// Cold start of a bundled SDK hook vs `node -e 0`: bundles examples/guard.ts the way an author
// ships it, then runs both RUNS times, interleaved, each answering one real Claude Code PreToolUse
// envelope on stdin (the deny path, so the whole SDK runs), and prints the medians and their ratio.
// Usage: node bench/cold-start.mjs [runs=20]
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const RUNS = Number(process.argv[2] ?? 20);
const pkg = join(import.meta.dirname, '..');

// esbuild is not a direct dependency (pnpm does not link its bin): resolve it from tsup.
function findEsbuild() {
  const tsup = createRequire(import.meta.url).resolve('tsup');
  const esbuild = createRequire(tsup).resolve('esbuild/package.json');
  return join(dirname(esbuild), 'bin', 'esbuild');
}

const out = mkdtempSync(join(tmpdir(), 'lionagi-sdk-bench-'));
try {
  const hook = join(out, 'guard.mjs');
  execFileSync(findEsbuild(), [
    join(pkg, 'examples', 'guard.ts'),
    '--bundle',
    '--platform=node',
    '--format=esm',
    '--target=node20',
    '--conditions=@lionagi/source',
    `--outfile=${hook}`,
    '--log-level=warning',
  ]);
  const capture = JSON.parse(
    readFileSync(join(pkg, 'test', 'fixtures', 'claude-code', 'PreToolUse.json'), 'utf8'),
  );
  const input = JSON.stringify({
    ...capture.stdin,
    tool_input: { command: 'rm -rf /tmp/build', description: 'clean' },
  });

  const time = (args) => {
    const start = process.hrtime.bigint();
    const run = spawnSync(process.execPath, args, { input, encoding: 'utf8' });
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (run.status !== 0) throw new Error(`${args.join(' ')} exited ${run.status}: ${run.stderr}`);
    return { ms, stdout: run.stdout };
  };
  const first = time([hook]).stdout;
  if (!first.includes('"permissionDecision":"deny"'))
    throw new Error(`unexpected output: ${first}`);

  const base = [];
  const sdk = [];
  for (let i = 0; i < RUNS; i++) {
    base.push(time(['-e', '0']).ms);
    sdk.push(time([hook]).ms);
  }
  const median = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    const m = Math.floor(s.length / 2);
    return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
  };
  const b = median(base);
  const h = median(sdk);
  const size = readFileSync(hook).length;
  console.log(`runs: ${RUNS} each, interleaved; bundle: ${(size / 1024).toFixed(1)} KiB`);
  console.log(`node -e 0            median ${b.toFixed(1)} ms`);
  console.log(`bundled guard hook   median ${h.toFixed(1)} ms`);
  console.log(`ratio                ${(h / b).toFixed(2)}x`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
