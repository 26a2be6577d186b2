import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadSettings } from '@lionagi/hooks-config';
import { PROFILE_VERSION } from '@lionagi/hooks-profile';
import { approveCommands, listPending } from '@lionagi/hooks-trust';
import { describe, expect, it } from 'vitest';
import { makeProject } from './fixtures/inspect/project.js';

const SETTINGS = `hooks_external:
  PreToolUse:
    - matcher: bash
      hooks:
        - type: command
          command: ["./guards/fail.sh"]
          timeout: 20
          fail_closed: true
        - type: command
          command: ["./guards/policy.mjs"]
          source: imported:claude
    - hooks:
        - type: command
          command: ["node", "guards/policy.mjs"]
          source: imported:codex
  SessionStart:
    - matcher: startup
      hooks:
        - type: command
          command: ["./guards/echo-env.sh"]
hooks:
  pre:
    bash: [["./guards/policy.mjs"]]
`;

/** A project where `node guards/policy.mjs` is approved (as `li hooks trust` would); `./guards/policy.mjs` stays pending. */
async function trustedProject() {
  const project = await makeProject(SETTINGS);
  const settings = await loadSettings({ projectDir: project.dir, env: project.env });
  const pending = await listPending(settings, { env: project.env });
  await approveCommands(
    settings.userFile,
    pending.filter((p) => p.argv[0] === 'node'),
  );
  return project;
}

/** The terminal-active characters the test put in the config that appear raw in `text`. */
const raw = (text: string) => ['\u001b', '\u0007', '\u202e'].filter((c) => text.includes(c));

describe.concurrent('li hooks list', { timeout: 60_000 }, () => {
  // Fault row 'hostile-control-chars' of docs/reliability.md.
  it('shows control and bidi characters of matchers and argv escaped (issue 16 item 9)', async () => {
    // YAML double-quoted escapes put a real ESC and a right-to-left override into the config.
    const project = await makeProject(`hooks_external:
  PreToolUse:
    - matcher: "bash\\x1bX|x\\u202e"
      hooks:
        - type: command
          command: ["./guards/policy.mjs", "a\\x1b]0;owned\\x07b"]
`);
    const r = await project.li(['hooks', 'list']);
    expect(r.code).toBe(0);
    expect(raw(r.stdout)).toEqual([]);
    expect(r.stdout).toContain('matcher: bash\\u001bX|x\\u202e ');
    expect(r.stdout).toContain('./guards/policy.mjs "a\\u001b]0;owned\\u0007b"');
    const doctor = await project.li(['hooks', 'doctor']);
    expect(raw(doctor.stdout)).toEqual([]);
    // An invalid one: the engine's own message quotes the regex; it is escaped too.
    const bad = await makeProject(
      'hooks_external:\n  PreToolUse:\n    - matcher: "(\\x1b["\n      hooks: [{ type: command, command: [x] }]\n',
    );
    const refused = await bad.li(['hooks', 'doctor']);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('invalid matcher "(\\u001b["');
    expect(raw(refused.stdout + refused.stderr)).toEqual([]);
  });

  it('shows a project hook whose script others can write as unsafe, as the gate answers (issue 31 item 6)', async () => {
    const project = await makeProject(`hooks_external:
  PreToolUse:
    - matcher: bash
      hooks:
        - type: command
          command: ["./guards/policy.mjs"]
`);
    await chmod(join(project.dir, 'guards/policy.mjs'), 0o666);
    const r = await project.li(['hooks', 'list', '--json']);
    expect(r.code).toBe(0);
    const [hook] = JSON.parse(r.stdout).hooks.PreToolUse;
    expect(hook.trust).toMatchObject({ status: 'unsafe', trusted: false });
    expect(hook.trust.reason).toContain(
      `project hook command ["./guards/policy.mjs"] (PreToolUse, from ${join(project.dir, '.lionagi/settings.yaml')}:5) does not run: the file ${join(project.dir, 'guards/policy.mjs')} is writable by group or others`,
    );
    const text = await project.li(['hooks', 'list']);
    expect(text.stdout).toContain('unsafe');
  });

  it('names the tool vocabulary on tool events only: a prompt or a session has no tools', async () => {
    const project = await makeProject(`hooks_external:
  UserPromptSubmit:
    - tool_vocabulary: claude
      hooks: [{ type: command, command: [node, p.mjs] }]
  SessionStart:
    - matcher: startup
      tool_vocabulary: claude
      hooks: [{ type: command, command: [node, s.mjs] }]
  PreToolUse:
    - matcher: Bash
      tool_vocabulary: claude
      hooks: [{ type: command, command: [node, g.mjs] }]
`);
    const matchers = (await project.li(['hooks', 'list'])).stdout
      .split('\n')
      .filter((line) => line.includes('matcher:'))
      .map((line) => line.replace(/ {3}timeout:.*/, '').trim());
    expect(matchers).toEqual([
      'matcher: startup',
      'matcher: (all)',
      'matcher: Bash (claude tool names)',
    ]);
  });

  it('lists every hook by event with matcher, argv, timeout, origin, tier and trust', async () => {
    const project = await trustedProject();
    const r = await project.li(['hooks', 'list']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const file = project.projectFile;
    expect(r.stdout).toBe(
      [
        'SessionStart: 1 hook',
        '  1. ./guards/echo-env.sh',
        '     id: 2cfdbbecf07a',
        '     matcher: startup   timeout: 60s   fail_closed: no',
        `     defined at: ${file}:19 (project settings)`,
        '     tier: project   trust: not needed',
        '     last failures: none',
        'PreToolUse: 3 hooks',
        '  1. ./guards/fail.sh',
        '     id: faab1ecfaa57',
        '     matcher: bash   timeout: 20s   fail_closed: yes',
        `     defined at: ${file}:5 (project settings)`,
        '     tier: project   trust: not needed',
        '     last failures: none',
        '  2. ./guards/policy.mjs',
        '     id: 01251ab39dad',
        '     matcher: bash   timeout: 60s   fail_closed: no',
        `     defined at: ${file}:9 (project settings)`,
        '     tier: imported (imported:claude)   trust: pending',
        '     last failures: none',
        '  3. node guards/policy.mjs',
        '     id: 9331849ec789',
        '     matcher: (all)   timeout: 60s   fail_closed: no',
        `     defined at: ${file}:13 (project settings)`,
        '     tier: imported (imported:codex)   trust: trusted',
        '     last failures: none',
        'Legacy hooks: (1 entry in the "hooks:" shape)',
        `  pre bash: ./guards/policy.mjs  (${file}:23)`,
        // The project's own hooks (not the imported ones) wait for the project approval (C-9).
        `Project approval: the hooks and MCP servers of ${file} are not approved on this machine; li-agent asks before they run on a terminal (review and approve: li hooks trust --project).`,
        '',
      ].join('\n'),
    );
  });

  it('shows a failure recorded by an earlier li hooks run, newest first, matched by event and argv', async () => {
    const project = await trustedProject();
    const input = JSON.stringify({ tool_name: 'bash', tool_input: { command: 'ls' } });
    const fired = await project.li(['hooks', 'run', 'PreToolUse'], input);
    // fail.sh is fail_closed on a blocking event: its crash denies.
    expect(fired.code).toBe(2);
    const r = await project.li(['hooks', 'list', '--event', 'PreToolUse']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /1\. \.\/guards\/fail\.sh\n.*\n.*\n.*\n.*\n {5}last failures \(1, newest first\):\n {7}\d{4}-\d\d-\d\dT[\d:.]+Z {2}error {2}hook \.\/guards\/fail\.sh failed: exited with code 1: guard crashed: config\.json missing \(fail_closed: denying\)\n/,
    );
    expect(r.stdout).not.toContain('SessionStart');
    const json = JSON.parse((await project.li(['hooks', 'list', '--json'])).stdout);
    expect(json.hooks.PreToolUse[0].last_failures).toEqual([
      {
        ts: expect.any(String),
        session_id: expect.stringMatching(/^li-run-/),
        outcome: 'error',
        decision: 'deny',
        reason:
          'hook ./guards/fail.sh failed: exited with code 1: guard crashed: config.json missing (fail_closed: denying)',
        exit_code: 1,
        timed_out: false,
        duration_ms: expect.any(Number),
        trusted: true,
        ran: true,
        stdout: '',
        stderr: 'guard crashed: config.json missing\n',
      },
    ]);
    expect(json.hooks.PreToolUse[1].last_failures).toEqual([]);
  });

  it('keeps the last five failures of a hook, newest first, from a log the runtime wrote', async () => {
    const project = await makeProject(
      'hooks_external:\n  PostToolUse:\n    - hooks:\n        - type: command\n          command: ["./guards/fail.sh"]\n',
    );
    const line = (n: number, event: string, outcome: string) =>
      JSON.stringify({
        ts: `2026-11-29T10:00:0${n}.000Z`,
        session_id: 's1',
        event,
        command: ['./guards/fail.sh'],
        source: null,
        tier: 'project',
        origin: { file: project.projectFile, line: 4 },
        outcome,
        decision: 'none',
        reason: `failure ${n}`,
        exit_code: 1,
        timed_out: false,
        duration_ms: 5,
        trusted: true,
        ran: true,
      });
    const lines = [0, 1, 2, 3, 4, 5, 6].map((n) => line(n, 'PostToolUse', 'error'));
    lines.splice(3, 0, '{"torn', line(7, 'PostToolUse', 'success'), line(8, 'PreToolUse', 'error'));
    await mkdir(join(project.lionagiHome, 'logs'));
    await writeFile(project.auditLog, `${lines.join('\n')}\n`);
    const r = await project.li(['hooks', 'list', '--json']);
    expect(r.stderr).toBe(`li hooks list: skipped 1 unreadable line in ${project.auditLog}\n`);
    const failures = JSON.parse(r.stdout).hooks.PostToolUse[0].last_failures;
    expect(failures.map((f: { reason: string }) => f.reason)).toEqual([
      'failure 6',
      'failure 5',
      'failure 4',
      'failure 3',
      'failure 2',
    ]);
  });

  it('prints the documented --json shape', async () => {
    const project = await trustedProject();
    const r = await project.li(['hooks', 'list', '--json', '--event', 'PreToolUse']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json).toMatchObject({
      profile: PROFILE_VERSION,
      project_dir: project.dir,
      settings_files: { user: project.userFile, project: project.projectFile },
      project_approval: { status: 'pending', digest: expect.stringMatching(/^[0-9a-f]{64}$/) },
      audit_log: project.auditLog,
      legacy_hooks: [
        {
          phase: 'pre',
          tool_name: 'bash',
          command: ['./guards/policy.mjs'],
          origin: { file: project.projectFile, line: 23 },
        },
      ],
      warnings: [],
    });
    expect(Object.keys(json.hooks)).toEqual(['PreToolUse']);
    expect(json.hooks.PreToolUse[1]).toEqual({
      type: 'command',
      command: ['./guards/policy.mjs'],
      http: null,
      async: false,
      status_message: null,
      index: 1,
      id: '01251ab39dad',
      enabled: true,
      missing_program: null,
      matcher: 'bash',
      timeout_sec: 60,
      fail_closed: false,
      source: 'imported:claude',
      tool_vocabulary: 'lionagi',
      never_fires: null,
      tier: 'imported',
      origin: { file: project.projectFile, line: 9, column: 11, scope: 'project' },
      trust: {
        status: 'pending',
        trusted: false,
        reason: expect.stringContaining('is not trusted: no record of sha256'),
        unpinned: [],
      },
      last_failures: [],
    });
    expect(json.hooks.PreToolUse[2].trust).toMatchObject({ status: 'trusted', trusted: true });
  });

  it('says each handler\'s type: an http hook shows its url, not the argv ["POST", url]; async and status_message show', async () => {
    const project = await makeProject(
      'hooks_external:\n  PostToolUse:\n    - hooks:\n        - { type: http, url: "http://127.0.0.1:9/audit", headers: { Authorization: "Bearer $AUDIT_TOKEN" }, allowed_env_vars: [AUDIT_TOKEN], async: true, status_message: "Auditing" }\n        - { type: command, command: ["./guards/echo-env.sh"], status_message: "Echoing" }\n',
    );
    const r = await project.li(['hooks', 'list', '--json', '--event', 'PostToolUse']);
    expect(r.code).toBe(0);
    const [http, command] = JSON.parse(r.stdout).hooks.PostToolUse;
    expect(http).toMatchObject({
      type: 'http',
      command: [],
      http: {
        url: 'http://127.0.0.1:9/audit',
        header_names: ['Authorization'],
        allowed_env_vars: ['AUDIT_TOKEN'],
      },
      async: true,
      status_message: 'Auditing',
    });
    expect(r.stdout).not.toContain('Bearer');
    expect(command).toMatchObject({
      type: 'command',
      command: ['./guards/echo-env.sh'],
      http: null,
      async: false,
      status_message: 'Echoing',
    });
    const text = await project.li(['hooks', 'list', 'PostToolUse']);
    expect(text.stdout).toContain('1. POST http://127.0.0.1:9/audit');
  });

  it('says, for an approved hook, what of its code is not pinned (issue 16)', async () => {
    const project = await makeProject(
      'hooks_external:\n  PreToolUse:\n    - hooks:\n        - type: command\n          command: ["node", "-e", "process.exit(0)"]\n          source: imported:claude\n',
    );
    const review = await project.li(['hooks', 'trust', '--yes']);
    expect(review.code).toBe(0);
    expect(review.stdout).toMatch(
      /\n {4}NOT PINNED: nothing of this hook's own code is pinned: only the program \/\S+ is; what it runs \(its arguments, modules on its search path, files it reads\) can change without a new review\n {4}NOT PINNED: the program text given to node -e is pinned by the argv hash, but not what it imports or reads\n/,
    );
    const r = await project.li(['hooks', 'list']);
    expect(r.stdout).toContain(
      "trust: trusted\n     not pinned: nothing of this hook's own code is pinned",
    );
    const doctor = await project.li(['hooks', 'doctor']);
    expect(doctor.stdout).toContain('warning: ');
    expect(doctor.stdout).toContain("nothing of this hook's own code is pinned");
  });

  it('says when nothing is configured, and refuses an unknown event or project dir', async () => {
    const project = await makeProject('');
    expect(await project.li(['hooks', 'list'])).toEqual({
      code: 0,
      stdout: 'No external hooks configured.\n',
      stderr: '',
    });
    expect((await project.li(['hooks', 'list', '--event', 'PreToolUse'])).stdout).toBe(
      'PreToolUse: no hooks configured\n',
    );
    const bad = await project.li(['hooks', 'list', '--event', 'pretooluse']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(
      /^li hooks list: unsupported hook event "pretooluse" \(did you mean "PreToolUse"\?/,
    );
    const dir = await project.li(['hooks', 'list', '--project-dir', 'nope']);
    expect(dir).toEqual({
      code: 1,
      stdout: '',
      stderr: `li hooks list: project directory ${project.dir}/nope does not exist or is not a directory\n`,
    });
  });

  it('shows help with examples', async () => {
    const r = await (await makeProject('')).li(['hooks', 'list', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      'Usage: li hooks list [EVENT | --event EVENT] [--project-dir DIR] [--json]',
    );
    expect(r.stdout).toContain('li hooks list PreToolUse');
  });
});
