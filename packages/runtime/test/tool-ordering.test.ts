import { readFileSync } from 'node:fs';
import { INPUT_SCHEMAS } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineTool, FunctionCalling, readHookAudit, Session } from '../src/index.js';
import { recorded, tempProject } from './helpers/project.js';
import { callStep, ScriptedProvider, type ScriptStep } from './helpers/scripted-provider.js';
import { type HookSpec, hookArgv, hooksYaml, rewriteOutput } from './helpers/settings.js';

const Shell = z.object({ command: z.string() });

function setup(hooks: (record: string) => HookSpec[], steps: ScriptStep[]) {
  const project = tempProject();
  const record = project.file('hooks.jsonl');
  project.writeSettings(hooksYaml(hooks(record)));
  const provider = new ScriptedProvider(steps);
  const session = new Session({ projectDir: project.dir, provider, env: project.env });
  const branch = session.createBranch();
  const log: string[] = [];
  branch.actions.register(
    defineTool({
      name: 'shell',
      requestSchema: Shell,
      handler: ({ command }) => {
        log.push(`tool:${command}`);
        if (command.startsWith('fail')) throw new Error(`command failed: ${command}`);
        return `ran ${command}`;
      },
      preprocessors: [(args) => void log.push(`user-pre:${String(args.command)}`)],
      securityPre: (args) => void log.push(`security-pre:${String(args.command)}`),
    }),
  );
  return { project, record, provider, session, branch, log };
}

describe.concurrent('ActionManager.invoke with external hooks (real processes)', {
  timeout: 30_000,
}, () => {
  it('an external PreToolUse rewrite runs first: securityPre and the tool see the rewritten input', async () => {
    const t = setup(
      (rec) => [
        {
          event: 'PreToolUse',
          matcher: 'shell',
          command: hookArgv(rec, 'json', rewriteOutput({ command: 'ls --dry-run' })),
        },
      ],
      [callStep('call_1', 'shell', { command: 'ls' })],
    );
    const result = await t.branch.operate('List files');
    expect(t.log).toEqual([
      'user-pre:ls --dry-run',
      'security-pre:ls --dry-run',
      'tool:ls --dry-run',
    ]);
    expect(result.actions[0]).toMatchObject({
      status: 'ok',
      input: { command: 'ls' },
      finalInput: { command: 'ls --dry-run' },
      output: 'ran ls --dry-run',
    });
    const [envelope] = recorded(t.record);
    const pre = INPUT_SCHEMAS.PreToolUse.parse(envelope);
    expect(pre).toMatchObject({
      tool_name: 'shell',
      tool_input: { command: 'ls' },
      tool_use_id: 'call_1',
      harness: 'lionagi',
      cwd: t.project.dir,
      permission_mode: 'default',
      model: 'scripted-model',
    });
    expect(pre.turn_id).toEqual(expect.any(String));
    await t.session.end();
  });

  it('revalidation rejects an external rewrite that breaks the request schema', async () => {
    const t = setup(
      (rec) => [
        {
          event: 'PreToolUse',
          matcher: 'shell',
          command: hookArgv(rec, 'json', rewriteOutput({ cmd: 1 })),
        },
      ],
      [callStep('call_1', 'shell', { command: 'ls' })],
    );
    const result = await t.branch.operate('List files');
    expect(result.actions[0]).toMatchObject({ status: 'denied', deniedBy: 'validation' });
    expect(result.actions[0]?.reason).toBe(
      'arguments of tool "shell" failed validation after rewrites:\n✖ Invalid input: expected string, received undefined\n  → at command',
    );
    expect(t.log.filter((l) => l.startsWith('tool:'))).toEqual([]);
    const toolMessage = t.branch.messages.find((m) => m.kind === 'action_response');
    expect(toolMessage?.content).toMatch(/^denied: arguments of tool "shell" failed validation/);
    await t.session.end();
  });

  it('an external deny (exit 2) never runs the tool nor the spec chain; the reason is the stderr', async () => {
    const t = setup(
      (rec) => [
        {
          event: 'PreToolUse',
          matcher: 'shell',
          command: hookArgv(rec, 'deny', 'rm is not allowed here'),
        },
      ],
      [callStep('call_1', 'shell', { command: 'rm -rf /' })],
    );
    const result = await t.branch.operate('Clean up');
    expect(result.actions[0]).toMatchObject({
      status: 'denied',
      deniedBy: 'layer',
      reason: 'rm is not allowed here',
    });
    expect(t.log).toEqual([]);
    await t.session.end();
  });

  it('a PostToolUse block appears as a system-visible message the model sees next round', async () => {
    const block = { decision: 'block', reason: 'output mentions a secret path' };
    const t = setup(
      (rec) => [{ event: 'PostToolUse', matcher: 'shell', command: hookArgv(rec, 'json', block) }],
      [callStep('call_1', 'shell', { command: 'cat notes' }), 'noted'],
    );
    const result = await t.branch.react('Read notes');
    expect(result.actions[0]?.feedback).toEqual(['output mentions a secret path']);
    const note = t.branch.messages.find((m) => m.kind === 'hook_feedback');
    expect(note).toMatchObject({
      role: 'system',
      content: 'PostToolUse hook feedback on shell (call_1): output mentions a secret path',
    });
    expect(t.provider.requests[1]?.messages).toContainEqual({
      role: 'system',
      content: note?.content,
    });
    const post = INPUT_SCHEMAS.PostToolUse.parse(recorded(t.record)[0]);
    expect(post).toMatchObject({ tool_response: 'ran cat notes', tool_use_id: 'call_1' });
    await t.session.end();
  });

  it('a thrown tool error fires PostToolUseFailure with the error text', async () => {
    const t = setup(
      (rec) => [
        { event: 'PostToolUseFailure', matcher: 'shell', command: hookArgv(rec, 'allow') },
        { event: 'PostToolUse', matcher: 'shell', command: hookArgv(rec, 'allow') },
      ],
      [callStep('call_1', 'shell', { command: 'fail now' })],
    );
    const result = await t.branch.operate('Try');
    expect(result.actions[0]).toMatchObject({ status: 'error', error: 'command failed: fail now' });
    const envelopes = recorded(t.record);
    expect(envelopes.map((e) => e.hook_event_name)).toEqual(['PostToolUseFailure']);
    expect(INPUT_SCHEMAS.PostToolUseFailure.parse(envelopes[0])).toMatchObject({
      error: 'command failed: fail now',
      tool_input: { command: 'fail now' },
    });
    await t.session.end();
  });

  it('documented limit: a directly constructed FunctionCalling bypasses the external hooks', async () => {
    const t = setup(
      (rec) => [
        {
          event: 'PreToolUse',
          matcher: 'shell',
          command: hookArgv(rec, 'deny', 'never run shell'),
        },
      ],
      [],
    );
    await t.session.ready();
    const tool = t.branch.actions.get('shell');
    if (!tool) throw new Error('shell tool missing');
    const outcome = await new FunctionCalling(tool, { command: 'whoami' }).invoke();
    expect(outcome).toMatchObject({ status: 'ok', output: 'ran whoami' });
    expect(recorded(t.record)).toEqual([]);
    const viaManager = await t.branch.act([
      { id: 'c2', name: 'shell', arguments: { command: 'whoami' } },
    ]);
    expect(viaManager[0]).toMatchObject({ status: 'denied', reason: 'never run shell' });
    expect(recorded(t.record)).toHaveLength(1);
    await t.session.end();
  });

  it('appends every hook run to $LIONAGI_HOME/logs/hooks.jsonl', async () => {
    const t = setup(
      (rec) => [
        { event: 'PreToolUse', matcher: 'shell', command: hookArgv(rec, 'deny', 'audited denial') },
      ],
      [callStep('call_1', 'shell', { command: 'ls' })],
    );
    await t.branch.operate('List');
    await t.session.end();
    const path = `${t.project.home}/logs/hooks.jsonl`;
    const [line] = await readHookAudit(path);
    expect(line).toMatchObject({
      session_id: t.session.id,
      event: 'PreToolUse',
      command: hookArgv(t.record, 'deny', 'audited denial'),
      tier: 'project',
      outcome: 'blocked',
      decision: 'deny',
      reason: 'audited denial',
      exit_code: 2,
      timed_out: false,
    });
    expect(line?.origin?.file).toBe(`${t.project.dir}/.lionagi/settings.yaml`);
    expect(readFileSync(path, 'utf8').trim().split('\n')).toHaveLength(1);
  });
});
