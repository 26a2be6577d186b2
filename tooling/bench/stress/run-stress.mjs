#!/usr/bin/env node
// `pnpm test:stress [--runs N] [--burners K | --idle] [--max-run-minutes M] [--out DIR] [vitest
// args]`: runs
// the test suite N times (default 10) while K CPU burners (default 2x the cores) keep the machine
// busy, the way a loaded CI box or a shared laptop does, and reports the failures per test. The
// burners are stopped when the runs end, on Ctrl-C, and by themselves when this script dies or
// their deadline passes: nothing is left running. Logs and JSON reports: --out, else .cache/stress/.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, relative, resolve as resolvePath } from 'node:path';
import { failures, readReport } from './vitest-failures.mjs';

const USAGE =
  'usage: pnpm test:stress [--runs N] [--burners K | --idle] [--max-run-minutes M] [--out DIR] [vitest args]';
const root = join(import.meta.dirname, '..', '..', '..');
let out = join(root, '.cache', 'stress');

let runs = 10;
let burners = 2 * availableParallelism();
let maxRunMinutes = 60;
const vitestArgs = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 1) {
  const a = args[i];
  const count = (flag, min) => {
    const n = Number(args[++i]);
    if (!Number.isInteger(n) || n < min) fail(`${flag} needs a whole number >= ${min}`);
    return n;
  };
  if (a === '--runs') runs = count('--runs', 1);
  else if (a === '--burners') burners = count('--burners', 0);
  else if (a === '--idle') burners = 0;
  else if (a === '--max-run-minutes') maxRunMinutes = count('--max-run-minutes', 1);
  else if (a === '--out') {
    out = resolvePath(args[++i] ?? fail('--out needs a directory'));
  } else if (a === '--help' || a === '-h') {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  } else vitestArgs.push(a);
}

// A burner spins until its deadline, or until its parent (this script) is gone: `process.ppid`
// changes when it is reparented, so even a SIGKILL of this script cannot leave one running.
const BURNER = `const parent = Number(process.argv[1]);
const deadline = Date.now() + Number(process.argv[2]);
for (;;) {
  for (let i = 0; i < 5e6; i++);
  if (process.ppid !== parent || Date.now() > deadline) process.exit(0);
}`;
const burnerMs = runs * maxRunMinutes * 60_000 + 60_000;
const live = new Set();
const stopAll = () => {
  for (const child of live) killGroup(child);
  live.clear();
};
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

mkdirSync(out, { recursive: true });
const burnerPids = [];
const burnersGone = [];
for (let i = 0; i < burners; i += 1) {
  const burner = spawn(process.execPath, ['-e', BURNER, String(process.pid), String(burnerMs)], {
    stdio: 'ignore',
    detached: true,
  });
  live.add(burner);
  burnerPids.push(burner.pid);
  burnersGone.push(new Promise((resolve) => burner.on('exit', resolve)));
  burner.on('exit', () => live.delete(burner));
}
say(
  `${runs} run(s) of vitest ${vitestArgs.join(' ') || '(the whole suite)'} with ${burners} CPU burner(s) on ${availableParallelism()} core(s); logs in ${shown(out)}/`,
);

const results = [];
for (let n = 1; n <= runs; n += 1) {
  const result = await runOnce(n);
  results.push(result);
  const head = `run ${n}/${runs}: ${result.failing.length === 0 && result.ok ? 'passed' : 'FAILED'} in ${result.seconds} s (load ${result.load})`;
  say(
    [
      head,
      ...result.failing.map((f) => `  failed: ${f.name}${f.message ? ` -- ${f.message}` : ''}`),
    ].join('\n'),
  );
}
stopAll();
// Reaped before the summary: when this script has exited, no burner is left.
await Promise.all(burnersGone);

const perTest = new Map();
for (const r of results)
  for (const f of r.failing) perTest.set(f.name, (perTest.get(f.name) ?? 0) + 1);
const clean = results.filter((r) => r.ok && r.failing.length === 0).length;
const lines = [`${clean} of ${runs} run(s) passed with ${burners} burner(s)`];
for (const [name, times] of [...perTest].sort((a, b) => b[1] - a[1])) {
  lines.push(`  ${times}/${runs}  ${name}`);
}
say(lines.join('\n'));
writeFileSync(
  join(out, 'summary.json'),
  `${JSON.stringify({ burners, burnerPids, runs: results }, null, 2)}\n`,
);
process.exit(clean === runs ? 0 : 1);

/** @param {number} n */
function runOnce(n) {
  const report = join(out, `run-${n}.json`);
  const log = join(out, `run-${n}.log`);
  // A report left by an earlier stress run must never stand in for this run's.
  rmSync(report, { force: true });
  const started = Date.now();
  const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
  const argv = [vitest, 'run', '--reporter=default', '--reporter=json'];
  const child = spawn(process.execPath, [...argv, `--outputFile.json=${report}`, ...vitestArgs], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: process.env,
  });
  live.add(child);
  // Streamed, so a run in progress can be followed (tail -f) and a killed one keeps its output.
  const sink = createWriteStream(log);
  child.stdout.pipe(sink, { end: false });
  child.stderr.pipe(sink, { end: false });
  let killed = false;
  const ceiling = setTimeout(() => {
    killed = true;
    killGroup(child);
  }, maxRunMinutes * 60_000);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(ceiling);
      live.delete(child);
      const parsed = readReport(report);
      const failing = parsed === undefined ? [] : failures(parsed, root);
      if (killed)
        failing.push({ name: `(run ${n})`, message: `did not finish in ${maxRunMinutes} min` });
      else if (parsed === undefined)
        failing.push({ name: `(run ${n})`, message: 'wrote no JSON report' });
      else if (code !== 0 && failing.length === 0) {
        failing.push({ name: `(run ${n})`, message: `vitest exited ${code} outside every test` });
      }
      const seconds = Math.round((Date.now() - started) / 1000);
      const load = loadavg()
        .map((l) => l.toFixed(1))
        .join(' ');
      sink.end(() => resolve({ run: n, ok: code === 0, seconds, load, failing }));
    });
  });
}

/** @param {import('node:child_process').ChildProcess} child */
function killGroup(child) {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** @param {string} path */
function shown(path) {
  const rel = relative(root, path);
  return rel.startsWith('..') ? path : rel;
}

/** @param {string} text */
function say(text) {
  process.stdout.write(`${text}\n`);
}

/** @param {string} message */
function fail(message) {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(1);
}
