import { LIVE_ROWS, type LiveRow } from './live-rows.js';

/**
 * Matrix rows no real harness can exhibit in a live run, with the reason (rendered into
 * docs/conformance-live.md, "Rows not run live").
 */
export const NOT_LIVE: Readonly<Record<string, string>> = {
  'dv-default-timeout':
    'The row states the effective default (`li hooks list --json`: 60 s on every event), a LionAGI statement no harness has. Showing the harness defaults live needs a hook that outlasts them: Claude Code ran a PreToolUse hook past 65 s (600 s documented), Codex allows 600 s. That is minutes per harness per run.',
  'post-tool-batch-untrusted':
    'Claude Code has no per-hook trust (Dv1-13): an imported hook runs like any other, so the live run would show only that; the fail-closed gate is li-agent-only (Dv3-6). Codex has no PostToolBatch.',
  'stop-failure-untrusted':
    'Claude Code has no per-hook trust (Dv1-13): an imported hook runs like any other, so the live run would show only that. Codex has no StopFailure.',
  ...Object.fromEntries(
    ['exit2-advisory', 'exit1', 'timeout', 'untrusted'].flatMap((kind) =>
      ['subagent-start', 'postcompact'].map((event) => [
        `${event}-${kind}`,
        'Added with the full v3 row set after the live suite was last extended; no live row drives this exit code, timeout or trust case yet (the live v3 rows cover SubagentStart firing and PostCompact after /compact).',
      ]),
    ),
  ),
};

/**
 * Matrix rows the live envelope recorder covers (test-live/envelope-cases.ts): every event's first
 * envelope, from each harness, diffed field by field (added, removed, retyped) against the
 * committed ground truth. These rows are about fields being present with a type; rows about
 * values or firing are live rows.
 */
export const ENVELOPE_RECORDER_ROWS: Readonly<Record<string, string>> = {
  'env-common': '`session_id`, `cwd`, `hook_event_name` on every event',
  'env-transcript-path': '`transcript_path` on every event',
  'env-permission-mode': '`permission_mode` present (or absent) per event',
  'env-model': '`model` present (or absent) per event',
  'env-turn-id': '`turn_id` present (or absent) per event',
  'env-post-tool': '`tool_response` type (object or string) and `duration_ms`',
};

/** How one matrix row is covered by the live suite. */
export type LiveCoverage =
  | { id: string; how: 'live'; liveRows: string[] }
  | { id: string; how: 'envelopes' | 'not-live'; reason: string }
  | { id: string; how: 'uncovered' };

/** The matrix row each live row reproduces. */
const matrixRowOf = (row: LiveRow) =>
  row.skillLine === undefined && row.claudeCell === undefined
    ? (row.matrixRow ?? row.id)
    : undefined;

/** How each of `matrixIds` is covered: live rows, the envelope recorder, or NOT_LIVE. */
export function liveCoverage(
  matrixIds: readonly string[],
  liveRows: readonly LiveRow[] = LIVE_ROWS,
): LiveCoverage[] {
  return matrixIds.map((id): LiveCoverage => {
    const live = liveRows.filter((r) => matrixRowOf(r) === id).map((r) => r.id);
    if (live.length > 0) return { id, how: 'live', liveRows: live };
    const envelope = ENVELOPE_RECORDER_ROWS[id];
    if (envelope !== undefined) return { id, how: 'envelopes', reason: envelope };
    const why = NOT_LIVE[id];
    return why === undefined ? { id, how: 'uncovered' } : { id, how: 'not-live', reason: why };
  });
}

/** The "Rows not run live" section of docs/conformance-live.md, from the tables above. */
export function renderNotLiveSection(): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  return [
    '## Rows not run live',
    '',
    'Generated from tooling/conformance/src/live-coverage.ts, not by a live run. Every other matrix row is reproduced by at least one live row of the run sections (src/live-coverage.test.ts checks this).',
    '',
    '| Row | Why it is not a live row |',
    '|---|---|',
    ...Object.entries(NOT_LIVE).map(([id, why]) => `| \`${id}\` | ${cell(why)} |`),
    '',
    "Covered by the envelope recorder (each harness's envelope of every event, diffed field by field against the ground truth; see the envelope table of each run):",
    '',
    '| Row | What the diff shows |',
    '|---|---|',
    ...Object.entries(ENVELOPE_RECORDER_ROWS).map(([id, what]) => `| \`${id}\` | ${cell(what)} |`),
    '',
    ...partialRows(cell),
  ].join('\n');
}

/**
 * The live rows with no matrix row yet (the profile v3 rows, issue 36): the Claude Code cell each
 * is classified against, and why Codex is not run.
 */
function partialRows(cell: (text: string) => string): string[] {
  const rows = LIVE_ROWS.filter((r) => r.claudeCell !== undefined || r.codexNotRun !== undefined);
  if (rows.length === 0) return [];
  return [
    'Live rows with no matrix row yet, each compared with li-agent against its own Claude Code cell (Codex not run, for the reason given):',
    '',
    '| Live row | Event | Claude Code cell | Source | Codex |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| \`${r.id}\` | ${r.event} | ${cell(r.claudeCell?.observed ?? 'the matrix row')} | ${cell(r.claudeCell?.source ?? '')} | ${cell(r.codexNotRun ?? 'run')} |`,
    ),
    '',
  ];
}
