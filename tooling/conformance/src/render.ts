import { EVENTS_FIRED, eventLacked } from '@lionagi/hooks-harness';
import {
  DIVERGENCES,
  OBSERVED_HARNESSES,
  PROFILE_V1_EVENTS,
  PROFILE_VERSION,
} from '@lionagi/hooks-profile';
import { describeExpectation } from './describe.js';
import { CLAUDE_FIELD_COMPAT, CODEX_INPUT_COMPAT } from './envelope-compat.js';
import { LIVE_ROWS } from './live-rows.js';
import { AREAS, type Area, type HarnessCell, type Row } from './row.js';

const claude = `Claude Code ${OBSERVED_HARNESSES.claudeCode}`;
const codex = `Codex ${OBSERVED_HARNESSES.codex}`;

// The skill-line row reproduces no matrix row (Claude Code's PreSkillShellCommand has no seam).
const LIVE_MATRIX_ROWS = new Set(
  LIVE_ROWS.filter((r) => r.skillLine === undefined).map((r) => r.matrixRow ?? r.id),
).size;
const LIVE_BRIDGE_ROWS = LIVE_ROWS.filter((r) => r.bridge).length;

/** A harness cell that differs from profile v1 without a named divergence. */
export interface UnnamedDifference {
  row: string;
  harness: 'Claude Code' | 'Codex';
  observed: string;
  source: string;
}

/** Every `differs` cell that names no divergence, in row order. */
export function unnamedDifferences(rows: readonly Row[]): UnnamedDifference[] {
  return rows.flatMap((row) =>
    (
      [
        ['Claude Code', row.claudeCode],
        ['Codex', row.codex],
      ] as const
    )
      .filter(([, cell]) => cell.relation === 'differs' && cell.divergence === undefined)
      .map(([harness, cell]) => ({
        row: row.id,
        harness,
        observed: cell.observed,
        source: cell.source,
      })),
  );
}

const AREA_TITLES: Record<Area, string> = {
  envelope: 'Envelope field guarantees',
  'exit-codes': 'Exit codes',
  decisions: 'Decisions',
  divergences: 'Named divergences',
  matchers: 'Matchers',
  timeouts: 'Timeouts',
  policy: 'Policy: fail_closed, chains, merge, trust, event names',
  sdk: 'SDK example hooks (@lionagi/hooks-sdk)',
};

/** Escapes text for a Markdown table cell. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function mark(c: HarnessCell): string {
  if (c.relation === 'same') return '= same';
  if (c.relation === 'not-applicable') return 'n/a';
  if (c.relation === 'not-observed') return '? not observed';
  return c.divergence ? `≠ ${c.divergence}` : '≠ **unnamed**';
}

function harnessCell(c: HarnessCell): string {
  return cell(`${mark(c)}: ${c.observed} (${c.source})`);
}

function counts(rows: readonly Row[], pick: (r: Row) => HarnessCell): string {
  const n = (f: (c: HarnessCell) => boolean) => rows.filter((r) => f(pick(r))).length;
  return [
    n((c) => c.relation === 'same'),
    n((c) => c.relation === 'differs' && c.divergence !== undefined),
    n((c) => c.relation === 'differs' && c.divergence === undefined),
    n((c) => c.relation === 'not-applicable'),
    n((c) => c.relation === 'not-observed'),
  ].join(' / ');
}

function summary(rows: readonly Row[]): string[] {
  const lines = [
    '| Area | Rows | Claude Code: same / named / unnamed / n/a / not observed | Codex: same / named / unnamed / n/a / not observed |',
    '|---|---|---|---|',
  ];
  for (const area of AREAS) {
    const mine = rows.filter((r) => r.area === area);
    lines.push(
      `| ${AREA_TITLES[area]} | ${mine.length} | ${counts(mine, (r) => r.claudeCode)} | ${counts(mine, (r) => r.codex)} |`,
    );
  }
  lines.push(
    `| **All** | **${rows.length}** | ${counts(rows, (r) => r.claudeCode)} | ${counts(rows, (r) => r.codex)} |`,
  );
  return lines;
}

function areaTable(rows: readonly Row[], area: Area): string[] {
  return [
    `## ${AREA_TITLES[area]}`,
    '',
    `| Row | LionAGI profile v${PROFILE_VERSION} (asserted by the suite) | ${claude} observed | ${codex} observed |`,
    '|---|---|---|---|',
    ...rows
      .filter((r) => r.area === area)
      .map((r) => {
        const profile = `${describeExpectation(r.expect, r.run.li !== undefined)} (${r.profileSource})`;
        const title = `**${r.id}**: ${r.title}${r.hooks.length ? ` — hook ${r.hooks.map((h) => `\`${h}\``).join(', ')}` : ''}`;
        return `| ${cell(title)} | ${cell(profile)} | ${harnessCell(r.claudeCode)} | ${harnessCell(r.codex)} |`;
      }),
    '',
  ];
}

function coverage(rows: readonly Row[]): string[] {
  return [
    '## Divergence coverage',
    '',
    '| Id | Divergence | Rows that show it |',
    '|---|---|---|',
    ...DIVERGENCES.map((d) => {
      const ids = rows.filter((r) => r.divergences?.includes(d.id)).map((r) => `\`${r.id}\``);
      return `| ${d.id} | ${cell(d.title)} | ${ids.join(', ')} |`;
    }),
    '',
  ];
}

function unnamed(rows: readonly Row[]): string[] {
  const list = unnamedDifferences(rows);
  return [
    `## Differences not yet named in profile v${PROFILE_VERSION}`,
    '',
    `Observed harness behaviour that differs from profile v${PROFILE_VERSION} in effect, but that no named divergence (Dv1-*, Dv2-*) or ADR decision names yet. A hook written for that harness relying on it does not run unmodified under LionAGI.`,
    '',
    '| Row | Harness | Observed | Source |',
    '|---|---|---|---|',
    ...list.map((u) => `| \`${u.row}\` | ${u.harness} | ${cell(u.observed)} | ${cell(u.source)} |`),
    '',
  ];
}

function compat(): string[] {
  const list = (xs: readonly string[]) => (xs.length ? xs.map((x) => `\`${x}\``).join(', ') : '—');
  return [
    '## Envelope compatibility',
    '',
    'Every envelope li-agent emitted in the envelope scenario, validated against the Codex 0.169 input schema of its event (`test/envelopes.test.ts` recomputes these lists from real envelopes and fails when they change).',
    '',
    '| Event | Codex input schema | Required by Codex, not supplied by LionAGI | Sent by LionAGI, forbidden by the schema (`additionalProperties: false`) |',
    '|---|---|---|---|',
    ...PROFILE_V1_EVENTS.map((e) => {
      const c = CODEX_INPUT_COMPAT[e];
      return c.schema === null
        ? `| ${e} | none (${eventLacked(EVENTS_FIRED.codex, e) ?? 'not vendored'}) | — | — |`
        : `| ${e} | \`${c.schema}\` | ${list(c.missing)} | ${list(c.extra)} |`;
    }),
    '',
    'The same envelopes against the fields Claude Code 2.1.328 sent for the event (`field_types` of the ground-truth capture):',
    '',
    '| Event | Both | LionAGI only | Claude Code only | Type mismatches |',
    '|---|---|---|---|---|',
    ...PROFILE_V1_EVENTS.map((e) => {
      const c = CLAUDE_FIELD_COMPAT[e];
      return `| ${e} | ${list(c.shared)} | ${list(c.lionagiOnly)} | ${list(c.claudeOnly)} | ${list(c.typeMismatches)} |`;
    }),
    '',
  ];
}

/** Renders docs/conformance.md from the rows (the committed file must equal this output). */
export function renderConformanceDoc(rows: readonly Row[]): string {
  return [
    `# Conformance matrix: profile v${PROFILE_VERSION} against ${claude} and ${codex}`,
    '',
    '<!-- Generated by `pnpm docs:update` from tooling/conformance. Do not edit by hand: a test fails when this file is stale. -->',
    '',
    `Each row below runs end to end in \`tooling/conformance/test/matrix.test.ts\`: a settings file, \`li-agent -p\` with the scripted provider, a real fixture hook process (\`tooling/conformance/test/fixtures/hooks/\`, authored against the Claude Code documentation shapes and the Codex JSON Schemas), and the observed effect: whether the tool ran (a marker file the tool creates), what the model was sent (the branch messages, or the request a loopback fake API received) and what was logged (\`hook_runs\`, the audit log). The profile column is derived from the very expectation the test asserts.`,
    '',
    `The harness columns are what the real binaries did in the ground-truth study, with the experiment id or report section as source. \`= same\`: same effect for a hook written against that harness; \`≠ Dv1-n\`: differs, owned by that named divergence (or ADR decision); \`≠ unnamed\`: differs and no divergence names it yet; \`n/a\`: the harness has no such event or setting; \`? not observed\`: no experiment covers it. Extra envelope fields count as the same effect (hooks ignore unknown fields). The opt-in live suite (\`pnpm conformance:live [latest] [--cc VERSION --codex VERSION]\`, report in [conformance-live.md](conformance-live.md)) re-runs ${LIVE_MATRIX_ROWS} of these rows under the real binaries (${LIVE_BRIDGE_ROWS} of them also with \`li hooks run --emit\` as the harness's single hook), under the pinned builds and the registry's newest, and diffs their envelopes with the ground truth.`,
    '',
    ...summary(rows),
    '',
    ...unnamed(rows),
    ...coverage(rows),
    ...AREAS.flatMap((area) => areaTable(rows, area)),
    ...compat(),
  ].join('\n');
}
