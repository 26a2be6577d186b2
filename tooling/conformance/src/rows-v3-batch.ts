import type { HarnessCell, Row } from './row.js';
import { CLAUDE_RUNS_UNTRUSTED, RAN, run } from './row-kit.js';
import { fixture, RECORDER, script, settingsYaml } from './scenario.js';

/** Two tool rounds (two calls in the first), then the answer: PostToolBatch fires twice. */
const TWO_ROUNDS = script(
  '@tools [{"name":"bash","input":{"command":"echo one"}},{"name":"bash","input":{"command":"touch ran.marker"}}]',
  '@tool bash {"command":"echo three"}',
  '@final done',
);

const NOT_IN_CODEX: HarnessCell = {
  observed: 'Codex has no PostToolBatch event (its 14 hook events); its PostToolUse fires per call',
  source: 'codex §1',
  relation: 'not-applicable',
};

/** What Claude Code 2.1.328 and 2.1.332 did live on a PostToolBatch block (C-17). */
const CLAUDE_ENDS_TURN = (how: string): HarnessCell => ({
  observed: `${how} ends the turn after the first round: \`claude -p\` exits 0, \`terminal_reason: "hook_stopped"\`, \`result: ""\`, no further model request; the reason reaches neither the model nor the result; Stop does not fire`,
  source: 'live rows post-tool-batch-* (Claude Code 2.1.328, 2.1.332)',
  relation: 'same',
});

/** The recorder, then `hook`, on PostToolBatch. */
const batchSettings = (hook: string, options: { args?: string[]; timeout?: number } = {}) =>
  settingsYaml({ PostToolBatch: [{ hooks: [RECORDER, fixture(hook, options)] }] });

/** A block after round one: the turn ends `hook_stopped` (exit 0), the reason in `error` only. */
const blockRow = (id: string, hook: string, how: string, reason: string): Row => ({
  id,
  area: 'exit-codes',
  title: `PostToolBatch ${how} ends the turn before the next model request (\`hook_stopped\`, exit 0); the reason is not sent to the model`,
  hooks: ['record.mjs', hook],
  run: { settings: batchSettings(hook), prompt: TWO_ROUNDS },
  expect: {
    exitCode: 0,
    terminalReason: 'hook_stopped',
    error: reason,
    files: RAN,
    recorded: { PostToolBatch: 1 },
    modelNeverSees: [reason],
  },
  profileSource: 'profile v3 PostToolBatch (blocking); C-17',
  claudeCode: CLAUDE_ENDS_TURN(how),
  codex: NOT_IN_CODEX,
});

/**
 * PostToolBatch (profile v3, C-17) through li-agent `-p`: once per model round that ran tool
 * calls, after the last finished and before the next round; a blocking gate: exit 2,
 * `decision: "block"` and `continue: false` end the turn there, as Claude Code does live; exit 1
 * goes on; a hook that cannot answer ends it as `batch_hook_failed` (Dv3-6).
 */
export const V3_BATCH_ROWS: Row[] = [
  {
    id: 'post-tool-batch-rounds',
    area: 'envelope',
    title:
      "PostToolBatch fires once per round that ran tools, with each call's name, input, id and the text the model got back",
    hooks: ['record.mjs'],
    run: { settings: settingsYaml({ PostToolBatch: [{ hooks: [RECORDER] }] }), prompt: TWO_ROUNDS },
    expect: {
      exitCode: 0,
      terminalReason: 'completed',
      recorded: { PostToolBatch: 2 },
      envelope: [
        { event: 'PostToolBatch', field: 'tool_calls', expect: 'array' },
        { event: 'PostToolBatch', field: 'permission_mode', expect: 'string' },
        { event: 'PostToolBatch', field: 'model', expect: 'absent' },
      ],
    },
    profileSource: 'profile v3 PostToolBatch; C-17',
    claudeCode: {
      observed:
        'after every batch of tool results, before the next model call: `tool_calls` [{tool_name, tool_input, tool_use_id, tool_response}], `permission_mode`; twice for two rounds (live)',
      source: 'claude-code §3.1, §3.3 (PostToolBatch.json); live row post-tool-batch-rounds',
      relation: 'same',
    },
    codex: NOT_IN_CODEX,
  },
  blockRow('post-tool-batch-exit2', 'exit2-stderr.sh', 'exit 2', 'EXIT2-STDERR-MSG'),
  blockRow(
    'post-tool-batch-decision-block',
    'decision-block.sh',
    '`decision: "block"`',
    'BLOCK-REASON',
  ),
  blockRow(
    'post-tool-batch-continue-false',
    'continue-false.sh',
    '`continue: false`',
    'STOP-REASON',
  ),
  {
    id: 'post-tool-batch-exit1',
    area: 'exit-codes',
    title: 'PostToolBatch exit 1: a logged failure, the turn goes on',
    hooks: ['record.mjs', 'exit1-stderr.sh'],
    run: { settings: batchSettings('exit1-stderr.sh'), prompt: TWO_ROUNDS },
    expect: { exitCode: 0, terminalReason: 'completed', recorded: { PostToolBatch: 2 } },
    profileSource: 'ADR-0048 D1 (other exits: failure, proceed); C-17',
    claudeCode: {
      observed: 'non-blocking error; the next model round runs and the turn completes (live)',
      source: 'claude-code §5.1 (1, 3, 127…); live row post-tool-batch-exit1',
      relation: 'same',
    },
    codex: NOT_IN_CODEX,
  },
  {
    id: 'post-tool-batch-timeout',
    area: 'timeouts',
    title:
      'A PostToolBatch gate past its timeout ends the turn as `batch_hook_failed` (exit 1): a gate that cannot answer fails closed (Dv3-6)',
    hooks: ['record.mjs', 'sleep-then-deny.sh'],
    divergences: ['Dv3-6', 'Dv1-4'],
    run: {
      settings: batchSettings('sleep-then-deny.sh', { args: ['5'], timeout: 1 }),
      prompt: TWO_ROUNDS,
    },
    expect: {
      exitCode: 1,
      terminalReason: 'batch_hook_failed',
      files: RAN,
      recorded: { PostToolBatch: 1 },
    },
    profileSource: 'ADR-0048 D1 (timeout on a blocking event denies); Dv3-6',
    claudeCode: {
      observed: 'a timed-out hook is cancelled; the turn goes on (fail open)',
      source: 'to01; live row post-tool-batch-timeout',
      relation: 'differs',
      divergence: 'Dv3-6',
    },
    codex: NOT_IN_CODEX,
  },
  {
    id: 'post-tool-batch-untrusted',
    area: 'policy',
    title:
      'An untrusted imported PostToolBatch hook is not spawned and the gate fails closed: the turn ends as `batch_hook_failed` before the next model request',
    hooks: ['touch-marker.sh'],
    divergences: ['Dv1-13', 'Dv3-6'],
    run: {
      settings: settingsYaml({
        PostToolBatch: [
          {
            hooks: [fixture('touch-marker.sh', { args: ['imported'], source: 'imported:claude' })],
          },
        ],
      }),
      prompt: TWO_ROUNDS,
    },
    expect: {
      exitCode: 1,
      terminalReason: 'batch_hook_failed',
      files: { ...RAN, 'hook-imported.marker': false },
      hookRuns: [run('PostToolBatch', 'blocked', 'deny', { exit_code: null, tier: 'imported' })],
    },
    profileSource: 'ADR-0048 D7 (blocking events deny an untrusted hook); Dv3-6',
    claudeCode: CLAUDE_RUNS_UNTRUSTED,
    codex: NOT_IN_CODEX,
  },
];
