import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadSettings } from '@lionagi/hooks-config';
import type { HookRunRecord } from '@lionagi/hooks-exec';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AsyncHookQueue } from '../src/async-hook-queue.js';
import { withAsyncEntries } from '../src/async-hooks.js';
import {
  ASYNC_HOOK_QUEUE_LIMIT,
  ASYNC_NOTE,
  createMemoryLogger,
  defineTool,
  readHookAudit,
  Session,
} from '../src/index.js';
import { alive, fixture, recorded, tempProject } from './helpers/project.js';
import { ScriptedProvider } from './helpers/scripted-provider.js';
import { type HookSpec, hookArgv, hooksYaml } from './helpers/settings.js';

const waiter = (release: string, record: string, code = '0') => [
  process.execPath,
  fixture('wait-then-record.mjs'),
  release,
  record,
  code,
];

function setup(
  hooks: (p: ReturnType<typeof tempProject>) => HookSpec[],
  calls = 1,
  onHookRun?: (run: HookRunRecord) => void,
) {
  const project = tempProject();
  project.writeSettings(hooksYaml(hooks(project)));
  const step = {
    toolCalls: Array.from({ length: calls }, (_, i) => ({
      id: `call_${i}`,
      name: 'shell',
      arguments: { command: `c${i}` },
    })),
  };
  const logger = createMemoryLogger();
  const session = new Session({
    projectDir: project.dir,
    provider: new ScriptedProvider([step, 'done']),
    env: project.env,
    logger,
    ...(onHookRun ? { onHookRun } : {}),
  });
  const branch = session.createBranch();
  const ran: string[] = [];
  branch.actions.register(
    defineTool({
      name: 'shell',
      requestSchema: z.object({ command: z.string() }),
      handler: ({ command }) => {
        ran.push(command);
        return `ran ${command}`;
      },
    }),
  );
  const audit = () => readHookAudit(`${project.home}/logs/hooks.jsonl`);
  return { project, session, branch, ran, logger, audit };
}

async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, 20));
}

describe('async advisory hooks (HK-30..HK-33)', { timeout: 30_000 }, () => {
  it('never delay the tool call: the turn finishes while the hook still waits, its envelope is the one of the event', async () => {
    let release = '';
    let record = '';
    const t = setup((p) => {
      release = p.file('release');
      record = p.file('async.jsonl');
      return [
        {
          event: 'PostToolUse',
          matcher: 'shell',
          command: waiter(release, record, '2'),
          async: true,
        },
      ];
    });
    const result = await t.branch.operate('go');
    // The turn is over, the hook is still waiting for its release: it delayed nothing.
    expect(t.ran).toEqual(['c0']);
    expect(result.actions[0]).toMatchObject({ status: 'ok', output: 'ran c0' });
    expect(existsSync(record)).toBe(false);
    writeFileSync(release, '');
    // The hook's append creates the file before it writes the line: wait for the whole line.
    await until(() => existsSync(record) && readFileSync(record, 'utf8').endsWith('\n'));
    expect(recorded(record)).toMatchObject([
      { hook_event_name: 'PostToolUse', tool_name: 'shell', tool_input: { command: 'c0' } },
    ]);
    await t.session.end();
    expect(t.logger.entries).toEqual([]);
    // Its exit-2 block was ignored (no feedback reached the turn) and is recorded as ignored.
    const lines = await t.audit();
    expect(lines).toMatchObject([
      {
        event: 'PostToolUse',
        async: true,
        outcome: 'blocked',
        decision: 'none',
        reason: 'async hook says: stop that',
      },
    ]);
  });

  it('snapshots the envelope when the event happens: a later mutation does not reach the hook', async () => {
    const project = tempProject();
    const release = project.file('release');
    const record = project.file('async.jsonl');
    project.writeSettings(
      hooksYaml([{ event: 'PostToolUse', command: waiter(release, record), async: true }]),
    );
    const settings = await loadSettings({ projectDir: project.dir, env: project.env });
    const queue = new AsyncHookQueue({ warn: () => undefined, onCrash: () => undefined });
    const runs: HookRunRecord[] = [];
    const dispatcher = withAsyncEntries('PostToolUse', settings.hooks.PostToolUse, queue, {
      projectDir: project.dir,
      env: project.env,
      onRun: (r) => runs.push(r),
    });
    const envelope = {
      hook_event_name: 'PostToolUse',
      tool_name: 'shell',
      tool_input: { command: 'ls' },
    };
    const inline = await dispatcher.dispatch(envelope);
    // The firing's result lists the async hook as handed to the background, run by nobody yet.
    expect(inline.runs).toMatchObject([
      { index: 0, async: true, matched: true, ran: false, outcome: 'not-run', skip: 'background' },
    ]);
    envelope.tool_input.command = 'rm -rf /';
    writeFileSync(release, '');
    await queue.close();
    expect(recorded(record)).toMatchObject([{ tool_input: { command: 'ls' } }]);
    expect(runs).toMatchObject([{ index: 0, async: true, outcome: 'success', decision: 'none' }]);
  });

  it('an inline hook after an async one keeps its configured position in the result and the records', async () => {
    const project = tempProject();
    const release = project.file('release');
    const record = project.file('async.jsonl');
    project.writeSettings(
      hooksYaml([
        { event: 'PostToolUse', command: waiter(release, record), async: true },
        { event: 'PostToolUse', command: hookArgv('-', 'text', 'inline ran'), matcher: 'shell' },
        { event: 'PostToolUse', command: hookArgv('-', 'text', 'never'), matcher: 'nope' },
      ]),
    );
    const settings = await loadSettings({ projectDir: project.dir, env: project.env });
    const queue = new AsyncHookQueue({ warn: () => undefined, onCrash: () => undefined });
    const runs: HookRunRecord[] = [];
    const dispatcher = withAsyncEntries('PostToolUse', settings.hooks.PostToolUse, queue, {
      projectDir: project.dir,
      env: project.env,
      onRun: (r) => runs.push(r),
    });
    const result = await dispatcher.dispatch({
      hook_event_name: 'PostToolUse',
      tool_name: 'shell',
      tool_input: { command: 'ls' },
    });
    // Before, the inline hooks were numbered among themselves (0, 1): the report looked up the
    // async hook's trust for the inline one, and the audit log named the wrong entry.
    expect(result.runs.map((r) => [r.index, r.outcome, r.skip ?? null])).toEqual([
      [0, 'not-run', 'background'],
      [1, 'success', null],
      [2, 'not-run', 'no-match'],
    ]);
    expect(result.runs[1]?.command).toEqual(settings.hooks.PostToolUse[1]?.command);
    writeFileSync(release, '');
    await queue.close();
    expect(runs.map((r) => [r.index, r.async === true, r.outcome])).toEqual([
      [1, false, 'success'],
      [2, false, 'not-run'],
      [0, true, 'success'],
    ]);
  });

  it('a failing async hook does not stop later ones; records say async and the ignored decision', async () => {
    const records: HookRunRecord[] = [];
    const t = setup(
      (p) => [
        { event: 'SessionStart', command: hookArgv('-', 'fail', 'boom'), async: true },
        {
          event: 'SessionStart',
          command: hookArgv('-', 'text', 'context the model must not see'),
          async: true,
        },
        { event: 'SessionStart', command: hookArgv(p.file('third.jsonl'), 'allow'), async: true },
      ],
      1,
      (r) => records.push(r),
    );
    const seen = t.session;
    await seen.ready();
    // All three run before the session ends: end()'s 5 s drain is not what this test is about,
    // and three node hooks can need longer than that to start on a loaded machine.
    await until(() => records.length === 3);
    await seen.end();
    expect(records.map((r) => [r.index, r.outcome])).toEqual([
      [0, 'error'],
      [1, 'success'],
      [2, 'success'],
    ]);
    for (const r of records) expect(r.notes[0]).toBe(ASYNC_NOTE);
    expect(recorded(t.project.file('third.jsonl'))).toMatchObject([
      { hook_event_name: 'SessionStart' },
    ]);
    expect(seen.sessionContext).toEqual([]);
  });

  it('a full queue drops with one warning and one audit line per drop', async () => {
    let record = '';
    const t = setup((p) => {
      record = p.file('async.jsonl');
      return [{ event: 'PostToolUse', command: hookArgv(record, 'allow'), async: true }];
    }, 3);
    await t.session.ready();
    // Fill the queue with hooks that wait, so the next real ones find it full.
    let open: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      open = r;
    });
    const waiting = { run: () => gate, drop: () => undefined };
    t.session.asyncHooks.push(waiting);
    await new Promise((r) => setImmediate(r));
    for (let i = 0; i < ASYNC_HOOK_QUEUE_LIMIT; i++)
      expect(t.session.asyncHooks.push(waiting)).toBe(true);
    expect(t.session.asyncHooks.pending).toBe(ASYNC_HOOK_QUEUE_LIMIT);
    await t.branch.operate('go');
    expect(t.ran).toEqual(['c0', 'c1', 'c2']);
    const warnings = t.logger.entries.filter((e) => e.message.includes('falling behind'));
    expect(warnings).toEqual([
      {
        level: 'warn',
        message: `async hooks are falling behind: the background queue holds ${ASYNC_HOOK_QUEUE_LIMIT} hooks, so new ones are dropped (each drop is in the audit log)`,
      },
    ]);
    const drops = await t.audit();
    expect(drops).toHaveLength(3);
    for (const d of drops)
      expect(d).toMatchObject({
        event: 'PostToolUse',
        async: true,
        ran: false,
        outcome: 'skipped',
        reason: `dropped: the async hook queue is full (${ASYNC_HOOK_QUEUE_LIMIT} waiting)`,
      });
    open();
    await t.session.close();
    expect(recorded(record)).toEqual([]);
  });

  it('end lets queued hooks finish for a bounded time, then kills the running one (no process left)', async () => {
    let pidFile = '';
    let record = '';
    let release = '';
    const t = setup((p) => {
      pidFile = p.file('pids');
      record = p.file('waited.jsonl');
      release = p.file('release');
      return [
        { event: 'PostToolUse', command: waiter(release, record), async: true },
        {
          event: 'PostToolUse',
          command: [fixture('stubborn.sh'), pidFile],
          async: true,
          timeout: 600,
        },
      ];
    });
    await t.branch.operate('go');
    // The turn is over; the first hook waits for its release, the stubborn one is still queued.
    expect(existsSync(pidFile)).toBe(false);
    const ended = t.session.end();
    writeFileSync(release, '');
    await until(() => existsSync(pidFile));
    const pids = readFileSync(pidFile, 'utf8').trim().split(' ').map(Number);
    for (const pid of pids) expect(await alive(pid)).toBe(true);
    await ended;
    // The queued hook ran and finished within the grace; the stubborn one was killed, whole tree.
    expect(recorded(record)).toHaveLength(1);
    for (const pid of pids) expect(await alive(pid)).toBe(false);
    const lines = await t.audit();
    expect(lines.map((l) => [l.outcome, l.async])).toEqual([
      ['success', true],
      ['error', true],
    ]);
  });

  it('close (the owner stops) kills a running async hook at once and drops the queued ones, audited', async () => {
    let pidFile = '';
    const t = setup((p) => {
      pidFile = p.file('pids');
      return [
        {
          event: 'PostToolUse',
          command: [fixture('stubborn.sh'), pidFile],
          async: true,
          timeout: 600,
        },
        { event: 'PostToolUse', command: hookArgv(p.file('never.jsonl'), 'allow'), async: true },
      ];
    });
    await t.branch.operate('go');
    await until(() => existsSync(pidFile));
    const pids = readFileSync(pidFile, 'utf8').trim().split(' ').map(Number);
    await t.session.close('interrupted');
    for (const pid of pids) expect(await alive(pid)).toBe(false);
    expect(recorded(t.project.file('never.jsonl'))).toEqual([]);
    expect((await t.audit()).map((l) => [l.outcome, l.reason])).toEqual([
      ['error', expect.stringContaining('aborted')],
      ['skipped', 'dropped: the session closed before this async hook ran'],
    ]);
  });
});
