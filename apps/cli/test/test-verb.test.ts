import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PROFILE_VERSION } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import { makeProject, recordedEnvelope } from './fixtures/inspect/project.js';

describe.concurrent('li hooks test', { timeout: 60_000 }, () => {
  it('shows the raw result, the profile verdict and what each harness would do for a deny', async () => {
    const project = await makeProject('');
    await writeFile(
      join(project.dir, 'input.json'),
      JSON.stringify({ tool_name: 'bash', tool_input: { command: 'rm -rf build' } }),
    );
    const r = await project.li([
      'hooks',
      'test',
      '--input',
      'input.json',
      '--',
      './guards/policy.mjs',
    ]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const text = r.stdout.replace(/duration: {2}\d+ ms/, 'duration:  N ms');
    expect(text).toContain(
      [
        'Hook:  ./guards/policy.mjs',
        'Event: PreToolUse (envelope from input.json)',
        '',
        'Raw result',
        '  exit code: 2',
        '  duration:  N ms',
        '  stdout:    (empty)',
        '  stderr:    rm -rf is blocked by policy',
        '',
        `Profile v${PROFILE_VERSION} (LionAGI)`,
        '  decision: deny (outcome blocked)',
        '  reason: rm -rf is blocked by policy',
        '',
        'Claude Code 2.1.328',
        '  denies: rm -rf is blocked by policy [pre07]',
        '',
        'Codex 0.169.0',
        '  denies: rm -rf is blocked by policy [codex §5.1]',
        '',
        'Where LionAGI differs from Claude Code and Codex on PreToolUse (explained in docs/profile-v3.md#named-divergences):',
      ].join('\n'),
    );
    expect(text).toContain('  Dv1-4 A timed-out hook on a blocking event denies (fail closed)\n');
    // By id and title only; what each side does is behind --verbose.
    expect(text).not.toContain('Claude Code: ');
    expect(text).toContain('  (--verbose shows what each side does)\n');
  });

  it('shows every side of each divergence with --verbose, and none when the command did not start', async () => {
    const project = await makeProject('');
    const verbose = await project.li(['hooks', 'test', '--verbose', '--', './guards/fail.sh']);
    expect(verbose.stdout).toMatch(
      / {2}Dv1-4 A timed-out hook on a blocking event denies \(fail closed\)\n {6}profile v3: {2}.+\n {6}Claude Code: .+\n {6}Codex: {7}.+\n/,
    );
    const missing = await project.li(['hooks', 'test', '--', './guards/nope.sh']);
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain('not started: ENOENT');
    expect(missing.stdout).not.toContain('Dv1-');
  });

  it('warns that Codex would treat a bare allow as a failure', async () => {
    const project = await makeProject('');
    const input = JSON.stringify({ tool_name: 'bash', tool_input: { command: 'ls' } });
    const r = await project.li(
      ['hooks', 'test', '--input', '-', '--json', '--', './guards/policy.mjs'],
      input,
    );
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.interpretation).toMatchObject({ decision: 'allow', outcome: 'success' });
    expect(report.harnesses.codex).toMatchObject({
      effect: 'invalid',
      reason: expect.stringContaining('allow'),
      source: 'codex §5.1',
    });
    expect(report.harnesses.claude_code).toMatchObject({ effect: 'allow', reason: null });
    expect(report.harnesses.claude_code.summary).toMatch(/^allows: the tool runs without asking/);
  });

  it('reads a Stop additionalContext as the SDK does: Claude Code goes on, Codex rejects the output', async () => {
    const project = await makeProject('');
    const hook = join(project.dir, 'stop-context.sh');
    await writeFile(
      hook,
      `#!/bin/sh\necho '{"hookSpecificOutput":{"hookEventName":"Stop","additionalContext":"run the tests"}}'\n`,
      { mode: 0o755 },
    );
    const r = await project.li(['hooks', 'test', 'Stop', '--json', '--', hook]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.interpretation).toMatchObject({ additional_context: 'run the tests' });
    // Codex's Stop output schema has no hookSpecificOutput (additionalProperties: false): the SDK's
    // readCodex says `invalid`, and so does this; Claude Code continues the turn (stop03).
    expect(report.harnesses.codex).toMatchObject({
      effect: 'invalid',
      reason: expect.stringContaining('hookSpecificOutput'),
    });
    expect(report.harnesses.claude_code).toMatchObject({
      effect: 'continue',
      context: 'run the tests',
    });
  });

  it('--harness claude|codex sends the envelope as that harness does, not as LionAGI', async () => {
    const project = await makeProject('');
    const hook = join(project.dir, 'seen.sh');
    await writeFile(hook, `#!/bin/sh\ncat > "$LIONAGI_PROJECT_DIR/seen.json"\n`, { mode: 0o755 });
    const seen = async () => JSON.parse(await readFile(join(project.dir, 'seen.json'), 'utf8'));

    const claude = await project.li(['hooks', 'test', '--harness', 'claude', '--', hook]);
    expect(claude.code).toBe(0);
    const sample = await seen();
    expect(sample).toMatchObject({ hook_event_name: 'PreToolUse', tool_name: 'Bash' });
    expect(sample).not.toHaveProperty('harness');
    expect(sample).not.toHaveProperty('turn_id');

    // A captured Codex envelope reaches the hook as Codex sent it.
    const captured = await recordedEnvelope('codex-PreToolUse.json');
    await writeFile(join(project.dir, 'codex.json'), JSON.stringify(captured));
    const codex = await project.li([
      'hooks',
      'test',
      '--harness',
      'codex',
      '--input',
      'codex.json',
      '--',
      hook,
    ]);
    expect(codex.code).toBe(0);
    expect(await seen()).toEqual(captured);

    // Without --harness the envelope stays LionAGI's (a captured one included).
    await project.li(['hooks', 'test', '--input', 'codex.json', '--', hook]);
    expect(await seen()).toMatchObject({ harness: 'lionagi' });

    const missing = await project.li([
      'hooks',
      'test',
      'PostToolUseFailure',
      '--harness',
      'codex',
      '--',
      hook,
    ]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Codex has no PostToolUseFailure event to test against');
  });

  it('tests a SubagentStop gate against the v3 sample envelope: the subagent goes on under all three harnesses', async () => {
    const project = await makeProject('');
    const r = await project.li([
      'hooks',
      'test',
      '--event',
      'SubagentStop',
      '--json',
      '--',
      './guards/stop-exit2.sh',
    ]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.envelope).toMatchObject({
      hook_event_name: 'SubagentStop',
      agent_type: 'general-purpose',
      stop_hook_active: false,
    });
    expect(report.interpretation).toMatchObject({
      decision: 'deny',
      reason: 'lint is failing: fix it before you stop',
    });
    for (const harness of ['claude_code', 'codex'])
      expect(report.harnesses[harness]).toMatchObject({
        effect: 'continue',
        reason: 'lint is failing: fix it before you stop',
      });
    const compact = await project.li(['hooks', 'test', 'PreCompact', '--json', '--', 'true']);
    expect(JSON.parse(compact.stdout).envelope).toMatchObject({
      trigger: 'auto',
      custom_instructions: null,
    });
  });

  it('tests a PostToolBatch gate: exit 2 ends the turn under li-agent and Claude Code; a timeout fails closed (C-17, Dv3-6)', async () => {
    const project = await makeProject('');
    const block = await project.li([
      'hooks',
      'test',
      'PostToolBatch',
      '--',
      './guards/stop-exit2.sh',
    ]);
    expect(block.code).toBe(0);
    expect(block.stdout).toContain(
      'li-agent: the turn ends here, before the next model request (`hook_stopped`, exit 0), as Claude Code does (C-17)',
    );
    expect(block.stdout).toContain(
      'ends the agent loop: lint is failing: fix it before you stop [C-17 (live post-tool-batch-*)]',
    );
    expect(block.stdout).toContain('no effect: Codex has no PostToolBatch event [codex §1]');
    const slow = await project.li([
      'hooks',
      'test',
      'PostToolBatch',
      '--timeout',
      '1',
      '--',
      './guards/sleep.sh',
    ]);
    expect(slow.stdout).toContain(
      'li-agent: the hook could not answer: the turn ends here as `batch_hook_failed` (exit 1), failing closed (Dv3-6)',
    );
    expect(slow.stdout).toContain('Dv3-6 A PostToolBatch hook that cannot answer ends the turn');
  });

  it('prints the documented --json shape against the built-in sample envelope', async () => {
    const project = await makeProject('');
    const r = await project.li([
      'hooks',
      'test',
      '--event',
      'UserPromptSubmit',
      '--json',
      '--',
      './guards/prompt-gate.mjs',
    ]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report).toEqual({
      profile: PROFILE_VERSION,
      li: expect.any(String),
      event: 'UserPromptSubmit',
      command: ['./guards/prompt-gate.mjs'],
      envelope_source: 'sample',
      envelope: {
        session_id: expect.stringMatching(/^li-run-/),
        cwd: project.dir,
        permission_mode: 'default',
        turn_id: 'turn-1',
        prompt: 'List the files in this project and summarize the README.',
        hook_event_name: 'UserPromptSubmit',
        harness: 'lionagi',
      },
      result: {
        argv: ['./guards/prompt-gate.mjs'],
        exit_code: 0,
        signal: null,
        stdout: 'Project rule: answer in English.',
        stderr: '',
        timed_out: false,
        truncated: false,
        duration_ms: expect.any(Number),
        spawn_error: null,
        notes: [],
      },
      interpretation: {
        decision: 'none',
        outcome: 'success',
        reason: null,
        updated_input: null,
        additional_context: 'Project rule: answer in English.',
        system_message: null,
        feedback: null,
        stop: null,
        notes: [],
      },
      harnesses: {
        claude_code: {
          version: '2.1.328',
          effect: 'none',
          reason: null,
          updated_input: null,
          context: 'Project rule: answer in English.',
          source: expect.any(String),
          summary: expect.stringMatching(/^no effect; context for the model: Project rule/),
          notes: [expect.stringMatching(/^no effect; context for the model: Project rule/)],
        },
        codex: {
          version: '0.169.0',
          effect: 'none',
          reason: null,
          updated_input: null,
          context: 'Project rule: answer in English.',
          source: 'codex §5.4',
          summary:
            'no effect; context for the model: Project rule: answer in English. [codex §5.4]',
          // The field the report had before the readings, kept (the --json contract only adds).
          notes: [
            'no effect; context for the model: Project rule: answer in English. [codex §5.4]',
          ],
        },
      },
      divergences: expect.arrayContaining([
        expect.objectContaining({
          id: 'Dv1-1',
          claude_code: expect.any(String),
          codex: expect.any(String),
        }),
      ]),
    });
  });

  it('passes the project directory to the hook and substitutes the placeholder', async () => {
    const project = await makeProject('');
    const r = await project.li([
      'hooks',
      'test',
      '--json',
      '--event',
      'SessionStart',
      '--',
      '${LIONAGI_PROJECT_DIR}/guards/echo-env.sh',
    ]);
    const report = JSON.parse(r.stdout);
    expect(report.result.argv).toEqual([`${project.dir}/guards/echo-env.sh`]);
    expect(report.result.stdout).toContain(`LIONAGI_PROJECT_DIR=${project.dir}\n`);
    expect(report.result.stdout).toContain('"hook_event_name":"SessionStart"');
  });

  it('denies a timed-out hook on a blocking event and notes that both harnesses fail open', async () => {
    const project = await makeProject('');
    const r = await project.li([
      'hooks',
      'test',
      '--timeout',
      '1',
      '--json',
      '--',
      './guards/sleep.sh',
    ]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.result.timed_out).toBe(true);
    expect(report.interpretation).toMatchObject({ decision: 'deny', outcome: 'timeout' });
    expect(report.harnesses.claude_code).toMatchObject({ effect: 'invalid' });
    expect(report.harnesses.codex).toMatchObject({
      effect: 'invalid',
      reason: 'hook timed out; the action proceeds',
    });
  });

  it('exits 1 when the command is missing or cannot start', async () => {
    const project = await makeProject('');
    expect(await project.li(['hooks', 'test'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'li hooks test: missing the command to test: li hooks test -- ARGV...\n',
    });
    const r = await project.li(['hooks', 'test', '--json', '--', './guards/nope.sh']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).result.spawn_error).toBe(
      `ENOENT: ./guards/nope.sh was not found (relative to ${project.dir})`,
    );
    const event = await project.li(['hooks', 'test', '--event', 'TeammateIdle', '--', 'true']);
    expect(event.code).toBe(1);
    expect(event.stderr).toMatch(/^li hooks test: unsupported hook event "TeammateIdle"/);
  });

  it('shows help with examples', async () => {
    const r = await (await makeProject('')).li(['hooks', 'test', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('li hooks test -- ./guards/check_cmd.py');
  });
});
