import { ASK_DENY_REASON, type ProfileEvent } from '@lionagi/hooks-profile';
import type { Expectation, HarnessCell, Row } from './row.js';
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
import { FAIL, fixture, oneGroup, script, TOUCH_PROMPT } from './scenario.js';

/** What li-agent denies an `ask` with: the fixed D5 sentence, then the fixture hook's own reason. */
const ASK_WITH_REASON = `${ASK_DENY_REASON}; the hook's reason: ASK-REASON-456`;

type Cells = { claudeCode: HarnessCell; codex: HarnessCell };

const decision = (
  id: string,
  title: string,
  event: ProfileEvent,
  hook: string,
  expect: Expectation,
  profileSource: string,
  cells: Cells,
  options: { prompt?: string; divergences?: string[]; provider?: 'fake-anthropic' } = {},
): Row => ({
  id,
  area: 'decisions',
  title,
  hooks: [hook],
  run: {
    settings: oneGroup(
      event,
      undefined,
      hook.endsWith('.mjs') ? { command: ['node', `hooks/${hook}`] } : fixture(hook),
    ),
    prompt: options.prompt ?? TOUCH_PROMPT,
    ...(options.provider ? { provider: options.provider } : {}),
  },
  expect,
  profileSource,
  ...(options.divergences ? { divergences: options.divergences } : {}),
  ...cells,
});

const blockedPrompt = (reason: string): Expectation => ({
  exitCode: 4,
  terminalReason: 'prompt_blocked',
  error: `UserPromptSubmit hook denied: ${reason}`,
  files: NOT_RAN,
  toolCalls: [],
});

/** Every decision value a hook can return, on the events where it means something (D5). */
export const DECISION_ROWS: Row[] = [
  decision(
    'dec-allow',
    '`permissionDecision: "allow"`: the tool runs; the reason is not shown to the model',
    'PreToolUse',
    'pre-allow.sh',
    {
      exitCode: 0,
      files: RAN,
      toolCalls: [ok()],
      modelNeverSees: ['ALLOW-REASON'],
      hookRuns: [run('PreToolUse', 'success', 'allow', { exit_code: 0 })],
    },
    'ADR-0048 D5 allow; Dv1-6',
    {
      claudeCode: {
        observed: 'tool ran (permission prompt skipped); reason not shown',
        source: 'pre02, pre02b',
        relation: 'same',
      },
      codex: {
        observed: 'hook run fails (`unsupported permissionDecision:allow`); the tool runs anyway',
        source: 'codex §5.1',
        relation: 'same',
      },
    },
    { divergences: ['Dv1-6'] },
  ),
  decision(
    'dec-deny',
    '`permissionDecision: "deny"` + reason: not run; the model sees the reason',
    'PreToolUse',
    'pre-deny.sh',
    {
      exitCode: 0,
      files: NOT_RAN,
      toolCalls: [denied('DENY-REASON-123')],
      modelSees: [deniedMessage('DENY-REASON-123')],
      hookRuns: [run('PreToolUse', 'blocked', 'deny', { exit_code: 0, reason: 'DENY-REASON-123' })],
    },
    'ADR-0048 D5 deny',
    {
      claudeCode: {
        observed: 'not run; tool_result `PreToolUse:Bash hook error: DENY-REASON-123`',
        source: 'pre03',
        relation: 'same',
      },
      codex: {
        observed: 'blocked; `Command blocked by PreToolUse hook: DENY-REASON-123. Command: …`',
        source: 'codex §5.1',
        relation: 'same',
      },
    },
  ),
  decision(
    'dec-deny-no-reason',
    '`permissionDecision: "deny"` without a reason: still a deny, with a reason naming the hook',
    'PreToolUse',
    'pre-deny-no-reason.sh',
    {
      exitCode: 0,
      files: NOT_RAN,
      toolCalls: [denied('denied by hook hooks/pre-deny-no-reason.sh')],
      hookRuns: [run('PreToolUse', 'blocked', 'deny', { exit_code: 0 })],
    },
    'ADR-0048 D5 deny; Dv1-21',
    {
      claudeCode: { observed: 'blocks', source: 'live suite', relation: 'same' },
      codex: {
        observed: 'the tool runs: a deny without `permissionDecisionReason` is not honoured',
        source: 'live suite',
        relation: 'differs',
        divergence: 'Dv1-21',
      },
    },
    { divergences: ['Dv1-21'] },
  ),
  decision(
    'dec-ask',
    '`permissionDecision: "ask"`: fails closed with the fixed D5 reason, then the hook\'s own',
    'PreToolUse',
    'pre-ask.sh',
    {
      exitCode: 0,
      files: NOT_RAN,
      toolCalls: [denied(ASK_WITH_REASON)],
      modelSees: [deniedMessage(ASK_WITH_REASON)],
      hookRuns: [run('PreToolUse', 'blocked', 'deny', { exit_code: 0 })],
    },
    'ADR-0048 D5 ask; Dv1-6',
    {
      claudeCode: {
        observed:
          "denied in `-p`; the model sees the hook's own reason (`ASK-REASON-456`) as the tool result",
        source: 'pre04, pre04b',
        relation: 'differs',
        divergence: 'Dv1-6',
      },
      codex: {
        observed: 'hook run fails (`unsupported permissionDecision:ask`); the tool runs',
        source: 'codex §5.1',
        relation: 'differs',
        divergence: 'Dv1-6',
      },
    },
    { divergences: ['Dv1-6'] },
  ),
  decision(
    'dec-unknown',
    'an unknown `permissionDecision` ("maybe"): fails closed, naming the value',
    'PreToolUse',
    'pre-unknown-decision.sh',
    {
      exitCode: 0,
      files: NOT_RAN,
      toolCalls: [
        denied(
          'hook hooks/pre-unknown-decision.sh returned unrecognized permissionDecision "maybe"; expected one of allow, deny, ask — failing closed',
        ),
      ],
      hookRuns: [run('PreToolUse', 'blocked', 'deny', { exit_code: 0 })],
    },
    'ADR-0048 D1, D5 (unrecognized value denies); Dv1-6',
    {
      claudeCode: {
        observed: 'validation error; the hook is ignored and the tool runs',
        source: 'pre05',
        relation: 'differs',
        divergence: 'Dv1-6',
      },
      codex: {
        observed: 'invalid output; the tool runs',
        source: 'codex §5.1',
        relation: 'differs',
        divergence: 'Dv1-6',
      },
    },
    { divergences: ['Dv1-6'] },
  ),
  decision(
    'dec-rewrite',
    '`allow` + `updatedInput`: the rewritten input runs (full replacement)',
    'PreToolUse',
    'pre-rewrite.sh',
    {
      exitCode: 0,
      files: { 'ran.marker': false, 'rewritten.marker': true },
      toolCalls: [ok('bash', { command: 'touch rewritten.marker' })],
      hookRuns: [run('PreToolUse', 'success', 'allow', { exit_code: 0 })],
    },
    'ADR-0048 D3, D5 (updatedInput replaces the argument dict, revalidated)',
    {
      claudeCode: {
        observed: 'the rewritten command ran (full replacement)',
        source: 'pre06, pre06c',
        relation: 'same',
      },
      codex: { observed: 'the rewritten command ran', source: 'codex §5.1', relation: 'same' },
    },
  ),
  decision(
    'dec-rewrite-only',
    '`updatedInput` without a decision: still applied',
    'PreToolUse',
    'pre-rewrite-only.sh',
    {
      exitCode: 0,
      files: { 'ran.marker': false, 'rewritten.marker': true },
      toolCalls: [ok('bash', { command: 'touch rewritten.marker' })],
      hookRuns: [run('PreToolUse', 'success', 'allow', { exit_code: 0 })],
    },
    'ADR-0048 D5 (allow or no decision + updatedInput)',
    {
      claudeCode: { observed: 'the rewritten command ran', source: 'pre06b', relation: 'same' },
      codex: {
        observed:
          'hook fails (`updatedInput without permissionDecision:allow`); the original command runs',
        source: 'codex §5.1',
        relation: 'differs',
        divergence: 'Dv1-14',
      },
    },
    { divergences: ['Dv1-14'] },
  ),
  decision(
    'dec-block',
    'legacy top-level `decision: "block"` on PreToolUse: deny with the reason',
    'PreToolUse',
    'decision-block.sh',
    {
      exitCode: 0,
      files: NOT_RAN,
      toolCalls: [denied('BLOCK-REASON')],
      modelSees: [deniedMessage('BLOCK-REASON')],
      hookRuns: [run('PreToolUse', 'blocked', 'deny', { exit_code: 0, reason: 'BLOCK-REASON' })],
    },
    'ADR-0048 D1 (decision: "block")',
    {
      claudeCode: {
        observed: 'denied with `PreToolUse:Bash hook error: <reason>`',
        source: 'pre16',
        relation: 'same',
      },
      codex: { observed: 'blocked like deny', source: 'codex §5.1', relation: 'same' },
    },
  ),
  decision(
    'dec-approve',
    'legacy `decision: "approve"`: allow',
    'PreToolUse',
    'decision-approve.sh',
    {
      exitCode: 0,
      files: RAN,
      toolCalls: [ok()],
      hookRuns: [run('PreToolUse', 'success', 'allow', { exit_code: 0 })],
    },
    'docs/profile-v1.md (`"approve"` is allow)',
    {
      claudeCode: { observed: 'tool ran', source: 'pre16b', relation: 'same' },
      codex: {
        observed: 'hook fails (`unsupported decision:approve`); the tool runs',
        source: 'codex §5.1',
        relation: 'same',
      },
    },
  ),
  decision(
    'dec-continue-pre',
    '`continue: false` on PreToolUse: the tool runs, then the turn stops',
    'PreToolUse',
    'continue-false.sh',
    {
      exitCode: 0,
      terminalReason: 'hook_stopped',
      error: 'STOP-REASON',
      files: RAN,
      toolCalls: [ok()],
      hookRuns: [run('PreToolUse', 'success', 'none', { exit_code: 0 })],
    },
    'docs/profile-v1.md (`continue: false` is recorded for the runtime); agent terminal_reason hook_stopped',
    {
      claudeCode: {
        observed: 'tool ran, then the loop stopped (`hook_stopped`)',
        source: 'pre12',
        relation: 'same',
      },
      codex: {
        observed: 'hook fails (`unsupported continue:false`); the tool runs and the turn continues',
        source: 'codex §5.1',
        relation: 'differs',
        divergence: 'Dv1-15',
      },
    },
    { divergences: ['Dv1-15'] },
  ),
  decision(
    'dec-continue-post',
    '`continue: false` on PostToolUse: the turn stops after the tool',
    'PostToolUse',
    'continue-false.sh',
    {
      exitCode: 0,
      terminalReason: 'hook_stopped',
      error: 'STOP-REASON',
      files: RAN,
      toolCalls: [ok()],
      hookRuns: [run('PostToolUse', 'success', 'none', { exit_code: 0 })],
    },
    'docs/profile-v1.md (`continue: false`)',
    {
      claudeCode: {
        observed: 'tool ran, loop stopped (`hook_stopped`)',
        source: 'post05',
        relation: 'same',
      },
      codex: {
        observed: 'the tool output is replaced by the stopReason and the turn continues',
        source: 'codex §5.3',
        relation: 'differs',
        divergence: 'Dv1-15',
      },
    },
    { divergences: ['Dv1-15'] },
  ),
  decision(
    'dec-continue-prompt',
    '`continue: false` on UserPromptSubmit: the prompt is not submitted',
    'UserPromptSubmit',
    'continue-false.sh',
    {
      ...blockedPrompt('STOP-REASON'),
      hookRuns: [run('UserPromptSubmit', 'success', 'none', { exit_code: 0 })],
    },
    'runtime external-hooks (Claude Code semantics for continue: false)',
    {
      claudeCode: {
        observed: 'no API request; `Operation stopped by hook: <stopReason>`',
        source: 'ups05',
        relation: 'same',
      },
      codex: { observed: 'no model request (stopped)', source: 'codex §5.4', relation: 'same' },
    },
  ),
  decision(
    'dec-block-post',
    '`decision: "block"` on PostToolUse: the tool already ran; the reason becomes a note',
    'PostToolUse',
    'decision-block.sh',
    {
      exitCode: 0,
      files: RAN,
      toolCalls: [ok()],
      modelSees: [TOUCH_RESULT_MESSAGE, feedback('PostToolUse', 'BLOCK-REASON')],
      hookRuns: [run('PostToolUse', 'blocked', 'none', { exit_code: 0, reason: 'BLOCK-REASON' })],
    },
    'ADR-0048 D5 (block on PostToolUse)',
    {
      claudeCode: {
        observed:
          'system message `PostToolUse:Bash hook blocking error from command: …: BLOCK-REASON`; the turn continues',
        source: 'post02',
        relation: 'same',
      },
      codex: {
        observed: 'the model sees the reason instead of the tool output',
        source: 'codex §5.3',
        relation: 'differs',
        divergence: 'Dv1-16',
      },
    },
    { divergences: ['Dv1-16'] },
  ),
  decision(
    'dec-block-prompt',
    '`decision: "block"` on UserPromptSubmit: the prompt is blocked',
    'UserPromptSubmit',
    'decision-block.sh',
    {
      ...blockedPrompt('BLOCK-REASON'),
      hookRuns: [
        run('UserPromptSubmit', 'blocked', 'deny', { exit_code: 0, reason: 'BLOCK-REASON' }),
      ],
    },
    'ADR-0048 D5 (block on UserPromptSubmit blocks)',
    {
      claudeCode: {
        observed: 'no API request; `…blocked by hook:\\nBLOCK-REASON`',
        source: 'ups03',
        relation: 'same',
      },
      codex: { observed: 'no model request', source: 'codex §5.4', relation: 'same' },
    },
  ),
  decision(
    'dec-context-pre',
    '`additionalContext` on PreToolUse: a system message after the tool result',
    'PreToolUse',
    'additional-context.mjs',
    {
      exitCode: 0,
      files: RAN,
      modelSees: [TOUCH_RESULT_MESSAGE, context('CONTEXT-FROM-PreToolUse')],
      hookRuns: [run('PreToolUse', 'success', 'none', { exit_code: 0 })],
    },
    'docs/profile-v1.md (additionalContext is context for the model)',
    {
      claudeCode: {
        observed:
          'system message `PreToolUse:Bash hook additional context: …` after the tool_result',
        source: 'pre13',
        relation: 'same',
      },
      codex: {
        observed: 'a separate developer message before the next model request',
        source: 'codex §5.1',
        relation: 'same',
      },
    },
  ),
  decision(
    'dec-context-post',
    '`additionalContext` on PostToolUse: a system message for the model',
    'PostToolUse',
    'additional-context.mjs',
    {
      exitCode: 0,
      files: RAN,
      modelSees: [TOUCH_RESULT_MESSAGE, context('CONTEXT-FROM-PostToolUse')],
      hookRuns: [run('PostToolUse', 'success', 'none', { exit_code: 0 })],
    },
    'docs/profile-v1.md (additionalContext)',
    {
      claudeCode: {
        observed: 'system message `PostToolUse:Bash hook additional context: …`',
        source: 'post03',
        relation: 'same',
      },
      codex: { observed: 'developer message added', source: 'codex §5.3', relation: 'same' },
    },
  ),
  decision(
    'dec-context-failure',
    '`additionalContext` on PostToolUseFailure: a system message for the model',
    'PostToolUseFailure',
    'additional-context.mjs',
    {
      exitCode: 0,
      toolCalls: [{ name: 'bash', status: 'error', error: 'Exit code 3' }],
      modelSees: [
        { kind: 'action_response', content: 'error: Exit code 3' },
        context('CONTEXT-FROM-PostToolUseFailure'),
      ],
      hookRuns: [run('PostToolUseFailure', 'success', 'none', { exit_code: 0 })],
    },
    'docs/profile-v1.md (additionalContext)',
    {
      claudeCode: {
        observed: 'system message `PostToolUseFailure:Bash hook additional context: …`',
        source: 'post09',
        relation: 'same',
      },
      codex: {
        observed: 'no PostToolUseFailure event',
        source: 'codex §6',
        relation: 'not-applicable',
      },
    },
    { prompt: script(FAIL, '@final done') },
  ),
  decision(
    'dec-context-prompt',
    '`additionalContext` on UserPromptSubmit: context for this turn',
    'UserPromptSubmit',
    'additional-context.mjs',
    {
      exitCode: 0,
      files: RAN,
      modelSees: [context('CONTEXT-FROM-UserPromptSubmit'), TOUCH_RESULT_MESSAGE],
      hookRuns: [run('UserPromptSubmit', 'success', 'none', { exit_code: 0 })],
    },
    'runtime external-hooks (UserPromptSubmit additionalContext goes to the model for that turn)',
    {
      claudeCode: {
        observed: '`UserPromptSubmit hook additional context: …` in the per-turn system message',
        source: 'ups04',
        relation: 'same',
      },
      codex: {
        observed: 'developer message right after the prompt',
        source: 'codex §5.4',
        relation: 'same',
      },
    },
  ),
  decision(
    'dec-context-session-start',
    '`additionalContext` on SessionStart: in the system prompt of every request',
    'SessionStart',
    'additional-context.mjs',
    {
      exitCode: 0,
      files: RAN,
      systemPromptIncludes: ['CONTEXT-FROM-SessionStart'],
      audit: [run('SessionStart', 'success', 'none', { exit_code: 0 })],
    },
    'runtime external-hooks (SessionStart additionalContext is given on every turn)',
    {
      claudeCode: {
        observed: '`SessionStart hook additional context: …` at the top of the system message',
        source: 'ss02',
        relation: 'same',
      },
      codex: {
        observed: 'developer message before the user message, kept for the session',
        source: 'codex §5.6',
        relation: 'same',
      },
    },
    { provider: 'fake-anthropic' },
  ),
  decision(
    'dec-plain-session-start',
    'plain-text stdout on SessionStart: context in the system prompt',
    'SessionStart',
    'exit0-plain.sh',
    {
      exitCode: 0,
      files: RAN,
      systemPromptIncludes: ['PLAIN-STDOUT-TEXT'],
      audit: [run('SessionStart', 'success', 'none', { exit_code: 0 })],
    },
    'docs/profile-v1.md (plain stdout is context on SessionStart)',
    {
      claudeCode: {
        observed: '`SessionStart:startup hook success: …` at the top of the system message',
        source: 'ss01',
        relation: 'same',
      },
      codex: { observed: 'plain text becomes context', source: 'codex §5.6', relation: 'same' },
    },
    { provider: 'fake-anthropic' },
  ),
  decision(
    'dec-system-message',
    '`systemMessage`: for the user only, never sent to the model',
    'PreToolUse',
    'system-message.sh',
    {
      exitCode: 0,
      files: RAN,
      modelNeverSees: ['SYSTEM-MESSAGE-TEXT'],
      hookRuns: [run('PreToolUse', 'success', 'none', { exit_code: 0 })],
    },
    'verdict.ts (systemMessage: shown to the user, never to the model)',
    {
      claudeCode: {
        observed: '`informational` stream event for the user; not sent to the model',
        source: 'pre14',
        relation: 'same',
      },
      codex: { observed: 'UI warning only', source: 'codex §5.1', relation: 'same' },
    },
  ),
];
