import type { Row } from './row.js';
import {
  context,
  denied,
  deniedMessage,
  feedback,
  NOT_RAN,
  ok,
  RAN,
  run,
  TOUCH_RESULT_MESSAGE,
} from './row-kit.js';
import { fixture, oneGroup, TOUCH_PROMPT } from './scenario.js';

const pre = (file: string) => ({
  settings: oneGroup('PreToolUse', undefined, fixture(file)),
  prompt: TOUCH_PROMPT,
});

const OVER_CAP_DENY =
  'hook hooks/pre-deny-over-cap.sh printed more than the capture limit of 1048576 bytes (1 MiB) on stdout; its output is ignored; its answer is unknown: failing closed on a blocking event';

/** The exit-code protocol (ADR-0048 D1), one row per rule. */
export const EXIT_CODE_ROWS: Row[] = [
  {
    id: 'exit-0-empty',
    area: 'exit-codes',
    title: 'exit 0, empty stdout: no opinion, the tool runs',
    hooks: ['exit0-empty.sh'],
    run: pre('exit0-empty.sh'),
    expect: {
      exitCode: 0,
      files: RAN,
      toolCalls: [ok()],
      modelSees: [TOUCH_RESULT_MESSAGE],
      hookRuns: [run('PreToolUse', 'success', 'none', { exit_code: 0 })],
    },
    profileSource: 'ADR-0048 D1 exit 0',
    claudeCode: { observed: 'tool ran; outcome success', source: 'pre01', relation: 'same' },
    codex: {
      observed: 'hook completed; tool ran',
      source: 'codex §5 (output contract)',
      relation: 'same',
    },
  },
  {
    id: 'exit-0-json-blanks',
    area: 'exit-codes',
    title: 'exit 0, JSON after leading blanks: parsed (first non-blank character is `{`)',
    hooks: ['pre-deny-leading-space.sh'],
    run: pre('pre-deny-leading-space.sh'),
    expect: {
      exitCode: 0,
      files: NOT_RAN,
      toolCalls: [denied('DENY-AFTER-BLANKS')],
      hookRuns: [
        run('PreToolUse', 'blocked', 'deny', { exit_code: 0, reason: 'DENY-AFTER-BLANKS' }),
      ],
    },
    profileSource:
      'ADR-0048 D1 exit 0; verdict.ts (JSON when the first non-blank character is `{`)',
    claudeCode: { observed: 'denied: leading spaces are fine', source: 'pre20', relation: 'same' },
    codex: {
      observed: 'denied: leading blanks are fine (live, 0.169.0 and 0.171.0)',
      source: 'codex §5; live: exit-0-json-blanks',
      relation: 'same',
    },
  },
  {
    id: 'exit-0-plain-pre',
    area: 'exit-codes',
    title: 'exit 0, plain-text stdout on PreToolUse: ignored, the tool runs',
    hooks: ['exit0-plain.sh'],
    run: pre('exit0-plain.sh'),
    expect: {
      exitCode: 0,
      files: RAN,
      toolCalls: [ok()],
      modelNeverSees: ['PLAIN-STDOUT-TEXT'],
      hookRuns: [run('PreToolUse', 'success', 'none', { exit_code: 0 })],
    },
    profileSource: 'ADR-0048 D1 exit 0; docs/profile-v1.md (plain stdout ignored on PreToolUse)',
    claudeCode: {
      observed: 'ignored (debug log only); tool ran',
      source: 'pre11',
      relation: 'same',
    },
    codex: { observed: 'completed, ignored; tool ran', source: 'codex §5.1', relation: 'same' },
  },
  {
    id: 'exit-0-plain-prompt',
    area: 'exit-codes',
    title: 'exit 0, plain-text stdout on UserPromptSubmit: context for the model',
    hooks: ['exit0-plain.sh'],
    run: {
      settings: oneGroup('UserPromptSubmit', undefined, fixture('exit0-plain.sh')),
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 0,
      files: RAN,
      modelSees: [context('PLAIN-STDOUT-TEXT'), TOUCH_RESULT_MESSAGE],
      hookRuns: [run('UserPromptSubmit', 'success', 'none', { exit_code: 0 })],
    },
    profileSource: 'docs/profile-v1.md (plain stdout is context on UserPromptSubmit)',
    claudeCode: {
      observed: '`UserPromptSubmit hook success: <stdout>` in the per-turn system message',
      source: 'ups01',
      relation: 'same',
    },
    codex: {
      observed: 'plain text becomes context (developer message)',
      source: 'codex §5.4',
      relation: 'same',
    },
  },
  {
    id: 'exit-0-malformed',
    area: 'exit-codes',
    title: 'exit 0, stdout starting with `{` that is not JSON: a logged failure, the tool runs',
    hooks: ['exit0-malformed.sh'],
    run: pre('exit0-malformed.sh'),
    expect: {
      exitCode: 0,
      files: RAN,
      toolCalls: [ok()],
      hookRuns: [
        run('PreToolUse', 'error', 'none', {
          exit_code: 0,
          reason: { prefix: 'hook hooks/exit0-malformed.sh printed malformed JSON on stdout (' },
        }),
      ],
    },
    profileSource: 'ADR-0048 D1 (parse failure is logged, not a block)',
    claudeCode: {
      observed: 'treated as plain text, no error outcome; tool ran',
      source: 'pre10',
      relation: 'same',
    },
    codex: {
      observed: 'failed (`invalid pre-tool-use JSON output`); tool ran',
      source: 'codex §5.1',
      relation: 'same',
    },
  },
  {
    id: 'exit-2-stderr',
    area: 'exit-codes',
    title: 'exit 2 with stderr: deny, stderr is the reason the model sees',
    hooks: ['exit2-stderr.sh'],
    run: pre('exit2-stderr.sh'),
    expect: {
      exitCode: 0,
      files: NOT_RAN,
      toolCalls: [denied('EXIT2-STDERR-MSG')],
      modelSees: [deniedMessage('EXIT2-STDERR-MSG')],
      hookRuns: [
        run('PreToolUse', 'blocked', 'deny', { exit_code: 2, reason: 'EXIT2-STDERR-MSG' }),
      ],
    },
    profileSource: 'ADR-0048 D1 exit 2, D5',
    claudeCode: {
      observed:
        'blocked; the model sees `PreToolUse:Bash hook error: [<command>]: EXIT2-STDERR-MSG`',
      source: 'pre07',
      relation: 'same',
    },
    codex: {
      observed:
        'blocked; the model sees `Command blocked by PreToolUse hook: <stderr>. Command: …`',
      source: 'codex §5.1',
      relation: 'same',
    },
  },
  {
    id: 'exit-2-empty',
    area: 'exit-codes',
    title: 'exit 2 with empty stderr: still a deny, with a reason naming the hook',
    hooks: ['exit2-empty.sh'],
    divergences: ['Dv1-12'],
    run: pre('exit2-empty.sh'),
    expect: {
      exitCode: 0,
      files: NOT_RAN,
      toolCalls: [
        denied('hook hooks/exit2-empty.sh exited with code 2 without a reason on stderr'),
      ],
      hookRuns: [run('PreToolUse', 'blocked', 'deny', { exit_code: 2 })],
    },
    profileSource: 'ADR-0048 D1 exit 2; Dv1-12',
    claudeCode: {
      observed: 'blocks',
      source: 'Dv1-12 (profile divergence table; no experiment id)',
      relation: 'same',
    },
    codex: {
      observed: 'failed (`exited with code 2 but did not write a blocking reason`); the tool runs',
      source: 'codex §5.1',
      relation: 'differs',
      divergence: 'Dv1-12',
    },
  },
  {
    id: 'exit-2-ignores-stdout',
    area: 'exit-codes',
    title: 'exit 2 ignores stdout: an allow JSON with exit 2 still denies',
    hooks: ['pre-allow-exit2.sh'],
    run: pre('pre-allow-exit2.sh'),
    expect: {
      exitCode: 0,
      files: NOT_RAN,
      toolCalls: [denied('EXIT2-OVERRIDES-JSON')],
      hookRuns: [run('PreToolUse', 'blocked', 'deny', { exit_code: 2 })],
    },
    profileSource: 'ADR-0048 D1 exit 2 (stdout is ignored)',
    claudeCode: { observed: 'blocked (JSON ignored)', source: 'pre09c', relation: 'same' },
    codex: {
      observed: 'blocked: an allow JSON alongside exit 2 is ignored (live, 0.169.0 and 0.171.0)',
      source: 'codex §5.1; live: exit-2-ignores-stdout',
      relation: 'same',
    },
  },
  {
    id: 'exit-2-post',
    divergences: ['Dv1-16'],
    area: 'exit-codes',
    title: 'exit 2 on PostToolUse: the tool already ran; stderr becomes a note for the model',
    hooks: ['exit2-stderr.sh'],
    run: {
      settings: oneGroup('PostToolUse', undefined, fixture('exit2-stderr.sh')),
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 0,
      files: RAN,
      toolCalls: [ok()],
      modelSees: [TOUCH_RESULT_MESSAGE, feedback('PostToolUse', 'EXIT2-STDERR-MSG')],
      hookRuns: [
        run('PostToolUse', 'blocked', 'none', { exit_code: 2, reason: 'EXIT2-STDERR-MSG' }),
      ],
    },
    profileSource: 'ADR-0048 D5 (block on PostToolUse = system-visible note)',
    claudeCode: {
      observed:
        'system message `PostToolUse:Bash hook blocking error from command: …: <stderr>`; the tool output is kept',
      source: 'post01',
      relation: 'same',
    },
    codex: {
      observed: 'the model sees the stderr text instead of the tool output',
      source: 'codex §5.3',
      relation: 'differs',
      divergence: 'Dv1-16',
    },
  },
  {
    id: 'exit-2-prompt',
    area: 'exit-codes',
    title: 'exit 2 on UserPromptSubmit: the prompt is blocked, no model call',
    hooks: ['exit2-stderr.sh'],
    run: {
      settings: oneGroup('UserPromptSubmit', undefined, fixture('exit2-stderr.sh')),
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 4,
      terminalReason: 'prompt_blocked',
      error: 'UserPromptSubmit hook denied: EXIT2-STDERR-MSG',
      files: NOT_RAN,
      toolCalls: [],
      hookRuns: [
        run('UserPromptSubmit', 'blocked', 'deny', { exit_code: 2, reason: 'EXIT2-STDERR-MSG' }),
      ],
    },
    profileSource: 'ADR-0048 D1 exit 2, D2 (blocked prompt fails the turn)',
    claudeCode: {
      observed: 'no API request; result `UserPromptSubmit operation blocked by hook: …`',
      source: 'ups02',
      relation: 'same',
    },
    codex: { observed: 'no model request; turn dropped', source: 'codex §5.4', relation: 'same' },
  },
  {
    id: 'exit-2-session-start',
    area: 'exit-codes',
    title: 'exit 2 on SessionStart (advisory): a logged failure, the session goes on',
    hooks: ['exit2-stderr.sh'],
    run: {
      settings: oneGroup('SessionStart', undefined, fixture('exit2-stderr.sh')),
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 0,
      files: RAN,
      modelNeverSees: ['EXIT2-STDERR-MSG'],
      audit: [run('SessionStart', 'error', 'none', { exit_code: 2, reason: 'EXIT2-STDERR-MSG' })],
    },
    profileSource:
      'docs/profile-v1.md (exit 2 on an advisory event other than PostToolUse is a failure)',
    claudeCode: {
      observed: 'nothing reached the model; session continued (outcome error)',
      source: 'ss03',
      relation: 'same',
    },
    codex: {
      observed: 'not blocking; failed `hook exited with code 2`',
      source: 'codex §5.6',
      relation: 'same',
    },
  },
  {
    id: 'exit-1',
    area: 'exit-codes',
    title: 'exit 1: a logged failure; the tool runs and the model never sees stderr',
    hooks: ['exit1-stderr.sh'],
    run: pre('exit1-stderr.sh'),
    expect: {
      exitCode: 0,
      files: RAN,
      toolCalls: [ok()],
      modelNeverSees: ['EXIT1-STDERR-MSG'],
      hookRuns: [
        run('PreToolUse', 'error', 'none', {
          exit_code: 1,
          reason: 'hook hooks/exit1-stderr.sh failed: exited with code 1: EXIT1-STDERR-MSG',
        }),
      ],
    },
    profileSource: 'ADR-0048 D1 (any other exit: failure, logged, execution continues)',
    claudeCode: {
      observed: 'tool ran; stderr not shown to the model; outcome error',
      source: 'pre08',
      relation: 'same',
    },
    codex: {
      observed: 'failed `hook exited with code 1`; tool ran',
      source: 'codex §5.1',
      relation: 'same',
    },
  },
  {
    id: 'exit-3',
    area: 'exit-codes',
    title: 'exit 3 (any other code): same as exit 1',
    hooks: ['exit3-stderr.sh'],
    run: pre('exit3-stderr.sh'),
    expect: {
      exitCode: 0,
      files: RAN,
      toolCalls: [ok()],
      modelNeverSees: ['EXIT3-STDERR-MSG'],
      hookRuns: [
        run('PreToolUse', 'error', 'none', {
          exit_code: 3,
          reason: 'hook hooks/exit3-stderr.sh failed: exited with code 3: EXIT3-STDERR-MSG',
        }),
      ],
    },
    profileSource: 'ADR-0048 D1 (any other exit)',
    claudeCode: { observed: 'same as exit 1', source: 'pre09', relation: 'same' },
    codex: {
      observed: 'failed `hook exited with code N`, non-blocking',
      source: 'codex §5',
      relation: 'same',
    },
  },
  {
    id: 'exit-1-prompt',
    area: 'exit-codes',
    title: 'exit 1 on UserPromptSubmit: the prompt proceeds',
    hooks: ['exit1-stderr.sh'],
    run: {
      settings: oneGroup('UserPromptSubmit', undefined, fixture('exit1-stderr.sh')),
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 0,
      terminalReason: 'completed',
      files: RAN,
      modelNeverSees: ['EXIT1-STDERR-MSG'],
      hookRuns: [run('UserPromptSubmit', 'error', 'none', { exit_code: 1 })],
    },
    profileSource: 'ADR-0048 D1 (any other exit)',
    claudeCode: {
      observed: 'prompt proceeded; stderr not shown to the model',
      source: 'ups06',
      relation: 'same',
    },
    codex: { observed: 'non-blocking failure', source: 'codex §5', relation: 'same' },
  },
  {
    id: 'exit-0-over-cap',
    area: 'exit-codes',
    title:
      'exit 0, a deny JSON over the 1 MiB capture cap: never parsed, denies (the answer is unknown)',
    hooks: ['pre-deny-over-cap.sh'],
    divergences: ['C-7'],
    run: pre('pre-deny-over-cap.sh'),
    expect: {
      exitCode: 0,
      files: NOT_RAN,
      toolCalls: [denied(OVER_CAP_DENY)],
      hookRuns: [run('PreToolUse', 'error', 'deny', { exit_code: 0, reason: OVER_CAP_DENY })],
    },
    profileSource: 'C-7 (output over the capture cap)',
    claudeCode: {
      observed: 'reads 10 MiB of stdout in full; a 10 MiB deny reason denied, verbatim',
      source: 'size01, size01b',
      relation: 'same',
    },
    codex: {
      observed:
        'the command did not run: a deny JSON over 1 MiB still denies (live, 0.169.0 and 0.171.0; whether it was parsed is not visible)',
      source: 'live: exit-0-over-cap',
      relation: 'same',
    },
  },
  {
    id: 'exit-signal',
    area: 'exit-codes',
    title: 'hook killed by a signal: a logged failure, the tool runs',
    hooks: ['killed-by-signal.sh'],
    run: pre('killed-by-signal.sh'),
    expect: {
      exitCode: 0,
      files: RAN,
      toolCalls: [ok()],
      hookRuns: [
        run('PreToolUse', 'error', 'none', {
          exit_code: null,
          timed_out: false,
          reason: 'hook hooks/killed-by-signal.sh failed: was killed by signal SIGKILL',
        }),
      ],
    },
    profileSource: 'docs/profile-v1.md (killed by a signal = other exit)',
    claudeCode: {
      observed: 'non-blocking: the tool ran (live, 2.1.328 and 2.1.332)',
      source: 'live: exit-signal',
      relation: 'same',
    },
    codex: {
      observed: 'non-blocking: the tool ran (live, 0.169.0 and 0.171.0)',
      source: 'live: exit-signal',
      relation: 'same',
    },
  },
];
