// The section of docs/performance.md that `pnpm conformance:bridge-time` writes: the bridge
// (`li hooks run PreToolUse --emit claude`) inside the real Claude Code against the same node hook
// run natively by it, both timed by Claude Code's own debug log. `pnpm bench` keeps the section.
import {
  type LiveFigures,
  liveFigures,
  liveFiguresLine,
  liveSection,
  mergeLiveSection,
} from './live-section.js';
import type { LiveSession } from './per-hook-live.js';
import { formatDuration as d, median, formatRatio as x } from './stats.js';

/** The section's marker lines. */
export const BRIDGE_LIVE_MARKERS = {
  start:
    '<!-- bridge-live: written by `pnpm conformance:bridge-time` (tooling/conformance/test-live/bridge-time.ts); `pnpm bench` keeps this section as it is -->',
  end: '<!-- /bridge-live -->',
};
/** The section's heading, which the goals table points at. */
export const BRIDGE_LIVE_HEADING = 'The bridge inside the real Claude Code (live)';
/** The goal: the bridge's per-call time / the same hook's native time, on every run. */
export const BRIDGE_LIVE_GOAL = 2.5;

/** One run: a session with the hook native and one with it behind the bridge, back to back. */
export interface BridgeLiveRun {
  first: 'native' | 'bridge';
  native: LiveSession;
  bridge: LiveSession;
  /** The same hook's own run inside the bridge, as li's hook audit log records it (ms). */
  hookInsideBridge: number[];
}

/** What one `pnpm conformance:bridge-time` measured. */
export interface BridgeLive {
  generatedAt: string;
  versions: { claudeCode: string; li: string; node: string };
  calls: number;
  isolation: string;
  load: { start: number[]; end: number[] };
  /** The native hook's command as Claude Code runs it, and the bridge's. */
  commands: { native: string; bridge: string };
  runs: BridgeLiveRun[];
}

/** The bridge's median per-call time over the native hook's, one run. */
export function bridgeRunRatio(run: BridgeLiveRun): number {
  return median(run.bridge.hooks) / median(run.native.hooks);
}

const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
const list = (values: readonly number[]) => values.join(', ');
const loadText = (values: readonly number[]) => values.map((v) => v.toFixed(2)).join(' / ');

/** The section, markers included. */
export function renderBridgeLive(live: BridgeLive): string {
  const ratios = live.runs.map(bridgeRunRatio);
  const worst = Math.max(...ratios);
  const met = worst <= BRIDGE_LIVE_GOAL;
  return [
    BRIDGE_LIVE_MARKERS.start,
    liveFiguresLine('bridge-live', {
      ratios,
      claudeCode: live.versions.claudeCode,
      at: live.generatedAt,
    }),
    `## ${BRIDGE_LIVE_HEADING}`,
    '',
    `What a user of the bridge pays per tool call: the real Claude Code \`${live.versions.claudeCode}\` runs one trivial node hook (${live.versions.node}) natively in one session and through \`li hooks run PreToolUse --emit claude\` (\`${live.versions.li}\`, the bundled CLI) in the other, against the live suite's fake Anthropic API on loopback: ${live.calls} Bash calls per session, one hook firing each; ${live.runs.length} runs, each two sessions back to back, the order alternating run by run. Measured ${live.generatedAt}; ${live.isolation}; load average (1 / 5 / 15 min) ${loadText(live.load.start)} at start, ${loadText(live.load.end)} at end.`,
    '',
    `- Native: \`${live.commands.native}\`. Bridge: \`${live.commands.bridge}\`, its \`.lionagi/settings.yaml\` running the same script as an argv (no shell).`,
    "- Both times are what Claude Code's `--debug-file` log prints for each hook (`Hooks: PreToolUse:Bash [<command>] finished with status 0 (<ms>ms)`): whole milliseconds, spawn to exit and output read, timed by Claude Code around its own hook process. The hook inside the bridge is li's hook audit log's `duration_ms` (shown, not judged).",
    '',
    row([
      'Run',
      'First',
      'Native median',
      'Bridge median',
      'Ratio',
      'The hook inside the bridge (median)',
      'Native first',
      'Bridge first',
    ]),
    row(['---', '---', '---', '---', '---', '---', '---', '---']),
    ...live.runs.map((run, i) =>
      row([
        String(i + 1),
        run.first,
        d(median(run.native.hooks)),
        d(median(run.bridge.hooks)),
        x(ratios[i] as number),
        d(median(run.hookInsideBridge)),
        d(run.native.hooks[0] ?? 0),
        d(run.bridge.hooks[0] ?? 0),
      ]),
    ),
    '',
    `Goal ≤ ${x(BRIDGE_LIVE_GOAL)} on every run: **${met ? 'met' : 'not met'}** (worst run ${x(worst)}, best ${x(Math.min(...ratios))}).`,
    '',
    '<details><summary>Every hook time (ms), by run</summary>',
    '',
    ...live.runs.map(
      (run, i) =>
        `- run ${i + 1}: native ${list(run.native.hooks)}; bridge ${list(run.bridge.hooks)}; the hook inside the bridge ${list(run.hookInsideBridge)}`,
    ),
    '',
    '</details>',
    BRIDGE_LIVE_MARKERS.end,
  ].join('\n');
}

/** The section as it stands in `doc`, if any. */
export function bridgeLiveSection(doc: string | undefined): string | undefined {
  return liveSection(doc, BRIDGE_LIVE_MARKERS);
}

/** `doc` with its section replaced by `section`, or `section` appended when it has none. */
export function mergeBridgeLive(doc: string | undefined, section: string): string {
  return mergeLiveSection(doc, section, BRIDGE_LIVE_MARKERS);
}

/** The per-run ratios recorded in a section (its machine-readable comment line). */
export function bridgeLiveFigures(section: string | undefined): LiveFigures | undefined {
  return liveFigures(section, 'bridge-live');
}
