import type { Expectation, HarnessCell, Row, RunSpec } from './row.js';
import { denied, deniedMessage, NOT_RAN, ok, run } from './row-kit.js';
import { oneGroup, script, settingsYaml } from './scenario.js';

/** The guard's argv: projects link the bundled SDK examples as `sdk/`. */
const sdk = (name: string) => ({ command: ['node', `sdk/${name}.mjs`] });

/** A command the guard denies; `ran.marker` appears only if it runs. */
export const SDK_GUARDED_COMMAND = 'rm -rf sdk-guard-target && touch ran.marker';

/** The untracked file of the rewriter row, and the `git clean` the rewriter turns into a dry run. */
export const SDK_JUNK = 'sdk-junk.txt';
export const SDK_CLEAN_COMMAND = `git clean -f ${SDK_JUNK}`;

/** What `git clean` prints in a dry run: only the rewritten command produces it. */
export const SDK_DRY_RUN_OUTPUT = `Would remove ${SDK_JUNK}`;

/** A prompt carrying an AWS access key id shape, which the prompt gate blocks. */
export const SDK_KEY_PROMPT_NOTE = 'deploy with key AKIAABCDEFGHIJKLMNOP';

/** The context-injector's texts (SessionStart with source `startup`, and every prompt). */
export const SDK_SESSION_CONTEXT =
  'Session startup: this project uses pnpm, TypeScript strict mode and Biome';
export const SDK_PROMPT_CONTEXT = 'Reminder: never print secrets; ask before deleting files.';

const GUARD_REASON = `destructive command blocked by guard: ${SDK_GUARDED_COMMAND}`;
const GATE_REASON =
  'prompt blocked: it contains what looks like an AWS access key id (AKIA…); remove the key and send it again';
const README = 'packages/sdk/README.md';
/** What the SDK's test-gate example tells the model while `.tests-passed` is missing. */
export const TEST_GATE_REASON =
  'the tests have not passed yet: run `npm test && touch .tests-passed`, fix what fails, then finish';

/** The SDK's promise for Claude Code and Codex: the decision is rendered so it has this effect. */
const promised = (observed: string, claude: string, codex: string) => ({
  claudeCode: {
    observed,
    source: `${README} (${claude}); confirmed live`,
    relation: 'same',
  } satisfies HarnessCell,
  codex: {
    observed,
    source: `${README} (${codex}); confirmed live`,
    relation: 'same',
  } satisfies HarnessCell,
});

const sdkRow = (
  id: string,
  example: string,
  title: string,
  runSpec: RunSpec,
  expect: Expectation,
  profileSource: string,
  cells: { claudeCode: HarnessCell; codex: HarnessCell },
): Row => ({
  id,
  area: 'sdk',
  title: `${title} (\`packages/sdk/examples/${example}.ts\`, bundled, as \`sdk/${example}.mjs\`)`,
  hooks: [],
  run: runSpec,
  expect,
  profileSource,
  ...cells,
});

/**
 * The @lionagi/hooks-sdk examples (issue 12), each bundled once and run unmodified under li-agent
 * here and under Claude Code and Codex in the live suite: the SDK detects the harness from the
 * envelope and renders the same decision in each harness's own form.
 */
export const SDK_ROWS: Row[] = [
  sdkRow(
    'sdk-guard',
    'guard',
    'guard: `rm -rf` is denied before it runs; the model sees the reason',
    {
      settings: oneGroup('PreToolUse', 'bash', sdk('guard')),
      prompt: script(
        `@tool bash ${JSON.stringify({ command: SDK_GUARDED_COMMAND })}`,
        '@final done',
      ),
    },
    {
      exitCode: 0,
      files: NOT_RAN,
      toolCalls: [denied(GUARD_REASON)],
      modelSees: [deniedMessage(GUARD_REASON)],
      hookRuns: [run('PreToolUse', 'blocked', 'deny', { exit_code: 0, reason: GUARD_REASON })],
    },
    'ADR-0048 D5 deny; SDK renders `deny(r)` as `permissionDecision: "deny"`',
    promised(
      'not run; the reason reaches the model',
      'PreToolUse deny: pre03',
      'PreToolUse deny: codex §5.1',
    ),
  ),
  sdkRow(
    'sdk-rewriter',
    'rewriter',
    'rewriter: `git clean -f` runs as `git clean -f … --dry-run`; the file stays',
    {
      settings: oneGroup('PreToolUse', 'bash', sdk('rewriter')),
      prompt: script(`@tool bash ${JSON.stringify({ command: SDK_CLEAN_COMMAND })}`, '@final done'),
      gitUntracked: SDK_JUNK,
    },
    {
      exitCode: 0,
      fileContents: { [SDK_JUNK]: 'junk\n' },
      toolCalls: [ok('bash', { command: `${SDK_CLEAN_COMMAND} --dry-run` })],
      modelSees: [
        {
          kind: 'action_response',
          content: JSON.stringify({
            stdout: `${SDK_DRY_RUN_OUTPUT}\n`,
            stderr: '',
            exit_code: 0,
            interrupted: false,
          }),
        },
      ],
      hookRuns: [run('PreToolUse', 'success', 'allow', { exit_code: 0 })],
    },
    'ADR-0048 D5 (no decision + updatedInput); SDK renders `rewrite(i)` per harness',
    promised(
      'the rewritten dry run ran (`Would remove …`); the file stays',
      'PreToolUse rewrite: `updatedInput` only, pre06b',
      'PreToolUse rewrite: `allow` + `updatedInput`, codex §5.1',
    ),
  ),
  sdkRow(
    'sdk-prompt-gate',
    'prompt-gate',
    'prompt gate: a prompt with an AWS access key id is blocked (exit 4); the reason does not repeat the key',
    {
      settings: oneGroup('UserPromptSubmit', undefined, sdk('prompt-gate')),
      prompt: script(
        SDK_KEY_PROMPT_NOTE,
        '@tool bash {"command":"touch ran.marker"}',
        '@final done',
      ),
    },
    {
      exitCode: 4,
      terminalReason: 'prompt_blocked',
      error: `UserPromptSubmit hook denied: ${GATE_REASON}`,
      files: NOT_RAN,
      toolCalls: [],
      hookRuns: [run('UserPromptSubmit', 'blocked', 'deny', { exit_code: 0, reason: GATE_REASON })],
    },
    'ADR-0048 D5 block on UserPromptSubmit; SDK renders `block(r)` as `decision: "block"`',
    promised(
      'the prompt never reaches the model',
      'UserPromptSubmit block: ups03',
      'UserPromptSubmit block: codex §5.4',
    ),
  ),
  sdkRow(
    'sdk-test-gate',
    'test-gate',
    'test gate (Stop): the turn goes on until the tests passed (`.tests-passed`), then ends',
    {
      settings: oneGroup('Stop', undefined, sdk('test-gate')),
      prompt: script(
        '@final first',
        `@tool bash ${JSON.stringify({ command: 'touch .tests-passed' })}`,
        '@final done',
      ),
    },
    {
      exitCode: 0,
      terminalReason: 'completed',
      files: { '.tests-passed': true },
      modelSees: [
        { kind: 'stop_hook_feedback', content: `Stop hook feedback: ${TEST_GATE_REASON}` },
      ],
      audit: [
        run('Stop', 'blocked', 'deny', { exit_code: 0, reason: TEST_GATE_REASON }),
        run('Stop', 'success', 'none', { exit_code: 0 }),
      ],
    },
    'profile v2 Stop (`decision: "block"` + `reason` continues the turn); SDK renders `block(r)` on Stop as `decision: "block"`',
    {
      claudeCode: {
        observed:
          'the reason reaches the model as `Stop hook feedback: …`; one more turn per block',
        source: `${README} (Stop block: stop01)`,
        relation: 'same',
      },
      codex: {
        observed:
          'the reason reaches the model as a `<hook_prompt>` user message; one more turn per block',
        source: `${README} (Stop block: codex §5.5)`,
        relation: 'same',
      },
    },
  ),
  sdkRow(
    'sdk-context',
    'context-injector',
    'context injector: session context and a per-prompt reminder reach the model',
    {
      settings: settingsYaml({
        SessionStart: [{ hooks: [sdk('context-injector')] }],
        UserPromptSubmit: [{ hooks: [sdk('context-injector')] }],
      }),
      prompt: script('@tool bash {"command":"touch ran.marker"}', '@final done'),
      provider: 'fake-anthropic',
    },
    {
      exitCode: 0,
      files: { 'ran.marker': true },
      systemPromptIncludes: [SDK_SESSION_CONTEXT],
      requestIncludes: [SDK_PROMPT_CONTEXT],
      audit: [
        run('SessionStart', 'success', 'none', { exit_code: 0 }),
        run('UserPromptSubmit', 'success', 'none', { exit_code: 0 }),
      ],
    },
    'runtime external-hooks (additionalContext on SessionStart and UserPromptSubmit)',
    promised(
      'both texts reach the model',
      'SessionStart / UserPromptSubmit context: ss02, ups04',
      'SessionStart / UserPromptSubmit context: codex §5.6, §5.4',
    ),
  ),
];
