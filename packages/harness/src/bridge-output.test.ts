import type { AggregateDecision } from '@lionagi/hooks-profile/core';
import { describe, expect, it } from 'vitest';
import {
  CODEX_PERMISSION_REWRITE_DENIED,
  type ContinuationCount,
  permissionRequestOutput,
  stopOutput,
} from './bridge-output.js';

const decision = (d: Partial<AggregateDecision>): AggregateDecision => ({
  event: 'Stop',
  decision: 'none',
  systemMessages: [],
  feedback: [],
  ...d,
});

const count = (granted: number, writable = true): ContinuationCount & { grants: number } => {
  const c = {
    granted,
    grants: 0,
    grant() {
      c.grants++;
      return writable;
    },
  };
  return c;
};

const block = decision({ decision: 'deny', reason: 'tests fail' });
const cont = {
  kind: 'continue' as const,
  reason: 'tests fail',
  message: 'Stop hook feedback: tests fail',
};

describe("the bridge's Stop answer, in each harness's form", () => {
  it('a block keeps the turn going: decision block with the bare reason, one continuation recorded', () => {
    const c = count(0);
    expect(stopOutput('claude-code', block, cont, c, 5)).toEqual({
      stdout: '{"decision":"block","reason":"tests fail"}\n',
      rendering: 'continue',
    });
    expect(c.grants).toBe(1);
    expect(stopOutput('codex', block, cont, count(0), 5).stdout).toBe(
      '{"decision":"block","reason":"tests fail"}\n',
    );
  });

  it('past the cap, or with a count that cannot be written, the turn ends naming stop_hook_limit', () => {
    const capped = stopOutput('claude-code', block, cont, count(5), 5);
    expect(capped.rendering).toBe('limit');
    expect(JSON.parse(capped.stdout)).toMatchObject({ continue: false });
    expect(JSON.parse(capped.stdout).stopReason).toMatch(
      /^stop_hook_limit: LionAGI Stop hooks kept this prompt going 5 times/,
    );
    expect(stopOutput('codex', block, cont, count(1, false), 5).rendering).toBe('limit');
  });

  it('a hook that could not answer ends the subagent naming Dv3-1, never passing it unchecked', () => {
    const failed = stopOutput(
      'claude-code',
      decision({ event: 'SubagentStop', decision: 'deny' }),
      { kind: 'failed', reason: 'timed out after 1 s' },
      count(0),
      5,
      'SubagentStop',
    );
    expect(failed.rendering).toBe('failed');
    expect(JSON.parse(failed.stdout).stopReason).toBe(
      'stop_hook_failed: a LionAGI SubagentStop hook could not answer (timed out after 1 s); the subagent ends here (Dv3-1)',
    );
  });
});

describe("the bridge's PermissionRequest answer", () => {
  it('a rewrite is allowed with updatedInput under Claude Code and denied, saying why, under Codex', () => {
    const rewrite = decision({
      event: 'PermissionRequest',
      decision: 'allow',
      updatedInput: { command: 'ls' },
    });
    expect(JSON.parse(permissionRequestOutput('claude-code', rewrite)).hookSpecificOutput).toEqual({
      hookEventName: 'PermissionRequest',
      decision: { behavior: 'allow', updatedInput: { command: 'ls' } },
    });
    expect(
      JSON.parse(permissionRequestOutput('codex', rewrite)).hookSpecificOutput.decision,
    ).toEqual({
      behavior: 'deny',
      message: CODEX_PERMISSION_REWRITE_DENIED,
    });
  });
});
