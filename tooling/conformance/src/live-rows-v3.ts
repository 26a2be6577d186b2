import type { LiveRow } from './live-rows.js';
import type { HarnessCell } from './row.js';

/** The subagent's own script: one answer, which the parent's model then sees as the tool result. */
export const SUBAGENT_ANSWER = 'SUBAGENT-ANSWER';
const SUBAGENT = { prompt: `@final ${SUBAGENT_ANSWER}`, answer: SUBAGENT_ANSWER };

/** What a PreCompact hook gets as `custom_instructions` (the text after `/compact`). */
export const COMPACT_INSTRUCTIONS = 'KEEP-THE-COMPACT-NOTE';

const CODEX_SUBAGENT =
  'not run live: `codex exec` cannot start a subagent; the ground truth reached SubagentStart/SubagentStop only through `codex app-server` (`spawn_agent`, codex REPORT §7)';
const CODEX_COMPACT =
  'not run live: `codex exec` cannot compact; the ground truth reached PreCompact/PostCompact only through `codex app-server` (`thread/compact/start`, codex REPORT §7)';

/** A Claude Code cell of a v3 row: the same effect as li-agent's, as the ground truth (or a live run) saw it. */
const same = (observed: string, source: string): HarnessCell => ({
  observed,
  source,
  relation: 'same',
});

/** `/compact`: PreCompact `manual` with the instructions (null without), then PostCompact. */
const MANUAL = same(
  'PreCompact fires on `/compact` with `trigger: "manual"` and `custom_instructions` the text after it (null without), PostCompact after',
  'claude-code §3.1 (`--resume` + `/compact`), events/PreCompact.json; with instructions: live run',
);

/** A subagent row: the model starts one subagent (`@final SUBAGENT-ANSWER`) and then answers. */
const subagent = (
  id: string,
  event: 'SubagentStart' | 'SubagentStop',
  row: Partial<LiveRow>,
  ...facets: LiveRow['facets']
): LiveRow => ({
  id,
  event,
  hook: 'record.mjs',
  subagent: SUBAGENT,
  codexNotRun: CODEX_SUBAGENT,
  ...row,
  facets: ['exit', 'agent-result', ...facets],
});

/** A compaction row: a one-answer session, then `/compact` on it; PostCompact recorded too. */
const compact = (id: string, row: Partial<LiveRow>, ...facets: LiveRow['facets']): LiveRow => ({
  id,
  event: 'PreCompact',
  hook: 'record.mjs',
  alsoOn: ['PostCompact'],
  compact: {},
  codexNotRun: CODEX_COMPACT,
  ...row,
  facets: [
    'exit',
    'record:PreCompact:trigger',
    'record:PreCompact:custom_instructions',
    'record:PostCompact:trigger',
    ...facets,
  ],
});

/**
 * Profile v3 live rows (issue 36): SubagentStart / SubagentStop through Claude Code's `Agent`
 * tool (li-agent's `agent`), PreCompact / PostCompact on `/compact`. Each reproduces its matrix
 * row (rows-v3-events.ts) where one exists; the others carry their Claude Code cell. SubagentStop's
 * block rows are Stop's (stop05): one more subagent turn with the reason, then SubagentStop again
 * with `stop_hook_active: true`.
 */
export const LIVE_V3_ROWS: readonly LiveRow[] = [
  subagent(
    'subagent-start-fires',
    'SubagentStart',
    {
      claudeCell: same(
        'SubagentStart fires as the Agent tool starts a subagent: `agent_id`, `agent_type` general-purpose',
        'claude-code §3.1, §3.3, events/SubagentStart.json',
      ),
    },
    'record:SubagentStart:agent_type',
    'typed:SubagentStart:agent_id',
  ),
  subagent(
    'subagent-start-context',
    'SubagentStart',
    {
      chain: [{ hook: 'additional-context.mjs' }],
      matcher: { lionagi: 'general-purpose', harness: 'general-purpose' },
    },
    'record:SubagentStart:agent_type',
    'probe:CONTEXT-FROM-SubagentStart',
    'parent-probe:CONTEXT-FROM-SubagentStart',
  ),
  subagent(
    'subagent-stop-exit-0',
    'SubagentStop',
    {
      claudeCell: same(
        'SubagentStop fires once as the subagent returns (`stop_hook_active` false, `agent_transcript_path`, `last_assistant_message` its answer); exit 0 lets it return',
        'claude-code §3.3, events/SubagentStop.json',
      ),
    },
    'subagent-requests',
    'record:SubagentStop:stop_hook_active',
    'record:SubagentStop:agent_type',
    'record:SubagentStop:last_assistant_message',
    'typed:SubagentStop:agent_id',
    'typed:SubagentStop:agent_transcript_path',
  ),
  subagent(
    'subagent-stop-block-once',
    'SubagentStop',
    { chain: [{ hook: 'stop-block-once.sh' }] },
    'subagent-requests',
    'record:SubagentStop:stop_hook_active',
    'probe:STOP-FEEDBACK-MSG',
  ),
  // The feedback text: Claude Code names the hook's command to the subagent, as to Stop's model.
  subagent(
    'subagent-stop-feedback-text',
    'SubagentStop',
    {
      hook: 'stop-block-once.sh',
      claudeCell: {
        observed:
          'the subagent gets `Stop hook feedback:\n[<command>]: <stderr>` (the hook command disclosed, as for Stop); li-agent sends `SubagentStop hook feedback: <reason>`',
        source: 'live run (docs/conformance-live.md)',
        relation: 'differs',
        divergence: 'Dv3-5',
      },
    },
    'probe:STOP-FEEDBACK-MSG',
    'probe:stop-block-once.sh',
  ),
  subagent(
    'subagent-stop-decision-block-once',
    'SubagentStop',
    { matrixRow: 'subagent-stop-block-once', chain: [{ hook: 'stop-decision-block-once.sh' }] },
    'subagent-requests',
    'record:SubagentStop:stop_hook_active',
    'probe:STOP-BLOCK-REASON',
  ),
  subagent(
    'subagent-stop-exit1',
    'SubagentStop',
    { chain: [{ hook: 'exit1-stderr.sh' }] },
    'subagent-requests',
    'record:SubagentStop:stop_hook_active',
  ),
  subagent(
    'subagent-stop-cannot-answer',
    'SubagentStop',
    { hook: 'exit1-stderr.sh', lionagiOnly: { fail_closed: true } },
    'subagent-requests',
  ),
  subagent(
    'subagent-stop-timeout',
    'SubagentStop',
    { hook: 'sleep-then-deny.sh', args: ['5'], timeout: 1 },
    'subagent-requests',
  ),
  subagent(
    'subagent-stop-untrusted',
    'SubagentStop',
    { hook: 'touch-marker.sh', args: ['imported'], imported: 'claude' },
    'hook-spawned',
  ),
  compact('pre-compact-manual', {
    compact: { instructions: COMPACT_INSTRUCTIONS },
    claudeCell: MANUAL,
  }),
  compact('pre-compact-no-instructions', { claudeCell: MANUAL }),
  compact(
    'pre-compact-exit-2',
    { matrixRow: 'precompact-auto-block', chain: [{ hook: 'exit2-stderr.sh' }] },
    'requests',
    'probe:EXIT2-STDERR-MSG',
  ),
  compact(
    'precompact-timeout',
    { chain: [{ hook: 'sleep-then-deny.sh', args: ['5'] }], timeout: 1 },
    'requests',
  ),
  {
    id: 'post-compact-summary',
    matrixRow: 'precompact-auto-allow',
    event: 'PostCompact',
    hook: 'record.mjs',
    compact: {},
    codexNotRun: CODEX_COMPACT,
    facets: ['exit', 'record:PostCompact:trigger', 'typed:PostCompact:compact_summary'],
  },
];
