import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CODEX_PERMISSION_REWRITE_DENIED } from '@lionagi/hooks-harness';
import { GROUND_TRUTH_DIR } from '@lionagi/vitest-config';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { makeProject, recordedEnvelope } from './fixtures/inspect/project.js';
import { runLi } from './helpers/run-li.js';

// The profile v2 events through `li hooks run --emit claude|codex`, with real captured envelopes
// (Claude Code 2.1.328, Codex 0.169.0) and real fixture hooks. Every Codex answer is also checked
// against the output schema embedded in codex-cli 0.169.0 (additionalProperties: false: one
// unknown field and Codex would fail the hook, and the turn would end unchecked).
// A guard's timeout: 1 s for the one that never answers (sleep.sh), else ample under load.
const entry = (event: string, guard: string) => `  ${event}:
    - hooks:
        - type: command
          command: ["\${LIONAGI_PROJECT_DIR}/guards/${guard}"]
          timeout: ${guard === 'sleep.sh' ? 1 : 30}
`;
const settings = (...entries: string[]) => `hooks_external:\n${entries.join('')}`;
const line = (value: unknown) => `${JSON.stringify(value)}\n`;

const GROUND_TRUTH = join(GROUND_TRUTH_DIR, 'codex', 'schemas');
const ajv = new Ajv({ strict: false });
async function codexValid(slug: string, stdout: string): Promise<boolean> {
  const schema = JSON.parse(
    await readFile(join(GROUND_TRUTH, `${slug}.command.output.schema.json`), 'utf8'),
  );
  return ajv.validate(schema, JSON.parse(stdout)) as boolean;
}

const envelope = async (name: string, patch: Record<string, unknown> = {}) =>
  JSON.stringify({ ...(await recordedEnvelope(name)), ...patch });
const claudeStop = (patch?: Record<string, unknown>) => envelope('claude-code-Stop.json', patch);
const codexStop = (patch?: Record<string, unknown>) => envelope('codex-Stop.json', patch);
const STOP_CLAUDE = ['hooks', 'run', 'Stop', '--emit', 'claude'];
const STOP_CODEX = ['hooks', 'run', 'Stop', '--emit', 'codex'];

describe.concurrent('li hooks run Stop --emit claude|codex', { timeout: 60_000 }, () => {
  it('a test gate keeps Claude Code going with decision:block until its marker exists, then lets it stop', async () => {
    const project = await makeProject(settings(entry('Stop', 'stop-gate.mjs')));
    const blocked = await project.li(STOP_CLAUDE, await claudeStop());
    expect(blocked).toEqual({
      code: 0,
      stdout: line({
        decision: 'block',
        reason: 'tests have not passed yet: run them and fix what fails',
      }),
      stderr: '',
    });
    await writeFile(join(project.dir, 'tests-passed.marker'), '');
    expect(await project.li(STOP_CLAUDE, await claudeStop({ stop_hook_active: true }))).toEqual({
      code: 0,
      stdout: '',
      stderr: '',
    });
  });

  it("answers a hook's exit 2 as JSON (the reason without the hook's command, Dv2-3), context and continue:false in Claude Code's form", async () => {
    const exit2 = await makeProject(settings(entry('Stop', 'stop-exit2.sh')));
    expect(await exit2.li(STOP_CLAUDE, await claudeStop())).toEqual({
      code: 0,
      stdout: line({ decision: 'block', reason: 'lint is failing: fix it before you stop' }),
      stderr: '',
    });
    const gate = await makeProject(settings(entry('Stop', 'stop-gate.mjs')));
    const context = await gate.li(
      STOP_CLAUDE,
      await claudeStop({ last_assistant_message: 'done STOP_CONTEXT' }),
    );
    expect(context.stdout).toBe(
      line({
        hookSpecificOutput: { hookEventName: 'Stop', additionalContext: 'remember the changelog' },
      }),
    );
    const prevent = await gate.li(
      STOP_CLAUDE,
      await claudeStop({ last_assistant_message: 'done STOP_PREVENT' }),
    );
    expect(prevent).toEqual({
      code: 0,
      stdout: line({ continue: false, stopReason: 'the gate ends this session' }),
      stderr: '',
    });
  });

  it('answers Codex with schema-valid outputs only: block + reason, context inside the reason', async () => {
    const gate = await makeProject(settings(entry('Stop', 'stop-gate.mjs')));
    const blocked = await gate.li(STOP_CODEX, await codexStop());
    expect(blocked).toEqual({
      code: 0,
      stdout: line({
        decision: 'block',
        reason: 'tests have not passed yet: run them and fix what fails',
      }),
      stderr: '',
    });
    const context = await gate.li(
      STOP_CODEX,
      await codexStop({ last_assistant_message: 'STOP_CONTEXT' }),
    );
    expect(context.stdout).toBe(
      line({ decision: 'block', reason: 'Stop hook additional context: remember the changelog' }),
    );
    const prevent = await gate.li(
      STOP_CODEX,
      await codexStop({ last_assistant_message: 'STOP_PREVENT' }),
    );
    expect(prevent.stdout).toBe(
      line({ continue: false, stopReason: 'the gate ends this session' }),
    );
    for (const r of [blocked, context, prevent])
      expect(await codexValid('stop', r.stdout)).toBe(true);
    await writeFile(join(gate.dir, 'tests-passed.marker'), '');
    expect((await gate.li(STOP_CODEX, await codexStop())).stdout).toBe('');
  });

  it('caps continuations per prompt (Dv2-2): one more block ends the turn with continue:false; a new prompt starts again', async () => {
    const project = await makeProject(settings(entry('Stop', 'stop-exit2.sh')));
    const args = [...STOP_CLAUDE, '--max-stop-continuations', '2'];
    // Claude Code changes nothing but stop_hook_active between firings of one prompt.
    const fire = async (active: boolean, prompt = 'p1') =>
      (await project.li(args, await claudeStop({ stop_hook_active: active, prompt_id: prompt })))
        .stdout;
    const block = line({ decision: 'block', reason: 'lint is failing: fix it before you stop' });
    expect(await fire(false)).toBe(block);
    expect(await fire(true)).toBe(block);
    const limit = line({
      continue: false,
      stopReason:
        'stop_hook_limit: LionAGI Stop hooks kept this prompt going 2 times, the most the profile allows (Dv2-2); the last reason: lint is failing: fix it before you stop',
    });
    expect(await fire(true)).toBe(limit);
    expect(await fire(true)).toBe(limit);
    // The next prompt (stop_hook_active false again) gets its own continuations.
    expect(await fire(false, 'p2')).toBe(block);
  });

  // Apart from the test above: twelve li runs in one test outlasted its ceiling on a loaded box.
  it("the default cap is li-agent's 5: five continuations, then the end (Codex)", async () => {
    const project = await makeProject(settings(entry('Stop', 'stop-exit2.sh')));
    const codex = [];
    for (let i = 0; i < 7; i++) {
      // Whatever the turn id does between continuations, the count holds.
      const stop = await codexStop({ stop_hook_active: i > 0, turn_id: `turn-${i}` });
      const r = await project.li(STOP_CODEX, stop);
      codex.push(JSON.parse(r.stdout).decision ?? 'end');
    }
    expect(codex).toEqual(['block', 'block', 'block', 'block', 'block', 'end', 'end']);
  });

  it('a Stop hook that cannot answer (timeout, Dv2-1) ends the turn, never continues it', async () => {
    const project = await makeProject(settings(entry('Stop', 'sleep.sh')));
    for (const [args, stop] of [
      [STOP_CLAUDE, await claudeStop()],
      [STOP_CODEX, await codexStop()],
    ] as const) {
      const r = await project.li([...args], stop);
      expect(r.code).toBe(0);
      const out = JSON.parse(r.stdout);
      expect(Object.keys(out)).toEqual(['continue', 'stopReason']);
      expect(out.continue).toBe(false);
      expect(out.stopReason).toMatch(
        /^stop_hook_failed: a LionAGI Stop hook could not answer \(.*timed out.*\); the turn ends here \(Dv2-1\)$/,
      );
    }
  });

  it('when li cannot run the Stop hooks at all it ends the turn at exit 0, where exit 2 would keep the harness going', async () => {
    const broken = await makeProject('hooks_external:\n  Stop: [ {hooks: [ ]\n');
    const r = await broken.li(STOP_CLAUDE, await claudeStop());
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^li hooks run: .*\(Stop: ending the turn, continue: false\)\n$/);
    const out = JSON.parse(r.stdout);
    expect(out.continue).toBe(false);
    expect(out.stopReason).toMatch(/^stop_hook_failed: LionAGI could not run its Stop hooks \(/);

    const gate = await makeProject(settings(entry('Stop', 'stop-gate.mjs')));
    const foreign = await gate.li(STOP_CODEX, await envelope('codex-PreToolUse.json'));
    expect(foreign.code).toBe(0);
    expect(JSON.parse(foreign.stdout)).toEqual({
      continue: false,
      stopReason: expect.stringContaining(
        'the input envelope is for "PreToolUse" (hook_event_name) but the event is Stop',
      ),
    });
    expect(await codexValid('stop', foreign.stdout)).toBe(true);

    // The bridge run as a LionAGI hook (LIONAGI_IN_HOOK set): refused, and the turn ends.
    const nested = await runLi(STOP_CLAUDE, {
      cwd: gate.dir,
      env: { ...gate.env, LIONAGI_IN_HOOK: '1' },
      input: await claudeStop(),
    });
    expect(nested.code).toBe(0);
    expect(JSON.parse(nested.stdout).stopReason).toMatch(
      /^stop_hook_failed: LionAGI could not run its Stop hooks \(refusing to run inside a LionAGI hook/,
    );
  });

  it("answers SubagentStop with Stop's arbitration for the subagent (profile v3): block, capped, then the end; per agent_id", async () => {
    const project = await makeProject(settings(entry('SubagentStop', 'stop-exit2.sh')));
    const block = line({ decision: 'block', reason: 'lint is failing: fix it before you stop' });
    for (const [emit, file] of [
      ['claude', 'claude-code-SubagentStop.json'],
      ['codex', 'codex-SubagentStop.json'],
    ] as const) {
      const args = [
        'hooks',
        'run',
        'SubagentStop',
        '--emit',
        emit,
        '--max-stop-continuations',
        '1',
      ];
      const fire = async (active: boolean, agent = `${emit}-agent-1`) =>
        (
          await project.li(
            args,
            await envelope(file, { stop_hook_active: active, agent_id: agent }),
          )
        ).stdout;
      expect(await fire(false)).toBe(block);
      const limit = await fire(true);
      expect(JSON.parse(limit)).toEqual({
        continue: false,
        stopReason:
          'stop_hook_limit: LionAGI SubagentStop hooks kept this subagent going 1 times, the most the profile allows (Dv2-2); the last reason: lint is failing: fix it before you stop',
      });
      // Another subagent of the same session has its own count.
      expect(await fire(false, `${emit}-agent-2`)).toBe(block);
      if (emit === 'codex') {
        expect(await codexValid('subagent-stop', block)).toBe(true);
        expect(await codexValid('subagent-stop', limit)).toBe(true);
      }
    }
  });

  it('answers a PreCompact block in the form each harness honours (C-10): Claude Code decision:block, Codex continue:false', async () => {
    const project = await makeProject(settings(entry('PreCompact', 'stop-exit2.sh')));
    const reason = 'lint is failing: fix it before you stop';
    const claude = await project.li(
      ['hooks', 'run', 'PreCompact', '--emit', 'claude'],
      await envelope('claude-code-PreCompact.json'),
    );
    expect(claude).toEqual({ code: 0, stdout: line({ decision: 'block', reason }), stderr: '' });
    const codex = await project.li(
      ['hooks', 'run', 'PreCompact', '--emit', 'codex'],
      await envelope('codex-PreCompact.json'),
    );
    expect(codex).toEqual({
      code: 0,
      stdout: line({ continue: false, stopReason: reason }),
      stderr: '',
    });
    expect(await codexValid('pre-compact', codex.stdout)).toBe(true);
  });

  it('ends a subagent rather than exit 2 when li cannot ask its SubagentStop hooks (Dv3-1: 2 would keep it going)', async () => {
    const project = await makeProject(settings(entry('SubagentStop', 'stop-exit2.sh')));
    for (const emit of ['claude', 'codex']) {
      // `{}` lacks agent_id and stop_hook_active: not a SubagentStop envelope.
      const r = await project.li(['hooks', 'run', 'SubagentStop', '--emit', emit], '{}');
      expect(r.code).toBe(0);
      const out = JSON.parse(r.stdout);
      expect(Object.keys(out)).toEqual(['continue', 'stopReason']);
      expect(out.stopReason).toMatch(
        /^stop_hook_failed: LionAGI could not run its SubagentStop hooks \(.*\); the subagent ends here rather than continue or pass unchecked \(Dv3-1\)$/,
      );
      expect(r.stderr).toContain('(SubagentStop: ending the subagent, continue: false)');
    }
  });

  it('refuses --max-stop-continuations elsewhere and when it is not a count', async () => {
    const project = await makeProject(settings(entry('Stop', 'stop-gate.mjs')));
    const pre = await project.li(
      ['hooks', 'run', 'PreToolUse', '--emit', 'claude', '--max-stop-continuations', '2'],
      '{}',
    );
    expect(pre.code).toBe(2);
    expect(pre.stderr).toContain(
      '--max-stop-continuations only goes with "li hooks run Stop|SubagentStop --emit claude|codex"',
    );
    const bad = await project.li([...STOP_CLAUDE, '--max-stop-continuations', 'x'], '{}');
    expect(bad.code).toBe(0);
    expect(JSON.parse(bad.stdout).stopReason).toContain(
      '--max-stop-continuations needs a whole number of continuations (0 or more), got "x"',
    );
  });
});

const PERMISSION = `  PermissionRequest:
    - matcher: "Write|Bash"
      tool_vocabulary: claude
      hooks:
        - type: command
          command: ["\${LIONAGI_PROJECT_DIR}/guards/permission.mjs"]
          timeout: 5
`;
const PR_CLAUDE = ['hooks', 'run', 'PermissionRequest', '--emit', 'claude'];
const PR_CODEX = ['hooks', 'run', 'PermissionRequest', '--emit', 'codex'];

describe.concurrent('li hooks run PermissionRequest / Notification --emit', {
  timeout: 60_000,
}, () => {
  it("answers Claude Code's PermissionRequest with hookSpecificOutput.decision: allow + updatedInput, deny + message, or nothing", async () => {
    const project = await makeProject(settings(PERMISSION));
    const captured = await recordedEnvelope('claude-code-PermissionRequest.json');
    const input = captured.tool_input as Record<string, unknown>;
    const allow = await project.li(PR_CLAUDE, JSON.stringify(captured));
    expect(allow).toEqual({
      code: 0,
      stdout: line({
        hookSpecificOutput: {
          hookEventName: 'PermissionRequest',
          decision: { behavior: 'allow', updatedInput: { ...input, content: 'hi\nchecked\n' } },
        },
      }),
      stderr: '',
    });
    const secret = { ...captured, tool_input: { ...input, content: 'SECRET=1' } };
    expect((await project.li(PR_CLAUDE, JSON.stringify(secret))).stdout).toBe(
      line({
        hookSpecificOutput: {
          hookEventName: 'PermissionRequest',
          decision: { behavior: 'deny', message: 'no secrets in files' },
        },
      }),
    );
    const other = { ...captured, tool_name: 'Bash', tool_input: { command: 'pwd' } };
    expect(await project.li(PR_CLAUDE, JSON.stringify(other))).toEqual({
      code: 0,
      stdout: '',
      stderr: '',
    });
  });

  it('a PermissionRequest hook that times out denies (never grants)', async () => {
    const project = await makeProject(settings(entry('PermissionRequest', 'sleep.sh')));
    const r = await project.li(PR_CLAUDE, await envelope('claude-code-PermissionRequest.json'));
    expect(r.code).toBe(0);
    const decision = JSON.parse(r.stdout).hookSpecificOutput.decision;
    expect(decision.behavior).toBe('deny');
    expect(decision.message).toContain('timed out');
  });

  it("answers Codex's PermissionRequest within its schema: allow, deny, and a rewrite denied (Codex reserves updatedInput)", async () => {
    const project = await makeProject(settings(PERMISSION));
    const captured = await recordedEnvelope('codex-PermissionRequest.json');
    const run = (toolName: string, toolInput: Record<string, unknown>) =>
      project.li(
        PR_CODEX,
        JSON.stringify({ ...captured, tool_name: toolName, tool_input: toolInput }),
      );
    const allow = await run('Bash', { command: 'ls' });
    expect(allow.stdout).toBe(
      line({
        hookSpecificOutput: { hookEventName: 'PermissionRequest', decision: { behavior: 'allow' } },
      }),
    );
    const rewrite = await run('Write', { file_path: '/p/new.txt', content: 'x' });
    expect(rewrite.stdout).toBe(
      line({
        hookSpecificOutput: {
          hookEventName: 'PermissionRequest',
          decision: { behavior: 'deny', message: CODEX_PERMISSION_REWRITE_DENIED },
        },
      }),
    );
    for (const r of [allow, rewrite]) {
      expect(r.code).toBe(0);
      expect(await codexValid('permission-request', r.stdout)).toBe(true);
    }
    expect((await project.li(PR_CODEX, JSON.stringify(captured))).stdout).toBe('');
  });

  it("runs Claude Code's Notification hooks (advisory: a systemMessage at most); Codex has no Notification (exit 2)", async () => {
    const project = await makeProject(settings(entry('Notification', 'notify.sh')));
    const captured = await recordedEnvelope('claude-code-Notification.json');
    const r = await project.li(
      ['hooks', 'run', 'Notification', '--emit', 'claude'],
      JSON.stringify(captured),
    );
    expect(r).toEqual({ code: 0, stdout: line({ systemMessage: 'notified' }), stderr: '' });
    const seen = JSON.parse(await readFile(join(project.dir, 'notified.json'), 'utf8'));
    expect(seen).toMatchObject({
      hook_event_name: 'Notification',
      harness: 'lionagi',
      notification_type: 'elicitation_response',
      message: captured.message,
    });
    expect(await project.li(['hooks', 'run', 'Notification', '--emit', 'codex'], '{}')).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'li hooks run: Codex has no Notification event to answer (--emit codex: failing closed, exit 2)\n',
    });
  });
});

describe.concurrent('li hooks run PostToolBatch / StopFailure --emit (profile v3, C-17, C-16)', {
  timeout: 60_000,
}, () => {
  it("runs Claude Code's PostToolBatch and StopFailure hooks (a systemMessage passes through); Codex has neither (exit 2)", async () => {
    for (const event of ['PostToolBatch', 'StopFailure']) {
      const project = await makeProject(settings(entry(event, 'notify.sh')));
      const captured = await recordedEnvelope(`claude-code-${event}.json`);
      const r = await project.li(
        ['hooks', 'run', event, '--emit', 'claude'],
        JSON.stringify(captured),
      );
      expect(r, event).toEqual({
        code: 0,
        stdout: line({ systemMessage: 'notified' }),
        stderr: '',
      });
      const seen = JSON.parse(await readFile(join(project.dir, 'notified.json'), 'utf8'));
      expect(seen).toMatchObject({ hook_event_name: event, harness: 'lionagi' });
      expect(await project.li(['hooks', 'run', event, '--emit', 'codex'], '{}')).toEqual({
        code: 2,
        stdout: '',
        stderr: `li hooks run: Codex has no ${event} event to answer (--emit codex: failing closed, exit 2)\n`,
      });
    }
  });

  it('a PostToolBatch exit 2 is passed to Claude Code as its block, which ends the turn (C-17)', async () => {
    const project = await makeProject(settings(entry('PostToolBatch', 'stop-exit2.sh')));
    const r = await project.li(
      ['hooks', 'run', 'PostToolBatch', '--emit', 'claude'],
      await envelope('claude-code-PostToolBatch.json'),
    );
    expect(r).toEqual({
      code: 0,
      stdout: line({ decision: 'block', reason: 'lint is failing: fix it before you stop' }),
      stderr: '',
    });
  });

  it("a PostToolBatch hook that cannot answer ends Claude Code's turn too: the bridge fails closed (Dv3-6)", async () => {
    const project = await makeProject(settings(entry('PostToolBatch', 'sleep.sh')));
    const r = await project.li(
      ['hooks', 'run', 'PostToolBatch', '--emit', 'claude'],
      await envelope('claude-code-PostToolBatch.json'),
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      decision: 'block',
      reason: expect.stringMatching(/timed out after 1s; failing closed on a blocking event$/),
    });
  });
});
