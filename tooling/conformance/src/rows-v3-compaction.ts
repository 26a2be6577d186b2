import type { Row } from './row.js';
import { fixture, oneGroup, RECORDER, script, settingsYaml } from './scenario.js';

/** One tool round, so the second model request carries more context than a small budget allows. */
export const TOOL_THEN_ANSWER = script('@tool bash {"command":"echo hello"}', '@final done');
/** The `--context-budget` TOOL_THEN_ANSWER's second request passes (compaction `auto`). */
export const BUDGET = ['--context-budget', '40'];

/**
 * Profile v3 compaction events through li-agent `-p`: PreCompact / PostCompact on the
 * `--context-budget` compaction (trigger `auto`, C-10).
 */
export const V3_COMPACTION_ROWS: Row[] = [
  {
    id: 'precompact-auto-block',
    area: 'decisions',
    title:
      'PreCompact exit 2 under `auto` (the context budget passed): the context stays, the turn goes on uncompacted, a warning says why',
    hooks: ['record.mjs', 'exit2-stderr.sh'],
    run: {
      settings: settingsYaml({
        PreCompact: [{ matcher: 'auto', hooks: [RECORDER, fixture('exit2-stderr.sh')] }],
        PostCompact: [{ hooks: [RECORDER] }],
      }),
      prompt: TOOL_THEN_ANSWER,
      agentArgs: BUDGET,
    },
    expect: {
      exitCode: 0,
      terminalReason: 'completed',
      recorded: { PreCompact: 1 },
      envelope: [
        { event: 'PreCompact', field: 'trigger', expect: 'string', value: 'auto' },
        { event: 'PreCompact', field: 'custom_instructions', expect: 'null' },
      ],
      stderr: ['compaction skipped: a PreCompact hook left the context as it is: EXIT2-STDERR-MSG'],
    },
    profileSource: 'profile v3 PreCompact; C-10',
    claudeCode: {
      observed:
        'exit 2 blocks compaction (documented; the capture fired PreCompact on /compact with `trigger: "manual"`, `custom_instructions: null`)',
      source: 'claude-code §3.1, §3.3 (PreCompact.json)',
      relation: 'same',
    },
    codex: {
      observed: 'exit 2 does not block PreCompact; only `continue: false` stops compaction',
      source: 'codex §5.8 (core/src/hook_runtime.rs)',
      relation: 'differs',
      divergence: 'C-10',
    },
  },
  {
    id: 'precompact-auto-allow',
    area: 'exit-codes',
    title: 'PreCompact exit 0 under `auto`: the branch is compacted, PostCompact sees the summary',
    hooks: ['record.mjs'],
    run: {
      settings: settingsYaml({
        PreCompact: [{ hooks: [RECORDER] }],
        PostCompact: [{ matcher: 'auto', hooks: [RECORDER] }],
      }),
      prompt: TOOL_THEN_ANSWER,
      agentArgs: BUDGET,
    },
    expect: {
      exitCode: 0,
      terminalReason: 'completed',
      recorded: { PreCompact: 1, PostCompact: 1 },
      envelope: [
        { event: 'PostCompact', field: 'trigger', expect: 'string', value: 'auto' },
        { event: 'PostCompact', field: 'compact_summary', expect: 'string' },
      ],
    },
    profileSource: 'profile v3 PreCompact / PostCompact',
    claudeCode: {
      observed: 'PostCompact with `trigger` and `compact_summary` after /compact',
      source: 'claude-code §3.3 (PostCompact.json)',
      relation: 'same',
    },
    codex: {
      observed: 'PostCompact with `trigger` (no summary) after `thread/compact/start`',
      source: 'codex §3 (PostCompact.json)',
      relation: 'differs',
      divergence: 'C-10',
    },
  },
  {
    id: 'precompact-timeout',
    area: 'timeouts',
    title: 'A PreCompact hook past its timeout leaves the context as it is (fail closed, Dv1-4)',
    hooks: ['sleep-then-deny.sh'],
    divergences: ['Dv1-4'],
    run: {
      settings: oneGroup(
        'PreCompact',
        undefined,
        fixture('sleep-then-deny.sh', { args: ['5'], timeout: 1 }),
      ),
      prompt: TOOL_THEN_ANSWER,
      agentArgs: BUDGET,
    },
    expect: {
      exitCode: 0,
      terminalReason: 'completed',
      stderr: ['compaction skipped: a PreCompact hook left the context as it is:'],
    },
    profileSource: 'ADR-0048 D1 (timeout on a blocking event denies); C-10',
    claudeCode: {
      observed: 'a timed-out hook is cancelled; compaction goes on (fail open)',
      source: 'to01',
      relation: 'differs',
      divergence: 'Dv1-4',
    },
    codex: {
      observed: 'timeout: the process group is killed and compaction proceeds (fail open)',
      source: 'codex §6',
      relation: 'differs',
      divergence: 'Dv1-4',
    },
  },
];
