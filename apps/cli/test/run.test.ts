import { PROFILE_VERSION } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import {
  auditLines,
  makeProject,
  recordedEnvelope,
  type TempProject,
} from './fixtures/inspect/project.js';

/** A policy guard on both spellings of the shell tool, then a guard that always crashes. */
const SETTINGS = `hooks_external:
  PreToolUse:
    - matcher: "^(bash|Bash)$"
      hooks:
        - type: command
          command: ["\${LIONAGI_PROJECT_DIR}/guards/policy.mjs"]
          timeout: 10
    - matcher: bash
      hooks:
        - type: command
          command: ["./guards/fail.sh"]
  UserPromptSubmit:
    - hooks:
        - type: command
          command: ["./guards/prompt-gate.mjs"]
`;

const pre = (command: string) => JSON.stringify({ tool_name: 'bash', tool_input: { command } });

describe.concurrent('li hooks run', { timeout: 60_000 }, () => {
  it('denies through a configured guard with exit 2 and says which hook denied', async () => {
    const project = await makeProject(SETTINGS);
    const r = await project.li(['hooks', 'run', 'PreToolUse'], pre('rm -rf /'));
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('');
    expect(r.stdout.replace(/, \d+ ms\)/, ', MS ms)')).toBe(
      [
        'PreToolUse: deny: rm -rf is blocked by policy',
        'hooks:',
        '  1. blocked  ${LIONAGI_PROJECT_DIR}/guards/policy.mjs  (exit 2, MS ms)',
        '       reason: rm -rf is blocked by policy',
        '  2. not-run  ./guards/fail.sh',
        '       note: not run: an earlier hook denied (${LIONAGI_PROJECT_DIR}/guards/policy.mjs)',
        '',
      ].join('\n'),
    );
  });

  it('prints the documented --json report for a rewrite, every configured hook included', async () => {
    const project = await makeProject(SETTINGS);
    const r = await project.li(['hooks', 'run', 'PreToolUse', '--json'], pre('echo hi'));
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(Object.keys(report)).toEqual(
      expect.arrayContaining([
        'profile',
        'event',
        'decision',
        'reason',
        'updated_input',
        'notes',
        'hooks',
      ]),
    );
    expect(report).toMatchObject({
      profile: PROFILE_VERSION,
      event: 'PreToolUse',
      decision: 'allow',
      reason: null,
      updated_input: { command: 'echo hi # checked' },
    });
    expect(report.hooks).toHaveLength(2);
    expect(report.hooks[0]).toEqual({
      index: 0,
      command: ['${LIONAGI_PROJECT_DIR}/guards/policy.mjs'],
      source: null,
      tier: 'project',
      origin: { file: project.projectFile, line: 5 },
      matched: true,
      trusted: true,
      trust_status: 'not-needed',
      ran: true,
      exit_code: 0,
      timed_out: false,
      truncated: false,
      duration_ms: expect.any(Number),
      outcome: 'success',
      decision: 'allow',
      reason: null,
      notes: [],
      stdout: expect.stringContaining('"permissionDecision":"allow"'),
      stderr: '',
    });
    expect(report.hooks[1]).toMatchObject({
      command: ['./guards/fail.sh'],
      ran: true,
      exit_code: 1,
      outcome: 'error',
      stderr: 'guard crashed: config.json missing\n',
      decision: 'none',
      reason:
        'hook ./guards/fail.sh failed: exited with code 1: guard crashed: config.json missing',
    });
  });

  it('reports unmatched hooks as not run and fills the common envelope fields', async () => {
    const project = await makeProject(`hooks_external:
  PreToolUse:
    - matcher: read_file
      hooks:
        - type: command
          command: ["./guards/policy.mjs"]
    - hooks:
        - type: command
          command: ["./guards/echo-env.sh"]
`);
    const r = await project.li(['hooks', 'run', 'PreToolUse', '--json'], pre('ls'));
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.decision).toBe('none');
    expect(report.hooks[0]).toMatchObject({ matched: false, ran: false, outcome: 'not-run' });
    expect(report.notes).toContain(
      './guards/policy.mjs: matcher "read_file" does not match tool_name "bash"',
    );
    const lines = await auditLines(project);
    expect(lines.map((l) => l.command)).toEqual([['./guards/echo-env.sh']]);
    expect(lines[0]!.session_id).toMatch(/^li-run-[0-9a-f-]{36}$/);
  });

  it('fires an entry in another tool vocabulary for the built-in tool, as the runtime does: the imported Bash guard on bash sees Bash; through the bridge a native bash guard fires on Bash', async () => {
    const guard = (matcher: string, vocabulary: string) => `hooks_external:
  PreToolUse:
    - matcher: ${matcher}
      tool_vocabulary: ${vocabulary}
      hooks:
        - type: command
          command: ["./guards/deny-with-envelope.mjs"]
`;
    const reasonOf = async (project: TempProject, fields: Record<string, unknown>) => {
      const r = await project.li(['hooks', 'run', 'PreToolUse', '--json'], JSON.stringify(fields));
      return { code: r.code, reason: JSON.parse(r.stdout).reason };
    };
    const ls = { tool_name: 'bash', tool_input: { command: 'ls' } };
    const imported = await makeProject(guard('Bash', 'claude'));
    expect(await reasonOf(imported, ls)).toEqual({
      code: 2,
      reason: 'saw PreToolUse Bash "ls" from /undefined (undefined)',
    });
    const codex = await makeProject(guard('Bash', 'codex'));
    expect((await reasonOf(codex, ls)).reason).toMatch(/^saw PreToolUse Bash "ls"/);
    // An entry in registered names sees the tool as registered.
    const native = await makeProject(guard('bash', 'lionagi'));
    expect((await reasonOf(native, ls)).reason).toMatch(/^saw PreToolUse bash "ls"/);
    // A name that is no built-in tool's (an MCP tool) has no other names: the Bash guard stays out.
    expect(await reasonOf(imported, { tool_name: 'mcp__git__status', tool_input: {} })).toEqual({
      code: 0,
      reason: null,
    });
    // Through the bridge the harness names the tool: read back to the registered one, so the entry
    // written here fires on Claude Code's and Codex's Bash too (seeing bash), the imported one sees Bash.
    const bridged = async (project: TempProject, emit: string, tool: string) => {
      const r = await project.li(
        ['hooks', 'run', 'PreToolUse', '--emit', emit],
        JSON.stringify({ tool_name: tool, tool_input: { command: 'ls' } }),
      );
      return JSON.parse(r.stdout || '{}').hookSpecificOutput?.permissionDecisionReason;
    };
    expect(await bridged(imported, 'claude', 'Bash')).toBe(
      'saw PreToolUse Bash "ls" from /undefined (undefined)',
    );
    expect(await bridged(native, 'claude', 'Bash')).toMatch(/^saw PreToolUse bash "ls"/);
    expect(await bridged(native, 'codex', 'Bash')).toMatch(/^saw PreToolUse bash "ls"/);
    const writes = await makeProject(guard('write_file', 'lionagi'));
    expect(await bridged(writes, 'claude', 'Write')).toMatch(/^saw PreToolUse write_file /);
    // Codex's apply_patch is no built-in tool's Codex name: it stays as the harness sent it.
    expect(await bridged(writes, 'codex', 'apply_patch')).toBeUndefined();
  });

  it('denies an untrusted imported hook without starting it', async () => {
    const project = await makeProject(`hooks_external:
  PreToolUse:
    - hooks:
        - type: command
          command: ["./guards/policy.mjs"]
          source: imported:claude
`);
    const r = await project.li(['hooks', 'run', 'PreToolUse', '--json'], pre('echo hi'));
    expect(r.code).toBe(2);
    const report = JSON.parse(r.stdout);
    expect(report.decision).toBe('deny');
    expect(report.reason).toMatch(
      /^review and approve it with "li hooks trust": imported hook command \["\.\/guards\/policy\.mjs"\] \(PreToolUse, from .*\) is not trusted: /,
    );
    expect(report.hooks[0]).toMatchObject({
      source: 'imported:claude',
      tier: 'imported',
      matched: true,
      trusted: false,
      trust_status: 'pending',
      ran: false,
      outcome: 'blocked',
    });
  });

  it('runs an imported hook once it is approved in the user file', async () => {
    const project = await makeProject(
      `hooks_external:
  PreToolUse:
    - hooks:
        - type: command
          command: ["./guards/policy.mjs"]
          source: imported:codex
`,
    );
    expect((await project.li(['hooks', 'trust', '--yes'])).code).toBe(0);
    const r = await project.li(['hooks', 'run', 'PreToolUse', '--json'], pre('echo hi'));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).hooks[0]).toMatchObject({
      trusted: true,
      trust_status: 'trusted',
      ran: true,
    });
  });

  it('appends each hook run to the audit log in the runtime line format', async () => {
    const project = await makeProject(SETTINGS);
    await project.li(['hooks', 'run', 'PreToolUse'], pre('cat README.md'));
    const lines = await auditLines(project);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toEqual({
      ts: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      session_id: expect.stringMatching(/^li-run-/),
      event: 'PreToolUse',
      command: ['./guards/fail.sh'],
      source: null,
      tier: 'project',
      origin: { file: project.projectFile, line: 10 },
      outcome: 'error',
      decision: 'none',
      reason:
        'hook ./guards/fail.sh failed: exited with code 1: guard crashed: config.json missing',
      exit_code: 1,
      timed_out: false,
      duration_ms: expect.any(Number),
      trusted: true,
      ran: true,
      stdout: '',
      stderr: 'guard crashed: config.json missing\n',
    });
  });

  it('keeps the fields of a full envelope and refuses one captured for another event', async () => {
    const project = await makeProject(SETTINGS);
    const full = await recordedEnvelope('codex-PreToolUse.json');
    const ok = await project.li(
      ['hooks', 'run', 'PreToolUse', '--input', '-', '--json'],
      JSON.stringify(full),
    );
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout).updated_input).toEqual({ command: 'echo hello # checked' });
    const wrong = await project.li(['hooks', 'run', 'PostToolUse'], JSON.stringify(full));
    expect(wrong).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'li hooks run: the input envelope is for "PreToolUse" (hook_event_name) but the event is PostToolUse; name the event it was captured for, or remove hook_event_name\n',
    });
  });

  it('exits 1 with one line for usage errors and invalid envelopes', async () => {
    const project = await makeProject(SETTINGS);
    expect((await project.li(['hooks', 'run'])).stderr).toBe(
      'li hooks run: missing EVENT, e.g. "li hooks run PreToolUse"\n',
    );
    const empty = await project.li(['hooks', 'run', 'PreToolUse']);
    expect(empty).toEqual({
      code: 1,
      stdout: '',
      stderr: 'li hooks run: no input envelope: stdin is empty\n',
    });
    const invalid = await project.li(['hooks', 'run', 'PreToolUse'], '{"tool_input":{}}');
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toBe(
      'li hooks run: the PreToolUse envelope is not valid under profile v3: tool_name: Invalid input: expected string, received undefined\n',
    );
    const emit = await project.li(['hooks', 'run', 'PreToolUse', '--emit', 'cursor'], pre('ls'));
    expect(emit.stderr).toBe(
      'li hooks run: --emit must be lionagi, claude or codex, got "cursor"\n',
    );
  });

  it('exits 1 and prints the loader diagnostics when the config does not load', async () => {
    const project = await makeProject(
      'hooks_external:\n  PreToolUse:\n    - hooks:\n        - type: command\n          command: "./x.sh"\n',
    );
    const r = await project.li(['hooks', 'run', 'PreToolUse'], pre('ls'));
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(
      `${project.projectFile}:5:20: hooks_external.PreToolUse[0].hooks[0]: command must be a non-empty argv list, not a string`,
    );
    expect(r.stderr).not.toContain('    at ');
  });

  it('shows help with examples', async () => {
    const r = await (await makeProject('')).li(['hooks', 'run', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage: li hooks run EVENT | --event EVENT [--input FILE|-]');
    expect(r.stdout).toContain(
      'li hooks run PreToolUse --emit claude --project-dir "$CLAUDE_PROJECT_DIR"',
    );
  });
});

describe.concurrent('li hooks run --emit (one hooks_external config as a harness hook)', {
  timeout: 60_000,
}, () => {
  const claude = async (command?: string) => {
    const envelope = await recordedEnvelope('claude-code-PreToolUse.json');
    if (command !== undefined) envelope.tool_input = { command, description: 'x' };
    return JSON.stringify(envelope);
  };
  const codex = async (command?: string) => {
    const envelope = await recordedEnvelope('codex-PreToolUse.json');
    if (command !== undefined) envelope.tool_input = { command };
    return JSON.stringify(envelope);
  };

  it('answers a recorded Claude Code PreToolUse envelope: rewrite, deny, bare allow', async () => {
    const project = await makeProject(SETTINGS);
    const emit = (input: string) =>
      project.li(
        ['hooks', 'run', 'PreToolUse', '--emit', 'claude', '--project-dir', project.dir],
        input,
      );
    const rewrite = await emit(await claude());
    expect(rewrite).toEqual({
      code: 0,
      stderr: '',
      stdout: `${JSON.stringify({
        hookSpecificOutput: {
          hookEventName: 'PreToolUse',
          permissionDecision: 'allow',
          updatedInput: { command: 'echo hello # checked', description: 'say hello' },
        },
      })}\n`,
    });
    const deny = await emit(await claude('rm -rf /tmp/x'));
    expect(deny).toEqual({
      code: 0,
      stderr: '',
      stdout: `${JSON.stringify({
        hookSpecificOutput: {
          hookEventName: 'PreToolUse',
          permissionDecision: 'deny',
          permissionDecisionReason: 'rm -rf is blocked by policy',
        },
      })}\n`,
    });
    const allow = await emit(await claude('ls'));
    expect(JSON.parse(allow.stdout)).toEqual({
      hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'allow' },
    });
  });

  it('answers a recorded Codex PreToolUse envelope with schema-valid fields only', async () => {
    const project = await makeProject(SETTINGS);
    const emit = (input: string) =>
      project.li(['hooks', 'run', 'PreToolUse', '--emit', 'codex'], input);
    const rewrite = await emit(await codex());
    expect(rewrite.code).toBe(0);
    expect(JSON.parse(rewrite.stdout)).toEqual({
      hookSpecificOutput: {
        hookEventName: 'PreToolUse',
        permissionDecision: 'allow',
        updatedInput: { command: 'echo hello # checked' },
      },
    });
    const deny = await emit(await codex('rm -rf /'));
    expect(deny.code).toBe(0);
    expect(JSON.parse(deny.stdout)).toEqual({
      hookSpecificOutput: {
        hookEventName: 'PreToolUse',
        permissionDecision: 'deny',
        permissionDecisionReason: 'rm -rf is blocked by policy',
      },
    });
    // Codex fails a bare allow (Dv1-6), so an allow without a rewrite is answered with nothing.
    expect(await emit(await codex('ls'))).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('blocks a Codex UserPromptSubmit with decision block + reason, and adds context otherwise', async () => {
    const project = await makeProject(SETTINGS);
    const envelope = await recordedEnvelope('codex-UserPromptSubmit.json');
    const block = await project.li(
      ['hooks', 'run', 'UserPromptSubmit', '--emit', 'codex'],
      JSON.stringify({ ...envelope, prompt: 'print the secret token' }),
    );
    expect(block).toEqual({
      code: 0,
      stderr: '',
      stdout: `${JSON.stringify({ decision: 'block', reason: 'prompts must not mention secrets' })}\n`,
    });
    const context = await project.li(
      ['hooks', 'run', 'UserPromptSubmit', '--emit', 'claude'],
      JSON.stringify(envelope),
    );
    expect(JSON.parse(context.stdout)).toEqual({
      hookSpecificOutput: {
        hookEventName: 'UserPromptSubmit',
        additionalContext: 'Project rule: answer in English.',
      },
    });
  });

  it('answers a Stop gate that passes with nothing, at exit 0: the harness lets the turn end (bridge-v2.test.ts has the rest)', async () => {
    const project = await makeProject(
      'hooks_external:\n  Stop:\n    - hooks: [{ type: command, command: ["true"] }]\n',
    );
    const r = await project.li(
      ['hooks', 'run', 'Stop', '--emit', 'claude'],
      JSON.stringify({ stop_hook_active: false, last_assistant_message: 'done' }),
    );
    expect(r).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('fails closed with exit 2 and a reason on stderr when the config cannot be checked', async () => {
    const project = await makeProject('hooks_external:\n  TeammateIdle: []\n');
    const r = await project.li(['hooks', 'run', 'PreToolUse', '--emit', 'claude'], await claude());
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /^li hooks run: invalid hook settings .*unsupported hook event "TeammateIdle".*\(blocking PreToolUse: LionAGI hooks could not be checked\)\n$/,
    );
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('logs the runs of an emitted firing to the same audit log, the one not run after the deny included', async () => {
    const project = await makeProject(SETTINGS);
    await project.li(['hooks', 'run', 'PreToolUse', '--emit', 'codex'], await codex('rm -rf /'));
    const lines = await auditLines(project);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      session_id: '01a228a3-bf39-7b53-aeed-2dff37fc90c6',
      outcome: 'blocked',
      decision: 'deny',
      reason: 'rm -rf is blocked by policy',
    });
    // As li-agent records it: the later guard was not started because the first one denied.
    expect(lines[1]).toMatchObject({
      session_id: '01a228a3-bf39-7b53-aeed-2dff37fc90c6',
      command: ['./guards/fail.sh'],
      outcome: 'not-run',
      decision: 'none',
    });
  });

  it('runs an argument that is only U+FEFF, which doctor and config load accept (one whitespace rule)', async () => {
    const project = await makeProject(
      'hooks_external:\n  PreToolUse:\n    - hooks:\n        - type: command\n          command: ["printf", "\\uFEFF"]\n',
    );
    const r = await project.li(['hooks', 'run', 'PreToolUse'], pre('ls'));
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^PreToolUse: no decision .*\nhooks:\n {2}1\. success {2}printf /);
  });
});
