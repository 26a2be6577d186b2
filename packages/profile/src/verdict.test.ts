import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBlockingEvent, PROFILE_EVENTS, type ProfileEvent } from './events.js';
import { ASK_DENY_REASON, type HookProcessResult, interpretHookResult } from './verdict.js';

const ok = (stdout: string, extra: Partial<HookProcessResult> = {}): HookProcessResult => ({
  exitCode: 0,
  stdout,
  stderr: '',
  ...extra,
});
const json = (value: unknown) => ok(JSON.stringify(value));
const pre = (value: unknown) => ({
  hookSpecificOutput: { hookEventName: 'PreToolUse', ...(value as object) },
});
const label = { hookLabel: 'guard.sh' };

describe('interpretHookResult: exit 0', () => {
  it.each<[string, ProfileEvent, HookProcessResult, object]>([
    ['empty stdout is no opinion', 'PreToolUse', ok(''), { decision: 'none', outcome: 'success' }],
    [
      'blank stdout is no opinion',
      'PreToolUse',
      ok('  \n\t'),
      { decision: 'none', outcome: 'success' },
    ],
    [
      'allow',
      'PreToolUse',
      json(pre({ permissionDecision: 'allow' })),
      { decision: 'allow', outcome: 'success' },
    ],
    [
      'deny with its reason',
      'PreToolUse',
      json(pre({ permissionDecision: 'deny', permissionDecisionReason: ' no rm -rf ' })),
      { decision: 'deny', outcome: 'blocked', reason: 'no rm -rf' },
    ],
    [
      'deny without a reason falls back to top-level reason',
      'PreToolUse',
      json({ ...pre({ permissionDecision: 'deny' }), reason: 'top reason' }),
      { decision: 'deny', reason: 'top reason' },
    ],
    [
      'deny with no reason at all names the hook',
      'PreToolUse',
      json(pre({ permissionDecision: 'deny' })),
      { decision: 'deny', reason: 'denied by hook guard.sh' },
    ],
    [
      'ask fails closed with the fixed sentence',
      'PreToolUse',
      json(pre({ permissionDecision: 'ask' })),
      { decision: 'deny', reason: ASK_DENY_REASON, ask: {} },
    ],
    [
      "ask keeps the hook's own reason after the fixed sentence",
      'PreToolUse',
      json(pre({ permissionDecision: 'ask', permissionDecisionReason: ' sure? ' })),
      {
        decision: 'deny',
        reason: `${ASK_DENY_REASON}; the hook's reason: sure?`,
        ask: { reason: 'sure?' },
      },
    ],
    [
      'unknown decision denies naming it',
      'PreToolUse',
      json(pre({ permissionDecision: 'maybe' })),
      {
        decision: 'deny',
        reason:
          'hook guard.sh returned unrecognized permissionDecision "maybe"; expected one of allow, deny, ask — failing closed',
      },
    ],
    [
      'non-string decision denies naming it',
      'UserPromptSubmit',
      json({ hookSpecificOutput: { permissionDecision: 5 } }),
      { decision: 'deny', outcome: 'blocked' },
    ],
    [
      'top-level block denies on a blocking event',
      'UserPromptSubmit',
      json({ decision: 'block', reason: 'secret' }),
      { decision: 'deny', reason: 'secret' },
    ],
    [
      'top-level block without reason',
      'PreToolUse',
      json({ decision: 'block' }),
      { decision: 'deny', reason: 'blocked by hook guard.sh' },
    ],
    [
      'top-level approve allows',
      'PreToolUse',
      json({ decision: 'approve' }),
      { decision: 'allow' },
    ],
    [
      'unknown top-level decision denies on blocking',
      'PreToolUse',
      json({ decision: 'later' }),
      {
        decision: 'deny',
        reason:
          'hook guard.sh returned unrecognized decision "later"; expected "block" or "approve" — failing closed',
      },
    ],
    [
      'leading spaces before JSON are fine',
      'PreToolUse',
      ok('   {"decision":"block","reason":"r"}'),
      { decision: 'deny', reason: 'r' },
    ],
    [
      'unknown fields are ignored',
      'PreToolUse',
      json({ ...pre({ permissionDecision: 'deny', permissionDecisionReason: 'r' }), extra: 1 }),
      { decision: 'deny', reason: 'r' },
    ],
    [
      'deny wins over approve in the same output',
      'PreToolUse',
      json({
        ...pre({ permissionDecision: 'deny', permissionDecisionReason: 'd' }),
        decision: 'approve',
      }),
      { decision: 'deny', reason: 'd' },
    ],
    [
      'two denials in one output keep the permissionDecision reason',
      'PreToolUse',
      json({
        ...pre({ permissionDecision: 'deny', permissionDecisionReason: 'first' }),
        decision: 'block',
        reason: 'second',
      }),
      { decision: 'deny', reason: 'first' },
    ],
    [
      'block wins over allow in the same output',
      'PreToolUse',
      json({ ...pre({ permissionDecision: 'allow' }), decision: 'block', reason: 'b' }),
      { decision: 'deny', reason: 'b' },
    ],
  ])('%s', (_name, event, result, expected) => {
    expect(interpretHookResult(event, result, label)).toMatchObject(expected);
  });

  it('rewrites with updatedInput on PreToolUse, with or without allow', () => {
    const input = { command: 'ls --dry-run' };
    expect(
      interpretHookResult(
        'PreToolUse',
        json(pre({ permissionDecision: 'allow', updatedInput: input })),
      ),
    ).toMatchObject({
      decision: 'allow',
      updatedInput: input,
    });
    expect(interpretHookResult('PreToolUse', json(pre({ updatedInput: input })))).toMatchObject({
      decision: 'allow',
      updatedInput: input,
    });
  });

  it('drops updatedInput when the same output denies', () => {
    const v = interpretHookResult(
      'PreToolUse',
      json(pre({ permissionDecision: 'deny', updatedInput: { a: 1 } })),
    );
    expect(v.decision).toBe('deny');
    expect(v.updatedInput).toBeUndefined();
  });

  it('fails closed on an updatedInput that is not an object', () => {
    const v = interpretHookResult('PreToolUse', json(pre({ updatedInput: ['rm'] })), label);
    expect(v).toMatchObject({
      decision: 'deny',
      reason: 'hook guard.sh returned updatedInput that is not an object — failing closed',
    });
  });

  it('ignores updatedInput and permissionDecision off PreToolUse, with notes', () => {
    const v = interpretHookResult(
      'PostToolUse',
      json({ hookSpecificOutput: { permissionDecision: 'deny', updatedInput: { a: 1 } } }),
    );
    expect(v.decision).toBe('none');
    expect(v.updatedInput).toBeUndefined();
    expect(v.notes).toEqual([
      'permissionDecision is ignored on PostToolUse (advisory event)',
      'updatedInput is only honoured on PreToolUse; ignored on PostToolUse',
    ]);
    const ups = interpretHookResult(
      'UserPromptSubmit',
      json({ hookSpecificOutput: { updatedInput: { a: 1 } } }),
    );
    expect(ups.notes).toContain(
      'updatedInput is only honoured on PreToolUse; ignored on UserPromptSubmit',
    );
  });

  it('turns a PostToolUse block into feedback, not a denial', () => {
    expect(
      interpretHookResult('PostToolUse', json({ decision: 'block', reason: 'lint failed' })),
    ).toMatchObject({
      decision: 'none',
      outcome: 'blocked',
      reason: 'lint failed',
      feedback: 'lint failed',
    });
    expect(
      interpretHookResult('PostToolUseFailure', json({ decision: 'block' }), label).feedback,
    ).toBe('blocked by hook guard.sh');
  });

  it('notes decisions that advisory session events cannot act on', () => {
    expect(interpretHookResult('SessionStart', json({ decision: 'block' })).notes).toEqual([
      'decision "block" is ignored on SessionStart (advisory event)',
    ]);
    expect(interpretHookResult('SessionEnd', json({ decision: 'approve' })).notes).toEqual([
      'decision "approve" is ignored on SessionEnd',
    ]);
    expect(interpretHookResult('PostToolUse', json({ decision: 'nope' })).notes).toEqual([
      'unrecognized decision "nope" ignored on PostToolUse',
    ]);
  });

  it('reads context, system message, suppressOutput and continue:false', () => {
    const v = interpretHookResult(
      'PostToolUse',
      json({
        continue: false,
        stopReason: 'enough',
        systemMessage: 'for the user',
        suppressOutput: true,
        hookSpecificOutput: { hookEventName: 'PostToolUse', additionalContext: 'ctx' },
      }),
    );
    expect(v).toMatchObject({
      additionalContext: 'ctx',
      systemMessage: 'for the user',
      suppressOutput: true,
      stop: { reason: 'enough' },
    });
    expect(interpretHookResult('PreToolUse', json({ continue: false })).stop).toEqual({});
  });

  it('notes a non-string additionalContext, a non-object hookSpecificOutput and a mismatched hookEventName', () => {
    expect(
      interpretHookResult('PostToolUse', json({ hookSpecificOutput: { additionalContext: 3 } }))
        .notes,
    ).toEqual(['additionalContext is not a string; ignored']);
    expect(interpretHookResult('PostToolUse', json({ hookSpecificOutput: 'x' })).notes).toEqual([
      'hookSpecificOutput is not an object; ignored',
    ]);
    const v = interpretHookResult(
      'PreToolUse',
      json({ hookSpecificOutput: { hookEventName: 'PostToolUse', permissionDecision: 'deny' } }),
    );
    expect(v.decision).toBe('deny');
    expect(v.notes).toEqual([
      'hookSpecificOutput.hookEventName is "PostToolUse" but the event is PreToolUse',
    ]);
  });

  it('uses plain stdout as context on UserPromptSubmit and SessionStart only', () => {
    expect(
      interpretHookResult('UserPromptSubmit', ok('remember the style guide\n')).additionalContext,
    ).toBe('remember the style guide');
    expect(interpretHookResult('SessionStart', ok('branch: main')).additionalContext).toBe(
      'branch: main',
    );
    const v = interpretHookResult('PreToolUse', ok('log line\n{"decision":"block"}'));
    expect(v).toMatchObject({
      decision: 'none',
      outcome: 'success',
      notes: ['plain-text stdout is ignored on this event'],
    });
  });

  it('treats malformed JSON as no structured output, or a denial with fail_closed', () => {
    const loose = interpretHookResult('PreToolUse', ok('{not json'), label);
    expect(loose.decision).toBe('none');
    expect(loose.outcome).toBe('error');
    expect(loose.reason).toMatch(
      /^hook guard\.sh printed malformed JSON on stdout \(.+\); treated as no structured output$/,
    );
    const closed = interpretHookResult('PreToolUse', ok('{not json'), {
      ...label,
      failClosed: true,
    });
    expect(closed.decision).toBe('deny');
    expect(closed.reason).toMatch(/\(fail_closed: denying\)$/);
    expect(interpretHookResult('PostToolUse', ok('{not json'), { failClosed: true }).decision).toBe(
      'none',
    );
  });

  it('denies on truncated stdout on a blocking event, fail_closed or not (C-7)', () => {
    const big = ok(JSON.stringify(pre({ permissionDecision: 'allow' })), {
      truncated: true,
      maxOutputBytes: 1024 * 1024,
    });
    const reason =
      'hook guard.sh printed more than the capture limit of 1048576 bytes (1 MiB) on stdout; its output is ignored; its answer is unknown: failing closed on a blocking event';
    expect(interpretHookResult('PreToolUse', big, label)).toMatchObject({
      decision: 'deny',
      outcome: 'error',
      reason,
    });
    expect(interpretHookResult('UserPromptSubmit', big, label).decision).toBe('deny');
    expect(interpretHookResult('PreToolUse', big, { ...label, failClosed: true }).reason).toBe(
      reason,
    );
    expect(interpretHookResult('PostToolUse', big, label)).toMatchObject({
      decision: 'none',
      outcome: 'error',
      reason:
        'hook guard.sh printed more than the capture limit of 1048576 bytes (1 MiB) on stdout; its output is ignored',
    });
    expect(
      interpretHookResult('PreToolUse', { ...big, truncated: true, stdoutTruncated: false })
        .decision,
    ).toBe('allow');
  });
});

describe('interpretHookResult: exit 2 and other exits', () => {
  it('exit 2 denies with trimmed stderr and ignores stdout', () => {
    const v = interpretHookResult('PreToolUse', {
      exitCode: 2,
      stdout: '{"decision":"approve"}',
      stderr: '  rm is not allowed \n',
    });
    expect(v).toMatchObject({ decision: 'deny', outcome: 'blocked', reason: 'rm is not allowed' });
  });

  it('exit 2 with empty stderr still denies, naming the hook', () => {
    expect(
      interpretHookResult('UserPromptSubmit', { exitCode: 2, stdout: '', stderr: '' }, label)
        .reason,
    ).toBe('hook guard.sh exited with code 2 without a reason on stderr');
  });

  it('exit 2 on PostToolUse is feedback; on session events a failure', () => {
    expect(
      interpretHookResult('PostToolUse', { exitCode: 2, stdout: '', stderr: 'bad' }),
    ).toMatchObject({
      decision: 'none',
      outcome: 'blocked',
      feedback: 'bad',
    });
    expect(
      interpretHookResult('SessionStart', { exitCode: 2, stdout: '', stderr: 'bad' }),
    ).toMatchObject({
      decision: 'none',
      outcome: 'error',
      notes: ['exit 2 cannot block SessionStart (advisory event); treated as a failure'],
    });
  });

  it('other exits are failures that continue, and deny with fail_closed', () => {
    const r = {
      exitCode: 1,
      stdout: '{"hookSpecificOutput":{"permissionDecision":"deny"}}',
      stderr: 'boom\nmore',
    };
    expect(interpretHookResult('PreToolUse', r, label)).toMatchObject({
      decision: 'none',
      outcome: 'error',
      // The last meaningful line: a crash says what went wrong at the end of its stderr.
      reason: 'hook guard.sh failed: exited with code 1: more',
      notes: [
        'stdout JSON is ignored on a non-zero exit other than 2 (Claude Code would honour it; profile v3 does not)',
      ],
    });
    expect(interpretHookResult('PreToolUse', r, { ...label, failClosed: true })).toMatchObject({
      decision: 'deny',
      reason: 'hook guard.sh failed: exited with code 1: more (fail_closed: denying)',
    });
    expect(interpretHookResult('PostToolUse', r, { failClosed: true }).decision).toBe('none');
  });

  it('names the signal of a killed hook and caps a long stderr line', () => {
    expect(
      interpretHookResult(
        'PreToolUse',
        { exitCode: null, signal: 'SIGSEGV', stdout: '', stderr: '' },
        label,
      ).reason,
    ).toBe('hook guard.sh failed: was killed by signal SIGSEGV');
    expect(
      interpretHookResult('PreToolUse', { exitCode: null, stdout: '', stderr: '' }).reason,
    ).toBe('hook hook failed: was killed by signal unknown');
    const long = interpretHookResult('PreToolUse', {
      exitCode: 3,
      stdout: '',
      stderr: 'x'.repeat(600),
    });
    expect(long.reason).toBe(`hook hook failed: exited with code 3: ${'x'.repeat(500)}…`);
  });

  it('a timeout denies on blocking events and is a failure on advisory ones', () => {
    const r = { exitCode: null, stdout: '', stderr: '', timedOut: true, timeoutMs: 2000 };
    expect(interpretHookResult('PreToolUse', r, label)).toMatchObject({
      decision: 'deny',
      outcome: 'timeout',
      reason: 'hook guard.sh timed out after 2s; failing closed on a blocking event',
    });
    expect(interpretHookResult('PostToolUse', { ...r, timeoutMs: undefined }, label)).toMatchObject(
      {
        decision: 'none',
        outcome: 'timeout',
        reason: 'hook guard.sh timed out',
      },
    );
  });

  it('a spawn error is a failure, denying only with fail_closed', () => {
    const r = { exitCode: null, stdout: '', stderr: '', spawnError: 'ENOENT: no such file' };
    expect(interpretHookResult('PreToolUse', r, label)).toMatchObject({
      decision: 'none',
      outcome: 'error',
      reason: 'hook guard.sh could not be started: ENOENT: no such file',
    });
    expect(
      interpretHookResult('UserPromptSubmit', r, { ...label, failClosed: true }),
    ).toMatchObject({
      decision: 'deny',
      reason: 'hook guard.sh could not be started: ENOENT: no such file (fail_closed: denying)',
    });
  });

  it('an http transport failure is a failure even beside a 2xx-looking body, denying only with fail_closed', () => {
    const r = {
      exitCode: null,
      stdout: '{"decision":"approve"}',
      stderr: '',
      transportError: 'POST http://127.0.0.1:9/ answered HTTP 500',
    };
    expect(interpretHookResult('PreToolUse', r, label)).toMatchObject({
      decision: 'none',
      outcome: 'error',
      reason: 'hook guard.sh failed: POST http://127.0.0.1:9/ answered HTTP 500',
    });
    expect(interpretHookResult('PreToolUse', r, { ...label, failClosed: true })).toMatchObject({
      decision: 'deny',
      reason:
        'hook guard.sh failed: POST http://127.0.0.1:9/ answered HTTP 500 (fail_closed: denying)',
    });
  });
});

describe('interpretHookResult: properties', () => {
  const blockingEvent = fc.constantFrom<ProfileEvent>('PreToolUse', 'UserPromptSubmit');
  const anyEvent = fc.constantFrom<ProfileEvent>(...PROFILE_EVENTS);
  const anyResult = fc.record({
    exitCode: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 255 })),
    signal: fc.option(fc.constantFrom('SIGTERM', 'SIGKILL'), { nil: undefined }),
    stdout: fc.oneof(
      fc.string(),
      fc.json(),
      fc.constant('{"hookSpecificOutput":{"permissionDecision":"allow"}}'),
    ),
    stderr: fc.string(),
    timedOut: fc.boolean(),
    truncated: fc.boolean(),
    spawnError: fc.option(fc.string(), { nil: undefined }),
    transportError: fc.option(fc.string(), { nil: undefined }),
  });

  it('no failure path on a blocking event yields allow', () => {
    fc.assert(
      fc.property(blockingEvent, anyResult, fc.boolean(), (event, result, failClosed) => {
        const failed =
          result.spawnError !== undefined ||
          result.transportError !== undefined ||
          result.timedOut ||
          result.exitCode !== 0 ||
          result.truncated;
        const v = interpretHookResult(event, result, { failClosed });
        if (failed) expect(v.decision).not.toBe('allow');
      }),
      { numRuns: 2000 },
    );
  });

  it('with fail_closed, every failure on a blocking event denies', () => {
    fc.assert(
      fc.property(blockingEvent, anyResult, (event, result) => {
        const v = interpretHookResult(event, result, { failClosed: true });
        if (v.outcome === 'error' || v.outcome === 'timeout') expect(v.decision).toBe('deny');
      }),
      { numRuns: 2000 },
    );
  });

  it('advisory events never deny, and a denial always carries a reason', () => {
    fc.assert(
      fc.property(anyEvent, anyResult, fc.boolean(), (event, result, failClosed) => {
        const v = interpretHookResult(event, result, { failClosed });
        if (!isBlockingEvent(event)) expect(v.decision).not.toBe('deny');
        if (v.decision === 'deny') expect(v.reason?.length).toBeGreaterThan(0);
        if (event !== 'PreToolUse' && event !== 'PermissionRequest')
          expect(v.updatedInput).toBeUndefined();
      }),
      { numRuns: 2000 },
    );
  });
});

describe('interpretHookResult: profile v2 events', () => {
  const json = (value: unknown) => ok(JSON.stringify(value));

  it('Stop: exit 2 and decision block deny (keep the turn going) with the reason', () => {
    expect(
      interpretHookResult('Stop', { exitCode: 2, stdout: '', stderr: 'tests fail\n' }),
    ).toMatchObject({ decision: 'deny', outcome: 'blocked', reason: 'tests fail' });
    expect(
      interpretHookResult('Stop', json({ decision: 'block', reason: 'run the tests' })),
    ).toMatchObject({ decision: 'deny', outcome: 'blocked', reason: 'run the tests' });
    expect(
      interpretHookResult('Stop', json({ hookSpecificOutput: { additionalContext: 'more' } })),
    ).toMatchObject({ decision: 'none', additionalContext: 'more' });
    expect(
      interpretHookResult('Stop', json({ continue: false, stopReason: 'enough' })).stop,
    ).toEqual({ reason: 'enough' });
  });

  it('Stop and PermissionRequest ignore permissionDecision (it is not their vocabulary)', () => {
    for (const event of ['Stop', 'PermissionRequest'] as const) {
      const v = interpretHookResult(
        event,
        json({ hookSpecificOutput: { permissionDecision: 'deny' } }),
      );
      expect(v.decision).toBe('none');
      expect(v.notes).toContain(`permissionDecision is ignored on ${event}`);
    }
  });

  it('PermissionRequest: decision.behavior answers; allow may rewrite; anything else denies', () => {
    const answer = (decision: unknown) =>
      interpretHookResult('PermissionRequest', json({ hookSpecificOutput: { decision } }));
    expect(answer({ behavior: 'allow' })).toMatchObject({ decision: 'allow', outcome: 'success' });
    expect(answer({ behavior: 'allow', updatedInput: { command: 'ls' } })).toMatchObject({
      decision: 'allow',
      updatedInput: { command: 'ls' },
    });
    expect(answer({ behavior: 'deny', message: 'not today' })).toMatchObject({
      decision: 'deny',
      reason: 'not today',
    });
    expect(answer({ behavior: 'maybe' })).toMatchObject({
      decision: 'deny',
      reason: expect.stringContaining('unrecognized decision.behavior "maybe"'),
    });
    expect(answer(undefined).decision).toBe('none');
    const top = interpretHookResult('PermissionRequest', json({ decision: 'approve' }));
    expect(top.decision).toBe('none');
    expect(top.notes[0]).toContain('top-level decision is ignored on PermissionRequest');
  });

  it('PermissionRequest: exit 2 and a timeout deny; Notification never denies', () => {
    expect(
      interpretHookResult('PermissionRequest', { exitCode: 2, stdout: '', stderr: 'no' }).decision,
    ).toBe('deny');
    expect(
      interpretHookResult('PermissionRequest', {
        exitCode: null,
        stdout: '',
        stderr: '',
        timedOut: true,
      }).decision,
    ).toBe('deny');
    expect(
      interpretHookResult('Notification', {
        exitCode: null,
        stdout: '',
        stderr: '',
        timedOut: true,
      }).decision,
    ).toBe('none');
  });
});
