import type { Row } from './row.js';
import { denied, NOT_RAN, ok, RAN, run } from './row-kit.js';
import { fixture, oneGroup, TOUCH_PROMPT } from './scenario.js';

const TIMED_OUT_DENY =
  'hook hooks/sleep-then-deny.sh timed out after 1s; failing closed on a blocking event';

/** Timeouts: fail closed on blocking events (Dv1-4), a logged failure on advisory ones. */
export const TIMEOUT_ROWS: Row[] = [
  {
    id: 'timeout-pre',
    area: 'timeouts',
    title:
      'A PreToolUse hook past its `timeout: 1` denies (fail closed); its late deny is never read',
    hooks: ['sleep-then-deny.sh'],
    divergences: ['Dv1-4'],
    run: {
      settings: oneGroup('PreToolUse', undefined, fixture('sleep-then-deny.sh', { timeout: 1 })),
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 0,
      files: NOT_RAN,
      toolCalls: [denied(TIMED_OUT_DENY)],
      modelNeverSees: ['LATE-DENY'],
      hookRuns: [
        run('PreToolUse', 'timeout', 'deny', {
          exit_code: null,
          timed_out: true,
          reason: TIMED_OUT_DENY,
        }),
      ],
    },
    profileSource: 'ADR-0048 D1 timeout rule; Dv1-4',
    claudeCode: {
      observed: 'SIGTERM at 2 s, outcome `cancelled`; the tool ran (fail open)',
      source: 'to01, to04',
      relation: 'differs',
      divergence: 'Dv1-4',
    },
    codex: {
      observed: '`hook timed out after 2s`; the tool ran (fail open)',
      source: 'codex §5.1',
      relation: 'differs',
      divergence: 'Dv1-4',
    },
  },
  {
    id: 'timeout-prompt',
    area: 'timeouts',
    title: 'A UserPromptSubmit hook past its timeout blocks the prompt (fail closed)',
    hooks: ['sleep-then-deny.sh'],
    divergences: ['Dv1-4'],
    run: {
      settings: oneGroup(
        'UserPromptSubmit',
        undefined,
        fixture('sleep-then-deny.sh', { timeout: 1 }),
      ),
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 4,
      terminalReason: 'prompt_blocked',
      error: `UserPromptSubmit hook denied: ${TIMED_OUT_DENY}`,
      files: NOT_RAN,
      hookRuns: [run('UserPromptSubmit', 'timeout', 'deny', { exit_code: null, timed_out: true })],
    },
    profileSource: 'ADR-0048 D1 timeout rule; Dv1-4',
    claudeCode: {
      observed: 'cancelled at 2 s; the prompt proceeded',
      source: 'to02',
      relation: 'differs',
      divergence: 'Dv1-4',
    },
    codex: {
      observed: 'a timed-out hook counts as failed and the action goes ahead',
      source: 'codex §3',
      relation: 'differs',
      divergence: 'Dv1-4',
    },
  },
  {
    id: 'timeout-post',
    area: 'timeouts',
    title: 'A PostToolUse hook past its timeout is a logged failure; nothing is blocked',
    hooks: ['sleep-then-deny.sh'],
    run: {
      settings: oneGroup('PostToolUse', undefined, fixture('sleep-then-deny.sh', { timeout: 1 })),
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 0,
      terminalReason: 'completed',
      files: RAN,
      toolCalls: [ok()],
      hookRuns: [
        run('PostToolUse', 'timeout', 'none', {
          exit_code: null,
          timed_out: true,
          reason: 'hook hooks/sleep-then-deny.sh timed out after 1s',
        }),
      ],
    },
    profileSource: 'ADR-0048 D1 (timeout = other exit on advisory events)',
    claudeCode: {
      observed:
        'cancelled; the session went on (observed on PreToolUse, UserPromptSubmit and Stop)',
      source: 'to01, to02, to03',
      relation: 'same',
    },
    codex: {
      observed: 'failed `hook timed out`; non-blocking',
      source: 'codex §3',
      relation: 'same',
    },
  },
  {
    id: 'timeout-kills-group',
    area: 'timeouts',
    title: "A timeout kills the hook's whole process group: its background child never writes",
    hooks: ['sleep-with-child.sh'],
    run: {
      settings: oneGroup('PostToolUse', undefined, fixture('sleep-with-child.sh', { timeout: 1 })),
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 0,
      files: { 'ran.marker': true, 'hook-child.marker': false },
      settleMs: 3000,
      hookRuns: [run('PostToolUse', 'timeout', 'none', { timed_out: true })],
    },
    profileSource: 'ADR-0048 D1 (the process group is terminated)',
    claudeCode: {
      observed: "the hook's background child was killed too",
      source: 'to05',
      relation: 'same',
    },
    codex: { observed: 'the whole process group is killed', source: 'codex §3', relation: 'same' },
  },
];
