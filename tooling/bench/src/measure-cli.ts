import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type BenchProject, preToolUseYaml } from './bench-project.js';
import { interleave } from './interleave.js';
import { loadedModuleMeter } from './loaded-modules.js';
import { NATIVE_HOOK, NODE_HOOK } from './measure-dispatch.js';
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
    bin: join(outDir, 'li', 'li.cjs'),
    agentBin: join(outDir, 'agent', 'li-agent.cjs'),
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

/** The li commands a cold start is measured for. */
type LiCommand = 'list' | 'run' | 'asyncRun' | 'agent' | 'bridgeMiss' | 'bridgeHook';

/** The cold starts measured again with `NODE_EXTRA_CA_CERTS` set, when it is set. */
type WithCa = 'node' | 'list' | 'agent' | 'bridgeMiss';

/** Cold-start figures of the CLI, every one with `NODE_EXTRA_CA_CERTS` unset on both sides. */
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
  /** The bridge per call, `li hooks run PreToolUse --emit claude`, for a tool no entry matches (`Read`). */
  bridgeMiss: Summary;
  /** The bridge per call for `Grep`, whose one entry is a trivial node hook ({@link NODE_HOOK}). */
  bridgeHook: Summary;
  /** That node hook run directly (`node -e …`, the envelope on stdin). */
  hookDirect: Summary;
  /** Median of per-round ratios to `node -e 0`. */
  vsNode: Record<LiCommand, number>;
  /** The bridge with the node hook / that hook run directly (paired). */
  bridgeHookVsDirect: number;
  /** KiB of JavaScript each command loaded (its own files: the bundle's chunks). */
  loadedKiB: Record<LiCommand, number>;
  /** Which of zod and the model / MCP SDKs each command loaded. */
  loadedPackages: Record<LiCommand, string[]>;
  /** The same cold starts with `NODE_EXTRA_CA_CERTS` set (only when the bench's environment sets it). */
  withCaCerts?: {
    samples: Record<WithCa, Summary>;
    vsNode: Record<Exclude<WithCa, 'node'>, number>;
  };
}

/** A PreToolUse group for Claude Code's `Grep` running {@link NODE_HOOK}. */
const GREP_NODE_HOOK = `    - matcher: Grep
      tool_vocabulary: claude
      hooks:
        - type: command
          command: ${JSON.stringify(NODE_HOOK)}
`;

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
 * Wall time from spawn to exit of `node -e 0`, `li hooks list`, `li hooks run PreToolUse` (one
 * native hook configured, envelope on stdin), the bridge for a tool no entry matches and for one
 * whose entry is a node hook (against that hook run directly), and `li-agent`, each a fresh
 * process: interleaved rounds, `NODE_EXTRA_CA_CERTS` unset for every side (and again set, as a
 * second set of rows, when the environment sets it).
 */
export async function measureCli(
  project: BenchProject,
  li: BundledLi,
  rounds: number,
): Promise<CliFigures> {
  await project.write(
    `${preToolUseYaml([{ command: NATIVE_HOOK, matcher: 'bash' }])}${GREP_NODE_HOOK}${ASYNC_POST}`,
  );
  // Honest baselines: Node loads a NODE_EXTRA_CA_CERTS bundle at every start (tens of ms), which
  // would inflate `node -e 0` and hide our own start-up; measured without it, and with it below.
  const { NODE_EXTRA_CA_CERTS: caCerts, ...clean }: NodeJS.ProcessEnv = {
    ...project.env,
    NO_COLOR: '1',
  };
  const opts: { cwd: string; env: NodeJS.ProcessEnv } = { cwd: project.dir, env: clean };
  const withCa =
    caCerts === undefined || caCerts === ''
      ? undefined
      : { ...clean, NODE_EXTRA_CA_CERTS: caCerts };
  const input = JSON.stringify({ tool_name: 'bash', tool_input: { command: 'git status' } });
  // As Claude Code sends it (it always names its session: li makes no id of its own then).
  const claudeCall = (tool: string) =>
    JSON.stringify({
      session_id: '7f1d7c2e-3b6a-4c1e-9a57-2f4e8d0b6c11',
      transcript_path: join(project.dir, 'transcript.jsonl'),
      cwd: project.dir,
      permission_mode: 'default',
      hook_event_name: 'PreToolUse',
      tool_name: tool,
      tool_input: { pattern: 'x' },
      tool_use_id: 'toolu_01bench',
    });
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
    bridgeMiss: {
      argv: [li.bin, 'hooks', 'run', 'PreToolUse', '--emit', 'claude'],
      input: claudeCall('Read'),
      expect: '',
    },
    bridgeHook: {
      argv: [li.bin, 'hooks', 'run', 'PreToolUse', '--emit', 'claude'],
      input: claudeCall('Grep'),
      expect: '',
    },
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
      bridgeMiss: () => once('bridgeMiss'),
      bridgeHook: () => once('bridgeHook'),
      hookDirect: () =>
        check(run(NODE_HOOK.slice(1), { ...opts, input: claudeCall('Grep') }), 'node hook', '{}'),
      ...(withCa === undefined
        ? {}
        : {
            nodeCa: () => check(run(['-e', '0'], { ...opts, env: withCa }), 'node -e 0', ''),
            listCa: () => once('list', [], withCa),
            agentCa: () => once('agent', [], withCa),
            bridgeMissCa: () => once('bridgeMiss', [], withCa),
          }),
    },
    { rounds, warmup: 2 },
  );
  // What each command loads, from one extra metered run apiece (the meter itself is not timed).
  const meter = await loadedModuleMeter();
  const names = Object.keys(commands) as Name[];
  const loadedKiB = Object.fromEntries(names.map((n) => [n, 0])) as Record<Name, number>;
  const loadedPackages = Object.fromEntries(names.map((n) => [n, [] as string[]])) as Record<
    Name,
    string[]
  >;
  try {
    for (const name of names) {
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
  const vsNode = (name: string, node = 'node') => pairedRatio(s(name), s(node));
  return {
    rounds,
    buildMs: li.buildMs,
    node: summarize(s('node')),
    list: summarize(s('list')),
    run: summarize(s('run')),
    asyncRun: summarize(s('asyncRun')),
    agent: summarize(s('agent')),
    bridgeMiss: summarize(s('bridgeMiss')),
    bridgeHook: summarize(s('bridgeHook')),
    hookDirect: summarize(s('hookDirect')),
    vsNode: Object.fromEntries(names.map((n) => [n, vsNode(n)])) as Record<Name, number>,
    bridgeHookVsDirect: pairedRatio(s('bridgeHook'), s('hookDirect')),
    loadedKiB,
    loadedPackages,
    ...(withCa === undefined
      ? {}
      : {
          withCaCerts: {
            samples: {
              node: summarize(s('nodeCa')),
              list: summarize(s('listCa')),
              agent: summarize(s('agentCa')),
              bridgeMiss: summarize(s('bridgeMissCa')),
            },
            vsNode: {
              list: vsNode('listCa', 'nodeCa'),
              agent: vsNode('agentCa', 'nodeCa'),
              bridgeMiss: vsNode('bridgeMissCa', 'nodeCa'),
            },
          },
        }),
  };
}
