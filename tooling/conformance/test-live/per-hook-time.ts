import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  mergePerHookLive,
  type PerHookLive,
  type PerHookLiveRun,
  renderPerHookLive,
  runRatio,
} from '@lionagi/bench/per-hook-live';
import { expect, inject, it } from 'vitest';
import { settingsYaml } from '../src/index.js';
import { agentEnv } from './cases.js';
import { cacheDir, ensureInstalled, PINNED } from './install.js';
import {
  auditedHookTimes,
  claudeHookTimes,
  claudeTimingCase,
  envCount,
  runTimingSessions,
  type TimingCase,
  timingBase,
  timingPrompt,
} from './timing-session.js';

const DOC = join(import.meta.dirname, '..', '..', '..', 'docs', 'performance.md');
const HOOK_ARGV = ['/bin/echo', '{}'];
type Side = 'lionagi' | 'claude';
type PerHookCase = TimingCase<Side>;

function sessionCase(
  root: string,
  id: string,
  side: Side,
  calls: number,
  bins: { claude: string; agent: string },
): PerHookCase {
  if (side === 'claude') {
    return claudeTimingCase(root, id, side, calls, bins.claude, HOOK_ARGV.join(' '));
  }
  const { dir: _dir, ...base } = timingBase(root, id, side, '.lionagi');
  return {
    ...base,
    argv: [
      process.execPath,
      bins.agent,
      '-p',
      timingPrompt('bash', calls),
      '--output-format',
      'json',
      '--provider',
      'anthropic',
      '--model',
      'fake-model',
      '--max-turns',
      String(calls + 2),
    ],
    env: agentEnv(base.home),
    files: {
      [join(base.cwd, '.lionagi', 'settings.yaml')]: settingsYaml({
        PreToolUse: [{ matcher: 'bash', hooks: [{ command: HOOK_ARGV }] }],
      }),
    },
  };
}

/** The hook times one session recorded, in firing order. */
async function hookTimes(c: PerHookCase): Promise<number[]> {
  if (c.side === 'claude') return claudeHookTimes(c, HOOK_ARGV.join(' '));
  return auditedHookTimes(c.home);
}

it('times the same hook under li-agent and Claude Code in interleaved sessions and writes the live section of docs/performance.md', async () => {
  const runs = envCount('LIONAGI_PER_HOOK_RUNS', 6);
  const calls = envCount('LIONAGI_PER_HOOK_CALLS', 20);
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
  const { output, load, isolation } = runTimingSessions(root, pairs.flat(), {
    claude: [installed.claude, '--version'],
    lionagi: [process.execPath, bins.agent, '--version'],
  });
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
    isolation,
    load,
    runs: measured,
  };
  rmSync(root, { recursive: true, force: true });
  const existing = existsSync(DOC) ? readFileSync(DOC, 'utf8') : undefined;
  writeFileSync(DOC, mergePerHookLive(existing, renderPerHookLive(live)));
  process.stdout.write(
    `per-hook time, li-agent / Claude Code, by run: ${measured.map((r) => runRatio(r).toFixed(2)).join(', ')}\nwrote ${DOC}\n`,
  );
});
