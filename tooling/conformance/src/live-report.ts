import { CLAUDE_CODE_EVENT_NAMES, NEWEST_OBSERVED_HARNESSES } from '@lionagi/hooks-profile';
import type { FacetValues, LiveClass, LiveComparison } from './live-compare.js';
import { renderNotLiveSection } from './live-coverage.js';
import type { FieldDiff } from './live-envelopes.js';
import type { LiveRow } from './live-rows.js';

/** One row of the live report: li-agent's facets and each harness's, classified. */
export interface LiveReportRow {
  row: LiveRow;
  lionagi: FacetValues;
  claudeCode: LiveSide;
  /** `notApplicable`: not run (a Claude Code-only row), with the reason. */
  codex: LiveSide | { notApplicable: string };
}

/** One harness's result on a row, or why it produced none. */
export type LiveSide = { values: FacetValues; comparison: LiveComparison } | { error: string };

/** One event of one harness's recorded envelopes against the committed ground truth. */
export interface EnvelopeDriftRow {
  harness: 'claude' | 'codex';
  event: string;
  /** `same`; `changed` (fields differ); `new` (fired, no ground truth); `not fired` (ground truth has it). */
  status: 'same' | 'changed' | 'new' | 'not fired';
  diff?: FieldDiff;
  /** For a new event: its fields and types. */
  fields?: string[];
}

/** Which builds a run used: the pinned ones, the registry's newest, or others given by hand. */
export type LiveMode = 'pinned' | 'latest' | 'custom';

/** Everything the live report states about one run of the live suite. */
export interface LiveReport {
  mode: LiveMode;
  generatedAt: string;
  /** How the binaries were kept off the network. */
  isolation: string;
  versions: { claudeCode: string; codex: string; lionagi: string };
  /** The npm versions the run installed (the report's headings name these). */
  builds: { claude: string; codex: string };
  rows: LiveReportRow[];
  envelopes: EnvelopeDriftRow[];
  /** The hook events the Claude Code build lists itself (`claude doctor`), when read. */
  claudeEvents?: string[];
}

/** `listed` against `recorded`: the names added and removed (both empty when the lists agree). */
function eventListDiff(
  listed: readonly string[],
  recorded: readonly string[],
): { added: string[]; removed: string[] } {
  return {
    added: listed.filter((e) => !recorded.includes(e)),
    removed: recorded.filter((e) => !listed.includes(e)),
  };
}

function eventListText(listed: readonly string[], build: string): string {
  const recorded = CLAUDE_CODE_EVENT_NAMES[build];
  if (recorded === undefined)
    return `${listed.length}; the profile records no list for ${build} (it records ${Object.keys(CLAUDE_CODE_EVENT_NAMES).join(', ')})`;
  const { added, removed } = eventListDiff(listed, recorded);
  if (added.length === 0 && removed.length === 0)
    return `${listed.length}, the list the profile records for ${build}`;
  return `${listed.length}; against the profile's list for ${build}: added ${added.join(', ') || 'none'}, removed ${removed.join(', ') || 'none'}`;
}

const SYMBOL: Record<LiveClass, string> = {
  same: 'same',
  expected: 'different (expected divergence)',
  unexpected: '**different (unexpected)**',
};

const HARNESS_NAME = { claude: 'Claude Code', codex: 'Codex' } as const;

/** An argv word as shown: JSON-quoted when it holds a blank or a quote (one argument). */
const word = (w: string) => (/[\s'"]/.test(w) ? JSON.stringify(w) : w);

/** The events and the hook of a live row (`sdk/<file>` for a bundled SDK example). */
function hookLabel(row: LiveRow): string {
  const events = [row.event, ...(row.alsoOn ?? [])].join(' + ');
  const hooks = [
    `${row.sdk ? 'sdk/' : ''}${[row.hook, ...(row.args ?? []).map(word)].join(' ')}`,
    ...(row.chain ?? []).map((h) => [h.hook, ...(h.args ?? [])].join(' ')),
  ].map((h) => `\`${h}\``);
  const extra = [
    row.matcher ? `matcher \`${row.matcher.lionagi}\` / \`${row.matcher.harness}\`` : '',
    row.dedup ? 'twice (two groups)' : '',
    row.userHook
      ? `user layer \`${row.userHook.hook} ${(row.userHook.args ?? []).join(' ')}\``
      : '',
    row.bridge ? 'harnesses: `li hooks run --emit` only' : '',
    row.bridgeInUserFile
      ? 'as `li hooks export --bridge` writes it (Claude Code: `command: li` + `args`), in the project file and again in the user file (matcher `Bash|Edit|Write`, timeout 600)'
      : '',
    row.timeout === undefined ? '' : `timeout ${row.timeout} s`,
    row.settleMs === undefined ? '' : `observed ${row.settleMs / 1000} s after the exit`,
    row.mcp ? 'then `mcp__echo__touch` on the stdio MCP server `echo`' : '',
    row.lionagiOnly
      ? `LionAGI only: ${Object.entries(row.lionagiOnly)
          .map(([k, v]) => `\`${k}: ${v}\``)
          .join(', ')}`
      : '',
    row.stringCommand ? 'LionAGI: `command` as one string' : '',
    row.imported
      ? `imported:${row.imported}${row.trusted ? ', trusted (`li hooks trust --yes`; Codex `trusted_hash`)' : ', untrusted'}`
      : '',
    row.skillLine
      ? `Claude Code: a slash command's \`\` !\`${row.command ?? 'touch ran.marker'}\` \`\` line under \`PreSkillShellCommand\` → \`li hooks run PreToolUse --emit claude --as-tool Bash\``
      : '',
  ].filter(Boolean);
  return `${events} ${hooks.join(' then ')}${extra.length > 0 ? ` (${extra.join('; ')})` : ''}`;
}

function values(v: FacetValues): string {
  return Object.entries(v)
    .map(([facet, value]) => `${facet}: ${value}`)
    .join('; ');
}

function side(result: LiveReportRow['codex']): string {
  if ('notApplicable' in result) return `n/a: ${result.notApplicable}`;
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
    if ('comparison' in result) out[result.comparison.classification] += 1;
  }
  return out;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

function diffText(d: EnvelopeDriftRow): string {
  if (d.status === 'new') return `new event; fields: ${(d.fields ?? []).join(', ')}`;
  if (d.status === 'not fired') return 'did not fire (the ground truth has it)';
  const { added = [], removed = [], retyped = [] } = d.diff ?? {};
  const parts = [
    added.length > 0 ? `added ${added.join(', ')}` : '',
    removed.length > 0 ? `removed ${removed.join(', ')}` : '',
    retyped.length > 0 ? `retyped ${retyped.join(', ')}` : '',
  ].filter(Boolean);
  return parts.length === 0 ? 'same fields and types' : parts.join('; ');
}

const MODE_TITLE: Record<LiveMode, string> = {
  pinned: 'Pinned builds',
  latest: 'Newest builds (registry `latest`)',
  custom: 'Other builds (`--cc` / `--codex`)',
};

/** The section of docs/conformance-live.md one run writes (its rows and its envelopes). */
export function renderLiveSection(report: LiveReport): string {
  const count = (h: 'claudeCode' | 'codex') => {
    const c = liveCounts(report.rows, h);
    return `${c.same} same, ${c.expected} different (expected divergence), ${c.unexpected} different (unexpected)`;
  };
  const v = report.versions;
  return [
    `## ${MODE_TITLE[report.mode]}: Claude Code ${report.builds.claude}, Codex ${report.builds.codex}`,
    '',
    `Run at ${report.generatedAt}. \`claude --version\`: ${v.claudeCode}; \`codex --version\`: ${v.codex}; \`li-agent --version\`: ${v.lionagi}.`,
    `Isolation: ${report.isolation}.`,
    ...(report.claudeEvents === undefined
      ? []
      : [
          `Hook events Claude Code lists itself (\`claude doctor\`): ${eventListText(report.claudeEvents, report.builds.claude)}.`,
        ]),
    '',
    `- Claude Code: ${count('claudeCode')}`,
    `- Codex: ${count('codex')}`,
    '',
    '| Row | Hook | li-agent (profile) | Claude Code | Codex |',
    '|---|---|---|---|---|',
    ...report.rows.map(
      (r) =>
        `| \`${r.row.id}\` | ${hookLabel(r.row)} | ${cell(values(r.lionagi))} | ${cell(side(r.claudeCode))} | ${cell(side(r.codex))} |`,
    ),
    '',
    'Envelopes recorded live (a recorder hook on every event, one succeeding and one failing shell call; Claude Code also runs a slash command with a `` !`cmd` `` line), diffed field by field against the committed ground truth (Claude Code 2.1.328 captures; Codex 0.169.0 input schemas and recorded model-request envelopes):',
    '',
    '| Harness | Event | Fields against the ground truth |',
    '|---|---|---|',
    ...report.envelopes.map(
      (d) => `| ${HARNESS_NAME[d.harness]} | ${d.event} | ${cell(diffText(d))} |`,
    ),
    '',
  ].join('\n');
}

/**
 * The drift section a `latest` run writes: what changed since the pinned builds, in events (fired
 * or gone), envelope fields (added, removed, retyped) and outcomes (facets that changed).
 */
export function renderDriftSection(
  report: LiveReport,
  pinned: { claude: string; codex: string },
): string {
  const events = report.envelopes.filter((d) => d.status === 'new' || d.status === 'not fired');
  const fields = report.envelopes.filter((d) => d.status === 'changed');
  const outcomes = report.rows.flatMap((r) =>
    (['claudeCode', 'codex'] as const).flatMap((h) => {
      const s = r[h];
      if ('notApplicable' in s) return [];
      if ('error' in s)
        return [
          `\`${r.row.id}\` (${h === 'claudeCode' ? 'Claude Code' : 'Codex'}): not run: ${s.error}`,
        ];
      const changed = s.comparison.changed ?? [];
      return changed.length === 0
        ? []
        : [
            `\`${r.row.id}\` (${h === 'claudeCode' ? 'Claude Code' : 'Codex'}): ${changed.join(', ')}`,
          ];
    }),
  );
  const list = (items: string[], none: string) =>
    items.length === 0 ? [`- ${none}`] : items.map((i) => `- ${cell(i)}`);
  const v = report.builds;
  const newest = NEWEST_OBSERVED_HARNESSES;
  const checked = v.claude === newest.claudeCode && v.codex === newest.codex;
  return [
    `## Drift: Claude Code ${pinned.claude} → ${v.claude}, Codex ${pinned.codex} → ${v.codex}`,
    '',
    `Written by \`pnpm conformance:live latest\` at ${report.generatedAt}. Outcomes compare each row's exact facets with the recorded pinned run (tooling/conformance/test-live/baseline.json); envelopes compare with the committed ground truth.`,
    '',
    checked
      ? `Nothing new since the last check: Claude Code ${v.claude} and Codex ${v.codex} are the newest builds the profile records (NEWEST_OBSERVED_HARNESSES); what they changed is below.`
      : `New since the last check: the profile records Claude Code ${newest.claudeCode} and Codex ${newest.codex} as the newest builds checked; record these in NEWEST_OBSERVED_HARNESSES once what they change is handled.`,
    '',
    '### Events',
    '',
    ...list(
      [
        ...listedEventDrift(report.claudeEvents, pinned.claude),
        ...events.map((d) => `${HARNESS_NAME[d.harness]} ${d.event}: ${diffText(d)}`),
      ],
      'no event appeared or disappeared among those recorded',
    ),
    '',
    '### Envelope fields',
    '',
    ...list(
      fields.map((d) => `${HARNESS_NAME[d.harness]} ${d.event}: ${diffText(d)}`),
      'no field added, removed or retyped',
    ),
    '',
    '### Outcomes',
    '',
    ...list(outcomes, `no facet of the ${report.rows.length} rows changed`),
    '',
  ].join('\n');
}

/** The drift of the list `claude doctor` prints against the pinned build's recorded list. */
function listedEventDrift(listed: readonly string[] | undefined, pinned: string): string[] {
  const recorded = CLAUDE_CODE_EVENT_NAMES[pinned];
  if (listed === undefined || recorded === undefined) return [];
  const { added, removed } = eventListDiff(listed, recorded);
  return [
    `Claude Code's own list of hook events (\`claude doctor\`) since ${pinned}: added ${added.join(', ') || 'none'}; removed ${removed.join(', ') || 'none'}`,
  ];
}

const HEADER = [
  '# Live conformance run',
  '',
  '<!-- Written by `pnpm conformance:live` (tooling/conformance/test-live); each run replaces its own section. Not part of the normal test run. -->',
  '',
  "Each row re-runs a matrix row (see [conformance.md](conformance.md)) under li-agent, Claude Code and Codex with the same fixture hook, against fake model APIs on 127.0.0.1 (Anthropic Messages for li-agent and Claude Code, OpenAI Responses for Codex) steered by the same directive lines as li-agent's scripted provider, and compares facets observed from outside: whether the guarded command ran (marker files), whether the prompt reached the model, whether the model was called again after the tool, whether a hook (or a hook's child) started and how often, whether the MCP tool of a real stdio MCP server ran, what a recorder hook was sent, which probe texts any model request contained, and for the profile v2 rows the exit code, how many model requests the conversation took and the values the recorder saw in one envelope field (`stop_hook_active` of each Stop firing, the `notification_type` of each Notification); the Notification pty row runs li-agent's REPL and interactive Claude Code on a pseudo-terminal until the first Notification. The profile v3 rows start a subagent through the harness's agent tool (Claude Code `Agent`, li-agent `agent`; the subagent's task is its own script) or run `/compact` on a finished session (Claude Code a second run `--resume ID` with the prompt `/compact …`, li-agent its REPL fed through a pipe), and add the JSON type of a recorded field whose value differs per run (`agent_id`, `compact_summary`). The classification uses the matrix cell of that harness: a difference it attributes to a named divergence is expected; anything else is unexpected. Each harness's exact facets are also compared with the recorded pinned run, so a change inside a divergence row is unexpected too. `pnpm conformance:live` runs the pinned builds; `--cc VERSION --codex VERSION` (or `LIONAGI_LIVE_CC` / `LIONAGI_LIVE_CODEX`) others; `latest` the registry's newest, with the drift section. A harness binary that does not run fails the suite.",
  '',
].join('\n');

const SECTION_ORDER = ['pinned', 'latest', 'drift', 'custom', 'not-live'] as const;

/**
 * docs/conformance-live.md with `sections` replaced (each between its markers), the others kept;
 * the `not-live` section is always rendered from code ({@link renderNotLiveSection}).
 */
export function mergeLiveDoc(
  existing: string | undefined,
  sections: Partial<Record<(typeof SECTION_ORDER)[number], string>>,
): string {
  const kept = (name: string) => {
    const m = new RegExp(`<!-- live:${name} -->\\n([\\s\\S]*?)<!-- /live:${name} -->`).exec(
      existing ?? '',
    );
    return m?.[1];
  };
  const parts = SECTION_ORDER.flatMap((name) => {
    const body = name === 'not-live' ? renderNotLiveSection() : (sections[name] ?? kept(name));
    return body === undefined ? [] : [`<!-- live:${name} -->\n${body}<!-- /live:${name} -->\n`];
  });
  return [HEADER, ...parts].join('\n');
}
