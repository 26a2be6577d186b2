// The section of docs/performance.md that `pnpm conformance:per-hook` writes (it needs the real
// Claude Code, so `pnpm bench` cannot measure it) and `pnpm bench` keeps: this file owns its
// markers, its text and the figures the goals table reads back from it.
import {
  type LiveFigures,
  liveFigures,
  liveFiguresLine,
  liveSection,
  mergeLiveSection,
} from './live-section.js';
import { formatDuration as d, median, formatRatio as x } from './stats.js';

/** The first line of the section (also its heading's anchor text follows). */
export const PER_HOOK_LIVE_START =
  '<!-- per-hook-live: written by `pnpm conformance:per-hook` (tooling/conformance/test-live/per-hook-time.ts); `pnpm bench` keeps this section as it is -->';
/** The last line of the section. */
export const PER_HOOK_LIVE_END = '<!-- /per-hook-live -->';
/** The section's heading, which the goals table points at. */
export const PER_HOOK_LIVE_HEADING = 'Per-hook time against the real Claude Code (live)';
/** The goal: li-agent's per-hook time / Claude Code's, on every run. */
export const PER_HOOK_LIVE_GOAL = 0.8;

/** One session's hook times, in milliseconds, in firing order. */
export interface LiveSession {
  hooks: number[];
}

/** One run: a li-agent session and a Claude Code session, one after the other. */
export interface PerHookLiveRun {
  /** Which side went first (the order alternates run by run). */
  first: 'li-agent' | 'claude';
  lionagi: LiveSession;
  claude: LiveSession;
}

/** What one `pnpm conformance:per-hook` measured. */
export interface PerHookLive {
  generatedAt: string;
  versions: { claudeCode: string; lionagi: string };
  /** Tool calls per session (one hook firing each). */
  calls: number;
  isolation: string;
  /** Load average (1 / 5 / 15 min) before and after. */
  load: { start: number[]; end: number[] };
  runs: PerHookLiveRun[];
}

/** li-agent's median per-hook time over Claude Code's, one run. */
export function runRatio(run: PerHookLiveRun): number {
  return median(run.lionagi.hooks) / median(run.claude.hooks);
}

const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
const ms = (values: readonly number[]) => values.map((v) => String(v)).join(', ');
const loadText = (values: readonly number[]) => values.map((v) => v.toFixed(2)).join(' / ');

/** The hook from which the "warm" medians are taken (1-based). */
const WARM_FROM = 6;

function warm(run: PerHookLiveRun): string {
  const li = run.lionagi.hooks.slice(WARM_FROM - 1);
  const cc = run.claude.hooks.slice(WARM_FROM - 1);
  if (li.length === 0 || cc.length === 0) return '—';
  return `${d(median(li))} / ${d(median(cc))} (${x(median(li) / median(cc))})`;
}

/** The section, markers included. */
export function renderPerHookLive(live: PerHookLive): string {
  const ratios = live.runs.map(runRatio);
  const worst = Math.max(...ratios);
  const met = worst <= PER_HOOK_LIVE_GOAL;
  return [
    PER_HOOK_LIVE_START,
    liveFiguresLine('per-hook-live', {
      ratios,
      claudeCode: live.versions.claudeCode,
      at: live.generatedAt,
    }),
    `## ${PER_HOOK_LIVE_HEADING}`,
    '',
    `The same trivial PreToolUse hook under li-agent (\`${live.versions.lionagi}\`) and the real Claude Code \`${live.versions.claudeCode}\`, against the live suite's fake Anthropic API on loopback: ${live.calls} tool calls per session, one hook firing each; ${live.runs.length} runs, each a li-agent session and a Claude Code session back to back, the order alternating run by run. Measured ${live.generatedAt}; ${live.isolation}; load average (1 / 5 / 15 min) ${loadText(live.load.start)} at start, ${loadText(live.load.end)} at end.`,
    '',
    '- Claude Code: `{"type":"command","command":"/bin/echo {}"}` (run through `/bin/sh -c`); its per-hook time is what its `--debug-file` log prints for each hook, `Hooks: PreToolUse:Bash [/bin/echo {}] finished with status 0 (<ms>ms)`.',
    '- li-agent: `command: ["/bin/echo", "{}"]` in `.lionagi/settings.yaml` (no shell); its per-hook time is each run record\'s `duration_ms` in the hook audit log (`$LIONAGI_HOME/logs/hooks.jsonl`).',
    `- Both are whole milliseconds, timed by each harness around its own hook process (spawn to exit and output read). Per run the ratio is li-agent's median over Claude Code's, over every hook of the sessions. The first hook of a session and the median after the first ${WARM_FROM - 1} are shown next to it (not judged): li-agent is a JIT-compiled Node program whose first hooks run cold code, Claude Code a compiled binary.`,
    '',
    row([
      'Run',
      'First',
      'li-agent median',
      'Claude Code median',
      'Ratio',
      'li-agent first hook',
      'Claude Code first hook',
      `Median from hook ${WARM_FROM}: li-agent / Claude Code`,
    ]),
    row(['---', '---', '---', '---', '---', '---', '---', '---']),
    ...live.runs.map((run, i) =>
      row([
        String(i + 1),
        run.first,
        d(median(run.lionagi.hooks)),
        d(median(run.claude.hooks)),
        x(ratios[i] as number),
        d(run.lionagi.hooks[0] ?? 0),
        d(run.claude.hooks[0] ?? 0),
        warm(run),
      ]),
    ),
    '',
    `Goal ≤ ${x(PER_HOOK_LIVE_GOAL)} on every run: **${met ? 'met' : 'not met'}** (worst run ${x(worst)}, best ${x(Math.min(...ratios))}).`,
    '',
    '<details><summary>Every hook time (ms), by run</summary>',
    '',
    ...live.runs.flatMap((run, i) => [
      `- run ${i + 1}: li-agent ${ms(run.lionagi.hooks)}; Claude Code ${ms(run.claude.hooks)}`,
    ]),
    '',
    '</details>',
    PER_HOOK_LIVE_END,
  ].join('\n');
}

const MARKERS = { start: PER_HOOK_LIVE_START, end: PER_HOOK_LIVE_END };

/** The section as it stands in `doc` (markers included), if any. */
export function perHookLiveSection(doc: string | undefined): string | undefined {
  return liveSection(doc, MARKERS);
}

/** `doc` with its section replaced by `section`, or `section` appended when it has none. */
export function mergePerHookLive(doc: string | undefined, section: string): string {
  return mergeLiveSection(doc, section, MARKERS);
}

/** The figures of a section, read back for the goals table. */
export type PerHookLiveFigures = LiveFigures;

/** The per-run ratios recorded in a section (its machine-readable comment line). */
export function perHookLiveFigures(section: string | undefined): PerHookLiveFigures | undefined {
  return liveFigures(section, 'per-hook-live');
}
