import { ASK_DENY_REASON } from '@lionagi/hooks-profile';
import type { Row } from './row.js';
import { denied, NOT_RAN, ok, RAN } from './row-kit.js';
import { fixture, oneGroup, RECORDER, script, settingsYaml, TOUCH_PROMPT } from './scenario.js';

const TWO_ANSWERS = script('@final first', '@final second');

/**
 * Profile v2 events through li-agent `-p` (Stop, and PermissionRequest / Notification where no
 * user can be asked). The REPL's approval prompt is covered by li-agent's pty tests.
 */
export const V2_EVENT_ROWS: Row[] = [
  {
    id: 'stop-block-once',
    area: 'decisions',
    title:
      'Stop exit 2: the reason goes to the model as a user message, the turn goes on, Stop fires again',
    hooks: ['record.mjs', 'stop-block-once.sh'],
    divergences: ['Dv2-3'],
    run: {
      settings: oneGroup('Stop', undefined, RECORDER, fixture('stop-block-once.sh')),
      prompt: TWO_ANSWERS,
    },
    expect: {
      exitCode: 0,
      terminalReason: 'completed',
      modelSees: [{ kind: 'stop_hook_feedback', content: 'Stop hook feedback: STOP-FEEDBACK-MSG' }],
      recorded: { Stop: 2 },
      envelope: [
        { event: 'Stop', field: 'stop_hook_active', expect: 'boolean', value: false },
        { event: 'Stop', field: 'last_assistant_message', expect: 'string', value: 'first' },
        { event: 'Stop', field: 'turn_id', expect: 'string' },
      ],
    },
    profileSource: 'profile v2 Stop; Dv2-3',
    claudeCode: {
      observed:
        'user message `Stop hook feedback: [<command>]: <stderr>`, one more turn, then Stop with `stop_hook_active: true`',
      source: 'stop01, stop02; live suite (stop-block-once, stop-decision-block-once)',
      relation: 'differs',
      divergence: 'Dv2-3',
    },
    codex: {
      observed:
        'user message `<hook_prompt hook_run_id="stop:…">R</hook_prompt>`; Stop fires again with `stop_hook_active: true`',
      source: 'codex §5.5',
      relation: 'differs',
      divergence: 'Dv2-3',
    },
  },
  {
    id: 'stop-limit',
    area: 'divergences',
    title: 'A Stop hook that never lets go ends the turn after 5 continuations (`stop_hook_limit`)',
    hooks: ['record.mjs', 'exit2-stderr.sh'],
    divergences: ['Dv2-2'],
    run: {
      settings: oneGroup('Stop', undefined, RECORDER, fixture('exit2-stderr.sh')),
      prompt: '@final done',
    },
    expect: {
      exitCode: 1,
      terminalReason: 'stop_hook_limit',
      error:
        'Stop hooks kept the turn going 5 times (the limit) and blocked again: EXIT2-STDERR-MSG',
      recorded: { Stop: 6 },
    },
    profileSource: 'profile v2 Stop; Dv2-2',
    claudeCode: {
      observed:
        'a cap of its own: the 9th consecutive block is overridden and the turn ends normally (`terminal_reason: "completed"`, exit 0) with the warning "A hook blocked the turn from ending 9 consecutive times—overriding and ending turn" (`CLAUDE_CODE_STOP_HOOK_BLOCK_CAP` raises it)',
      source: 'stop01; live suite (stop-limit, 2.1.328)',
      relation: 'differs',
      divergence: 'Dv2-2',
    },
    codex: {
      observed:
        'no cap: a gate that blocks 19 times gets 19 continuations (`stop_hook_active: true` from the second firing)',
      source: 'codex §5.5; live suite (stop-limit, 0.169.0)',
      relation: 'differs',
      divergence: 'Dv2-2',
    },
  },
  {
    id: 'stop-cannot-answer',
    area: 'divergences',
    title: 'A Stop gate that fails with `fail_closed: true` ends the turn as `stop_hook_failed`',
    hooks: ['exit1-stderr.sh'],
    divergences: ['Dv2-1'],
    run: {
      settings: oneGroup('Stop', undefined, fixture('exit1-stderr.sh', { fail_closed: true })),
      prompt: '@final done',
    },
    expect: {
      exitCode: 1,
      terminalReason: 'stop_hook_failed',
      error:
        'hook hooks/exit1-stderr.sh failed: exited with code 1: EXIT1-STDERR-MSG (fail_closed: denying)',
    },
    profileSource: 'profile v2 Stop; Dv2-1, C-5',
    claudeCode: {
      observed: 'a Stop hook that fails or times out is cancelled; the session ends normally',
      source: 'to03; live suite (stop-cannot-answer: a Stop hook past its 1 s timeout, exit 0)',
      relation: 'differs',
      divergence: 'Dv2-1',
    },
    codex: {
      observed: 'a failing Stop hook is reported as failed; the turn ends normally',
      source: 'codex §5.5; live suite (stop-cannot-answer: timed out, exit 0)',
      relation: 'differs',
      divergence: 'Dv2-1',
    },
  },
  {
    id: 'stop-continue-false',
    area: 'decisions',
    title: 'Stop `continue: false` ends the turn as `stop_hook_prevented`; the answer is kept',
    hooks: ['continue-false.sh'],
    run: {
      settings: oneGroup('Stop', undefined, fixture('continue-false.sh')),
      prompt: '@final the answer',
    },
    expect: {
      exitCode: 0,
      terminalReason: 'stop_hook_prevented',
      error: 'STOP-REASON',
    },
    profileSource: 'profile v2 Stop (`continue: false`)',
    // What each harness does with `continue: false` is what the bridge's Stop renderings become.
    divergences: ['Dv2-8'],
    claudeCode: {
      observed: '`terminal_reason: "stop_hook_prevented"`; the final text is still returned',
      source: 'stop04',
      relation: 'same',
    },
    codex: {
      observed: 'the turn ends normally',
      source: 'codex §5.5',
      relation: 'same',
    },
  },
  {
    id: 'permission-request-headless',
    area: 'divergences',
    title:
      'Headless (`-p`), nobody is asked: `ask` denies and PermissionRequest does not fire, even with an `allow` hook',
    hooks: ['pre-ask.sh', 'record.mjs', 'permission-allow.sh'],
    divergences: ['Dv2-4', 'Dv1-6'],
    run: {
      settings: settingsYaml({
        PreToolUse: [{ hooks: [fixture('pre-ask.sh')] }],
        PermissionRequest: [{ hooks: [RECORDER, fixture('permission-allow.sh')] }],
      }),
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 0,
      files: NOT_RAN,
      toolCalls: [denied(`${ASK_DENY_REASON}; the hook's reason: ASK-REASON-456`)],
      recorded: {},
    },
    profileSource: 'ADR-0048 D5; profile v2 PermissionRequest; Dv2-4',
    claudeCode: {
      observed:
        'in `-p` PermissionRequest is not consulted after a PreToolUse `ask` (denied); it fires in `-p` for a tool that needs approval, where `allow` grants it; interactive, it does fire after an `ask`',
      source:
        'perm01, perm06; live suite (permission-request-headless; notification-permission-prompt on a pty)',
      relation: 'differs',
      divergence: 'Dv2-4',
    },
    codex: {
      observed:
        '`ask` is unsupported (the hook run fails) and the tool runs; PermissionRequest cannot be reached from `codex exec` (approval policy never)',
      source: 'codex §5.1, §5.7; live suite (permission-request-headless)',
      relation: 'differs',
      divergence: 'Dv1-6',
    },
  },
  {
    id: 'permission-request-no-ask',
    area: 'divergences',
    title:
      'Headless (`-p`), a call no hook asks about just runs: PermissionRequest hooks (allow, deny, exit 2, updatedInput) never fire',
    hooks: ['record.mjs', 'permission-deny.sh'],
    divergences: ['Dv2-4'],
    run: {
      settings: oneGroup('PermissionRequest', undefined, RECORDER, fixture('permission-deny.sh')),
      prompt: TOUCH_PROMPT,
    },
    expect: { exitCode: 0, files: RAN, toolCalls: [ok()], recorded: {} },
    profileSource: 'ADR-0048 D5; profile v2 PermissionRequest; Dv2-4',
    claudeCode: {
      observed:
        'a shell call not pre-allowed needs approval in `-p`: PermissionRequest fires; `allow` runs it, `deny` + `message` denies with the bare message, exit 2 denies, `allow` + `updatedInput` runs the rewritten command',
      source: 'perm01–perm05; live suite (permission-request-allow, -deny, -exit-2, -rewrite)',
      relation: 'differs',
      divergence: 'Dv2-4',
    },
    codex: {
      observed:
        '`codex exec` approves nothing (approval policy never): the call runs, PermissionRequest does not fire',
      source: 'codex §5.7; live suite',
      relation: 'same',
    },
  },
  {
    id: 'notification-short-turn',
    area: 'divergences',
    title:
      'Notification loads and matches `notification_type`; a short `-p` turn waits for nobody, so it does not fire',
    hooks: ['record.mjs'],
    divergences: ['Dv2-5'],
    run: {
      settings: settingsYaml({
        Notification: [
          { matcher: 'permission_prompt', hooks: [RECORDER] },
          { matcher: 'turn_finished', hooks: [RECORDER] },
        ],
      }),
      prompt: TOUCH_PROMPT,
    },
    expect: { exitCode: 0, terminalReason: 'completed', recorded: {} },
    profileSource: 'profile v2 Notification; Dv2-5',
    claudeCode: {
      observed:
        'only `elicitation_response` observed in `-p`; interactive on a terminal, after a PreToolUse `ask`, PermissionRequest then Notification `permission_prompt` ("Claude needs your permission") fire as the dialog opens, as on li-agent\'s REPL',
      source: 'claude-code §2, §12; live suite (notification-permission-prompt, on a pty)',
      relation: 'differs',
      divergence: 'Dv2-5',
    },
    codex: {
      observed: 'no Notification event',
      source: 'codex §6',
      relation: 'not-applicable',
    },
  },
];
