import type { HookProcessResult, ProfileV1Event } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import { type CodexReadContext, readCodex } from './read-codex.js';
import type { HarnessReading } from './reading.js';

const run = (stdout: string, exitCode: number | null = 0, stderr = ''): HookProcessResult => ({
  exitCode,
  stdout,
  stderr,
});
const json = (value: unknown) => run(JSON.stringify(value));
const pre = (fields: object) => ({
  hookSpecificOutput: { hookEventName: 'PreToolUse', ...fields },
});
const bash: CodexReadContext = { toolName: 'Bash' };
const failed = (reason: string, source = 'codex §5.1'): HarnessReading => ({
  effect: 'invalid',
  reason,
  source,
});

// Rows: codex REPORT §5.1 (PreToolUse), §5.3 (PostToolUse), §5.4 (UserPromptSubmit), §5.6 (SessionStart).
describe('readCodex', () => {
  it.each<[string, ProfileV1Event, HookProcessResult, HarnessReading]>([
    [
      'deny + reason blocks',
      'PreToolUse',
      json(pre({ permissionDecision: 'deny', permissionDecisionReason: 'R' })),
      { effect: 'deny', reason: 'R', source: 'codex §5.1' },
    ],
    [
      'bare allow fails (the tool runs)',
      'PreToolUse',
      json(pre({ permissionDecision: 'allow' })),
      failed('PreToolUse hook returned unsupported permissionDecision:allow'),
    ],
    [
      'ask fails',
      'PreToolUse',
      json(pre({ permissionDecision: 'ask' })),
      failed('PreToolUse hook returned unsupported permissionDecision:ask'),
    ],
    [
      'an unknown value is invalid JSON output',
      'PreToolUse',
      json(pre({ permissionDecision: 'maybe' })),
      failed(
        'hook returned invalid PreToolUse JSON output at hookSpecificOutput.permissionDecision: Invalid option: expected one of "allow"|"deny"|"ask"',
        'codex §5.1 (schemas)',
      ),
    ],
    [
      'allow + updatedInput rewrites',
      'PreToolUse',
      json(pre({ permissionDecision: 'allow', updatedInput: { command: 'ls' } })),
      { effect: 'rewrite', updatedInput: { command: 'ls' }, source: 'codex §5.1' },
    ],
    [
      'updatedInput without allow fails',
      'PreToolUse',
      json(pre({ updatedInput: { command: 'ls' } })),
      failed('PreToolUse hook returned updatedInput without permissionDecision:allow'),
    ],
    [
      'a Bash rewrite without a string command fails',
      'PreToolUse',
      json(pre({ permissionDecision: 'allow', updatedInput: { cmd: 'ls' } })),
      failed('hook returned updatedInput without string field `command`', 'codex §5.1 (binary)'),
    ],
    [
      'legacy block denies',
      'PreToolUse',
      json({ decision: 'block', reason: 'R' }),
      { effect: 'deny', reason: 'R', source: 'codex §5.1' },
    ],
    [
      'legacy approve fails',
      'PreToolUse',
      json({ decision: 'approve' }),
      failed('PreToolUse hook returned unsupported decision:approve'),
    ],
    [
      'exit 2 + stderr blocks',
      'PreToolUse',
      run('', 2, 'R\n'),
      { effect: 'deny', reason: 'R', source: 'codex §5.1' },
    ],
    [
      'exit 2 without stderr fails',
      'PreToolUse',
      run('', 2),
      failed('PreToolUse hook exited with code 2 but did not write a blocking reason to stderr'),
    ],
    ['exit 1 fails', 'PreToolUse', run('{}', 1, 'x'), failed('hook exited with code 1')],
    [
      'malformed JSON fails',
      'PreToolUse',
      run('{not json'),
      failed('hook returned invalid PreToolUse JSON output: not valid JSON'),
    ],
    [
      'a valid deny plus an unknown field is rejected whole',
      'PreToolUse',
      json({ ...pre({ permissionDecision: 'deny', permissionDecisionReason: 'R' }), extra: 1 }),
      failed(
        'hook returned invalid PreToolUse JSON output: Unrecognized key: "extra"',
        'codex §5.1 (schemas)',
      ),
    ],
    [
      'plain text is ignored',
      'PreToolUse',
      run('hello'),
      { effect: 'none', source: 'codex §5.1 (plain text ignored)' },
    ],
    [
      'continue:false fails',
      'PreToolUse',
      json({ continue: false, stopReason: 'S' }),
      failed('PreToolUse hook returned unsupported continue:false'),
    ],
    [
      'suppressOutput fails',
      'PreToolUse',
      json({ suppressOutput: true }),
      failed('PreToolUse hook returned unsupported suppressOutput'),
    ],
    [
      'additionalContext becomes context',
      'PreToolUse',
      json({ systemMessage: 'W', ...pre({ additionalContext: 'C' }) }),
      { effect: 'none', context: 'C', source: 'codex §5.1' },
    ],
    [
      'explicit nulls are accepted (serde Option)',
      'PreToolUse',
      json({
        reason: null,
        ...pre({ permissionDecision: 'deny', permissionDecisionReason: 'R', updatedInput: null }),
      }),
      { effect: 'deny', reason: 'R', source: 'codex §5.1' },
    ],
    [
      'a timeout fails open',
      'PreToolUse',
      { ...run('', null), timedOut: true },
      failed('hook timed out; the action proceeds', 'codex §3, §5.1'),
    ],
    [
      'PostToolUse block is feedback',
      'PostToolUse',
      json({ decision: 'block', reason: 'R' }),
      { effect: 'feedback', reason: 'R', source: 'codex §5.3' },
    ],
    [
      'PostToolUse exit 2 is feedback',
      'PostToolUse',
      run('', 2, 'R'),
      { effect: 'feedback', reason: 'R', source: 'codex §5.3' },
    ],
    [
      'PostToolUse continue:false replaces the output',
      'PostToolUse',
      json({ continue: false, stopReason: 'S' }),
      { effect: 'feedback', reason: 'S', source: 'codex §5.3' },
    ],
    [
      'updatedMCPToolOutput on Bash fails',
      'PostToolUse',
      json({ hookSpecificOutput: { hookEventName: 'PostToolUse', updatedMCPToolOutput: 'x' } }),
      failed('PostToolUse hook returned unsupported updatedMCPToolOutput', 'codex §5.3'),
    ],
    [
      'UserPromptSubmit block drops the turn',
      'UserPromptSubmit',
      json({ decision: 'block', reason: 'R' }),
      { effect: 'deny', reason: 'R', source: 'codex §5.4' },
    ],
    [
      'UserPromptSubmit block without a reason fails',
      'UserPromptSubmit',
      json({ decision: 'block' }),
      failed(
        'UserPromptSubmit hook returned decision:block without a non-empty reason',
        'codex §5.5',
      ),
    ],
    [
      'UserPromptSubmit has no permissionDecision',
      'UserPromptSubmit',
      json({
        hookSpecificOutput: { hookEventName: 'UserPromptSubmit', permissionDecision: 'deny' },
      }),
      failed(
        'hook returned invalid UserPromptSubmit JSON output at hookSpecificOutput: Unrecognized key: "permissionDecision"',
        'codex §5.1 (schemas)',
      ),
    ],
    [
      'UserPromptSubmit plain text is context',
      'UserPromptSubmit',
      run('ctx'),
      { effect: 'none', context: 'ctx', source: 'codex §5.4' },
    ],
    [
      'UserPromptSubmit continue:false stops',
      'UserPromptSubmit',
      json({ continue: false }),
      { effect: 'stop', source: 'codex §5.4' },
    ],
    [
      'SessionStart exit 2 is not blocking',
      'SessionStart',
      run('', 2, 'no'),
      failed('hook exited with code 2 (not blocking on SessionStart)', 'codex §5.6'),
    ],
    [
      'SessionStart decision:block is invalid',
      'SessionStart',
      json({ decision: 'block', reason: 'R' }),
      failed(
        'hook returned invalid SessionStart JSON output: Unrecognized keys: "decision", "reason"',
        'codex §5.1 (schemas)',
      ),
    ],
    [
      'SessionStart continue:false skips the first turn',
      'SessionStart',
      json({ continue: false, stopReason: 'S' }),
      { effect: 'stop', reason: 'S', source: 'codex §5.6' },
    ],
    [
      'SessionEnd output is not read',
      'SessionEnd',
      json({ x: 1 }),
      { effect: 'none', source: 'codex §4 (no SessionEnd output schema)' },
    ],
    [
      'PostToolUseFailure never fires',
      'PostToolUseFailure',
      run('', 2, 'x'),
      { effect: 'none', reason: 'Codex has no PostToolUseFailure event', source: 'codex §6' },
    ],
  ])('%s', (_row, event, result, expected) => {
    expect(readCodex(event, result, bash)).toEqual(expected);
  });

  it('lets MCP tools carry updatedMCPToolOutput', () => {
    const out = json({
      hookSpecificOutput: { hookEventName: 'PostToolUse', updatedMCPToolOutput: [] },
    });
    expect(readCodex('PostToolUse', out, { toolName: 'mcp__srv__ping' }).effect).toBe('none');
  });
});
