import { ASK_DENY_REASON } from '@lionagi/hooks-profile';
import type { Row } from './row.js';
import { denied, NOT_RAN, run } from './row-kit.js';
import { fixture, type HookEntrySpec, oneGroup, TOUCH_PROMPT } from './scenario.js';

/** What li-agent denies an `ask` with when no hook denied: the D5 sentence, then the hook's reason. */
const ASK_WITH_REASON = `${ASK_DENY_REASON}; the hook's reason: ASK-REASON-456`;

const chain = (...hooks: HookEntrySpec[]) => oneGroup('PreToolUse', undefined, ...hooks);

/**
 * An `ask` and a deny in one chain (Dv1-7, clarified): an ask does not end the chain, so a deny
 * after it runs and wins; a deny before it stops the chain as always; two asks are one question.
 * Headless li-agent denies an ask with the D5 reason; interactive li-agent and the bridge ask
 * only when no hook denied (the live suite's bridged rows).
 */
export const ASK_CHAIN_ROWS: Row[] = [
  {
    id: 'chain-ask-then-deny',
    area: 'policy',
    title: 'An `ask` does not end the chain: a deny after it runs and wins',
    hooks: ['pre-ask.sh', 'touch-marker.sh', 'pre-deny.sh'],
    divergences: ['Dv1-7'],
    run: {
      settings: chain(
        fixture('pre-ask.sh'),
        fixture('touch-marker.sh', { args: ['second'] }),
        fixture('pre-deny.sh'),
      ),
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 0,
      files: { ...NOT_RAN, 'hook-second.marker': true },
      toolCalls: [denied('DENY-REASON-123')],
      hookRuns: [
        run('PreToolUse', 'blocked', 'deny', { exit_code: 0 }),
        run('PreToolUse', 'success', 'none', { exit_code: 0 }),
        run('PreToolUse', 'blocked', 'deny', { exit_code: 0, reason: 'DENY-REASON-123' }),
      ],
    },
    profileSource: 'C-2; Dv1-7 (an ask does not end the chain; deny > ask > allow)',
    claudeCode: {
      observed: 'both run together; deny wins over ask (the deny reason is the tool result)',
      source: 'multi03d',
      relation: 'same',
    },
    codex: {
      observed: 'the ask is a failure (`unsupported permissionDecision:ask`); the deny blocks',
      source: 'codex §5.1',
      relation: 'same',
    },
  },
  {
    id: 'chain-deny-then-ask',
    area: 'policy',
    title: 'A deny before an `ask` stops the chain: the ask is not spawned, the deny stands',
    hooks: ['pre-deny.sh', 'pre-ask.sh'],
    divergences: ['Dv1-7'],
    run: {
      settings: chain(fixture('pre-deny.sh'), fixture('pre-ask.sh')),
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 0,
      files: NOT_RAN,
      toolCalls: [denied('DENY-REASON-123')],
      hookRuns: [
        run('PreToolUse', 'blocked', 'deny', { exit_code: 0, reason: 'DENY-REASON-123' }),
        run('PreToolUse', 'not-run', 'none', { exit_code: null }),
      ],
    },
    profileSource: 'C-2; Dv1-7',
    claudeCode: {
      observed: 'both run together; deny wins over ask',
      source: 'multi03d',
      relation: 'same',
    },
    codex: {
      observed: 'the ask is a failure; the deny blocks',
      source: 'codex §5.1',
      relation: 'same',
    },
  },
  {
    id: 'chain-two-asks',
    area: 'policy',
    title: 'Two `ask`s are one question: with no deny, the call is asked about once',
    hooks: ['pre-ask.sh', 'touch-marker.sh'],
    divergences: ['Dv1-6', 'Dv1-7'],
    run: {
      settings: chain(
        fixture('pre-ask.sh'),
        fixture('touch-marker.sh', { args: ['second'] }),
        fixture('pre-ask.sh', { args: ['again'] }),
      ),
      prompt: TOUCH_PROMPT,
    },
    expect: {
      exitCode: 0,
      files: { ...NOT_RAN, 'hook-second.marker': true },
      toolCalls: [denied(ASK_WITH_REASON)],
      hookRuns: [
        run('PreToolUse', 'blocked', 'deny', { exit_code: 0 }),
        run('PreToolUse', 'success', 'none', { exit_code: 0 }),
        run('PreToolUse', 'blocked', 'deny', { exit_code: 0 }),
      ],
    },
    profileSource: 'ADR-0048 D5 ask; Dv1-6; Dv1-7',
    claudeCode: {
      observed: "denied in `-p` with the hooks' reason; interactive sessions ask once",
      source: 'multi03c, pre04',
      relation: 'differs',
      divergence: 'Dv1-6',
    },
    codex: {
      observed: 'both asks are failures; the tool runs',
      source: 'codex §5.1',
      relation: 'differs',
      divergence: 'Dv1-6',
    },
  },
];
