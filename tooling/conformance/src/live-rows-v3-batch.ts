import type { LiveRow } from './live-rows.js';
import type { HarnessCell } from './row.js';

const CODEX_NONE =
  'not run live: Codex has no PostToolBatch or StopFailure event (its 14 hook events)';

/** Two model rounds (two calls in the first), then the answer: PostToolBatch fires twice. */
const TWO_ROUNDS = [['echo one', 'touch ran.marker'], ['echo three']] as const;

/** A PostToolBatch row: the recorder, then the row's hook, on the two-round script. */
const batch = (id: string, row: Partial<LiveRow>, ...facets: LiveRow['facets']): LiveRow => ({
  id,
  event: 'PostToolBatch',
  hook: 'record.mjs',
  rounds: TWO_ROUNDS,
  codexNotRun: CODEX_NONE,
  ...row,
  facets: [
    'tool',
    'exit',
    'terminal',
    'result',
    'requests',
    'typed:PostToolBatch:tool_calls',
    ...facets,
  ],
});

/** A StopFailure row: one tool round, then the request answered `status`; the shell recorder. */
const failure = (id: string, status: number, row: Partial<LiveRow> = {}): LiveRow => ({
  id,
  event: 'StopFailure',
  hook: 'record-fast.sh',
  fail: status,
  codexNotRun: CODEX_NONE,
  // Claude Code runs StopFailure as it exits: its hook may still be writing when the CLI is gone.
  settleMs: 2000,
  ...row,
  facets: ['tool', 'exit', 'record:StopFailure:error'],
});

/** The StopFailure kind Claude Code sent for a status, observed live (2.1.328 and 2.1.332). */
const kindCell = (status: number, kind: string): HarnessCell => ({
  observed: `HTTP ${status}: StopFailure with \`error: "${kind}"\`; the CLI exits 1 (\`terminal_reason: "api_error"\`)`,
  source: 'live run (docs/conformance-live.md), CLAUDE_CODE_MAX_RETRIES=0',
  relation: 'same',
});

/**
 * Profile v3 live rows for PostToolBatch (C-17) and StopFailure (C-16) under the real Claude Code.
 * PostToolBatch: the envelope over two rounds, and what exit 2, `decision: "block"`,
 * `continue: false`, exit 1 and a timeout do (a block ends the turn before the next model request,
 * `hook_stopped`, `result` empty, the reason sent nowhere). StopFailure: the `error` kind per HTTP
 * status the fake API answers with an Anthropic error body.
 */
export const LIVE_V3_BATCH_ROWS: readonly LiveRow[] = [
  batch(
    'post-tool-batch-rounds',
    {},
    'typed:PostToolBatch:permission_mode',
    'typed:PostToolBatch:model',
  ),
  batch(
    'post-tool-batch-exit2',
    { chain: [{ hook: 'exit2-stderr.sh' }] },
    'probe:EXIT2-STDERR-MSG',
  ),
  batch(
    'post-tool-batch-exit1',
    { chain: [{ hook: 'exit1-stderr.sh' }] },
    'probe:EXIT1-STDERR-MSG',
  ),
  batch(
    'post-tool-batch-decision-block',
    { chain: [{ hook: 'decision-block.sh' }] },
    'probe:BLOCK-REASON',
  ),
  batch(
    'post-tool-batch-continue-false',
    { chain: [{ hook: 'continue-false.sh' }] },
    'probe:STOP-REASON',
  ),
  batch('post-tool-batch-timeout', {
    chain: [{ hook: 'sleep-then-deny.sh', args: ['5'] }],
    timeout: 1,
  }),
  // Through the bridge: Claude Code's single PostToolBatch hook is `li hooks run PostToolBatch
  // --emit claude`, li runs the row's hooks; the block (and a gate that cannot answer, Dv3-6)
  // must end Claude Code's turn where li-agent's ends.
  {
    ...batch('bridge-post-tool-batch-exit2', {
      matrixRow: 'post-tool-batch-exit2',
      chain: [{ hook: 'exit2-stderr.sh' }],
      bridge: true,
    }),
    facets: ['tool', 'requests', 'result', 'probe:EXIT2-STDERR-MSG'],
  },
  {
    ...batch('bridge-post-tool-batch-continue-false', {
      matrixRow: 'post-tool-batch-continue-false',
      chain: [{ hook: 'continue-false.sh' }],
      bridge: true,
    }),
    facets: ['tool', 'requests', 'result', 'probe:STOP-REASON'],
  },
  {
    ...batch('bridge-post-tool-batch-timeout', {
      matrixRow: 'post-tool-batch-timeout',
      chain: [{ hook: 'sleep-then-deny.sh', args: ['5'] }],
      timeout: 1,
      bridge: true,
    }),
    facets: ['tool', 'requests', 'result'],
  },
  failure('stop-failure-http-400', 400),
  failure('stop-failure-rate-limit', 429),
  failure('stop-failure-http-500', 500, { claudeCell: kindCell(500, 'server_error') }),
  failure('stop-failure-http-529', 529, { claudeCell: kindCell(529, 'server_error') }),
  failure('stop-failure-http-401', 401, { claudeCell: kindCell(401, 'authentication_failed') }),
  failure('stop-failure-exit2-advisory', 400, { chain: [{ hook: 'exit2-stderr.sh' }] }),
  failure('stop-failure-timeout', 400, {
    hook: 'sleep-then-deny.sh',
    args: ['5'],
    timeout: 1,
  }),
];
