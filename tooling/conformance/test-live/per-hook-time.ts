import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  mergePerHookLive,
  type PerHookLive,
  type PerHookLiveRun,
  renderPerHookLive,
  runRatio,
} from '@lionagi/bench/per-hook-live';
import { defaultHookAuditPath, readHookAudit } from '@lionagi/runtime';
import { expect, inject, it } from 'vitest';
import { settingsYaml } from '../src/index.js';
import { agentEnv, claudeEnv, type LiveCase } from './cases.js';
import { cacheDir, ensureInstalled, PINNED } from './install.js';
import { netnsAvailable, runLiveJob } from './isolation.js';

const DOC = join(import.meta.dirname, '..', '..', '..', 'docs', 'performance.md');
const HOOK_ARGV = ['/bin/echo', '{}'];
/** Claude Code's debug-log line for one finished hook (ground truth: claude-code REPORT §5). */
const CLAUDE_HOOK_LINE =
  /Hooks: PreToolUse:Bash \[\/bin\/echo \{\}\] finished with status 0 \((\d+)ms\)/g;

type Side = 'lionagi' | 'claude';
type PerHookCase = Omit<LiveCase, 'row' | 'harness' | 'project' | 'prompt'> & {
  side: Side;
  home: string;
};

const count = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name}: not a positive integer`);
  return value;
};

/** `calls` tool calls (each fires the hook once), then a final answer. */
const promptFor = (tool: string, calls: number) =>
  [
    ...Array.from({ length: calls }, () => `@tool ${tool} ${JSON.stringify({ command: 'true' })}`),
    '@final done',
  ].join('\n');

function sessionCase(
  root: string,
  id: string,
  side: Side,
  calls: number,
  bins: { claude: string; agent: string },
): PerHookCase {
  const dir = join(root, id);
  const project = join(dir, 'project');
  const home = join(dir, 'home');
  mkdirSync(join(project, side === 'claude' ? '.claude' : '.lionagi'), { recursive: true });
  mkdirSync(home, { recursive: true });
  const common = {
    id,
    side,
    home,
    cwd: project,
    requestLog: join(dir, 'requests.jsonl'),
    resultFile: join(dir, 'result.json'),
    timeoutMs: 300_000,
    api: 'anthropic' as const,
  };
  if (side === 'claude') {
    return {
      ...common,
      argv: [
        bins.claude,
        '-p',
        promptFor('Bash', calls),
        '--output-format',
        'json',
        '--allowedTools',
        'Bash',
        '--max-turns',
        String(calls + 2),
        '--debug-file',
        join(dir, 'debug.log'),
      ],
      env: claudeEnv(home),
      files: {
        [join(project, '.claude', 'settings.json')]: JSON.stringify({
          hooks: {
            PreToolUse: [
              { matcher: 'Bash', hooks: [{ type: 'command', command: HOOK_ARGV.join(' ') }] },
            ],
          },
        }),
      },
    };
  }
  return {
    ...common,
    argv: [
      process.execPath,
      bins.agent,
      '-p',
      promptFor('bash', calls),
      '--output-format',
      'json',
      '--provider',
      'anthropic',
      '--model',
      'fake-model',
      '--max-turns',
      String(calls + 2),
    ],
    env: agentEnv(home),
    files: {
      [join(project, '.lionagi', 'settings.yaml')]: settingsYaml({
        PreToolUse: [{ matcher: 'bash', hooks: [{ command: HOOK_ARGV }] }],
      }),
    },
  };
}

/** The hook times one session recorded, in firing order. */
async function hookTimes(c: PerHookCase): Promise<number[]> {
  if (c.side === 'claude') {
    const log = join(c.cwd, '..', 'debug.log');
    const text = existsSync(log) ? readFileSync(log, 'utf8') : '';
    return [...text.matchAll(CLAUDE_HOOK_LINE)].map((m) => Number(m[1]));
  }
  const records = await readHookAudit(defaultHookAuditPath({ LIONAGI_HOME: c.home }));
  return records
    .filter((r) => r.event === 'PreToolUse' && r.ran && r.outcome === 'success')
    .map((r) => r.duration_ms);
}

it('times the same hook under li-agent and Claude Code in interleaved sessions and writes the live section of docs/performance.md', async () => {
  const runs = count('LIONAGI_PER_HOOK_RUNS', 6);
  const calls = count('LIONAGI_PER_HOOK_CALLS', 20);
  const installed = ensureInstalled(cacheDir(), PINNED);
  if ('error' in installed) throw new Error(`the per-hook figure cannot run: ${installed.error}`);
  // Its own temp dir: the shared cache holds the harness installs and is only read.
  const root = mkdtempSync(join(tmpdir(), 'lionagi-per-hook-'));
  const bins = { claude: installed.claude, agent: inject('agentBin') };
  // Interleaved: li-agent first on even runs, Claude Code first on odd ones (ABBA across runs).
  const pairs = Array.from({ length: runs }, (_, run) => {
    const order: Side[] = run % 2 === 0 ? ['lionagi', 'claude'] : ['claude', 'lionagi'];
    return order.map((side) => sessionCase(root, `run${run + 1}-${side}`, side, calls, bins));
  });
  const netns = netnsAvailable();
  const loadStart = loadavg();
  const output = runLiveJob(
    root,
    netns,
    {
      // One session at a time: the two sides never share the machine with each other.
      concurrency: 1,
      cases: pairs.flat(),
      versions: {
        claude: [installed.claude, '--version'],
        lionagi: [process.execPath, bins.agent, '--version'],
      },
    },
    60 * 60_000,
  );
  const loadEnd = loadavg();
  for (const r of output.results) {
    expect(r.timedOut, `${r.id} timed out`).toBe(false);
    expect(r.code, `${r.id} exited ${r.code}: ${r.stderr.slice(-500)}`).toBe(0);
  }
  const measured: PerHookLiveRun[] = [];
  for (const pair of pairs) {
    const times = Object.fromEntries(
      await Promise.all(pair.map(async (c) => [c.side, await hookTimes(c)] as const)),
    ) as Record<Side, number[]>;
    // Every tool call fired the hook once, on both sides: a missing time is a broken run.
    expect(times.lionagi, `${pair[0]?.id}: li-agent hook times`).toHaveLength(calls);
    expect(times.claude, `${pair[0]?.id}: Claude Code hook times`).toHaveLength(calls);
    measured.push({
      first: pair[0]?.side === 'claude' ? 'claude' : 'li-agent',
      lionagi: { hooks: times.lionagi },
      claude: { hooks: times.claude },
    });
  }
  const live: PerHookLive = {
    generatedAt: new Date().toISOString(),
    versions: {
      // `2.1.328 (Claude Code)`: the version is the first word.
      claudeCode: output.versions.claude?.split(' ')[0] ?? PINNED.claude,
      lionagi: output.versions.lionagi ?? 'li-agent',
    },
    calls,
    isolation: netns
      ? `inside \`unshare -n\` (interfaces: ${output.interfaces.join(', ')})`
      : 'without `unshare -n` (not available here): the fake API was on 127.0.0.1',
    load: { start: loadStart, end: loadEnd },
    runs: measured,
  };
  rmSync(root, { recursive: true, force: true });
  const existing = existsSync(DOC) ? readFileSync(DOC, 'utf8') : undefined;
  writeFileSync(DOC, mergePerHookLive(existing, renderPerHookLive(live)));
  process.stdout.write(
    `per-hook time, li-agent / Claude Code, by run: ${measured.map((r) => runRatio(r).toFixed(2)).join(', ')}\nwrote ${DOC}\n`,
  );
});
