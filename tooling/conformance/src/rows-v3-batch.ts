import type { Row } from './row.js';
import { fixture, RECORDER, script, settingsYaml } from './scenario.js';

/** Two tool rounds (two calls in the first), then the answer: PostToolBatch fires twice. */
const TWO_ROUNDS = script(
  '@tools [{"name":"bash","input":{"command":"echo one"}},{"name":"bash","input":{"command":"echo two"}}]',
  '@tool bash {"command":"echo three"}',
  '@final done',
);

const NOT_IN_CODEX = {
  observed: 'Codex has no PostToolBatch event (its 14 hook events); its PostToolUse fires per call',
  source: 'codex §1',
  relation: 'not-applicable',
} as const;

/**
 * PostToolBatch (profile v3, C-16) through li-agent `-p`: once per model round that ran tool
 * calls, after the last finished and before the next round; advisory (exit 2 and other exits
 * change nothing).
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
    profileSource: 'profile v3 PostToolBatch; C-16',
    claudeCode: {
      observed:
        'after every batch of tool results, before the next model call: `tool_calls` [{tool_name, tool_input, tool_use_id, tool_response}], `permission_mode`',
      source: 'claude-code §3.1, §3.3 (PostToolBatch.json)',
      relation: 'same',
    },
    codex: NOT_IN_CODEX,
  },
  {
    id: 'post-tool-batch-exit2-advisory',
    area: 'exit-codes',
    title: 'PostToolBatch exit 2 blocks nothing: the next model round runs and the turn completes',
    hooks: ['record.mjs', 'exit2-stderr.sh'],
    run: {
      settings: settingsYaml({
        PostToolBatch: [{ hooks: [RECORDER, fixture('exit2-stderr.sh')] }],
      }),
      prompt: TWO_ROUNDS,
    },
    expect: { exitCode: 0, terminalReason: 'completed', recorded: { PostToolBatch: 2 } },
    profileSource: 'ADR-0048 D2 (advisory events never block); C-16',
    claudeCode: {
      observed: 'not captured: the docs say nothing certain of a PostToolBatch block',
      source: 'claude-code §3.1 (fired only); C-16',
      relation: 'not-observed',
    },
    codex: NOT_IN_CODEX,
  },
  {
    id: 'post-tool-batch-exit1',
    area: 'exit-codes',
    title: 'PostToolBatch exit 1: a logged failure, the turn goes on',
    hooks: ['record.mjs', 'exit1-stderr.sh'],
    run: {
      settings: settingsYaml({
        PostToolBatch: [{ hooks: [RECORDER, fixture('exit1-stderr.sh')] }],
      }),
      prompt: TWO_ROUNDS,
    },
    expect: { exitCode: 0, terminalReason: 'completed', recorded: { PostToolBatch: 2 } },
    profileSource: 'ADR-0048 D1 (other exits: failure, proceed); C-16',
    claudeCode: {
      observed: 'non-blocking error; the session goes on',
      source: 'claude-code §5.1 (1, 3, 127…)',
      relation: 'same',
    },
    codex: NOT_IN_CODEX,
  },
];
