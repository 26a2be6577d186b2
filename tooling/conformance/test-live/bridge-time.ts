import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type BridgeLive,
  type BridgeLiveRun,
  bridgeRunRatio,
  mergeBridgeLive,
  renderBridgeLive,
} from '@lionagi/bench/bridge-live';
import { expect, inject, it } from 'vitest';
import { cacheDir, ensureInstalled, PINNED } from './install.js';
import {
  auditedHookTimes,
  claudeHookTimes,
  claudeTimingCase,
  envCount,
  runTimingSessions,
  type TimingCase,
} from './timing-session.js';

const DOC = join(import.meta.dirname, '..', '..', '..', 'docs', 'performance.md');

type Side = 'native' | 'bridge';

/** The trivial node hook both sides run: it answers `{}` (nothing to decide). */
const HOOK_SOURCE = "process.stdout.write('{}\\n');\n";

/**
 * One session: Claude Code runs the node hook itself (`native`), or runs the bridge, whose
 * `.lionagi/settings.yaml` runs the same script as an argv (`bridge`). Both get the same
 * `LIONAGI_HOME`, so the bridge's hook audit log is the session's own.
 */
function sessionCase(
  root: string,
  id: string,
  side: Side,
  calls: number,
  claude: string,
  commands: Record<Side, string>,
  hook: string,
): TimingCase<Side> {
  const c = claudeTimingCase(root, id, side, calls, claude, commands[side]);
  c.env.LIONAGI_HOME = c.home;
  if (side === 'bridge') {
    mkdirSync(join(c.cwd, '.lionagi'));
    c.files[join(c.cwd, '.lionagi', 'settings.yaml')] = [
      'hooks_external:',
      '  PreToolUse:',
      '    - matcher: Bash',
      '      tool_vocabulary: claude',
      '      hooks:',
      `        - type: command`,
      `          command: ${JSON.stringify([process.execPath, hook])}`,
      '',
    ].join('\n');
  }
  return c;
}

it('times the bridge inside the real Claude Code against the same node hook native, in interleaved sessions, and writes its section of docs/performance.md', async () => {
  const runs = envCount('LIONAGI_BRIDGE_TIME_RUNS', 6);
  const calls = envCount('LIONAGI_BRIDGE_TIME_CALLS', 20);
  const installed = ensureInstalled(cacheDir(), PINNED);
  if ('error' in installed) throw new Error(`the bridge figure cannot run: ${installed.error}`);
  const root = mkdtempSync(join(tmpdir(), 'lionagi-bridge-time-'));
  const hook = join(root, 'hook.mjs');
  writeFileSync(hook, HOOK_SOURCE);
  const li = inject('liBin');
  const commands: Record<Side, string> = {
    native: `${process.execPath} ${hook}`,
    bridge: `${process.execPath} ${li} hooks run PreToolUse --emit claude`,
  };
  // Interleaved: native first on even runs, the bridge first on odd ones (ABBA across runs).
  const pairs = Array.from({ length: runs }, (_, run) => {
    const order: Side[] = run % 2 === 0 ? ['native', 'bridge'] : ['bridge', 'native'];
    return order.map((side) =>
      sessionCase(root, `run${run + 1}-${side}`, side, calls, installed.claude, commands, hook),
    );
  });
  const { output, load, isolation } = runTimingSessions(root, pairs.flat(), {
    claude: [installed.claude, '--version'],
  });
  const measured: BridgeLiveRun[] = [];
  for (const pair of pairs) {
    const of = (side: Side) => pair.find((c) => c.side === side) as TimingCase<Side>;
    const native = claudeHookTimes(of('native'), commands.native);
    const bridge = claudeHookTimes(of('bridge'), commands.bridge);
    const inside = await auditedHookTimes(of('bridge').home);
    // Every Bash call fired the hook once on both sides, and the bridge really ran it each time:
    // a missing time is a broken run, not a fast one.
    expect(native, `${pair[0]?.id}: native hook times`).toHaveLength(calls);
    expect(bridge, `${pair[0]?.id}: bridge times`).toHaveLength(calls);
    expect(inside, `${pair[0]?.id}: the hook's runs inside the bridge`).toHaveLength(calls);
    measured.push({
      first: pair[0]?.side ?? 'native',
      native: { hooks: native },
      bridge: { hooks: bridge },
      hookInsideBridge: inside,
    });
  }
  const liVersion = execFileSync(process.execPath, [li, '--version'], { encoding: 'utf8' }).trim();
  const live: BridgeLive = {
    generatedAt: new Date().toISOString(),
    versions: {
      claudeCode: output.versions.claude?.split(' ')[0] ?? PINNED.claude,
      li: liVersion,
      node: `node ${process.version}`,
    },
    calls,
    isolation,
    load,
    commands: {
      native: 'node hook.mjs',
      bridge: 'node li.cjs hooks run PreToolUse --emit claude',
    },
    runs: measured,
  };
  rmSync(root, { recursive: true, force: true });
  const existing = existsSync(DOC) ? readFileSync(DOC, 'utf8') : undefined;
  writeFileSync(DOC, mergeBridgeLive(existing, renderBridgeLive(live)));
  process.stdout.write(
    `the bridge inside Claude Code / the same hook native, by run: ${measured.map((r) => bridgeRunRatio(r).toFixed(2)).join(', ')}\nwrote ${DOC}\n`,
  );
});
