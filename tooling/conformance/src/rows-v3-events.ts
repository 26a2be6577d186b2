import type { Row } from './row.js';
import { V3_ADVISORY_ROWS } from './rows-v3-advisory.js';
import { V3_BATCH_ROWS } from './rows-v3-batch.js';
import { V3_COMPACTION_ROWS } from './rows-v3-compaction.js';
import { V3_STOP_FAILURE_ROWS } from './rows-v3-stop-failure.js';
import { fixture, oneGroup, RECORDER, script, settingsYaml } from './scenario.js';

/** A subagent that answers twice (a SubagentStop block gets the second), then the parent's answer. */
const SUBAGENT = script('@agent look around', '  @final first', '  @final second', '@final done');

const subagentStop = (...entries: Parameters<typeof fixture>[]) =>
  settingsYaml({
    SubagentStop: [{ hooks: [RECORDER, ...entries.map((e) => fixture(...e))] }],
  });

/**
 * Profile v3 events through li-agent `-p`: SubagentStop on the `agent` tool's subagent (Stop's
 * arbitration, Dv3-1), SubagentStart's context, then the compaction rows
 * (rows-v3-compaction.ts), SubagentStart's and PostCompact's exit codes, timeouts and trust
 * (rows-v3-advisory.ts), PostToolBatch's (rows-v3-batch.ts) and StopFailure's
 * (rows-v3-stop-failure.ts).
 */
export const V3_EVENT_ROWS: Row[] = [
  {
    id: 'subagent-stop-block-once',
    area: 'decisions',
    title:
      'SubagentStop exit 2: the reason goes to the subagent, it answers again, SubagentStop fires again; the parent gets the second answer',
    hooks: ['record.mjs', 'stop-block-once.sh'],
    divergences: ['Dv3-5'],
    run: { settings: subagentStop(['stop-block-once.sh']), prompt: SUBAGENT },
    expect: {
      exitCode: 0,
      terminalReason: 'completed',
      toolCalls: [{ name: 'agent', status: 'ok' }],
      recorded: { SubagentStop: 2 },
      envelope: [
        { event: 'SubagentStop', field: 'agent_type', expect: 'string', value: 'general-purpose' },
        { event: 'SubagentStop', field: 'agent_id', expect: 'string' },
        { event: 'SubagentStop', field: 'stop_hook_active', expect: 'boolean', value: false },
        {
          event: 'SubagentStop',
          field: 'last_assistant_message',
          expect: 'string',
          value: 'first',
        },
        { event: 'SubagentStop', field: 'permission_mode', expect: 'string' },
        { event: 'SubagentStop', field: 'model', expect: 'absent' },
      ],
    },
    profileSource: 'profile v3 SubagentStop (Stop arbitration)',
    claudeCode: {
      observed:
        'decision:block: the subagent made a second request; SubagentStop fired again with `stop_hook_active: true` (exit 2 continues Stop / SubagentStop, §5.1)',
      source: 'stop05; claude-code §5.1',
      relation: 'same',
    },
    codex: {
      observed: 'exit 2 + stderr continues like a block (Stop / SubagentStop)',
      source: 'codex §5.5',
      relation: 'same',
    },
  },
  {
    id: 'subagent-stop-exit1',
    area: 'exit-codes',
    title: 'SubagentStop exit 1: a logged failure, the subagent returns its answer',
    hooks: ['record.mjs', 'exit1-stderr.sh'],
    run: { settings: subagentStop(['exit1-stderr.sh']), prompt: SUBAGENT },
    expect: {
      exitCode: 0,
      terminalReason: 'completed',
      toolCalls: [{ name: 'agent', status: 'ok' }],
      recorded: { SubagentStop: 1 },
    },
    profileSource: 'ADR-0048 D1 (other exits: failure, proceed); C-5',
    claudeCode: {
      observed: 'non-blocking error; the subagent returns',
      source: 'claude-code §5.1 (1, 3, 127…)',
      relation: 'same',
    },
    codex: {
      observed: 'the hook is reported as failed; the subagent returns',
      source: 'codex §5.5',
      relation: 'same',
    },
  },
  {
    id: 'subagent-stop-cannot-answer',
    area: 'divergences',
    title:
      'A SubagentStop gate that fails with `fail_closed: true` withholds the answer: the agent call is an error, the parent goes on',
    hooks: ['exit1-stderr.sh'],
    divergences: ['Dv3-1'],
    run: {
      settings: oneGroup(
        'SubagentStop',
        undefined,
        fixture('exit1-stderr.sh', { fail_closed: true }),
      ),
      prompt: SUBAGENT,
    },
    expect: {
      exitCode: 0,
      terminalReason: 'completed',
      toolCalls: [{ name: 'agent', status: 'error', error: { prefix: 'the subagent ' } }],
    },
    profileSource: 'profile v3 SubagentStop; Dv3-1, C-5',
    claudeCode: {
      observed: "Stop's handling: a failing hook is non-blocking, the subagent returns",
      source: 'claude-code §5.1, to03',
      relation: 'differs',
      divergence: 'Dv3-1',
    },
    codex: {
      observed: 'a failing SubagentStop hook is reported as failed; the subagent returns',
      source: 'codex §5.5',
      relation: 'differs',
      divergence: 'Dv3-1',
    },
  },
  {
    id: 'subagent-stop-timeout',
    area: 'timeouts',
    title:
      'A SubagentStop gate past its timeout withholds the answer (Dv3-1, as Dv1-4 on a blocking event)',
    hooks: ['sleep-then-deny.sh'],
    divergences: ['Dv3-1', 'Dv1-4'],
    run: {
      settings: oneGroup(
        'SubagentStop',
        undefined,
        fixture('sleep-then-deny.sh', { args: ['5'], timeout: 1 }),
      ),
      prompt: SUBAGENT,
    },
    expect: {
      exitCode: 0,
      terminalReason: 'completed',
      toolCalls: [{ name: 'agent', status: 'error', error: { prefix: 'the subagent ' } }],
    },
    profileSource: 'ADR-0048 D1 (timeout on a blocking event denies); Dv3-1',
    claudeCode: {
      observed: 'a timed-out hook is cancelled; the run goes on (fail open)',
      source: 'to01, to03',
      relation: 'differs',
      divergence: 'Dv3-1',
    },
    codex: {
      observed: 'timeout: the process group is killed and the action proceeds (fail open)',
      source: 'codex §6',
      relation: 'differs',
      divergence: 'Dv3-1',
    },
  },
  {
    id: 'subagent-stop-untrusted',
    area: 'policy',
    title: 'An untrusted imported SubagentStop gate is not spawned and withholds the answer',
    hooks: ['touch-marker.sh'],
    divergences: ['Dv3-1', 'Dv1-13'],
    run: {
      settings: oneGroup(
        'SubagentStop',
        undefined,
        fixture('touch-marker.sh', { args: ['imported'], source: 'imported:claude' }),
      ),
      prompt: SUBAGENT,
    },
    expect: {
      exitCode: 0,
      terminalReason: 'completed',
      files: { 'imported.marker': false },
      toolCalls: [{ name: 'agent', status: 'error', error: { prefix: 'the subagent ' } }],
    },
    profileSource: 'ADR-0048 D7 (imported hooks need trust); Dv3-1',
    claudeCode: {
      observed: 'no trust step: the hook runs',
      source: 'claude-code §2',
      relation: 'differs',
      divergence: 'Dv1-13',
    },
    codex: {
      observed:
        'a hook without a matching `trusted_hash` is skipped silently; the subagent returns',
      source: 'codex §2',
      relation: 'differs',
      divergence: 'Dv1-13',
    },
  },
  {
    id: 'subagent-start-context',
    area: 'decisions',
    title:
      "SubagentStart `additionalContext` goes into the subagent's context, not the parent's (C-11)",
    hooks: ['record.mjs', 'additional-context.mjs'],
    run: {
      settings: oneGroup(
        'SubagentStart',
        'general-purpose',
        RECORDER,
        fixture('additional-context.mjs'),
      ),
      prompt: SUBAGENT,
    },
    expect: {
      exitCode: 0,
      terminalReason: 'completed',
      recorded: { SubagentStart: 1 },
      envelope: [
        { event: 'SubagentStart', field: 'agent_type', expect: 'string', value: 'general-purpose' },
        { event: 'SubagentStart', field: 'permission_mode', expect: 'absent' },
      ],
      modelNeverSees: ['CONTEXT-FROM-SubagentStart'],
    },
    profileSource: 'profile v3 SubagentStart; C-11',
    claudeCode: {
      observed:
        'envelope `agent_id`, `agent_type` (no permission_mode); its output was not exercised',
      source: 'claude-code §3.3 (SubagentStart.json)',
      relation: 'same',
    },
    codex: {
      observed: 'its output schema allows `additionalContext`',
      source: 'codex §5.8; subagent-start.command.output.schema.json',
      relation: 'same',
    },
  },
  ...V3_COMPACTION_ROWS,
  ...V3_ADVISORY_ROWS,
  ...V3_BATCH_ROWS,
  ...V3_STOP_FAILURE_ROWS,
];
