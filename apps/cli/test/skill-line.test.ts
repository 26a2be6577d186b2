import { HARNESS_ONLY_EVENTS } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import { SKILL_REWRITE_DENIED } from '../src/hooks-skill-line.js';
import { makeProject, recordedEnvelope } from './fixtures/inspect/project.js';

// Claude Code 2.1.332's PreSkillShellCommand (before each !`cmd` line of a skill or slash command)
// and the bridge's side on it (profile v1.1, issue 22). The envelope is the one Claude Code 2.1.332
// sent for `claude -p /capture` with the line !`echo SKILL-LINE-OUTPUT`.
const SETTINGS = `hooks_external:
  PreToolUse:
    - matcher: Bash
      tool_vocabulary: claude
      hooks:
        - type: command
          command: ["\${LIONAGI_PROJECT_DIR}/guards/policy.mjs"]
          timeout: 10
`;

const skillLine = async (command?: string) => {
  const envelope = await recordedEnvelope('claude-code-PreSkillShellCommand.2.1.332.json');
  if (command !== undefined) envelope.tool_input = { command };
  return JSON.stringify(envelope);
};

const AS_TOOL = ['hooks', 'run', 'PreToolUse', '--emit', 'claude', '--as-tool', 'Bash'];
const NOTE =
  'a Claude Code 2.1.332 event, blocking, before each !`cmd` shell line of a skill or slash command (PreToolUse never sees those lines); to guard it, register "li hooks run PreToolUse --emit claude --as-tool Bash" under it (docs/cli-recipes.md)';

describe.concurrent('li hooks run --emit on events it does not know', { timeout: 60_000 }, () => {
  it('fails closed (exit 2, one line on stderr) for PreSkillShellCommand, TeammateIdle and PreModelRequest', async () => {
    const project = await makeProject(SETTINGS);
    const skill = await project.li(
      ['hooks', 'run', 'PreSkillShellCommand', '--emit', 'claude'],
      await skillLine('rm -rf /'),
    );
    expect(skill).toEqual({
      code: 2,
      stdout: '',
      stderr: `li hooks run: unsupported hook event "PreSkillShellCommand" (${NOTE}): the LionAGI runtime has no seam for it; supported events are SessionStart, SessionEnd, UserPromptSubmit, PreToolUse, PostToolUse, PostToolUseFailure, Stop, PermissionRequest, Notification, SubagentStart, SubagentStop, PreCompact, PostCompact, PostToolBatch, StopFailure (--emit claude: failing closed, exit 2)\n`,
    });
    const idle = await project.li(['hooks', 'run', 'TeammateIdle', '--emit', 'codex'], '{}');
    expect(idle.code).toBe(2);
    expect(idle.stderr).toMatch(
      /^li hooks run: unsupported hook event "TeammateIdle" \(a Claude Code 2\.1\.328 event: a teammate of an agent team is about to go idle \(not observed live\); li-agent has no agent teams \(a subagent returns to its parent, it never idles\)\): the LionAGI runtime has no seam for it; .*\(--emit codex: failing closed, exit 2\)\n$/,
    );
    expect(HARNESS_ONLY_EVENTS.PreModelRequest?.fields.attempt_number?.since).toBe('0.171.0');
    const model = await project.li(
      ['hooks', 'run', '--event', 'PreModelRequest', '--emit', 'codex'],
      '{}',
    );
    expect(model.code).toBe(2);
    // Without --emit it stays a usage error (exit 1): nothing relies on the exit code there.
    const report = await project.li(['hooks', 'run', 'PreSkillShellCommand'], await skillLine());
    expect(report.code).toBe(1);
  });

  it('fails closed on a mistyped bridge line: exit 2 on a blocking event, the turn ended on Stop', async () => {
    const project = await makeProject(SETTINGS);
    const envelope = JSON.stringify({ tool_name: 'Bash', tool_input: { command: 'rm -rf /' } });
    const typo = await project.li(
      ['hooks', 'run', 'PreToolUse', '--emit', 'claude', '--as-tol', 'Bash'],
      envelope,
    );
    expect(typo.code).toBe(2);
    expect(typo.stdout).toBe('');
    expect(typo.stderr).toMatch(/--as-tol.*\(--emit claude: failing closed, exit 2\)\n$/);
    const extra = await project.li(['hooks', 'run', 'UserPromptSubmit', 'x', '--emit=codex'], '{}');
    expect(extra.code).toBe(2);
    const stop = await project.li(['hooks', 'run', 'Stop', '--emit', 'claude', '--bogus'], '{}');
    expect(stop.code).toBe(0);
    expect(JSON.parse(stop.stdout)).toMatchObject({ continue: false });
    expect(stop.stderr).toMatch(/--bogus.*\(Stop: ending the turn, continue: false\)\n$/);
    // Advisory events have nothing to let through: a usage error stays exit 1.
    const post = await project.li(
      ['hooks', 'run', 'PostToolUse', '--emit', 'claude', '--bogus'],
      '{}',
    );
    expect(post.code).toBe(1);
  });

  it('fails closed on an envelope of another event, even for an advisory event, and names --as-tool', async () => {
    const project = await makeProject(SETTINGS);
    for (const event of ['PreToolUse', 'PostToolUse', 'SessionStart']) {
      const r = await project.li(['hooks', 'run', event, '--emit', 'claude'], await skillLine());
      expect(r).toEqual({
        code: 2,
        stdout: '',
        stderr: `li hooks run: the input envelope is for "PreSkillShellCommand" (hook_event_name) but the event is ${event}; name the event it was captured for, or remove hook_event_name (${NOTE}) (--emit claude: failing closed, exit 2)\n`,
      });
    }
    const codex = await project.li(['hooks', 'run', 'PostToolUseFailure', '--emit', 'codex'], '{}');
    expect(codex).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'li hooks run: Codex has no PostToolUseFailure event to answer (--emit codex: failing closed, exit 2)\n',
    });
  });
});

describe.concurrent('li hooks run PreToolUse --emit claude --as-tool Bash (skill shell lines)', {
  timeout: 60_000,
}, () => {
  it('answers deny as deny, a rewrite as deny, allow as allow, no opinion with nothing', async () => {
    const project = await makeProject(SETTINGS);
    const deny = await project.li(AS_TOOL, await skillLine('rm -rf /tmp/x'));
    expect(deny).toEqual({
      code: 0,
      stderr: '',
      stdout: `${JSON.stringify({
        hookSpecificOutput: {
          hookEventName: 'PreSkillShellCommand',
          permissionDecision: 'deny',
          permissionDecisionReason: 'rm -rf is blocked by policy',
        },
      })}\n`,
    });
    // The recorded line is `echo SKILL-LINE-OUTPUT`: the policy rewrites echo commands.
    const rewrite = await project.li(AS_TOOL, await skillLine());
    expect(JSON.parse(rewrite.stdout)).toEqual({
      hookSpecificOutput: {
        hookEventName: 'PreSkillShellCommand',
        permissionDecision: 'deny',
        permissionDecisionReason: SKILL_REWRITE_DENIED,
      },
    });
    expect(rewrite.code).toBe(0);
    const allow = await project.li(AS_TOOL, await skillLine('ls'));
    expect(JSON.parse(allow.stdout)).toEqual({
      hookSpecificOutput: { hookEventName: 'PreSkillShellCommand', permissionDecision: 'allow' },
    });
    expect(await project.li(AS_TOOL, await skillLine('pwd'))).toEqual({
      code: 0,
      stdout: '',
      stderr: '',
    });
  });

  it('guards the line as a PreToolUse on the named tool: the matcher sees it, the hook gets its fields', async () => {
    const project = await makeProject(
      `hooks_external:\n  PreToolUse:\n    - matcher: Read\n      tool_vocabulary: claude\n      hooks:\n        - type: command\n          command: ["./guards/fail.sh"]\n    - matcher: Bash\n      tool_vocabulary: claude\n      hooks:\n        - type: command\n          command: ["./guards/deny-with-envelope.mjs"]\n`,
    );
    const r = await project.li(AS_TOOL, await skillLine('ls'));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).hookSpecificOutput.permissionDecisionReason).toBe(
      'saw PreToolUse Bash "ls" from /capture (user)',
    );
    // As `Read`, only the Read entry matches (its guard crashes: no decision, nothing printed).
    const other = await project.li([...AS_TOOL.slice(0, -1), 'Read'], await skillLine('ls'));
    expect(other).toMatchObject({ code: 0, stdout: '' });
  });

  it("answers a hook's ask as a deny keeping the hook's reason", async () => {
    const project = await makeProject(
      'hooks_external:\n  PreToolUse:\n    - hooks:\n        - type: command\n          command: ["./guards/ask.sh"]\n',
    );
    const r = await project.li(AS_TOOL, await skillLine('ls'));
    const out = JSON.parse(r.stdout).hookSpecificOutput;
    expect(out).toMatchObject({
      hookEventName: 'PreSkillShellCommand',
      permissionDecision: 'deny',
    });
    expect(out.permissionDecisionReason).toContain('deploys need a human: confirm');
  });

  it('refuses a PreToolUse envelope, and --as-tool anywhere but PreToolUse --emit claude (exit 2 on PreToolUse)', async () => {
    const project = await makeProject(SETTINGS);
    const pre = await recordedEnvelope('claude-code-PreToolUse.json');
    const wrong = await project.li(AS_TOOL, JSON.stringify(pre));
    expect(wrong).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'li hooks run: --as-tool Bash reads Claude Code PreSkillShellCommand envelopes, but the input is for "PreToolUse" (hook_event_name); register this command under PreSkillShellCommand only (--emit claude: failing closed, exit 2)\n',
    });
    const codex = await project.li(
      ['hooks', 'run', 'PreToolUse', '--emit', 'codex', '--as-tool', 'Bash'],
      await skillLine(),
    );
    expect(codex.code).toBe(2);
    expect(codex.stderr).toContain(
      '--as-tool only goes with "li hooks run PreToolUse --emit claude" (Claude Code\'s PreSkillShellCommand), not PreToolUse --emit codex',
    );
  });
});
