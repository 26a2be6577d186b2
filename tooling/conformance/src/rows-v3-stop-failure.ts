import type { HarnessCell, Row } from './row.js';
import { CLAUDE_RUNS_UNTRUSTED, RAN, run } from './row-kit.js';
import { fixture, oneGroup, RECORDER, script, settingsYaml } from './scenario.js';

/** One tool round, then the model request fails as an API answering HTTP 400 (scripted `@fail`). */
const FAILS_400 = script(
  '@tool bash {"command":"touch ran.marker"}',
  '@fail 400 fake server error on request',
);
const MESSAGE =
  'scripted provider (model scripted): request failed: 400 fake server error on request (@fail, prompt line 2)';

const NOT_IN_CODEX: HarnessCell = {
  observed: 'Codex has no StopFailure event (its 14 hook events)',
  source: 'codex §1',
  relation: 'not-applicable',
};
const FAILED_TURN = { exitCode: 1, terminalReason: 'error', error: MESSAGE } as const;

/**
 * StopFailure (profile v3, C-16) through li-agent `-p`: the scripted model's `@fail STATUS`
 * fails a model request as an API does after the retries; the turn ends with `error`, StopFailure
 * fires (advisory: its exit 2 changes nothing) and Stop does not.
 */
export const V3_STOP_FAILURE_ROWS: Row[] = [
  {
    id: 'stop-failure-http-400',
    area: 'envelope',
    title:
      "A model request answered HTTP 400: the turn ends as an error, StopFailure fires with `error: unknown`, the turn's `turn_id` and `API Error: …`; Stop does not fire",
    hooks: ['record.mjs'],
    run: {
      settings: settingsYaml({
        UserPromptSubmit: [{ hooks: [RECORDER] }],
        StopFailure: [{ hooks: [RECORDER] }],
        Stop: [{ hooks: [RECORDER] }],
      }),
      prompt: FAILS_400,
    },
    expect: {
      ...FAILED_TURN,
      recorded: { UserPromptSubmit: 1, StopFailure: 1 },
      envelope: [
        { event: 'StopFailure', field: 'error', expect: 'string', value: 'unknown' },
        {
          event: 'StopFailure',
          field: 'last_assistant_message',
          expect: 'string',
          value: `API Error: ${MESSAGE}`,
        },
        {
          event: 'StopFailure',
          field: 'turn_id',
          expect: 'string',
          sameAs: { event: 'UserPromptSubmit', field: 'turn_id' },
        },
        { event: 'StopFailure', field: 'permission_mode', expect: 'absent' },
      ],
    },
    profileSource: 'profile v3 StopFailure; C-16',
    claudeCode: {
      observed:
        'the API answered 400 on every attempt: StopFailure with `error: "unknown"`, `last_assistant_message: "API Error: 400 …"`, no Stop',
      source: 'claude-code §3.1, §3.3 (StopFailure.json); live row stop-failure-http-400',
      relation: 'same',
    },
    codex: NOT_IN_CODEX,
  },
  {
    id: 'stop-failure-rate-limit',
    area: 'envelope',
    title: 'A model request answered HTTP 429: StopFailure `error` is `rate_limit`',
    hooks: ['record.mjs'],
    run: {
      settings: oneGroup('StopFailure', undefined, RECORDER),
      prompt: script('@fail 429 rate limited'),
    },
    expect: {
      exitCode: 1,
      terminalReason: 'error',
      recorded: { StopFailure: 1 },
      envelope: [{ event: 'StopFailure', field: 'error', expect: 'string', value: 'rate_limit' }],
    },
    profileSource: 'profile v3 StopFailure (error kind from the HTTP status); C-16',
    claudeCode: {
      observed:
        'HTTP 429 with retries off (`CLAUDE_CODE_MAX_RETRIES=0`): StopFailure with `error: "rate_limit"`, `last_assistant_message: "API Error: Request rejected (429) · …"`; exit 1',
      source: 'live row stop-failure-rate-limit (Claude Code 2.1.328, 2.1.332)',
      relation: 'same',
    },
    codex: NOT_IN_CODEX,
  },
  {
    id: 'stop-failure-exit2-advisory',
    area: 'exit-codes',
    title: 'StopFailure exit 2 changes nothing: the turn still ends as the error',
    hooks: ['record.mjs', 'exit2-stderr.sh'],
    run: {
      settings: oneGroup('StopFailure', undefined, RECORDER, fixture('exit2-stderr.sh')),
      prompt: FAILS_400,
    },
    expect: { ...FAILED_TURN, recorded: { StopFailure: 1 } },
    profileSource: 'ADR-0048 D2 (advisory events never block); C-16',
    claudeCode: {
      observed: 'exit 2 changes nothing: the CLI still exits 1 with the API error',
      source: 'live row stop-failure-exit2-advisory (Claude Code 2.1.328, 2.1.332)',
      relation: 'same',
    },
    codex: NOT_IN_CODEX,
  },
  {
    id: 'stop-failure-timeout',
    area: 'timeouts',
    title: 'A StopFailure hook past its timeout is a logged failure; the turn ends as the error',
    hooks: ['sleep-then-deny.sh'],
    run: {
      settings: oneGroup(
        'StopFailure',
        undefined,
        fixture('sleep-then-deny.sh', { args: ['5'], timeout: 1 }),
      ),
      prompt: FAILS_400,
    },
    expect: {
      ...FAILED_TURN,
      hookRuns: [run('StopFailure', 'timeout', 'none', { exit_code: null, timed_out: true })],
    },
    profileSource: 'ADR-0048 D1 (timeout = other exit on advisory events)',
    claudeCode: {
      observed: 'a timed-out hook is cancelled; StopFailure runs as the CLI exits (exit 1)',
      source: 'to01; claude-code §3.1; live row stop-failure-timeout',
      relation: 'same',
    },
    codex: NOT_IN_CODEX,
  },
  {
    id: 'stop-failure-untrusted',
    area: 'policy',
    title: 'An untrusted imported StopFailure hook is not spawned; the turn ends as the error',
    hooks: ['touch-marker.sh'],
    divergences: ['Dv1-13'],
    run: {
      settings: oneGroup(
        'StopFailure',
        undefined,
        fixture('touch-marker.sh', { args: ['imported'], source: 'imported:claude' }),
      ),
      prompt: FAILS_400,
    },
    expect: {
      ...FAILED_TURN,
      files: { ...RAN, 'hook-imported.marker': false },
      hookRuns: [run('StopFailure', 'skipped', 'none', { exit_code: null, tier: 'imported' })],
    },
    profileSource: 'ADR-0048 D7 (advisory events skip with a warning)',
    claudeCode: CLAUDE_RUNS_UNTRUSTED,
    codex: NOT_IN_CODEX,
  },
];
