import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { loadSettings } from '@lionagi/hooks-config';
import { processesInDir } from '@lionagi/hooks-exec/testing';
import { PROFILE_EVENTS, type ProfileEvent } from '@lionagi/hooks-profile';
import {
  ASYNC_HOOK_DRAIN_MS,
  AsyncHookQueue,
  createHookHost,
  createMemoryLogger,
  type EnvelopeSession,
  notificationEnvelope,
  permissionRequestEnvelope,
  postCompactEnvelope,
  postToolBatchEnvelope,
  postToolUseEnvelope,
  postToolUseFailureEnvelope,
  preCompactEnvelope,
  preToolUseEnvelope,
  sessionEndEnvelope,
  sessionStartEnvelope,
  stopEnvelope,
  stopFailureEnvelope,
  subagentStartEnvelope,
  subagentStopEnvelope,
  userPromptSubmitEnvelope,
} from '@lionagi/runtime';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ROWS, type Row } from '../src/index.js';
import { makeProject, readJsonl, removeProjects, runNode } from './support/run-row.js';

// One hook host (issue 32): every row's settings, fired with li-agent's envelope of each event it
// configures, through the runtime's host (as li-agent's Session assembles it) and through
// `li hooks run --json` in a twin project. The answers and the audit records must be the same.
const liBin = inject('liBin');
const sdkHooks = inject('sdkHooks');
afterAll(removeProjects);

const SESSION = 'host-parity-session';
/** li-agent's `bash` in the other vocabularies (its registry entry). */
const BASH_NAMES = { claude: 'Bash', codex: 'Bash' };
const call = { callId: 'call_1', toolName: 'bash', input: { command: 'touch ran.marker' } };
const agent = { agentId: 'a0123456789abcdef', agentType: 'general-purpose', turnId: 'turn_1' };

function envelopeOf(event: ProfileEvent, dir: string): Record<string, unknown> {
  const s: EnvelopeSession = {
    id: SESSION,
    projectDir: dir,
    transcriptPath: join(dir, 'transcript.jsonl'),
    permissionMode: 'default',
    model: 'scripted',
  };
  const envelopes: Record<ProfileEvent, () => object> = {
    SessionStart: () => sessionStartEnvelope(s, 'startup'),
    SessionEnd: () => sessionEndEnvelope(s, 'other'),
    UserPromptSubmit: () => userPromptSubmitEnvelope(s, 'hello', 'turn_1'),
    PreToolUse: () => preToolUseEnvelope(s, call),
    PostToolUse: () => postToolUseEnvelope(s, { ...call, response: 'ok', durationMs: 5 }),
    PostToolUseFailure: () =>
      postToolUseFailureEnvelope(s, { ...call, error: 'exit code 3', durationMs: 5 }),
    Stop: () =>
      stopEnvelope(s, { turnId: 'turn_1', lastAssistantMessage: 'done', stopHookActive: false }),
    PermissionRequest: () => permissionRequestEnvelope(s, call),
    Notification: () => notificationEnvelope(s, 'permission_prompt', 'needs approval'),
    SubagentStart: () => subagentStartEnvelope(s, agent),
    SubagentStop: () =>
      subagentStopEnvelope(s, { ...agent, lastAssistantMessage: 'done', stopHookActive: false }),
    PreCompact: () => preCompactEnvelope(s, { trigger: 'auto', customInstructions: null }),
    PostCompact: () => postCompactEnvelope(s, { trigger: 'auto', summary: 'summary' }),
    PostToolBatch: () =>
      postToolBatchEnvelope(s, {
        turnId: 'turn_1',
        calls: [{ callId: 'call_1', toolName: 'bash', input: call.input, response: 'ok' }],
      }),
    StopFailure: () => stopFailureEnvelope(s, { turnId: 'turn_1', error: new Error('boom') }),
  };
  return envelopes[event]() as Record<string, unknown>;
}

/** A twin project of the row, with its `before` commands run. */
async function twin(row: Row) {
  const project = makeProject(row.run, sdkHooks);
  for (const args of row.run.before ?? []) {
    const r = await runNode(liBin, args, project.dir, project.env);
    expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
  }
  return project;
}

/** `value` with the twin's temp root (project, home) as `{root}`. */
function neutral(value: unknown, dir: string): unknown {
  return JSON.parse(JSON.stringify(value).replaceAll(dirname(dir), '{root}'));
}

/** The audit lines without what varies between two runs (time, duration). */
function audit(home: string, dir: string): unknown {
  const lines = readJsonl(join(home, 'logs', 'hooks.jsonl'));
  return neutral(
    lines.map(({ ts: _ts, duration_ms: _ms, ...line }) => line),
    dir,
  );
}

/** Waits until no process runs in `dir` (hooks, and `li hooks run`'s background worker). */
async function settled(dir: string): Promise<void> {
  while (processesInDir(dir).length > 0) await new Promise((r) => setTimeout(r, 20));
}

const ANSWER_KEYS = [
  'decision',
  'reason',
  'updated_input',
  'additional_context',
  'system_messages',
  'feedback',
  'stop',
] as const;

/** The rows a bridge can fire: li-agent rows on a scripted model, no loopback servers. */
const rows = ROWS.filter(
  (r) =>
    r.run.li === undefined &&
    r.run.provider !== 'fake-anthropic' &&
    !`${r.run.settings}${r.run.userSettings ?? ''}`.includes('{{'),
);

describe.concurrent('one hook host: the runtime and li hooks run answer and record alike', () => {
  it.each(rows.map((row) => [row.id, row] as const))('%s', { timeout: 60_000 }, async (_, row) => {
    const runtime = await twin(row);
    const bridge = await twin(row);
    const loaded = await loadSettings({
      projectDir: runtime.dir,
      env: runtime.env,
      hostEvents: PROFILE_EVENTS,
    }).catch((error: Error) => error);
    if (loaded instanceof Error) {
      const input = join(bridge.dir, '..', 'PreToolUse.json');
      await writeFile(input, JSON.stringify(envelopeOf('PreToolUse', bridge.dir)));
      const args = ['hooks', 'run', 'PreToolUse', '--json', '--input', input];
      const li = await runNode(liBin, args, bridge.dir, bridge.env);
      expect(li.code).toBe(1);
      expect(neutral(li.stderr, bridge.dir)).toContain(
        neutral(loaded.message.split('\n')[0], runtime.dir),
      );
      return;
    }
    const events = PROFILE_EVENTS.filter((e) => (loaded.hooks[e] ?? []).length > 0);
    for (const event of events) {
      const queue = new AsyncHookQueue({ warn: () => undefined, onCrash: () => undefined });
      const host = createHookHost({
        settings: loaded,
        env: runtime.env,
        sessionId: SESSION,
        asyncHooks: queue,
        logger: createMemoryLogger(),
      });
      const tool = event.includes('Tool') || event === 'PermissionRequest';
      const result = await host.dispatchers[event].dispatch(
        envelopeOf(event, runtime.dir),
        tool ? { harnessNames: BASH_NAMES } : {},
      );
      await queue.close(ASYNC_HOOK_DRAIN_MS);
      host.close();
      const expected = {
        decision: result.decision,
        reason: result.reason ?? null,
        updated_input: result.updatedInput ?? null,
        additional_context: result.additionalContext ?? null,
        system_messages: result.systemMessages,
        feedback: result.feedback,
        stop: result.stop ?? null,
      };

      const input = join(bridge.dir, '..', `${event}.json`);
      await writeFile(input, JSON.stringify(envelopeOf(event, bridge.dir)));
      const args = ['hooks', 'run', event, '--json', '--input', input];
      const li = await runNode(liBin, args, bridge.dir, bridge.env);
      await settled(bridge.dir);
      const report = JSON.parse(li.stdout) as Record<string, unknown>;
      const answer = Object.fromEntries(ANSWER_KEYS.map((k) => [k, report[k]]));
      expect(neutral(answer, bridge.dir), event).toEqual(neutral(expected, runtime.dir));
      expect(li.code, event).toBe(result.decision === 'deny' ? 2 : 0);
    }
    expect(audit(bridge.home, bridge.dir)).toEqual(audit(runtime.home, runtime.dir));
  });
});
