import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type BenchProject, preToolUseYaml } from './bench-project.js';
import { interleave } from './interleave.js';
import { NATIVE_HOOK } from './measure-dispatch.js';
import { type Summary, summarize } from './stats.js';

const CLI_DIR = join(import.meta.dirname, '..', '..', '..', 'apps', 'cli');

/** The bundled single-file `li`, built like the CLI's own test setup does. */
export interface BundledLi {
  bin: string;
  buildMs: number;
  dispose(): Promise<void>;
}

/** Bundles `li` with `npx tsup --out-dir <temp>` in apps/cli (never touching apps/cli/dist). */
export async function bundleLi(): Promise<BundledLi> {
  const outDir = await mkdtemp(join(tmpdir(), 'lionagi-li-bench-'));
  const started = performance.now();
  await promisify(execFile)('npx', ['tsup', '--out-dir', outDir, '--silent'], { cwd: CLI_DIR });
  return {
    bin: join(outDir, 'li.js'),
    buildMs: performance.now() - started,
    dispose: () => rm(outDir, { recursive: true, force: true }),
  };
}

function run(
  argv: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; input?: string },
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, argv, { cwd: options.cwd, env: options.env });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

/** Cold-start figures of the CLI. */
export interface CliFigures {
  rounds: number;
  buildMs: number;
  node: Summary;
  list: Summary;
  run: Summary;
}

/**
 * Wall time from spawn to exit of `node -e 0`, `li hooks list` and `li hooks run PreToolUse`
 * (one native hook configured, envelope on stdin), each a fresh process: interleaved rounds.
 */
export async function measureCli(
  project: BenchProject,
  li: BundledLi,
  rounds: number,
): Promise<CliFigures> {
  await project.write(preToolUseYaml([{ command: NATIVE_HOOK, matcher: 'bash' }]));
  const opts = { cwd: project.dir, env: { ...project.env, NO_COLOR: '1' } };
  const input = JSON.stringify({ tool_name: 'bash', tool_input: { command: 'git status' } });
  const check = async (p: ReturnType<typeof run>, what: string, expected: string) => {
    const r = await p;
    if (r.code !== 0 || !r.stdout.includes(expected)) {
      throw new Error(`${what} failed (exit ${r.code}): ${r.stdout}${r.stderr}`);
    }
  };
  const samples = await interleave(
    {
      node: () => check(run(['-e', '0'], opts), 'node -e 0', ''),
      list: () => check(run([li.bin, 'hooks', 'list'], opts), 'li hooks list', '/bin/echo'),
      run: () =>
        check(
          run([li.bin, 'hooks', 'run', 'PreToolUse'], { ...opts, input }),
          'li hooks run',
          'PreToolUse',
        ),
    },
    { rounds, warmup: 2 },
  );
  return {
    rounds,
    buildMs: li.buildMs,
    node: summarize(samples.node ?? []),
    list: summarize(samples.list ?? []),
    run: summarize(samples.run ?? []),
  };
}
