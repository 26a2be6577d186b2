import type { Row } from './row.js';
import { denied, NOT_RAN, ok, RAN, run } from './row-kit.js';
import { TOUCH_PROMPT } from './scenario.js';

/** A privileged port nothing listens on (9 is on fetch's blocked-port list): the connection is refused. */
export const REFUSED_URL = 'http://127.0.0.1:2/hook';

/** The fake model server's http hook that answers a PreToolUse deny (`{{BASE_URL}}` filled in). */
export const HTTP_DENY_URL = '{{BASE_URL}}/hook/pre-deny';

/**
 * Rows for the two handler features of issue 24: `async: true` advisory hooks (Dv2-6) and
 * `type: http` handlers (Dv2-7). Settings are written by hand: `settingsYaml` writes only
 * `type: command` entries.
 */
export const ASYNC_HTTP_ROWS: Row[] = [
  {
    id: 'http-deny',
    area: 'divergences',
    title:
      'A `type: http` PreToolUse hook whose 2xx body is a deny blocks the call, read like a command hook',
    hooks: [],
    divergences: ['Dv2-7'],
    run: {
      settings: `hooks_external:\n  PreToolUse:\n    - hooks:\n        - { type: http, url: "${HTTP_DENY_URL}" }\n`,
      prompt: TOUCH_PROMPT,
      provider: 'fake-anthropic',
    },
    expect: {
      exitCode: 0,
      files: NOT_RAN,
      toolCalls: [denied('HTTP-DENY-REASON')],
      audit: [run('PreToolUse', 'blocked', 'deny', { reason: 'HTTP-DENY-REASON' })],
    },
    profileSource: 'Dv2-7 (issue 24)',
    claudeCode: {
      observed:
        'the same: the envelope is POSTed, the 2xx deny body is honoured and the model gets `PreToolUse:Bash hook error: HTTP-DENY-REASON`',
      source: 'REPORT §12 (http is docs-only); live suite (http-deny, 2.1.328)',
      relation: 'same',
    },
    codex: {
      observed:
        'no http handlers: `hooks.json` fails to parse ("unknown variant `http`"), no hook runs, the tool ran',
      source: 'codex §3; live suite (0.169.0)',
      relation: 'not-applicable',
    },
  },
  {
    id: 'dv-async-post-ignored',
    area: 'divergences',
    title: 'An `async: true` PostToolUse hook runs in the background; its block is ignored',
    hooks: ['decision-block.sh'],
    divergences: ['Dv2-6'],
    run: {
      settings:
        'hooks_external:\n  PostToolUse:\n    - hooks:\n        - { type: command, command: ["hooks/decision-block.sh"], async: true }\n',
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 0,
      files: RAN,
      toolCalls: [ok()],
      modelNeverSees: ['BLOCK-REASON'],
      audit: [run('PostToolUse', 'blocked', 'none', { exit_code: 0, reason: 'BLOCK-REASON' })],
    },
    profileSource: 'Dv2-6 (issue 24)',
    claudeCode: {
      observed:
        "the turn is not delayed; the hook's `systemMessage` and `additionalContext` reach the model after the next tool call",
      source: 'async01',
      relation: 'differs',
      divergence: 'Dv2-6',
    },
    codex: {
      observed: 'an `async: true` PostToolUse block did not reach the model; the tool ran',
      source: 'live suite (dv-async-post-ignored, 0.169.0)',
      relation: 'same',
    },
  },
  {
    id: 'dv-async-blocking-refused',
    area: 'divergences',
    title: '`async: true` on PreToolUse is refused at load, naming the file and line',
    hooks: ['pre-deny.sh'],
    divergences: ['Dv2-6'],
    run: {
      settings:
        'hooks_external:\n  PreToolUse:\n    - hooks:\n        - { type: command, command: ["hooks/pre-deny.sh"], async: true }\n',
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 1,
      files: NOT_RAN,
      stderr: [
        '{project}/.lionagi/settings.yaml:4:',
        'async: true is refused on PreToolUse, a blocking event',
      ],
    },
    profileSource: 'Dv2-6 (issue 24)',
    claudeCode: {
      observed: 'the hook is detached and does not gate the action: the tool ran',
      source: 'async02',
      relation: 'differs',
      divergence: 'Dv2-6',
    },
    codex: {
      observed:
        'an `async: true` PreToolUse deny hook does not gate the call: the tool ran, no error was reported',
      source: 'live suite (dv-async-blocking-refused, 0.169.0)',
      relation: 'differs',
      divergence: 'Dv2-6',
    },
  },
  {
    id: 'dv-http-refused-fail-closed',
    area: 'divergences',
    title: 'A `type: http` guard whose connection is refused denies the call with `fail_closed`',
    hooks: [],
    divergences: ['Dv2-7'],
    run: {
      settings: `hooks_external:\n  PreToolUse:\n    - hooks:\n        - { type: http, url: "${REFUSED_URL}", fail_closed: true }\n`,
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 0,
      files: NOT_RAN,
      toolCalls: [
        denied({
          prefix: `hook POST ${REFUSED_URL} failed: POST ${REFUSED_URL} failed: connect ECONNREFUSED`,
        }),
      ],
      audit: [run('PreToolUse', 'error', 'deny', { exit_code: null })],
    },
    profileSource: 'Dv2-7, C-5 (issue 24)',
    claudeCode: {
      observed: 'a refused connection is a non-blocking error: the tool ran (exit 0)',
      source: 'REPORT §12 (http is docs-only); live suite (dv-http-refused-fail-closed, 2.1.328)',
      relation: 'differs',
      divergence: 'Dv2-7',
    },
    codex: {
      observed:
        'no http handlers: `hooks.json` fails to parse ("unknown variant `http`"), no hook runs, the tool ran',
      source: 'codex §3; live suite (0.169.0)',
      relation: 'not-applicable',
    },
  },
];
