import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ASK_DENY_REASON, isHookError, type ProfileEvent } from '@lionagi/hooks-profile';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DispatchEntry, DispatchEntryCommon } from '../src/dispatch-entry.js';
import { createEventDispatcher } from '../src/dispatcher.js';
import type { HookRunRecord } from '../src/run-record.js';
import type { TrustCheck } from '../src/trust-gate.js';
import { fixture, makeFixturesExecutable, tempDir } from './helpers.js';

beforeAll(makeFixturesExecutable);

const hook = (command: string[], extra: Partial<DispatchEntryCommon> = {}): DispatchEntry => ({
  type: 'command',
  command,
  timeoutSec: 20,
  ...extra,
});

function envelopeFor(event: ProfileEvent, dir: string, extra: Record<string, unknown> = {}) {
  const base = { session_id: 's-1', cwd: dir, hook_event_name: event, harness: 'lionagi' };
  if (event === 'PreToolUse')
    return { ...base, tool_name: 'bash', tool_input: { command: ['git', 'status'] }, ...extra };
  if (event === 'PostToolUse')
    return { ...base, tool_name: 'bash', tool_input: {}, tool_response: { ok: true }, ...extra };
  if (event === 'UserPromptSubmit') return { ...base, prompt: 'hello', ...extra };
  if (event === 'SessionStart') return { ...base, source: 'startup', ...extra };
  return { ...base, ...extra };
}

async function fire(
  event: ProfileEvent,
  entries: DispatchEntry[],
  extra: Record<string, unknown> = {},
) {
  const dir = await tempDir();
  const records: HookRunRecord[] = [];
  const dispatcher = createEventDispatcher(event, entries, {
    projectDir: dir,
    onRun: (r) => records.push(r),
  });
  const result = await dispatcher.dispatch(envelopeFor(event, dir, extra));
  expect(records).toEqual(result.runs);
  return result;
}

const respond = (exit: number, stdout = '-', stderr = '-') => [
  fixture('respond.sh'),
  String(exit),
  stdout,
  stderr,
];
const lines = async (file: string) =>
  existsSync(file) ? (await readFile(file, 'utf8')).split('\n').filter(Boolean) : [];

describe.concurrent('exit codes and output', () => {
  it('exit 0 with a JSON allow: allow, one successful run record', async () => {
    const out = JSON.stringify({
      hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'allow' },
    });
    const result = await fire('PreToolUse', [
      hook(respond(0, out), {
        source: 'imported:claude',
        tier: 'imported',
        origin: { file: '/p/.lionagi/settings.yaml', line: 7 },
      }),
    ]);
    expect(result.decision).toBe('allow');
    expect(result.runs).toEqual([
      expect.objectContaining({
        event: 'PreToolUse',
        index: 0,
        command: respond(0, out),
        source: 'imported:claude',
        tier: 'imported',
        origin: { file: '/p/.lionagi/settings.yaml', line: 7 },
        matched: true,
        trusted: true,
        ran: true,
        exitCode: 0,
        signal: null,
        timedOut: false,
        truncated: false,
        outcome: 'success',
        decision: 'allow',
        notes: [],
      }),
    ]);
  });

  it('exit 0 with empty stdout: no opinion', async () => {
    const result = await fire('PreToolUse', [hook(respond(0))]);
    expect(result).toMatchObject({ decision: 'none', systemMessages: [], feedback: [] });
    expect(result.runs[0]).toMatchObject({ outcome: 'success', decision: 'none' });
  });

  it('exit 2 on a blocking event denies with trimmed stderr', async () => {
    const result = await fire('PreToolUse', [
      hook(respond(2, '{"ignored":true}', '  rm -rf is not allowed \n')),
    ]);
    expect(result).toMatchObject({ decision: 'deny', reason: 'rm -rf is not allowed' });
    expect(result.runs[0]).toMatchObject({
      exitCode: 2,
      outcome: 'blocked',
      decision: 'deny',
      reason: 'rm -rf is not allowed',
    });
  });

  it('exit 2 on PostToolUse becomes feedback, not a deny', async () => {
    const result = await fire('PostToolUse', [hook(respond(2, '-', 'output looks wrong'))]);
    expect(result).toMatchObject({ decision: 'none', feedback: ['output looks wrong'] });
    expect(result.runs[0]).toMatchObject({ outcome: 'blocked', decision: 'none' });
  });

  it('another exit code is a logged failure and the chain continues', async () => {
    const dir = await tempDir();
    const marker = join(dir, 'second');
    const result = await fire('PreToolUse', [
      hook(respond(1, '-', 'guard crashed\nstack…')),
      hook([fixture('mark.sh'), marker]),
    ]);
    expect(result.decision).toBe('none');
    expect(result.runs[0]).toMatchObject({ outcome: 'error', decision: 'none', exitCode: 1 });
    expect(result.runs[0]!.reason).toBe(
      // A newline (any control character) in an argv element is shown escaped in reasons; the
      // reason ends with the last meaningful stderr line.
      `hook ${respond(1, '-', 'guard crashed\\u000astack…').join(' ')} failed: exited with code 1: stack…`,
    );
    expect(result.runs[1]).toMatchObject({ outcome: 'success', ran: true });
    expect(await lines(marker)).toEqual(['ran']);
  });

  it('plain-text stdout on UserPromptSubmit is context for the model', async () => {
    const result = await fire('UserPromptSubmit', [hook(respond(0, 'Today is Tuesday.\n'))]);
    expect(result).toMatchObject({ decision: 'none', additionalContext: 'Today is Tuesday.' });
  });

  it('plain-text stdout on PreToolUse is ignored with a note', async () => {
    const result = await fire('PreToolUse', [hook(respond(0, 'hello'))]);
    expect(result.decision).toBe('none');
    expect(result.runs[0]!.notes).toEqual(['plain-text stdout is ignored on this event']);
  });

  it("ask fails closed with the fixed reason, then the hook's own", async () => {
    const result = await fire('PreToolUse', [hook([fixture('decide.sh'), 'ask', 'sure?'])]);
    expect(result).toMatchObject({
      decision: 'deny',
      reason: `${ASK_DENY_REASON}; the hook's reason: sure?`,
      ask: { reason: 'sure?' },
    });
  });

  it('an unknown decision fails closed naming the value', async () => {
    const result = await fire('PreToolUse', [hook([fixture('decide.sh'), 'maybe'])]);
    expect(result.decision).toBe('deny');
    expect(result.reason).toBe(
      `hook ${fixture('decide.sh')} maybe returned unrecognized permissionDecision "maybe"; expected one of allow, deny, ask — failing closed`,
    );
  });

  it('a JSON deny uses its reason', async () => {
    const result = await fire('PreToolUse', [
      hook([fixture('decide.sh'), 'deny', 'writes outside the repo']),
    ]);
    expect(result).toMatchObject({ decision: 'deny', reason: 'writes outside the repo' });
  });

  it('runs hooks with cwd = the project root', async () => {
    const dir = await tempDir();
    const dispatcher = createEventDispatcher(
      'PostToolUse',
      [hook([fixture('mark.sh'), 'relative-marker'])],
      { projectDir: dir },
    );
    await dispatcher.dispatch(envelopeFor('PostToolUse', dir));
    expect(await lines(join(dir, 'relative-marker'))).toEqual(['ran']);
  });
});

describe.concurrent('chains (C-2)', () => {
  it('feeds each updatedInput into the next hook and returns the last rewrite', async () => {
    const result = await fire(
      'PreToolUse',
      [hook([fixture('rewrite.mjs'), 'A']), hook([fixture('rewrite.mjs'), 'B'])],
      {
        tool_input: { command: ['ls'] },
      },
    );
    expect(result.decision).toBe('allow');
    expect(result.updatedInput).toEqual({ command: ['ls'], trail: ['A', 'B'] });
    expect(result.runs.map((r) => r.decision)).toEqual(['allow', 'allow']);
  });

  it('updatedInput is not fed forward on other events', async () => {
    const out = JSON.stringify({ hookSpecificOutput: { updatedInput: { x: 1 } } });
    const result = await fire('PostToolUse', [hook(respond(0, out))]);
    expect(result.updatedInput).toBeUndefined();
    expect(result.runs[0]!.notes).toEqual([
      'updatedInput is only honoured on PreToolUse; ignored on PostToolUse',
    ]);
  });

  it('stops at the first deny: later hooks are not spawned and say why', async () => {
    const dir = await tempDir();
    const marker = join(dir, 'later');
    const denier = [fixture('decide.sh'), 'deny', 'first says no'];
    const result = await fire('PreToolUse', [
      hook(denier),
      hook([fixture('mark.sh'), marker]),
      hook([fixture('rewrite.mjs'), 'Z']),
    ]);
    expect(result).toMatchObject({ decision: 'deny', reason: 'first says no' });
    expect(result.updatedInput).toBeUndefined();
    expect(existsSync(marker)).toBe(false);
    for (const run of result.runs.slice(1)) {
      expect(run).toMatchObject({
        matched: true,
        ran: false,
        outcome: 'not-run',
        decision: 'none',
        exitCode: null,
      });
      expect(run.notes).toEqual([`not run: an earlier hook denied (${denier.join(' ')})`]);
    }
  });

  it('an ask does not stop the chain: a later deny runs and wins (Dv1-7)', async () => {
    const dir = await tempDir();
    const marker = join(dir, 'after-ask');
    const result = await fire('PreToolUse', [
      hook([fixture('decide.sh'), 'ask', 'sure?']),
      hook([fixture('mark.sh'), marker]),
      hook([fixture('decide.sh'), 'deny', 'no curl']),
    ]);
    expect(result).toMatchObject({ decision: 'deny', reason: 'no curl' });
    expect(result.ask).toBeUndefined();
    expect(await lines(marker)).toEqual(['ran']);
    expect(result.runs.map((r) => [r.ran, r.outcome, r.decision])).toEqual([
      [true, 'blocked', 'deny'],
      [true, 'success', 'none'],
      [true, 'blocked', 'deny'],
    ]);
  });

  it('a deny before an ask stops the chain: the ask is not spawned, the deny stands', async () => {
    const denier = [fixture('decide.sh'), 'deny', 'no curl'];
    const result = await fire('PreToolUse', [
      hook(denier),
      hook([fixture('decide.sh'), 'ask', 'sure?']),
    ]);
    expect(result).toMatchObject({ decision: 'deny', reason: 'no curl' });
    expect(result.ask).toBeUndefined();
    expect(result.runs[1]).toMatchObject({ ran: false, outcome: 'not-run', skip: 'earlier-deny' });
  });

  it('two asks are one question with both reasons; a rewrite after them is what is asked about', async () => {
    const result = await fire('PreToolUse', [
      hook([fixture('decide.sh'), 'ask', 'first?']),
      hook([fixture('rewrite.mjs'), 'Z']),
      hook([fixture('decide.sh'), 'ask', 'second?']),
      hook([fixture('decide.sh'), 'allow', 'fine']),
    ]);
    expect(result).toMatchObject({
      decision: 'deny',
      reason: `${ASK_DENY_REASON}; the hook's reason: first?; second?`,
      ask: { reason: 'first?; second?' },
      updatedInput: { command: ['git', 'status'], trail: ['Z'] },
    });
    expect(result.runs.every((r) => r.ran)).toBe(true);
  });

  it('runs identical argv once per firing; the copy is recorded as skipped', async () => {
    const dir = await tempDir();
    const marker = join(dir, 'count');
    const result = await fire('PostToolUse', [
      hook([fixture('mark.sh'), marker]),
      hook([fixture('mark.sh'), marker], { matcher: 'bash' }),
    ]);
    expect(await lines(marker)).toEqual(['ran']);
    expect(result.runs[0]).toMatchObject({ ran: true, outcome: 'success' });
    expect(result.runs[1]).toMatchObject({ ran: false, outcome: 'skipped', matched: true });
    expect(result.runs[1]!.notes).toEqual([
      'duplicate of an earlier hook in this firing (entry 0); identical argv runs once, with the strictest policy of its copies (fail_closed: false, timeout 20s)',
    ]);
  });

  it('dedup keeps the strictest policy: a later fail_closed: true copy makes the one run deny (C-2)', async () => {
    const failing = respond(1, '-', 'boom');
    const result = await fire('PreToolUse', [hook(failing), hook(failing, { failClosed: true })]);
    expect(result.decision).toBe('deny');
    expect(result.runs[0]).toMatchObject({ ran: true, outcome: 'error', decision: 'deny' });
    expect(result.runs[0]!.notes[0]).toBe(
      'identical argv is configured 2 times in this firing: it runs once with the strictest policy of its copies (fail_closed: true, timeout 20s)',
    );
    expect(result.runs[1]).toMatchObject({ ran: false, outcome: 'not-run' });
  });

  it('dedup keeps the shorter timeout of identical argv', async () => {
    const sleeper = [fixture('sleep.sh'), '30'];
    const result = await fire('PostToolUse', [hook(sleeper), hook(sleeper, { timeoutSec: 0.3 })]);
    expect(result.runs[0]).toMatchObject({ ran: true, outcome: 'timeout' });
    expect(result.runs[0]!.reason).toBe(`hook ${sleeper.join(' ')} timed out after 0.3s`);
  });

  it('a duplicate of an entry whose matcher did not match still runs', async () => {
    const dir = await tempDir();
    const marker = join(dir, 'count');
    const result = await fire('PostToolUse', [
      hook([fixture('mark.sh'), marker], { matcher: 'Write' }),
      hook([fixture('mark.sh'), marker]),
    ]);
    expect(await lines(marker)).toEqual(['ran']);
    expect(result.runs.map((r) => [r.matched, r.ran])).toEqual([
      [false, false],
      [true, true],
    ]);
  });

  it('does not serialize concurrent firings: two chains that must overlap both succeed', async () => {
    const dir = await tempDir();
    const a = join(dir, 'a');
    const b = join(dir, 'b');
    const one = createEventDispatcher('PreToolUse', [hook([fixture('rendezvous.sh'), a, b])], {
      projectDir: dir,
    });
    const two = createEventDispatcher('PreToolUse', [hook([fixture('rendezvous.sh'), b, a])], {
      projectDir: dir,
    });
    const [r1, r2] = await Promise.all([
      one.dispatch(envelopeFor('PreToolUse', dir)),
      two.dispatch(envelopeFor('PreToolUse', dir)),
    ]);
    expect([r1.runs[0]!.exitCode, r2.runs[0]!.exitCode]).toEqual([0, 0]);
  });

  it('the same dispatcher fired twice at once runs both chains at once', async () => {
    const dir = await tempDir();
    const dispatcher = createEventDispatcher(
      'PreToolUse',
      [
        hook([fixture('rendezvous.sh'), '${LIONAGI_PROJECT_DIR}/x', '${LIONAGI_PROJECT_DIR}/y'], {
          matcher: 'one',
        }),
        hook([fixture('rendezvous.sh'), '${LIONAGI_PROJECT_DIR}/y', '${LIONAGI_PROJECT_DIR}/x'], {
          matcher: 'two',
        }),
      ],
      { projectDir: dir },
    );
    const [r1, r2] = await Promise.all([
      dispatcher.dispatch(envelopeFor('PreToolUse', dir, { tool_name: 'one' })),
      dispatcher.dispatch(envelopeFor('PreToolUse', dir, { tool_name: 'two' })),
    ]);
    expect(r1.runs.map((r) => r.exitCode)).toEqual([0, null]);
    expect(r2.runs.map((r) => r.exitCode)).toEqual([null, 0]);
  });

  it('an abort stops the chain and fails closed on a blocking event', async () => {
    const dir = await tempDir();
    const marker = join(dir, 'later');
    const dispatcher = createEventDispatcher(
      'PreToolUse',
      [hook([fixture('sleep.sh'), '30']), hook([fixture('mark.sh'), marker])],
      { projectDir: dir },
    );
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const result = await dispatcher.dispatch(envelopeFor('PreToolUse', dir), {
      signal: controller.signal,
    });
    expect(result.decision).toBe('deny');
    expect(result.reason).toBe(
      `hook ${fixture('sleep.sh')} 30 was aborted before it finished; failing closed on a blocking event`,
    );
    expect(result.runs[1]).toMatchObject({
      outcome: 'not-run',
      ran: false,
      notes: ['not run: the firing was aborted'],
    });
    expect(existsSync(marker)).toBe(false);
  });
});

describe.concurrent('matchers (C-1)', () => {
  it('a non-matching entry spawns nothing and is recorded as matched: false', async () => {
    const dir = await tempDir();
    const marker = join(dir, 'write-guard');
    const dispatcher = createEventDispatcher(
      'PreToolUse',
      [hook([fixture('mark.sh'), marker], { matcher: 'Write|Edit' })],
      { projectDir: dir },
    );
    expect(dispatcher.size).toBe(1);
    expect(dispatcher.matches('bash')).toBe(false);
    expect(dispatcher.matches('Edit')).toBe(true);
    expect(dispatcher.matches(undefined)).toBe(false);
    const result = await dispatcher.dispatch(envelopeFor('PreToolUse', dir));
    expect(existsSync(marker)).toBe(false);
    expect(result.decision).toBe('none');
    expect(result.runs).toEqual([
      expect.objectContaining({
        matched: false,
        ran: false,
        outcome: 'not-run',
        decision: 'none',
        notes: ['matcher "Write|Edit" does not match tool_name "bash"'],
      }),
    ]);
  });

  it("repeated non-matching firings: each record its own object and notes, each note naming its firing's target", async () => {
    const dir = await tempDir();
    const origin = { file: join(dir, 'settings.yaml'), line: 4 };
    const dispatcher = createEventDispatcher(
      'PreToolUse',
      [hook(['/bin/echo', 'a'], { matcher: '^mcp__.*', origin, source: 'imported:claude' })],
      { projectDir: dir },
    );
    const notes: string[] = [];
    const runs: HookRunRecord[] = [];
    for (const tool of ['bash', 'bash', 'Write', undefined, 'bash']) {
      const result = await dispatcher.dispatch(envelopeFor('PreToolUse', dir, { tool_name: tool }));
      runs.push(...result.runs);
      notes.push(...(result.runs[0]?.notes ?? []));
    }
    expect(notes).toEqual([
      'matcher "^mcp__.*" does not match tool_name "bash"',
      'matcher "^mcp__.*" does not match tool_name "bash"',
      'matcher "^mcp__.*" does not match tool_name "Write"',
      'matcher "^mcp__.*" does not match tool_name absent from the envelope',
      'matcher "^mcp__.*" does not match tool_name "bash"',
    ]);
    expect(new Set(runs).size).toBe(5);
    expect(new Set(runs.map((r) => r.notes)).size).toBe(5);
    // The JSON of a record is what it always was, key order included.
    expect(JSON.stringify(runs[0])).toBe(
      JSON.stringify({
        event: 'PreToolUse',
        index: 0,
        command: ['/bin/echo', 'a'],
        trusted: false,
        ran: false,
        exitCode: null,
        timedOut: false,
        truncated: false,
        durationMs: 0,
        decision: 'none',
        matched: false,
        outcome: 'not-run',
        skip: 'no-match',
        notes: [notes[0]],
        source: 'imported:claude',
        origin,
      }),
    );
    // The argv and origin are shared by every such record: frozen, so no caller can change another's.
    expect(() => (runs[0] as HookRunRecord).command.push('x')).toThrow(TypeError);
    expect(runs[1]?.command).toEqual(['/bin/echo', 'a']);
  });

  it('regex matchers test tool_name; a missing tool_name matches only "*"', async () => {
    const dir = await tempDir();
    const dispatcher = createEventDispatcher(
      'PostToolUse',
      [hook(respond(0), { matcher: '^mcp__.*' }), hook(respond(0, '-', 'x'))],
      { projectDir: dir },
    );
    const named = await dispatcher.dispatch(
      envelopeFor('PostToolUse', dir, { tool_name: 'mcp__files__read' }),
    );
    expect(named.runs.map((r) => r.matched)).toEqual([true, true]);
    const unnamed = await dispatcher.dispatch({ hook_event_name: 'PostToolUse' });
    expect(unnamed.runs.map((r) => r.matched)).toEqual([false, true]);
    expect(unnamed.runs[0]!.notes).toEqual([
      'matcher "^mcp__.*" does not match tool_name absent from the envelope',
    ]);
  });

  it('SessionStart matches on source', async () => {
    const dir = await tempDir();
    const dispatcher = createEventDispatcher(
      'SessionStart',
      [hook(respond(0, 'resumed context'), { matcher: 'resume' })],
      { projectDir: dir },
    );
    expect((await dispatcher.dispatch(envelopeFor('SessionStart', dir))).runs[0]!.matched).toBe(
      false,
    );
    const resumed = await dispatcher.dispatch(
      envelopeFor('SessionStart', dir, { source: 'resume' }),
    );
    expect(resumed).toMatchObject({ additionalContext: 'resumed context' });
  });

  it('matchers are ignored on UserPromptSubmit, with a note', async () => {
    const dir = await tempDir();
    const dispatcher = createEventDispatcher(
      'UserPromptSubmit',
      [hook(respond(0, 'ctx'), { matcher: 'Write' })],
      { projectDir: dir },
    );
    expect(dispatcher.matches(undefined)).toBe(true);
    const result = await dispatcher.dispatch(envelopeFor('UserPromptSubmit', dir));
    expect(result.runs[0]).toMatchObject({ matched: true, ran: true });
    expect(result.runs[0]!.notes).toEqual([
      'matcher "Write" is ignored on UserPromptSubmit (it has no matcher target)',
    ]);
  });
});

describe.concurrent('trust gate (D7)', () => {
  const pending: TrustCheck = { trusted: false, status: 'pending' };

  it('an untrusted command on a blocking event never starts and denies naming it', async () => {
    const dir = await tempDir();
    const marker = join(dir, 'untrusted');
    const later = join(dir, 'later');
    const untrusted = hook([fixture('mark.sh'), marker], { source: 'imported:claude' });
    const asked: DispatchEntry[] = [];
    const dispatcher = createEventDispatcher(
      'PreToolUse',
      [untrusted, hook([fixture('mark.sh'), later])],
      {
        projectDir: dir,
        trust: (entry) => {
          asked.push(entry);
          return entry.source ? pending : { trusted: true, status: 'not-needed' };
        },
      },
    );
    const result = await dispatcher.dispatch(envelopeFor('PreToolUse', dir));
    const reason = `review and approve it with "li hooks trust": hook command ${JSON.stringify(untrusted.command)} is not trusted (pending)`;
    expect(result).toMatchObject({ decision: 'deny', reason });
    expect(result.runs[0]).toMatchObject({
      trusted: false,
      trustStatus: 'pending',
      ran: false,
      outcome: 'blocked',
      decision: 'deny',
      reason,
    });
    expect(result.runs[1]).toMatchObject({ ran: false, outcome: 'not-run' });
    expect(asked).toEqual([untrusted]);
    expect(asked[0]).toBe(untrusted);
    expect(existsSync(marker) || existsSync(later)).toBe(false);
  });

  it('an untrusted command on an advisory event is skipped with a warning and the chain continues', async () => {
    const dir = await tempDir();
    const marker = join(dir, 'untrusted');
    const later = join(dir, 'later');
    const dispatcher = createEventDispatcher(
      'PostToolUse',
      [
        hook([fixture('mark.sh'), marker], { source: 'imported:codex' }),
        hook([fixture('mark.sh'), later]),
      ],
      {
        projectDir: dir,
        trust: async (entry) =>
          entry.source
            ? { trusted: false, status: 'changed', reason: 'guard.py changed since approval' }
            : { trusted: true, status: 'not-needed' },
      },
    );
    const result = await dispatcher.dispatch(envelopeFor('PostToolUse', dir));
    expect(result.decision).toBe('none');
    expect(existsSync(marker)).toBe(false);
    expect(await lines(later)).toEqual(['ran']);
    expect(result.runs[0]).toMatchObject({
      outcome: 'skipped',
      trusted: false,
      trustStatus: 'changed',
      ran: false,
    });
    expect(result.runs[0]!.notes).toEqual([
      `warning: skipped: review and approve it again with "li hooks trust": hook command ${JSON.stringify([fixture('mark.sh'), marker])} is not trusted (changed): guard.py changed since approval`,
    ]);
    expect(result.runs[1]).toMatchObject({ trusted: true, trustStatus: 'not-needed', ran: true });
  });

  it('a trust gate that throws counts as untrusted and fails closed', async () => {
    const dir = await tempDir();
    const dispatcher = createEventDispatcher('UserPromptSubmit', [hook(respond(0))], {
      projectDir: dir,
      trust: () => {
        throw new Error('settings unreadable');
      },
    });
    const result = await dispatcher.dispatch(envelopeFor('UserPromptSubmit', dir));
    expect(result.decision).toBe('deny');
    expect(result.reason).toContain(
      'is not trusted (unverifiable): the trust check failed: settings unreadable',
    );
  });

  it('is asked once per spawn, not for non-matching or duplicate entries', async () => {
    const dir = await tempDir();
    const asked: string[][] = [];
    const entries = [
      hook(respond(0), { matcher: 'Write' }),
      hook(respond(0, '-', 'a')),
      hook(respond(0, '-', 'a')),
      hook(respond(0, '-', 'b')),
    ];
    const dispatcher = createEventDispatcher('PreToolUse', entries, {
      projectDir: dir,
      trust: (entry) => {
        asked.push([...entry.command]);
        return { trusted: true, status: 'trusted' };
      },
    });
    await dispatcher.dispatch(envelopeFor('PreToolUse', dir));
    expect(asked).toEqual([respond(0, '-', 'a'), respond(0, '-', 'b')]);
  });
});

type FailureKind =
  | 'other-exit'
  | 'spawn-error'
  | 'malformed-json'
  | 'truncated'
  | 'timeout'
  | 'untrusted';

function failing(kind: FailureKind, failClosed: boolean): DispatchEntry {
  const extra = { failClosed, ...(kind === 'untrusted' ? { source: 'imported:claude' } : {}) };
  switch (kind) {
    case 'other-exit':
      return hook(respond(7, '-', 'boom'), extra);
    case 'spawn-error':
      return hook(['/nonexistent/guard'], extra);
    case 'malformed-json':
      return hook(respond(0, '{"hookSpecificOutput": '), extra);
    case 'truncated':
      return hook([fixture('flood.sh'), String(2 * 1024 * 1024), 'stdout'], extra);
    case 'timeout':
      return hook([fixture('sleep.sh'), '30'], { ...extra, timeoutSec: 0.3 });
    case 'untrusted':
      return hook(respond(0), extra);
  }
}

// Expected decision for [blocking, blocking + fail_closed, advisory, advisory + fail_closed].
const FAILURES: [FailureKind, string, string[]][] = [
  ['other-exit', 'error', ['none', 'deny', 'none', 'none']],
  ['spawn-error', 'error', ['none', 'deny', 'none', 'none']],
  ['malformed-json', 'error', ['none', 'deny', 'none', 'none']],
  ['truncated', 'error', ['deny', 'deny', 'none', 'none']], // C-7: over the cap denies
  ['timeout', 'timeout', ['deny', 'deny', 'none', 'none']],
  ['untrusted', 'blocked|skipped', ['deny', 'deny', 'none', 'none']],
];

const CASES = FAILURES.flatMap(([kind, outcome, decisions]) =>
  (
    [
      ['PreToolUse', false],
      ['PreToolUse', true],
      ['PostToolUse', false],
      ['PostToolUse', true],
    ] as const
  ).map(([event, failClosed], i) => ({
    kind,
    event,
    failClosed,
    outcome,
    decision: decisions[i]!,
  })),
);

describe.concurrent('failure paths on a blocking and an advisory event', () => {
  it.for(CASES)(
    '$kind on $event (fail_closed: $failClosed) -> $decision',
    async ({ kind, event, failClosed, outcome, decision }) => {
      const dir = await tempDir();
      const marker = join(dir, 'after');
      const dispatcher = createEventDispatcher(
        event,
        [failing(kind, failClosed), hook([fixture('mark.sh'), marker])],
        {
          projectDir: dir,
          trust: (entry) =>
            entry.source
              ? { trusted: false, status: 'pending' }
              : { trusted: true, status: 'not-needed' },
        },
      );
      const result = await dispatcher.dispatch(envelopeFor(event, dir));
      expect(result.decision).toBe(decision);
      const expectedOutcome =
        kind === 'untrusted' ? (event === 'PreToolUse' ? 'blocked' : 'skipped') : outcome;
      expect(result.runs[0]!.outcome).toBe(expectedOutcome);
      expect(result.runs[0]!.reason).toBeTruthy();
      if (decision === 'deny') expect(result.reason).toBe(result.runs[0]!.reason);
      // A deny stops the chain; anything else lets the next hook run.
      expect(existsSync(marker)).toBe(decision !== 'deny');
      expect(result.runs[1]!.outcome).toBe(decision === 'deny' ? 'not-run' : 'success');
    },
  );
});

describe('construction', () => {
  it('rejects an entry whose command is not an argv list, naming the entry', () => {
    const bad = {
      type: 'command' as const,
      command: 'rm -rf /' as unknown as string[],
      timeoutSec: 5,
      origin: { file: '/p/.lionagi/settings.yaml', line: 12 },
    };
    try {
      createEventDispatcher('PreToolUse', [bad], { projectDir: '/tmp' });
      throw new Error('expected a throw');
    } catch (error) {
      expect(isHookError(error) && error.code).toBe('INVALID_ARGV');
      expect((error as Error).message).toContain(
        'PreToolUse hook /p/.lionagi/settings.yaml:12: command must be a non-empty argv list, not a string',
      );
    }
  });

  it('refuses an entry of a handler type it has no runner for, naming the entry, rather than spawning its argv', async () => {
    const dir = await tempDir();
    const marker = join(dir, 'ran');
    const origin = { file: '/p/.lionagi/settings.yaml', line: 7 };
    const shaped = { command: ['/bin/sh', '-c', `: > '${marker}'`], timeoutSec: 5, origin };
    for (const [entry, shown] of [
      [{ ...shaped, type: 'mcp_tool' }, '"mcp_tool"'],
      [shaped, 'undefined'],
    ] as const) {
      expect(() =>
        createEventDispatcher('PreToolUse', [entry as unknown as DispatchEntry], {
          projectDir: dir,
        }),
      ).toThrow(
        `PreToolUse hook /p/.lionagi/settings.yaml:7: unknown handler type ${shown} (expected command or http)`,
      );
    }
    expect(existsSync(marker)).toBe(false);
  });

  it('rejects at creation an argv that only outgrows exec limits once placeholders are substituted (issue 31 item 7)', () => {
    // 88 KB of placeholders pass the 128 KiB check as configured; with a 45-byte project path
    // they are 180 KB, and every spawn would fail with E2BIG while the guarded call went ahead.
    const projectDir = `/tmp/${'p'.repeat(40)}`;
    const origin = { file: '/p/.lionagi/settings.yaml', line: 7 };
    const big = hook([fixture('mark.sh'), '${LIONAGI_PROJECT_DIR}'.repeat(4000)], { origin });
    expect(() => createEventDispatcher('PreToolUse', [big], { projectDir })).toThrow(
      `PreToolUse hook /p/.lionagi/settings.yaml:7: argv element 1 is 180000 bytes, over the 131072-byte limit of one exec argument (it would fail with E2BIG), once \${LIONAGI_PROJECT_DIR} is ${projectDir} and the hook environment is added`,
    );
    // The environment counts toward the 2 MiB total, as exec counts it.
    const env = { PATH: process.env.PATH, HUGE: 'x'.repeat(2_100_000) };
    expect(() =>
      createEventDispatcher('PreToolUse', [hook(respond(0), { origin })], { projectDir, env }),
    ).toThrow(
      /^PreToolUse hook \/p\/\.lionagi\/settings\.yaml:7: argv and the environment total \d+ bytes, over the 2097152-byte exec limit/,
    );
  });

  it('rejects an invalid regex matcher at creation, naming the entry', () => {
    try {
      createEventDispatcher(
        'PostToolUse',
        [hook(respond(0)), hook(respond(0), { matcher: 'Bash(' })],
        { projectDir: '/tmp' },
      );
      throw new Error('expected a throw');
    } catch (error) {
      expect(isHookError(error) && error.code).toBe('INVALID_MATCHER');
      expect((error as Error).message).toMatch(
        /^PostToolUse hook entry 1: invalid matcher "Bash\("/,
      );
    }
  });

  it('rejects an unknown event and a non-positive timeout', () => {
    expect(() =>
      createEventDispatcher('TeammateIdle' as ProfileEvent, [], { projectDir: '/tmp' }),
    ).toThrow(/unsupported hook event "TeammateIdle"/);
    expect(() =>
      createEventDispatcher('PreToolUse', [hook(respond(0), { timeoutSec: 0 })], {
        projectDir: '/tmp',
      }),
    ).toThrow('PreToolUse hook entry 0: timeout must be a positive number of seconds, got 0');
  });

  it('an envelope that cannot be serialized rejects the firing and spawns nothing', async () => {
    const dir = await tempDir();
    const marker = join(dir, 'ran');
    const dispatcher = createEventDispatcher('PreToolUse', [hook([fixture('mark.sh'), marker])], {
      projectDir: dir,
    });
    const error = await dispatcher
      .dispatch({ tool_name: 'bash', tool_input: { size: 10n } })
      .catch((e: unknown) => e);
    expect(isHookError(error) && error.code).toBe('INVALID_ENVELOPE');
    expect(existsSync(marker)).toBe(false);
  });

  it('an empty dispatcher matches nothing and decides nothing', async () => {
    const dispatcher = createEventDispatcher('PreToolUse', [], { projectDir: '/tmp' });
    expect(dispatcher.matches('bash')).toBe(false);
    expect(await dispatcher.dispatch({ tool_name: 'bash' })).toEqual({
      event: 'PreToolUse',
      decision: 'none',
      systemMessages: [],
      feedback: [],
      runs: [],
    });
  });
});
