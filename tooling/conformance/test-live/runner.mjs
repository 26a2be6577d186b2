#!/usr/bin/env node
// Runs the live cases of a job file: for each case, a fresh loopback fake model server, then the
// harness binary (Claude Code, Codex or li-agent) as a child process group with a deadline. Meant
// to run inside `unshare -n` (a private network namespace where only loopback exists); with
// `"netns": true` in the job it brings `lo` up first and refuses to go on if any other interface
// is present. Usage: node runner.mjs JOB.json (writes job.out).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { startFakeAnthropic } from '../test/support/fake-anthropic.mjs';
import { startFakeResponses } from '../test/support/fake-responses.mjs';

const job = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const KEEP = 20_000;

function interfaces() {
  return Object.keys(networkInterfaces()).sort();
}

if (job.netns) {
  execFileSync('ip', ['link', 'set', 'lo', 'up']);
  const others = interfaces().filter((name) => name !== 'lo');
  if (others.length > 0) {
    throw new Error(`not isolated: interfaces other than lo are present: ${others.join(', ')}`);
  }
}

const fill = (text, url) => text.replaceAll('{{BASE_URL}}', url);

const quote = (arg) => `'${arg.replaceAll("'", "'\\''")}'`;

/**
 * Runs `argv` as its own process group until it exits or `timeoutMs` passes. With `pty`, it runs
 * on a pseudo-terminal (`script -qfec`), `pty.input` is typed, and the run counts as finished
 * (code 0, `ended: 'pty-done'`) once `pty.doneFile` in `cwd` contains `pty.doneText`. With
 * `settleMs`, processes a hook left behind run on that long after the exit before the group ends.
 * With `input` (and no `pty`), stdin is a pipe that gets `input` and is then closed.
 */
function run(argv, { cwd, env, timeoutMs, pty, input, settleMs = 0 }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const [file, ...args] = pty
      ? ['script', '-qfec', argv.map(quote).join(' '), '/dev/null']
      : argv;
    const child = spawn(file, args, {
      cwd,
      env,
      stdio: [pty || input !== undefined ? 'pipe' : 'ignore', 'pipe', 'pipe'],
      detached: true,
    });
    // A REPL fed through a pipe: the lines, then end of input.
    if (!pty && input !== undefined) child.stdin.end(input);
    let done = false;
    let poll;
    if (pty) {
      child.stdin.write(pty.input);
      const target = join(cwd, pty.doneFile);
      poll = setInterval(() => {
        if (done || !existsSync(target) || !readFileSync(target, 'utf8').includes(pty.doneText))
          return;
        done = true;
        clearInterval(poll);
        // Let the hooks still running for the same moment finish writing, then end the session.
        setTimeout(() => killGroup(), 1000);
      }, 250);
    }
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const killGroup = () => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group is already gone.
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, timeoutMs);
    child.stdout.setEncoding('utf8').on('data', (d) => {
      stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d) => {
      stderr += d;
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      clearInterval(poll);
      resolve({
        code: null,
        signal: null,
        stdout,
        stderr: `${stderr}${error.message}`,
        timedOut,
        durationMs: 0,
      });
    });
    child.on('close', async (code, signal) => {
      clearTimeout(timer);
      clearInterval(poll);
      // A row about processes a hook left behind lets them run on a while before the group ends.
      if (settleMs > 0) await new Promise((r) => setTimeout(r, settleMs));
      // Hook processes the harness left behind belong to this group: end them too.
      killGroup();
      resolve({
        code: done ? 0 : code,
        signal: done ? null : signal,
        ...(done ? { ended: 'pty-done' } : {}),
        stdout: stdout.slice(-KEEP),
        stderr: stderr.slice(-KEEP),
        timedOut,
        durationMs: Date.now() - started,
      });
    });
  });
}

async function runCase(c) {
  const server =
    c.api === 'anthropic'
      ? await startFakeAnthropic({ log: c.requestLog })
      : await startFakeResponses({ log: c.requestLog });
  try {
    for (const [path, content] of Object.entries(c.files))
      writeFileSync(path, fill(content, server.url));
    const env = Object.fromEntries(Object.entries(c.env).map(([k, v]) => [k, fill(v, server.url)]));
    const result = await run(c.argv, {
      cwd: c.cwd,
      env,
      timeoutMs: c.timeoutMs,
      settleMs: c.settleMs,
      pty: c.pty,
      input: c.input,
    });
    writeFileSync(c.resultFile, JSON.stringify(result, null, 2));
    return { id: c.id, ...result };
  } finally {
    await server.close();
  }
}

async function pool(items, size, worker) {
  const out = [];
  let next = 0;
  const lanes = Array.from({ length: Math.min(size, items.length) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      out[index] = await worker(items[index]);
    }
  });
  await Promise.all(lanes);
  return out;
}

const versions = {};
for (const [name, argv] of Object.entries(job.versions)) {
  const r = await run(argv, { cwd: job.root, env: job.versionEnv, timeoutMs: 60_000 });
  versions[name] =
    r.code === 0
      ? r.stdout.trim()
      : `unavailable (exit ${r.code}): ${r.stderr.trim().slice(0, 300)}`;
}
const results = await pool(job.cases, job.concurrency, runCase);
writeFileSync(job.out, JSON.stringify({ interfaces: interfaces(), versions, results }, null, 2));
