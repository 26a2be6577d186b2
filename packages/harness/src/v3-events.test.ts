import type { AggregateDecision, HookProcessResult } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import { decide } from './decision.js';
import { describeReading } from './describe-reading.js';
import { readClaudeCode } from './read-claude-code.js';
import { readCodex } from './read-codex.js';
import { renderDecision } from './render.js';
import { renderAggregate } from './render-aggregate.js';

const run = (stdout: string, exitCode: number | null = 0, stderr = ''): HookProcessResult => ({
  exitCode,
  stdout,
  stderr,
});
const json = (value: unknown) => run(JSON.stringify(value));
const out = (value: unknown) => ({ stdout: `${JSON.stringify(value)}\n`, stderr: '', exitCode: 0 });

// Profile v3 (issue 36): SubagentStart, SubagentStop, PreCompact, PostCompact as each harness reads
// and is answered (claude-code REPORT §5.1, §5.3 stop05; codex REPORT §5.5, §5.8 and the schemas).
describe('reading the v3 events', () => {
  it('SubagentStop is Stop for the subagent: exit 2 and a block keep it going, continue:false returns it', () => {
    expect(readClaudeCode('SubagentStop', run('', 2, 'not yet'))).toEqual({
      effect: 'continue',
      reason: 'not yet',
      source: '§5.1 (Stop / SubagentStop)',
    });
    const block = readClaudeCode('SubagentStop', json({ decision: 'block', reason: 'R' }));
    expect(block).toMatchObject({ effect: 'continue', reason: 'R' });
    expect(describeReading(block)).toBe(
      'keeps the turn going (on SubagentStop: the subagent): R [stop05, stop04]',
    );
    expect(readCodex('SubagentStop', json({ decision: 'block', reason: 'R' }))).toMatchObject({
      effect: 'continue',
      reason: 'R',
      source: 'codex §5.5',
    });
    expect(readCodex('SubagentStop', json({ continue: false }))).toMatchObject({ effect: 'stop' });
    // Codex's schema has no hookSpecificOutput on SubagentStop: the hook fails.
    expect(
      readCodex(
        'SubagentStop',
        json({ hookSpecificOutput: { hookEventName: 'SubagentStop', additionalContext: 'x' } }),
      ).effect,
    ).toBe('invalid');
  });

  it('PreCompact: Claude Code blocks on exit 2 and decision:block (documented, C-10); Codex only on continue:false', () => {
    expect(readClaudeCode('PreCompact', run('', 2, 'keep it'))).toMatchObject({
      effect: 'deny',
      reason: 'keep it',
    });
    expect(readClaudeCode('PreCompact', json({ decision: 'block', reason: 'K' }))).toMatchObject({
      effect: 'deny',
      reason: 'K',
    });
    expect(readCodex('PreCompact', run('', 2, 'keep it'))).toEqual({
      effect: 'invalid',
      reason: 'hook exited with code 2 (not blocking on PreCompact)',
      source: 'codex §5.8',
    });
    expect(readCodex('PreCompact', json({ continue: false, stopReason: 'K' }))).toEqual({
      effect: 'deny',
      reason: 'K',
      source: 'codex §5.8',
    });
    expect(readCodex('PreCompact', json({ decision: 'block', reason: 'K' })).effect).toBe(
      'invalid',
    );
  });

  it('PostToolBatch under Claude Code: exit 2, decision:block and continue:false end the turn (C-17); exit 1 and a timeout do not', () => {
    expect(readClaudeCode('PostToolBatch', run('', 2, 'enough'))).toEqual({
      effect: 'stop',
      reason: 'enough',
      source: 'C-17 (live post-tool-batch-*)',
    });
    expect(readClaudeCode('PostToolBatch', json({ decision: 'block', reason: 'B' }))).toMatchObject(
      { effect: 'stop', reason: 'B' },
    );
    expect(
      readClaudeCode('PostToolBatch', json({ continue: false, stopReason: 'S' })),
    ).toMatchObject({ effect: 'stop', reason: 'S' });
    expect(readClaudeCode('PostToolBatch', run('', 1, 'broke')).effect).toBe('invalid');
    expect(readClaudeCode('PostToolBatch', { ...run(''), timedOut: true }).effect).toBe('invalid');
    expect(readClaudeCode('PostToolBatch', json({})).effect).toBe('none');
    // StopFailure stays advisory (C-16); Codex fires neither.
    expect(readClaudeCode('StopFailure', run('', 2, 'x')).effect).toBe('invalid');
    expect(readCodex('PostToolBatch', run('', 2, 'x')).effect).toBe('none');
  });

  it('SubagentStart context reaches the subagent under both; PostCompact changes nothing', () => {
    const context = json({
      hookSpecificOutput: { hookEventName: 'SubagentStart', additionalContext: 'C' },
    });
    expect(readClaudeCode('SubagentStart', context)).toMatchObject({
      effect: 'none',
      context: 'C',
    });
    expect(readCodex('SubagentStart', context)).toMatchObject({ effect: 'none', context: 'C' });
    expect(readClaudeCode('SubagentStart', run('', 2, 'x')).effect).toBe('invalid');
    expect(readCodex('PostCompact', json({ systemMessage: 'm' }))).toEqual({
      effect: 'none',
      source: 'codex §5.8',
    });
  });
});

describe('rendering decisions on the v3 events', () => {
  it('SubagentStop: block keeps the subagent going, context as a block, stop returns it', () => {
    for (const harness of ['lionagi', 'claude-code', 'codex'] as const) {
      expect(renderDecision(harness, 'SubagentStop', decide.block('R'))).toEqual(
        out({ decision: 'block', reason: 'R' }),
      );
      expect(renderDecision(harness, 'SubagentStop', decide.context('C'))).toEqual(
        out({ decision: 'block', reason: 'SubagentStop hook additional context: C' }),
      );
      expect(renderDecision(harness, 'SubagentStop', decide.stop('S'))).toEqual(
        out({ continue: false, stopReason: 'S' }),
      );
    }
  });

  it('PreCompact: a block in the form each harness honours; SubagentStart context; PostCompact none', () => {
    expect(renderDecision('claude-code', 'PreCompact', decide.block('K'))).toEqual(
      out({ decision: 'block', reason: 'K' }),
    );
    expect(renderDecision('codex', 'PreCompact', decide.deny('K'))).toEqual(
      out({ continue: false, stopReason: 'K' }),
    );
    expect(renderDecision('codex', 'SubagentStart', decide.context('C'))).toEqual(
      out({ hookSpecificOutput: { hookEventName: 'SubagentStart', additionalContext: 'C' } }),
    );
    expect(renderDecision('claude-code', 'PostCompact', decide.block('B'))).toMatchObject({
      stdout: '',
      exitCode: 0,
      stderr: expect.stringContaining('block cannot be expressed on PostCompact'),
    });
  });

  it('PostToolBatch: block, deny and stop end the turn under Claude Code and LionAGI; Codex has no such event', () => {
    for (const harness of ['lionagi', 'claude-code'] as const) {
      expect(renderDecision(harness, 'PostToolBatch', decide.block('B'))).toEqual(
        out({ decision: 'block', reason: 'B' }),
      );
      expect(renderDecision(harness, 'PostToolBatch', decide.deny('D'))).toEqual(
        out({ decision: 'block', reason: 'D' }),
      );
      expect(renderDecision(harness, 'PostToolBatch', decide.stop('S'))).toEqual(
        out({ continue: false, stopReason: 'S' }),
      );
    }
    expect(renderDecision('claude-code', 'PostToolBatch', decide.context('C'))).toMatchObject({
      stdout: '',
      stderr: expect.stringContaining('context cannot be expressed on PostToolBatch'),
    });
    expect(renderDecision('codex', 'PostToolBatch', decide.block('B'))).toMatchObject({
      stdout: '',
      stderr: expect.stringContaining('Codex has no PostToolBatch event'),
    });
  });

  it("the bridge's PostToolBatch answer: a deny is Claude Code's block, a stop its continue:false", () => {
    const aggregate: AggregateDecision = {
      event: 'PostToolBatch',
      decision: 'none',
      feedback: [],
      systemMessages: [],
    };
    expect(
      renderAggregate('claude-code', 'PostToolBatch', {
        ...aggregate,
        decision: 'deny',
        reason: 'timed out; failing closed',
      }),
    ).toBe(`${JSON.stringify({ decision: 'block', reason: 'timed out; failing closed' })}\n`);
    expect(
      renderAggregate('claude-code', 'PostToolBatch', {
        ...aggregate,
        stop: { reason: 'S' },
      }),
    ).toBe(`${JSON.stringify({ continue: false, stopReason: 'S' })}\n`);
    expect(renderAggregate('claude-code', 'PostToolBatch', aggregate)).toBe('');
  });
});
