import type { FacetValues, LiveClass, LiveComparison } from './live-compare.js';
import type { LiveRow } from './live-rows.js';

/** One row of the live report: li-agent's facets and each harness's, classified. */
export interface LiveReportRow {
  row: LiveRow;
  lionagi: FacetValues;
  claudeCode: { values: FacetValues; comparison: LiveComparison } | { error: string };
  codex: { values: FacetValues; comparison: LiveComparison } | { error: string };
}

/** Everything the live report states about one run of the live suite. */
export interface LiveReport {
  generatedAt: string;
  /** How the binaries were kept off the network. */
  isolation: string;
  versions: { claudeCode: string; codex: string; lionagi: string };
  rows: LiveReportRow[];
}

const SYMBOL: Record<LiveClass, string> = {
  same: 'same',
  expected: 'different (expected divergence)',
  unexpected: '**different (unexpected)**',
};

/** The events and the hook of a live row (`sdk/<file>` for a bundled SDK example). */
function hookLabel(row: LiveRow): string {
  const events = [row.event, ...(row.alsoOn ?? [])].join(' + ');
  return `${events} \`${row.sdk ? 'sdk/' : ''}${row.hook}\``;
}

function values(v: FacetValues): string {
  return Object.entries(v)
    .map(([facet, value]) => `${facet}: ${value}`)
    .join('; ');
}

function side(result: LiveReportRow['claudeCode']): string {
  if ('error' in result) return `not run: ${result.error}`;
  const { comparison: c } = result;
  const note = c.note ? ` (${c.note})` : '';
  return `${values(result.values)} → ${SYMBOL[c.classification]}${note}`;
}

/** Counts per classification for one harness (runs that failed to produce a result excluded). */
export function liveCounts(rows: readonly LiveReportRow[], harness: 'claudeCode' | 'codex') {
  const out: Record<LiveClass, number> = { same: 0, expected: 0, unexpected: 0 };
  for (const r of rows) {
    const result = r[harness];
    if (!('error' in result)) out[result.comparison.classification] += 1;
  }
  return out;
}

/** Renders docs/conformance-live.md. */
export function renderLiveReport(report: LiveReport): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const count = (h: 'claudeCode' | 'codex') => {
    const c = liveCounts(report.rows, h);
    return `${c.same} same, ${c.expected} different (expected divergence), ${c.unexpected} different (unexpected)`;
  };
  return [
    '# Live conformance run',
    '',
    '<!-- Written by `pnpm conformance:live` (tooling/conformance/test-live). Not part of the normal test run. -->',
    '',
    `Run at ${report.generatedAt}. \`claude --version\`: ${report.versions.claudeCode}; \`codex --version\`: ${report.versions.codex}; \`li-agent --version\`: ${report.versions.lionagi}.`,
    `Isolation: ${report.isolation}. Every model request went to a fake API on 127.0.0.1 (Anthropic Messages for li-agent and Claude Code, OpenAI Responses for Codex), steered by the same directive lines as li-agent's scripted provider.`,
    '',
    `Each row re-runs a matrix row (see [conformance.md](conformance.md)) under all three with the same fixture hook, and compares facets observed from outside: whether the guarded command ran (marker files), whether the prompt reached the model, whether the model was called again after the tool, whether the hook started, and which probe texts any model request contained. The classification uses the matrix cell of that harness: a difference it attributes to a named divergence is expected; anything else is unexpected.`,
    '',
    `- Claude Code: ${count('claudeCode')}`,
    `- Codex: ${count('codex')}`,
    '',
    '| Row | Hook | li-agent (profile v1) | Claude Code | Codex |',
    '|---|---|---|---|---|',
    ...report.rows.map(
      (r) =>
        `| \`${r.row.id}\` | ${hookLabel(r.row)} | ${cell(values(r.lionagi))} | ${cell(side(r.claudeCode))} | ${cell(side(r.codex))} |`,
    ),
    '',
  ].join('\n');
}
