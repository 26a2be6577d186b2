import type { LiveRow } from './live-rows.js';
import type { HarnessCell } from './row.js';

/** The subagent's own script: one answer, which the parent's model then sees as the tool result. */
export const SUBAGENT_ANSWER = 'SUBAGENT-ANSWER';
const SUBAGENT = { prompt: `@final ${SUBAGENT_ANSWER}` };

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

/** Stop's block once, for a subagent (stop05): one more turn with the reason, then SubagentStop again. */
const BLOCK_ONCE = same(
  'the subagent gets one more turn with the reason (exit 2 stderr, or decision:block + reason), then SubagentStop fires again with `stop_hook_active: true`',
  'claude-code stop05 (decision:block); exit 2: live run',
);

/** `/compact`: PreCompact `manual` with the instructions (null without), then PostCompact. */
const MANUAL = same(
  'PreCompact fires on `/compact` with `trigger: "manual"` and `custom_instructions` the text after it (null without), PostCompact after',
  'claude-code §3.1 (`--resume` + `/compact`), events/PreCompact.json; with instructions: live run',
);

/** A subagent row: the model starts one subagent (`@final SUBAGENT-ANSWER`) and then answers. */
const subagent = (
  id: string,
  event: 'SubagentStart' | 'SubagentStop',
  claudeCell: HarnessCell,
  chain: LiveRow['chain'],
  ...facets: LiveRow['facets']
): LiveRow => ({
  id,
  event,
  hook: 'record.mjs',
  ...(chain === undefined ? {} : { chain }),
  subagent: SUBAGENT,
  codexNotRun: CODEX_SUBAGENT,
  claudeCell,
  facets: ['exit', `probe:${SUBAGENT_ANSWER}`, ...facets],
});

/** A compaction row: a one-answer session, then `/compact` on it; PostCompact recorded too. */
const compact = (
  id: string,
  instructions: string | undefined,
  claudeCell: HarnessCell,
  chain: LiveRow['chain'],
  ...facets: LiveRow['facets']
): LiveRow => ({
  id,
  event: 'PreCompact',
  hook: 'record.mjs',
  ...(chain === undefined ? {} : { chain }),
  alsoOn: ['PostCompact'],
  compact: instructions === undefined ? {} : { instructions },
  codexNotRun: CODEX_COMPACT,
  claudeCell,
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
 * tool (li-agent's `agent`), PreCompact / PostCompact on `/compact`. SubagentStop's block rows
 * are Stop's (stop05): one more subagent turn with the reason, then SubagentStop again with
 * `stop_hook_active: true`.
 */
export const LIVE_V3_ROWS: readonly LiveRow[] = [
  subagent(
    'subagent-start-fires',
    'SubagentStart',
    same(
      'SubagentStart fires as the Agent tool starts a subagent: `agent_id`, `agent_type` general-purpose',
      'claude-code §3.1, §3.3, events/SubagentStart.json',
    ),
    undefined,
    'record:SubagentStart:agent_type',
    'typed:SubagentStart:agent_id',
  ),
  subagent(
    'subagent-stop-exit-0',
    'SubagentStop',
    same(
      'SubagentStop fires once as the subagent returns (`stop_hook_active` false, `agent_transcript_path`, `last_assistant_message` its answer); exit 0 lets it return',
      'claude-code §3.3, events/SubagentStop.json',
    ),
    undefined,
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
    BLOCK_ONCE,
    [{ hook: 'stop-block-once.sh' }],
    'subagent-requests',
    'record:SubagentStop:stop_hook_active',
    'probe:STOP-FEEDBACK-MSG',
  ),
  subagent(
    'subagent-stop-decision-block-once',
    'SubagentStop',
    BLOCK_ONCE,
    [{ hook: 'stop-decision-block-once.sh' }],
    'subagent-requests',
    'record:SubagentStop:stop_hook_active',
    'probe:STOP-BLOCK-REASON',
  ),
  compact('pre-compact-manual', COMPACT_INSTRUCTIONS, MANUAL, undefined),
  compact('pre-compact-no-instructions', undefined, MANUAL, undefined),
  compact(
    'pre-compact-exit-2',
    undefined,
    same(
      'exit 2 skips the compaction (stream-json `compact_result: "failed"`, `Compaction blocked by PreCompact hook: [COMMAND]: STDERR`): no summary request, no PostCompact, the model never sees the reason',
      'live run (docs/conformance-live.md)',
    ),
    [{ hook: 'exit2-stderr.sh' }],
    'requests',
    'probe:EXIT2-STDERR-MSG',
  ),
  {
    id: 'post-compact-summary',
    event: 'PostCompact',
    hook: 'record.mjs',
    compact: {},
    codexNotRun: CODEX_COMPACT,
    claudeCell: same(
      'PostCompact fires after the compaction, `trigger` and the summary (`compact_summary`, a string)',
      'claude-code §3.3, events/PostCompact.json',
    ),
    facets: ['exit', 'record:PostCompact:trigger', 'typed:PostCompact:compact_summary'],
  },
];
