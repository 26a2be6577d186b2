import { describe, expect, it } from 'vitest';
import { claudeCode, codex } from './adapters.js';
import { describeReading } from './describe-reading.js';

const run = (stdout: string, exitCode = 0, stderr = '') => ({
  exitCode,
  signal: null,
  stdout,
  stderr,
});

describe('describeReading', () => {
  it('says the effect, the reason and the ground-truth rows', () => {
    expect(describeReading(claudeCode.read('PreToolUse', run('', 2, 'rm is risky')))).toMatch(
      /^denies: rm is risky \[.+\]$/,
    );
    const bareAllow =
      '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow"}}';
    expect(describeReading(codex.read('PreToolUse', run(bareAllow), { toolName: 'Bash' }))).toMatch(
      /^rejects the output as a failed hook; the action proceeds: .*allow.* \[codex §5\.1\]$/,
    );
  });

  it('names the context a hook adds', () => {
    expect(describeReading(codex.read('UserPromptSubmit', run('remember the tests')))).toBe(
      'no effect; context for the model: remember the tests [codex §5.4]',
    );
  });
});
