import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type BenchProject, preToolUseYaml } from './bench-project.js';
import { interleave } from './interleave.js';
import { loadedModuleMeter } from './loaded-modules.js';
import { NATIVE_HOOK } from './measure-dispatch.js';
import { pairedRatio, type Summary, summarize } from './stats.js';

const APPS = join(import.meta.dirname, '..', '..', '..', 'apps');

/** The bundled `li` and `li-agent`, built like the CLIs' own test setups do. */
export interface BundledLi {
  bin: string;
  agentBin: string;
  buildMs: number;
  dispose(): Promise<void>;
}

/**
 * Bundles `li` and `li-agent` with `npx tsup --out-dir <temp>` in apps/cli and apps/agent (never
 * touching their dist/).
 */
export async function bundleLi(): Promise<BundledLi> {
  const outDir = await mkdtemp(join(tmpdir(), 'lionagi-li-bench-'));
  const started = performance.now();
  const tsup = (app: string, out: string) =>
    promisify(execFile)('npx', ['tsup', '--out-dir', join(outDir, out), '--silent'], {
      cwd: join(APPS, app),
    });
  await tsup('cli', 'li');
  await tsup('agent', 'agent');
  return {
    bin: join(outDir, 'li', 'li.js'),
    agentBin: join(outDir, 'agent', 'li-agent.js'),
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
  /**
   * `li hooks run PostToolUse --emit claude` with one `async: true` hook sleeping 2 s: the bridge
   * answers and hands the hook to its background worker (issue 32), so this is its answer latency.
   */
  asyncRun: Summary;
  /** `li-agent -p '@final hi'` (the scripted provider: no model, no network). */
  agent: Summary;
  /** Median of per-round ratios to `node -e 0`. */
  vsNode: { list: number; run: number; asyncRun: number; agent: number };
  /** KiB of JavaScript each command loaded (its own files: the bundle's chunks). */
  loadedKiB: { list: number; run: number; asyncRun: number; agent: number };
  /** Which of zod and the model / MCP SDKs each command loaded. */
  loadedPackages: { list: string[]; run: string[]; asyncRun: string[]; agent: string[] };
}

/** One `async: true` PostToolUse hook that sleeps 2 s (appended to the PreToolUse settings). */
const ASYNC_POST = `  PostToolUse:
    - matcher: bash
      hooks:
        - type: command
          command: ["/bin/sleep", "2"]
          async: true
`;

/** Packages whose presence in a cold start the figures name. */
const WATCHED = ['zod', '@anthropic-ai/sdk', 'openai', '@modelcontextprotocol/sdk'];

/**
 * Wall time from spawn to exit of `node -e 0`, `li hooks list` and `li hooks run PreToolUse`
 * (one native hook configured, envelope on stdin), each a fresh process: interleaved rounds.
 */
export async function measureCli(
  project: BenchProject,
  li: BundledLi,
  rounds: number,
): Promise<CliFigures> {
  await project.write(
    `${preToolUseYaml([{ command: NATIVE_HOOK, matcher: 'bash' }])}${ASYNC_POST}`,
  );
  const opts: { cwd: string; env: NodeJS.ProcessEnv } = {
    cwd: project.dir,
    env: { ...project.env, NO_COLOR: '1' },
  };
  const input = JSON.stringify({ tool_name: 'bash', tool_input: { command: 'git status' } });
  const check = async (p: ReturnType<typeof run>, what: string, expected: string) => {
    const r = await p;
    if (r.code !== 0 || !r.stdout.includes(expected)) {
      throw new Error(`${what} failed (exit ${r.code}): ${r.stdout}${r.stderr}`);
    }
  };
  const commands = {
    list: { argv: [li.bin, 'hooks', 'list'], input: '', expect: '/bin/echo' },
    run: { argv: [li.bin, 'hooks', 'run', 'PreToolUse'], input, expect: 'PreToolUse' },
    asyncRun: {
      argv: [li.bin, 'hooks', 'run', 'PostToolUse', '--emit', 'claude'],
      input: JSON.stringify({
        tool_name: 'Bash',
        tool_input: { command: 'ls' },
        tool_response: {},
      }),
      expect: '',
    },
    agent: { argv: [li.agentBin, '-p', '@final hi'], input: '', expect: 'hi' },
  };
  type Name = keyof typeof commands;
  const once = (name: Name, extra: string[] = [], env = opts.env) => {
    const c = commands[name];
    return check(
      run([...extra, ...c.argv], { cwd: opts.cwd, env, input: c.input }),
      name,
      c.expect,
    );
  };
  const samples = await interleave(
    {
      node: () => check(run(['-e', '0'], opts), 'node -e 0', ''),
      list: () => once('list'),
      run: () => once('run'),
      asyncRun: () => once('asyncRun'),
      agent: () => once('agent'),
    },
    { rounds, warmup: 2 },
  );
  // What each command loads, from one extra metered run apiece (the meter itself is not timed).
  const meter = await loadedModuleMeter();
  const loadedKiB = { list: 0, run: 0, asyncRun: 0, agent: 0 };
  const loadedPackages: CliFigures['loadedPackages'] = {
    list: [],
    run: [],
    asyncRun: [],
    agent: [],
  };
  try {
    for (const name of Object.keys(commands) as Name[]) {
      await once(name, meter.nodeArgs, meter.env(opts.env, name));
      const files = await meter.loaded(name);
      loadedKiB[name] = files.reduce((n, [, size]) => n + size, 0) / 1024;
      const text = (await Promise.all(files.map(([path]) => readFile(path, 'utf8')))).join('\n');
      loadedPackages[name] = WATCHED.filter((pkg) => text.includes(`node_modules/${pkg}/`));
    }
  } finally {
    await meter.dispose();
  }
  const s = (name: string) => samples[name] ?? [];
  return {
    rounds,
    buildMs: li.buildMs,
    node: summarize(s('node')),
    list: summarize(s('list')),
    run: summarize(s('run')),
    asyncRun: summarize(s('asyncRun')),
    agent: summarize(s('agent')),
    vsNode: {
      list: pairedRatio(s('list'), s('node')),
      run: pairedRatio(s('run'), s('node')),
      asyncRun: pairedRatio(s('asyncRun'), s('node')),
      agent: pairedRatio(s('agent'), s('node')),
    },
    loadedKiB,
    loadedPackages,
  };
}
