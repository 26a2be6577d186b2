import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type ApprovalRequest, readTranscript } from '../src/index.js';
import { recorded, tempProject } from './helpers/project.js';
import { callStep } from './helpers/scripted-provider.js';
import { hookArgv } from './helpers/settings.js';
import { v2Host } from './helpers/v2-host.js';

const ASK = JSON.stringify({
  hookSpecificOutput: { permissionDecision: 'ask', permissionDecisionReason: 'looks risky' },
});
const answer = (behavior: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ hookSpecificOutput: { decision: { behavior, ...extra } } });

/** A v2 host with a PreToolUse `ask` on `touch`, the given approver and PermissionRequest hooks. */
function asking(approve: (r: ApprovalRequest) => Promise<boolean>, permissionOutput?: string) {
  const project = tempProject();
  const record = project.file('events.jsonl');
  const marker = project.file('touched');
  const specs = [
    { event: 'PreToolUse', matcher: 'touch', command: hookArgv('-', 'json', ASK) },
    { event: 'Notification', command: hookArgv(record, 'allow') },
    ...(permissionOutput === undefined
      ? []
      : [{ event: 'PermissionRequest', command: hookArgv(record, 'json', permissionOutput) }]),
  ];
  const steps = [callStep('c1', 'touch', { path: marker }), 'done'];
  const host = v2Host(project, specs, steps, '', { approver: approve });
  return { ...host, record, marker };
}

/** A v2 host whose PreToolUse chain on `touch` is an `ask` then `after` (recording); the approver says yes. */
function askThen(after: string) {
  const project = tempProject();
  const record = project.file('events.jsonl');
  const marker = project.file('touched');
  const asked: ApprovalRequest[] = [];
  const specs = [
    { event: 'PreToolUse', matcher: 'touch', command: hookArgv('-', 'json', ASK) },
    { event: 'PreToolUse', matcher: 'touch', command: hookArgv(record, 'json', after) },
    { event: 'Notification', command: hookArgv(record, 'allow') },
  ];
  const approver = async (request: ApprovalRequest) => {
    asked.push(request);
    return true;
  };
  const steps = [callStep('c1', 'touch', { path: marker }), 'done'];
  return { ...v2Host(project, specs, steps, '', { approver }), project, record, marker, asked };
}

const permissions = async (path: string) =>
  (await readTranscript(path)).filter((e) => e.type === 'permission').map((e) => e.decided_by);

describe('the approval flow of an `ask` on a host with an approver (profile v2)', () => {
  it('asks the approver with the reason and input after Notification; true runs the call', async () => {
    const asked: ApprovalRequest[] = [];
    const host = asking(async (request) => {
      asked.push(request);
      return true;
    });
    const result = await host.branch.react('Touch it');
    expect(result.actions[0]?.status).toBe('ok');
    expect(existsSync(host.marker)).toBe(true);
    expect(asked).toMatchObject([
      { toolName: 'touch', toolUseId: 'c1', input: { path: host.marker }, reason: 'looks risky' },
    ]);
    expect(recorded(host.record)).toMatchObject([
      { hook_event_name: 'Notification', notification_type: 'permission_prompt' },
    ]);
    await host.session.end();
    expect(await permissions(host.session.transcriptPath)).toEqual(['user-allow']);
  });

  it('false, or an approver that throws, denies naming the hook reason', async () => {
    for (const approve of [
      async () => false,
      async (): Promise<boolean> => Promise.reject(new Error('tty gone')),
    ]) {
      const host = asking(approve);
      const result = await host.branch.react('Touch it');
      expect(result.actions[0]).toMatchObject({
        status: 'denied',
        reason: 'the user denied touch (a hook asked: looks risky)',
      });
      expect(existsSync(host.marker)).toBe(false);
      await host.session.end();
    }
  });

  it('a PermissionRequest allow (with updatedInput) or deny answers instead of the user', async () => {
    const never = async () => {
      throw new Error('the user must not be asked');
    };
    const project = tempProject();
    const other = project.file('elsewhere');
    const allow = asking(never, answer('allow', { updatedInput: { path: other } }));
    const allowed = await allow.branch.react('Touch it');
    expect(allowed.actions[0]).toMatchObject({ status: 'ok', finalInput: { path: other } });
    expect(existsSync(other)).toBe(true);
    const events = recorded(allow.record).map((e) => e.hook_event_name);
    expect(events).toEqual(['PermissionRequest']);
    await allow.session.end();
    expect(await permissions(allow.session.transcriptPath)).toEqual(['hook-allow']);

    const deny = asking(never, answer('deny', { message: 'not on Fridays' }));
    const denied = await deny.branch.react('Touch it');
    expect(denied.actions[0]).toMatchObject({ status: 'denied', reason: 'not on Fridays' });
    await deny.session.end();
    expect(await permissions(deny.session.transcriptPath)).toEqual(['hook-deny']);
  });

  it('an ask does not end the chain: a later deny wins and nobody is asked (Dv1-7)', async () => {
    const deny = JSON.stringify({
      hookSpecificOutput: { permissionDecision: 'deny', permissionDecisionReason: 'no touching' },
    });
    const host = askThen(deny);
    const result = await host.branch.react('Touch it');
    expect(result.actions[0]).toMatchObject({ status: 'denied', reason: 'no touching' });
    expect(existsSync(host.marker)).toBe(false);
    expect(host.asked).toEqual([]);
    expect(recorded(host.record).map((e) => e.hook_event_name)).toEqual(['PreToolUse']);
    await host.session.end();
    expect(await permissions(host.session.transcriptPath)).toEqual([]);
  });

  it('a rewrite after an ask is what the user is asked about, and what runs once approved', async () => {
    const probe = tempProject();
    const other = probe.file('elsewhere');
    const rewrite = JSON.stringify({
      hookSpecificOutput: { permissionDecision: 'allow', updatedInput: { path: other } },
    });
    const host = askThen(rewrite);
    const result = await host.branch.react('Touch it');
    expect(host.asked).toMatchObject([{ input: { path: other }, reason: 'looks risky' }]);
    expect(result.actions[0]).toMatchObject({ status: 'ok', finalInput: { path: other } });
    expect([existsSync(host.marker), existsSync(other)]).toEqual([false, true]);
    await host.session.end();
  });

  it('without an approver (headless) ask denies with the D5 reason and nothing is asked', async () => {
    const project = tempProject();
    const record = project.file('events.jsonl');
    const host = v2Host(
      project,
      [
        { event: 'PreToolUse', command: hookArgv('-', 'json', ASK) },
        { event: 'PermissionRequest', command: hookArgv(record, 'json', answer('allow')) },
      ],
      [callStep('c1', 'touch', { path: project.file('t') }), 'done'],
    );
    const result = await host.branch.react('Touch it');
    expect(result.actions[0]?.status).toBe('denied');
    expect(result.actions[0]?.reason).toContain('failing closed');
    expect(recorded(record)).toEqual([]);
    await host.session.end();
  });
});
