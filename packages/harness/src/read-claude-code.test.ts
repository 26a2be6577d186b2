import type { HookProcessResult, ProfileV1Event } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import { readClaudeCode } from './read-claude-code.js';
import type { HarnessReading } from './reading.js';

const run = (stdout: string, exitCode: number | null = 0, stderr = ''): HookProcessResult => ({
  exitCode,
  stdout,
  stderr,
});
const json = (value: unknown, exitCode = 0) => run(JSON.stringify(value), exitCode);
const pre = (fields: object) => ({
  hookSpecificOutput: { hookEventName: 'PreToolUse', ...fields },
});

// Row ids: claude-code REPORT §11 (observed with 2.1.328 in -p mode).
describe('readClaudeCode', () => {
  it.each<[string, ProfileV1Event, HookProcessResult, HarnessReading]>([
    ['pre01 empty stdout', 'PreToolUse', run(''), { effect: 'none', source: 'pre01' }],
    [
      'pre02 allow',
      'PreToolUse',
      json(pre({ permissionDecision: 'allow' })),
      { effect: 'allow', source: 'pre02' },
    ],
    [
      'pre03 deny',
      'PreToolUse',
      json(pre({ permissionDecision: 'deny', permissionDecisionReason: 'DENY-REASON-123' })),
      { effect: 'deny', reason: 'DENY-REASON-123', source: 'pre03' },
    ],
    [
      'pre04 ask denies in -p',
      'PreToolUse',
      json(pre({ permissionDecision: 'ask', permissionDecisionReason: 'ASK-REASON-456' })),
      { effect: 'deny', reason: 'ASK-REASON-456', source: 'pre04' },
    ],
    [
      'pre05 unknown value is a validation error',
      'PreToolUse',
      json(pre({ permissionDecision: 'maybe' })),
      { effect: 'invalid', reason: 'invalid permissionDecision "maybe"', source: 'pre05' },
    ],
    [
      'pre05b defer ends the run',
      'PreToolUse',
      json(pre({ permissionDecision: 'defer' })),
      { effect: 'deny', reason: 'defer ends the -p run', source: 'pre05b' },
    ],
    [
      'pre06b updatedInput alone rewrites',
      'PreToolUse',
      json(pre({ updatedInput: { command: 'ls' } })),
      { effect: 'rewrite', updatedInput: { command: 'ls' }, source: 'pre06, pre06b' },
    ],
    [
      'pre07 exit 2 blocks with stderr',
      'PreToolUse',
      run('', 2, 'EXIT2-STDERR-MSG\n'),
      { effect: 'deny', reason: 'EXIT2-STDERR-MSG', source: 'pre07' },
    ],
    [
      'pre08 exit 1 is non-blocking',
      'PreToolUse',
      run('', 1, 'oops'),
      {
        effect: 'invalid',
        reason: 'exit 1: non-blocking error; the action proceeds',
        source: 'pre08, pre09, ups06, post06',
      },
    ],
    [
      'pre09b deny JSON on exit 1 still denies',
      'PreToolUse',
      json(pre({ permissionDecision: 'deny', permissionDecisionReason: 'r' }), 1),
      { effect: 'deny', reason: 'r', source: 'pre03, pre09b' },
    ],
    [
      'pre09c allow JSON on exit 2 still blocks',
      'PreToolUse',
      { ...json(pre({ permissionDecision: 'allow' }), 2), stderr: 'no' },
      { effect: 'deny', reason: 'no', source: 'pre07' },
    ],
    [
      'pre10 malformed JSON is plain text',
      'PreToolUse',
      run('{nope'),
      { effect: 'none', source: 'pre10' },
    ],
    [
      'pre11 plain text is ignored',
      'PreToolUse',
      run('hello'),
      { effect: 'none', source: 'pre11, post07' },
    ],
    [
      'pre12 continue:false lets the tool run, then stops',
      'PreToolUse',
      json({ continue: false, stopReason: 'S' }),
      { effect: 'stop', reason: 'S', source: 'pre12' },
    ],
    [
      'pre13 additionalContext',
      'PreToolUse',
      json(pre({ additionalContext: 'C' })),
      { effect: 'none', context: 'C', source: 'pre13' },
    ],
    [
      'pre16 legacy block',
      'PreToolUse',
      json({ decision: 'block', reason: 'LEGACY' }),
      { effect: 'deny', reason: 'LEGACY', source: 'pre16' },
    ],
    [
      'pre16b legacy approve',
      'PreToolUse',
      json({ decision: 'approve' }),
      { effect: 'allow', source: 'pre16b' },
    ],
    [
      'pre17 missing hookEventName',
      'PreToolUse',
      json({ hookSpecificOutput: { permissionDecision: 'deny' } }),
      { effect: 'invalid', reason: 'hookSpecificOutput lacks hookEventName', source: 'pre17' },
    ],
    [
      'pre18 wrong hookEventName',
      'PreToolUse',
      json({ hookSpecificOutput: { hookEventName: 'PostToolUse', permissionDecision: 'deny' } }),
      {
        effect: 'invalid',
        reason: "incorrect event name: expected 'PreToolUse' but got 'PostToolUse'",
        source: 'pre18',
      },
    ],
    [
      'pre19 an extra top-level key is tolerated',
      'PreToolUse',
      json({ ...pre({ permissionDecision: 'deny', permissionDecisionReason: 'r' }), extra: 1 }),
      { effect: 'deny', reason: 'r', source: 'pre03' },
    ],
    [
      'ups01 plain text is context',
      'UserPromptSubmit',
      run('hi\n'),
      { effect: 'none', context: 'hi', source: 'ups01' },
    ],
    [
      'ups02 exit 2 blocks',
      'UserPromptSubmit',
      run('', 2, 'S'),
      { effect: 'deny', reason: 'S', source: 'ups02' },
    ],
    [
      'ups03 decision:block',
      'UserPromptSubmit',
      json({ decision: 'block', reason: 'UPS-BLOCK-REASON' }),
      { effect: 'deny', reason: 'UPS-BLOCK-REASON', source: 'ups03, ups08' },
    ],
    [
      'ups05 continue:false stops before the model',
      'UserPromptSubmit',
      json({ continue: false, stopReason: 'UPS-STOP' }),
      { effect: 'stop', reason: 'UPS-STOP', source: 'ups05' },
    ],
    [
      'ups08 block without a reason',
      'UserPromptSubmit',
      json({ decision: 'block' }),
      { effect: 'deny', reason: 'Blocked by hook', source: 'ups03, ups08' },
    ],
    [
      'post01 exit 2 is feedback',
      'PostToolUse',
      run('', 2, 'late'),
      { effect: 'feedback', reason: 'late', source: 'post01' },
    ],
    [
      'post02 decision:block is feedback',
      'PostToolUse',
      json({ decision: 'block', reason: 'POST-BLOCK' }),
      { effect: 'feedback', reason: 'POST-BLOCK', source: 'post02' },
    ],
    [
      'post05 continue:false',
      'PostToolUse',
      json({ continue: false }),
      { effect: 'stop', reason: 'stopped by hook', source: 'post05' },
    ],
    [
      'post08 PostToolUseFailure exit 2',
      'PostToolUseFailure',
      run('', 2, 'x'),
      { effect: 'feedback', reason: 'x', source: 'post08' },
    ],
    [
      'ss01 plain text is context',
      'SessionStart',
      run('ctx'),
      { effect: 'none', context: 'ctx', source: 'ss01' },
    ],
    [
      'ss03 exit 2 is ignored',
      'SessionStart',
      run('', 2, 'no'),
      { effect: 'invalid', reason: 'no', source: 'ss03' },
    ],
    [
      'ss05 continue:false is ignored',
      'SessionStart',
      json({ continue: false }),
      { effect: 'none', source: 'ss02, ss05' },
    ],
    [
      'SessionEnd exit 2 cannot block',
      'SessionEnd',
      run('', 2, 'no'),
      { effect: 'invalid', reason: 'no', source: '§5.1 (SessionEnd cannot block)' },
    ],
    [
      'to01 a timeout fails open',
      'PreToolUse',
      { ...run('', null), timedOut: true },
      {
        effect: 'invalid',
        reason: 'cancelled (timeout or signal); the action proceeds',
        source: 'to01, to02',
      },
    ],
    [
      'cmd05 a hook that cannot start is non-blocking',
      'PreToolUse',
      { ...run('', null), spawnError: 'spawn ./x ENOENT' },
      { effect: 'invalid', reason: 'not started: spawn ./x ENOENT', source: 'cmd05' },
    ],
  ])('%s', (_row, event, result, expected) => {
    expect(readClaudeCode(event, result)).toEqual(expected);
  });
});
