import type { Row } from './row.js';
import { denied, NOT_RAN, ok, RAN, run } from './row-kit.js';
import { fixture, oneGroup, RECORDER, settingsYaml, TOUCH_PROMPT } from './scenario.js';

/**
 * Rows whose point is a named divergence (ADR-0048 D1 and the ground-truth additions). Dv1-4,
 * Dv1-6, Dv1-12 and Dv1-13 are shown by rows in the timeout, decision, exit-code and policy areas.
 */
export const DIVERGENCE_ROWS: Row[] = [
  {
    id: 'dv-string-command',
    area: 'divergences',
    title: 'A shell-string `command` is refused at load, naming the file and line',
    hooks: ['pre-deny.sh'],
    divergences: ['Dv1-3'],
    run: {
      settings:
        'hooks_external:\n  PreToolUse:\n    - hooks:\n        - { type: command, command: "hooks/pre-deny.sh" }\n',
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 1,
      files: NOT_RAN,
      stderr: [
        '{project}/.lionagi/settings.yaml:4:',
        'command must be a non-empty argv list, not a string (got "hooks/pre-deny.sh")',
      ],
    },
    profileSource: 'ADR-0048 D4, Dv1-3',
    claudeCode: {
      observed: 'a `command` string runs as `/bin/sh -c "<command>"`',
      source: 'cmd01',
      relation: 'differs',
      divergence: 'Dv1-3',
    },
    codex: {
      observed: 'a `command` string runs as `/bin/bash -c "<command>"`',
      source: 'codex §3',
      relation: 'differs',
      divergence: 'Dv1-3',
    },
  },
  {
    id: 'dv-argv-literal',
    area: 'divergences',
    title: 'argv reaches the hook verbatim: no expansion, no word splitting, no operators',
    hooks: ['print-args.sh'],
    divergences: ['Dv1-3'],
    run: {
      settings: oneGroup(
        'PreToolUse',
        undefined,
        fixture('print-args.sh', { args: ['$HOME', 'a b', "it's; echo injected"] }),
      ),
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 0,
      files: RAN,
      fileContents: { 'hook-args.txt': "$HOME\na b\nit's; echo injected\n" },
    },
    profileSource: 'ADR-0048 D4 (argv only, never a shell)',
    claudeCode: {
      observed: 'exec form (`command` + `args`): argv verbatim, `$HOME` literal, one argument each',
      source: 'cmd02',
      relation: 'same',
    },
    codex: {
      observed: 'the command is shell text: `$HOME` expands, `;` separates commands',
      source: 'codex §3',
      relation: 'differs',
      divergence: 'Dv1-3',
    },
  },
  {
    id: 'dv-json-on-exit-1',
    area: 'divergences',
    title: 'A deny JSON printed with exit 1 is ignored: the tool runs',
    hooks: ['deny-exit1.sh'],
    divergences: ['Dv1-5'],
    run: {
      settings: oneGroup('PreToolUse', undefined, fixture('deny-exit1.sh')),
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 0,
      files: RAN,
      toolCalls: [ok()],
      modelNeverSees: ['DENY-ON-EXIT1'],
      hookRuns: [
        run('PreToolUse', 'error', 'none', {
          exit_code: 1,
          reason: 'hook hooks/deny-exit1.sh failed: exited with code 1',
        }),
      ],
    },
    profileSource: 'ADR-0048 D1 (stdout is parsed on exit 0 only); Dv1-5',
    claudeCode: {
      observed: 'denied: the JSON is honoured on exit 1',
      source: 'pre09b',
      relation: 'differs',
      divergence: 'Dv1-5',
    },
    codex: {
      observed: 'failed `hook exited with code 1`; tool ran',
      source: 'codex §5.1',
      relation: 'same',
    },
  },
  {
    id: 'dv-sequential-rewrite',
    area: 'divergences',
    title: "Hooks run one after another: the second hook receives the first hook's rewrite",
    hooks: ['pre-rewrite.sh', 'record.mjs'],
    divergences: ['Dv1-7'],
    run: {
      settings: oneGroup('PreToolUse', undefined, fixture('pre-rewrite.sh'), RECORDER),
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 0,
      files: { 'ran.marker': false, 'rewritten.marker': true },
      toolCalls: [ok('bash', { command: 'touch rewritten.marker' })],
      envelope: [
        {
          event: 'PreToolUse',
          field: 'tool_input',
          expect: 'object',
          value: { command: 'touch rewritten.marker' },
        },
      ],
      hookRuns: [
        run('PreToolUse', 'success', 'allow', { exit_code: 0 }),
        run('PreToolUse', 'success', 'none', { exit_code: 0 }),
      ],
    },
    profileSource: 'ADR-0048 D4 (sequential, a rewrite feeds the next hook); C-2; Dv1-7',
    claudeCode: {
      observed:
        'all matching hooks start together, so the second sees the original input; the last to finish wins',
      source: 'multi01, multi04',
      relation: 'differs',
      divergence: 'Dv1-7',
    },
    codex: {
      observed: 'all matching hooks start together; the last `updatedInput` to finish wins',
      source: 'codex §3, §5.1',
      relation: 'differs',
      divergence: 'Dv1-7',
    },
  },
  {
    id: 'dv-unknown-output-field',
    area: 'divergences',
    title: 'A deny with an unknown top-level field still denies',
    hooks: ['pre-deny-unknown-field.sh'],
    divergences: ['Dv1-8'],
    run: {
      settings: oneGroup('PreToolUse', undefined, fixture('pre-deny-unknown-field.sh')),
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 0,
      files: NOT_RAN,
      toolCalls: [denied('DENY-WITH-EXTRA')],
      hookRuns: [run('PreToolUse', 'blocked', 'deny', { exit_code: 0 })],
    },
    profileSource: 'ADR-0048 D1 (unknown fields are ignored); Dv1-8',
    claudeCode: { observed: 'denied (extra key tolerated)', source: 'pre19', relation: 'same' },
    codex: {
      observed: 'the whole output is rejected (`additionalProperties: false`); the tool runs',
      source: 'codex §5.1',
      relation: 'differs',
      divergence: 'Dv1-8',
    },
  },
  {
    id: 'dv-default-timeout',
    area: 'divergences',
    title: 'A hook without `timeout` gets 60 s on every event',
    hooks: ['pre-deny.sh', 'exit0-plain.sh'],
    divergences: ['Dv1-9'],
    run: {
      settings: settingsYaml({
        PreToolUse: [{ hooks: [fixture('pre-deny.sh')] }],
        UserPromptSubmit: [{ hooks: [fixture('exit0-plain.sh')] }],
        SessionEnd: [{ hooks: [fixture('exit0-empty.sh')] }],
      }),
      prompt: '',
      li: ['hooks', 'list', '--json'],
    },
    expect: {
      exitCode: 0,
      liJson: [
        { path: 'hooks.PreToolUse.0.timeout_sec', value: 60 },
        { path: 'hooks.UserPromptSubmit.0.timeout_sec', value: 60 },
        { path: 'hooks.SessionEnd.0.timeout_sec', value: 60 },
      ],
    },
    profileSource: 'ADR-0048 D4 (60 s default); Dv1-9',
    claudeCode: {
      observed: 'PreToolUse > 65 s (docs: 600 s); UserPromptSubmit 30 s',
      source: 'slow01, slow02',
      relation: 'differs',
      divergence: 'Dv1-9',
    },
    codex: {
      observed: '600 s; SessionEnd and Interrupt 1 s',
      source: 'codex §1',
      relation: 'differs',
      divergence: 'Dv1-9',
    },
  },
  {
    id: 'dv-no-event-name',
    area: 'divergences',
    title: 'A deny without `hookSpecificOutput.hookEventName` is honoured',
    hooks: ['pre-deny-no-event-name.sh'],
    divergences: ['Dv1-11'],
    run: {
      settings: oneGroup('PreToolUse', undefined, fixture('pre-deny-no-event-name.sh')),
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 0,
      files: NOT_RAN,
      toolCalls: [denied('NO-EVENT-NAME')],
      hookRuns: [run('PreToolUse', 'blocked', 'deny', { exit_code: 0, reason: 'NO-EVENT-NAME' })],
    },
    profileSource: 'Dv1-11 (hookEventName is optional)',
    claudeCode: {
      observed: 'validation error; the output is ignored and the tool runs',
      source: 'pre17',
      relation: 'differs',
      divergence: 'Dv1-11',
    },
    codex: {
      observed: '`hookEventName` is required by the output schema; an invalid output fails open',
      source: 'pre-tool-use.command.output.schema.json; codex §5',
      relation: 'differs',
      divergence: 'Dv1-11',
    },
  },
  {
    id: 'dv-wrong-event-name',
    area: 'divergences',
    title: 'A deny labelled with another event name is honoured (the mismatch is only noted)',
    hooks: ['pre-deny-wrong-event-name.sh'],
    divergences: ['Dv1-11'],
    run: {
      settings: oneGroup('PreToolUse', undefined, fixture('pre-deny-wrong-event-name.sh')),
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 0,
      files: NOT_RAN,
      toolCalls: [denied('WRONG-EVENT-NAME')],
      hookRuns: [run('PreToolUse', 'blocked', 'deny', { exit_code: 0 })],
    },
    profileSource: 'Dv1-11 (a mismatch is noted but the output is read)',
    claudeCode: {
      observed: '`Hook returned incorrect event name`; ignored; the tool runs',
      source: 'pre18',
      relation: 'differs',
      divergence: 'Dv1-11',
    },
    codex: {
      observed:
        "blocked: the deny is honoured although `hookEventName` is `PostToolUse` (the output schema's `const` is not enforced at run time)",
      source: 'live run (docs/conformance-live.md); the ground-truth report did not try it',
      relation: 'same',
    },
  },
];
