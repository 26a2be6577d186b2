import type { LiveRow } from './live-rows.js';
import { HTTP_DENY_URL, REFUSED_URL } from './rows-async-http.js';
import { TEST_GATE_REASON } from './rows-sdk.js';

/** A Stop row: the recorder first (every firing, `stop_hook_active` of each), then the gate. */
const stop = (id: string, gate: string, ...facets: LiveRow['facets']): LiveRow => ({
  id,
  event: 'Stop',
  hook: 'record.mjs',
  chain: [{ hook: gate }],
  facets: ['exit', 'requests', 'record:Stop:stop_hook_active', ...facets],
});

/**
 * A PermissionRequest answerer on a shell call nobody asks about: Claude Code runs it without
 * `--allowedTools Bash` (the call needs approval in `-p`, perm05); li-agent and Codex exec have
 * nothing to approve. `touch-marker.sh perm` first proves whether the event fired.
 */
const permission = (id: string, answer: string, ...facets: LiveRow['facets']): LiveRow => ({
  id,
  matrixRow: 'permission-request-no-ask',
  event: 'PermissionRequest',
  hook: 'touch-marker.sh',
  args: ['perm'],
  chain: [{ hook: answer }],
  approval: true,
  facets: ['tool', 'spawned:perm', ...facets],
});

/**
 * Profile v2 live rows (issue 23): Stop, PermissionRequest and Notification, and the async / http
 * handler rows of issue 24, under li-agent, Claude Code and Codex.
 */
export const LIVE_V2_ROWS: readonly LiveRow[] = [
  stop(
    'stop-block-once',
    'stop-block-once.sh',
    'probe:STOP-FEEDBACK-MSG',
    'probe:stop-block-once.sh',
  ),
  {
    ...stop(
      'stop-decision-block-once',
      'stop-decision-block-once.sh',
      'probe:STOP-BLOCK-REASON',
      'probe:stop-decision-block-once.sh',
    ),
    matrixRow: 'stop-block-once',
  },
  stop('stop-continue-false', 'continue-false.sh'),
  stop('stop-limit', 'stop-block-always.sh'),
  // No recorder here: the row's timeout (1 s) applies to every hook of the group.
  {
    id: 'stop-cannot-answer',
    event: 'Stop',
    hook: 'sleep-then-deny.sh',
    timeout: 1,
    facets: ['exit', 'requests'],
  },
  permission('permission-request-allow', 'permission-allow.sh'),
  permission('permission-request-deny', 'permission-deny.sh', 'probe:PERM-DENY-MSG'),
  permission('permission-request-exit-2', 'exit2-stderr.sh'),
  permission('permission-request-rewrite', 'permission-rewrite.sh'),
  {
    id: 'permission-request-headless',
    event: 'PreToolUse',
    hook: 'ask-or-allow.sh',
    alsoOn: ['PermissionRequest'],
    facets: ['tool', 'spawned:perm', 'probe:ASK-REASON-456'],
  },
  {
    id: 'notification-short-turn',
    event: 'Notification',
    hook: 'touch-marker.sh',
    args: ['notify'],
    facets: ['tool', 'spawned:notify'],
  },
  {
    id: 'notification-permission-prompt',
    matrixRow: 'notification-short-turn',
    event: 'PreToolUse',
    hook: 'ask-and-record.mjs',
    alsoOn: ['PermissionRequest', 'Notification'],
    pty: true,
    facets: [
      'tool',
      'record:PermissionRequest:hook_event_name',
      'record:Notification:notification_type',
    ],
  },
  {
    id: 'dv-async-post-ignored',
    event: 'PostToolUse',
    hook: 'decision-block.sh',
    async: true,
    facets: ['tool', 'exit', 'probe:BLOCK-REASON'],
  },
  {
    id: 'dv-async-blocking-refused',
    event: 'PreToolUse',
    hook: 'pre-deny.sh',
    async: true,
    facets: ['tool', 'exit'],
  },
  {
    id: 'http-deny',
    event: 'PreToolUse',
    hook: 'http',
    http: { url: HTTP_DENY_URL },
    facets: ['tool', 'probe:HTTP-DENY-REASON'],
  },
  {
    id: 'dv-http-refused-fail-closed',
    event: 'PreToolUse',
    hook: 'http',
    http: { url: REFUSED_URL, failClosed: true },
    facets: ['tool', 'exit'],
  },
  // The SDK's test gate, bundled: the tool call writes `.tests-passed`, so each harness must run
  // the gate after the answer and let the turn end (the blocking path: stop-* and bridge-stop-*).
  {
    id: 'sdk-test-gate-passed',
    matrixRow: 'sdk-test-gate',
    event: 'Stop',
    hook: 'test-gate.mjs',
    sdk: true,
    command: 'touch .tests-passed',
    facets: ['exit', 'requests', `probe:${TEST_GATE_REASON}`],
  },
];
