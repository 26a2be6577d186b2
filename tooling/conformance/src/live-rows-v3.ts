import type { LiveRow } from './live-rows.js';

/** The subagent's own script: one answer, which the parent's model then sees as the tool result. */
export const SUBAGENT_ANSWER = 'SUBAGENT-ANSWER';
const SUBAGENT = { prompt: `@final ${SUBAGENT_ANSWER}` };

/** What a PreCompact hook gets as `custom_instructions` (the text after `/compact`). */
export const COMPACT_INSTRUCTIONS = 'KEEP-THE-COMPACT-NOTE';

const CODEX_SUBAGENT =
  'not run live: `codex exec` cannot start a subagent; the ground truth reached SubagentStart/SubagentStop only through `codex app-server` (`spawn_agent`, codex REPORT §7)';
const CODEX_COMPACT =
  'not run live: `codex exec` cannot compact; the ground truth reached PreCompact/PostCompact only through `codex app-server` (`thread/compact/start`, codex REPORT §7)';

/** Until profile v3 is merged, li-agent refuses these events: the harness is observed alone. */
const observe = (event: string) =>
  `li-agent has no ${event} seam in profile v2 (it refuses the file): the harness is observed, not compared`;

/** A subagent row: the model starts one subagent (`@final SUBAGENT-ANSWER`) and then answers. */
const subagent = (
  id: string,
  event: 'SubagentStart' | 'SubagentStop',
  chain: LiveRow['chain'],
  ...facets: LiveRow['facets']
): LiveRow => ({
  id,
  event,
  hook: 'record.mjs',
  ...(chain === undefined ? {} : { chain }),
  subagent: SUBAGENT,
  codexNotRun: CODEX_SUBAGENT,
  observeOnly: observe(event),
  facets: ['exit', `probe:${SUBAGENT_ANSWER}`, ...facets],
});

/** A compaction row: a one-answer session, then `/compact` on it; PostCompact recorded too. */
const compact = (
  id: string,
  instructions: string | undefined,
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
  observeOnly: observe('PreCompact'),
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
    undefined,
    'record:SubagentStart:agent_type',
    'typed:SubagentStart:agent_id',
  ),
  subagent(
    'subagent-stop-exit-0',
    'SubagentStop',
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
    [{ hook: 'stop-block-once.sh' }],
    'subagent-requests',
    'record:SubagentStop:stop_hook_active',
    'probe:STOP-FEEDBACK-MSG',
  ),
  subagent(
    'subagent-stop-decision-block-once',
    'SubagentStop',
    [{ hook: 'stop-decision-block-once.sh' }],
    'subagent-requests',
    'record:SubagentStop:stop_hook_active',
    'probe:STOP-BLOCK-REASON',
  ),
  compact('pre-compact-manual', COMPACT_INSTRUCTIONS, undefined),
  compact('pre-compact-no-instructions', undefined, undefined),
  compact(
    'pre-compact-exit-2',
    undefined,
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
    observeOnly: observe('PostCompact'),
    facets: ['exit', 'record:PostCompact:trigger', 'typed:PostCompact:compact_summary'],
  },
];
