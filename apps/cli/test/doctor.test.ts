import { chmod, mkdir, realpath, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PROFILE_VERSION } from '@lionagi/hooks-profile';
import { commandHash } from '@lionagi/hooks-trust';
import { describe, expect, it } from 'vitest';
import { processTrackingCheck } from '../src/inspect/process-tracking-check.js';
import { makeProject } from './fixtures/inspect/project.js';
import { runLi } from './helpers/run-li.js';

const HEALTHY = `hooks_external:
  PreToolUse:
    - matcher: "bash|mcp__files__write"
      hooks:
        - type: command
          command: ["node", "\${LIONAGI_PROJECT_DIR}/guards/policy.mjs"]
  UserPromptSubmit:
    - hooks:
        - type: command
          command: ["./guards/prompt-gate.mjs"]
mcp_servers:
  files: { command: node, args: [server.mjs] }
`;

const IMPORTED = `hooks_external:
  PreToolUse:
    - matcher: bash
      hooks:
        - type: command
          command: ["./guards/policy.mjs"]
          source: imported:claude
`;

/**
 * The doctor's text findings as one line each, `head: message Fix: fix` (the text wraps them over
 * indented lines, the fix on its own), then the summary line.
 */
/** `doctor`'s line on a project whose own hooks are not approved on this machine (C-9). */
const pendingLine = (file: string) =>
  `Project approval: the hooks and MCP servers of ${file} are not approved on this machine; li-agent asks before they run on a terminal (review and approve: li hooks trust --project).`;

/** `doctor`'s line naming the process tracking of this machine (here: detected). */
const check = processTrackingCheck();
const trackingLine = check.ok ? check.line : 'an invalid LIONAGI_PROCESS_TRACKING';

function oneLineFindings(stdout: string): string[] {
  const out: string[] = [];
  let joiner = '';
  for (const line of stdout.trimEnd().split('\n')) {
    if (!line.startsWith('    ')) {
      out.push(line);
      joiner = ': ';
      continue;
    }
    const text = line.slice(4);
    const fix = text.startsWith('fix: ');
    out[out.length - 1] += fix ? ` Fix: ${text.slice(5)}` : `${joiner}${text}`;
    joiner = ' ';
  }
  return out;
}

describe.concurrent('li hooks doctor', { timeout: 60_000 }, () => {
  it('exits 0 and says so when every guard can work', async () => {
    const project = await makeProject(HEALTHY);
    expect(await project.li(['hooks', 'doctor'])).toEqual({
      code: 0,
      stdout: `${pendingLine('.lionagi/settings.yaml')}\n${trackingLine}\nli hooks doctor: no problems found (2 hooks checked)\n`,
      stderr: '',
    });
  });

  it('reports a project hook whose script others can write, exit 1 (issue 31 item 6)', async () => {
    const project = await makeProject(HEALTHY);
    const script = join(project.dir, 'guards/policy.mjs');
    await chmod(script, 0o777);
    const r = await project.li(['hooks', 'doctor', '--json']);
    expect(r.code).toBe(1);
    const findings = JSON.parse(r.stdout).findings as Array<Record<string, unknown>>;
    expect(findings.filter((f) => f.code === 'hook-file-unsafe')).toEqual([
      expect.objectContaining({
        severity: 'error',
        event: 'PreToolUse',
        line: 5,
        message: expect.stringContaining(
          `project hook does not run: the file ${script} is writable by group or others`,
        ),
        fix: expect.stringContaining(
          'LIONAGI_SAFE_DIRECTORIES; until then it denies every PreToolUse',
        ),
      }),
    ]);
  });

  it('reports an argv too large to exec (E2BIG) with exit 1 (issue 16 item 9)', async () => {
    const big = 'x'.repeat(200_000);
    const project = await makeProject(`hooks_external:
  PreToolUse:
    - matcher: bash
      hooks:
        - type: command
          command: ["node", "\${LIONAGI_PROJECT_DIR}/guards/policy.mjs", "${big}"]
`);
    const r = await project.li(['hooks', 'doctor', '--json']);
    expect(r.code).toBe(1);
    const findings = JSON.parse(r.stdout).findings as Array<Record<string, unknown>>;
    expect(findings.find((f) => f.code === 'argv-too-large')).toMatchObject({
      severity: 'error',
      line: 5,
      message:
        'argv element 2 is 200000 bytes, over the 131072-byte limit of one exec argument (it would fail with E2BIG)',
    });
  });

  it('reports an untrusted imported hook with exit 1, file:line and what to do', async () => {
    const project = await makeProject(IMPORTED);
    const r = await project.li(['hooks', 'doctor']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    const hash = commandHash(['./guards/policy.mjs']);
    expect(oneLineFindings(r.stdout)).toEqual([
      `error: ${project.projectFile}:5: PreToolUse hook ./guards/policy.mjs: imported hook command ["./guards/policy.mjs"] (PreToolUse, from ${project.projectFile}:5) is not trusted: no record of sha256 ${hash} in trusted_hook_commands of the user settings file. Fix: review it and approve it with "li hooks trust"; until then it denies every PreToolUse.`,
      trackingLine,
      'li hooks doctor: 1 error, 0 warnings (1 hook checked)',
    ]);
  });

  it('accepts the imported hook once it is trusted, and reports it as changed when its script is edited', async () => {
    const project = await makeProject(IMPORTED);
    const script = join(project.dir, 'guards', 'policy.mjs');
    const { createHash } = await import('node:crypto');
    const { readFile } = await import('node:fs/promises');
    const digest = createHash('sha256')
      .update(await readFile(script))
      .digest('hex');
    const record = `trusted_hook_commands:\n  - argv_hash: ${commandHash(['./guards/policy.mjs'])}\n    resolved_path: ${script}\n    content_digest: ${digest}\n`;
    await writeFile(project.userFile, record, { mode: 0o600 });
    expect((await project.li(['hooks', 'doctor'])).code).toBe(0);
    await writeFile(script, '#!/usr/bin/env node\nprocess.exit(0);\n');
    const r = await project.li(['hooks', 'doctor', '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).findings).toEqual([
      expect.objectContaining({ severity: 'error', code: 'trust-changed', line: 5 }),
    ]);
  });

  it('finds every kind of broken guard, each on one line with severity, hook, file:line and a fix', async () => {
    const project = await makeProject(`hooks_external:
  PreToolUse:
    - matcher: "Bash|read_file"
      hooks:
        - type: command
          command: ["./guards/missing.sh"]
        - type: command
          command: ["python3", "guards/check_cmd.py", "--strict"]
        - type: command
          command: ["no-such-program-lionagi"]
          timeout: 120
        - type: command
          command: ["./guards/not-executable.sh"]
    - matcher: "^Web.*"
      hooks:
        - type: command
          command: ["./guards/policy.mjs"]
  UserPromptSubmit:
    - matcher: "foo"
      hooks:
        - type: command
          command: ["./guards/prompt-gate.mjs"]
hooks:
  pre:
    bash: [["./guards/policy.mjs"]]
`);
    await writeFile(join(project.dir, 'guards', 'not-executable.sh'), '#!/bin/sh\n');
    await chmod(join(project.dir, 'guards', 'not-executable.sh'), 0o644);
    await mkdir(join(project.dir, '.claude'));
    await writeFile(
      join(project.dir, '.claude', 'settings.json'),
      JSON.stringify({ hooks: { PreToolUse: [{ hooks: [{ type: 'command', command: 'x' }] }] } }),
    );
    await mkdir(join(project.dir, '.codex'));
    await writeFile(
      join(project.dir, '.codex', 'config.toml'),
      '[[hooks.Stop]]\n[[hooks.Stop.hooks]]\ntype = "command"\ncommand = "x"\n',
    );
    const r = await project.li(['hooks', 'doctor']);
    expect(r.code).toBe(1);
    const f = project.projectFile;
    expect(oneLineFindings(r.stdout)).toEqual([
      `error: ${f}:5: PreToolUse hook ./guards/missing.sh: executable "./guards/missing.sh" does not exist (resolved to ${project.dir}/guards/missing.sh). Fix: create it or correct the path; relative paths are resolved against the project directory.`,
      `error: ${f}:7: PreToolUse hook python3 guards/check_cmd.py --strict: argument 1 "guards/check_cmd.py" looks like a file but does not exist (resolved to ${project.dir}/guards/check_cmd.py). Fix: create the script or correct the path; relative paths are resolved against the project directory.`,
      `error: ${f}:9: PreToolUse hook no-such-program-lionagi: program "no-such-program-lionagi" is not installed (not found on PATH); until then it denies every PreToolUse it matches. Fix: install it (or fix PATH for the agent, or give its absolute path), or turn the hook off with "li hooks disable ${commandHash(['no-such-program-lionagi']).slice(0, 12)}".`,
      `error: ${f}:12: PreToolUse hook ./guards/not-executable.sh: executable ${project.dir}/guards/not-executable.sh is not executable. Fix: run "chmod +x ${project.dir}/guards/not-executable.sh" or put its interpreter first, e.g. ["node", "./guards/not-executable.sh"].`,
      `error: ${f}:16: hooks_external.PreToolUse[1]: its hooks never fire: matcher regex "^Web.*" matches no tool in the lionagi vocabulary (lionagi tools: bash, read_file, write_file, edit_file, web_fetch, agent). Fix: match a tool of this runtime (lionagi names: bash, read_file, write_file, edit_file, web_fetch, agent or mcp__<server>__<tool>), or set tool_vocabulary to the harness the matcher was written for.`,
      `error: ${project.dir}/.claude/settings.json: Claude Code hooks configured here have not been imported: no hook has source imported:claude, so they do not guard this runtime. Fix: run "li hooks import claude", review the report, then "li hooks trust".`,
      `error: ${project.dir}/.codex/config.toml: Codex hooks configured here have not been imported: no hook has source imported:codex, so they do not guard this runtime. Fix: run "li hooks import codex", review the report, then "li hooks trust".`,
      `warning: ${f}:5: matcher "Bash|read_file" of hooks_external.PreToolUse[0] names "Bash", no tool in the lionagi vocabulary (lionagi tools: bash, read_file, write_file, edit_file, web_fetch, agent or mcp__<server>__<tool>); its hooks fire only for the other names. Fix: name the tool as the lionagi vocabulary does ("Bash" -> "bash").`,
      expect.stringMatching(
        new RegExp(
          `^warning: ${f}:11: PreToolUse hook no-such-program-lionagi: .*timeout 120 s is above the 60 s default.*\\. Fix: lower "timeout" to 60 or less unless the hook really needs it\\.$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^warning: ${f}:19: .*matcher "foo" is ignored.*\\. Fix: remove the matcher, or filter inside the hook\\.$`,
        ),
      ),
      `warning: ${f}:25: hook ./guards/policy.mjs: legacy "hooks:" entry (pre bash): no stdout decisions, no matcher grammar, no trust tier. Fix: move it to hooks_external.PreToolUse with matcher "bash".`,
      pendingLine('.lionagi/settings.yaml'),
      trackingLine,
      'li hooks doctor: 7 errors, 4 warnings (6 hooks checked)',
    ]);
  });

  it('does not suggest renaming MultiEdit to Edit in a matcher that already names Edit: drop it', async () => {
    const project = await makeProject(`hooks_external:
  PreToolUse:
    - matcher: Edit|MultiEdit|Write
      tool_vocabulary: claude
      hooks:
        - type: command
          command: [node, guard.mjs]
    - matcher: MultiEdit
      tool_vocabulary: claude
      hooks:
        - type: command
          command: [node, guard.mjs]
`);
    const findings = oneLineFindings((await project.li(['hooks', 'doctor'])).stdout);
    expect(findings.filter((line) => line.includes('MultiEdit'))).toEqual([
      expect.stringMatching(
        /^error: .*hooks_external\.PreToolUse\[1\]: its hooks never fire: matcher "MultiEdit".*Fix: name the tool as the claude vocabulary does \("MultiEdit" -> "Edit"\)\.$/,
      ),
      expect.stringMatching(
        /^warning: .*matcher "Edit\|MultiEdit\|Write" .*names "MultiEdit".*its hooks fire only for the other names\. Fix: drop "MultiEdit" from the matcher: the tool it stands for is already named\.$/,
      ),
    ]);
  });

  it("points a matcher naming Claude Code's old Task tool at Agent (li-agent's agent tool)", async () => {
    const project = await makeProject(`hooks_external:
  PreToolUse:
    - matcher: Task
      tool_vocabulary: claude
      hooks:
        - type: command
          command: [node, guard.mjs]
    - matcher: Agent
      tool_vocabulary: claude
      hooks:
        - type: command
          command: [node, guard.mjs]
`);
    const findings = oneLineFindings((await project.li(['hooks', 'doctor'])).stdout);
    expect(findings.filter((line) => line.includes('matcher'))).toEqual([
      expect.stringMatching(
        /^error: .*hooks_external\.PreToolUse\[0\]: its hooks never fire: matcher "Task".*Fix: name the tool as the claude vocabulary does \("Task" -> "Agent"\)\.$/,
      ),
    ]);
  });

  it('does not report a foreign config once its hooks were imported', async () => {
    const project = await makeProject(IMPORTED);
    expect((await project.li(['hooks', 'trust', '--yes'])).code).toBe(0);
    await mkdir(join(project.dir, '.claude'));
    await writeFile(
      join(project.dir, '.claude', 'settings.local.json'),
      JSON.stringify({ hooks: { PreToolUse: [] } }),
    );
    await mkdir(join(project.dir, '.codex'));
    await writeFile(join(project.dir, '.codex', 'hooks.json'), '{"hooks": {}}');
    expect(await project.li(['hooks', 'doctor'])).toMatchObject({ code: 0, stderr: '' });
  });

  it('exits 1 with the loader diagnostics when the config does not load', async () => {
    const project = await makeProject(
      'hooks_external:\n  TeammateIdle:\n    - hooks: []\n  PreToolUse:\n    - matcher: "(["\n      hooks: []\n',
    );
    const r = await project.li(['hooks', 'doctor', '--json']);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout);
    expect(report).toMatchObject({ config_loaded: false, errors: 2, checked: { hooks: 0 } });
    expect(report.findings.map((f: { code: string; line: number }) => [f.code, f.line])).toEqual([
      ['config-invalid', 2],
      ['config-invalid', 5],
    ]);
    expect(report.findings[0].message).toContain('unsupported hook event "TeammateIdle"');
  });

  it('refuses a world-writable settings file in a parent directory instead of reporting no problems (issue 16)', async () => {
    const project = await makeProject('');
    await rm(join(project.dir, '.lionagi'), { recursive: true });
    const parent = join(project.dir, '..');
    await mkdir(join(parent, '.lionagi'));
    const file = join(parent, '.lionagi', 'settings.yaml');
    await writeFile(
      file,
      'hooks_external:\n  SessionStart:\n    - hooks:\n        - { type: command, command: [touch, pwned] }\n',
    );
    await chmod(file, 0o666);
    const r = await project.li(['hooks', 'doctor']);
    expect(r.code).toBe(1);
    const text = oneLineFindings(r.stdout).join('\n') + r.stderr;
    expect(text).toContain(
      `refusing to read ${file}: the project settings file is writable by group or others`,
    );
    expect(text).toContain(`LIONAGI_SAFE_DIRECTORIES=${parent}`);
  });

  it('agrees with import: the timeout: 600 import writes on purpose is no warning; one written by hand is', async () => {
    const project = await makeProject(`hooks_external:
  PostToolUse:
    - matcher: Write
      hooks:
        - type: command
          command: ["./guards/policy.mjs"]
          timeout: 600
          tool_vocabulary: claude
          imported_from: { file: .claude/settings.json, event: PostToolUse, matcher: Write, command: ./guards/policy.mjs }
        - type: command
          command: ["./guards/prompt-gate.mjs"]
          timeout: 600
`);
    const report = JSON.parse((await project.li(['hooks', 'doctor', '--json'])).stdout);
    const timeouts = report.findings.filter((f: { code: string }) => f.code === 'long-timeout');
    expect(timeouts.map((f: { command: string[] }) => f.command)).toEqual([
      ['./guards/prompt-gate.mjs'],
    ]);
    expect(timeouts.length).toBe(1);
  });

  it('prints the documented --json shape', async () => {
    const project = await makeProject(IMPORTED);
    const report = JSON.parse((await project.li(['hooks', 'doctor', '--json'])).stdout);
    expect(report).toEqual({
      profile: PROFILE_VERSION,
      li: expect.any(String),
      project_dir: project.dir,
      config_loaded: true,
      checked: { hooks: 1, legacy_hooks: 0 },
      errors: 1,
      warnings: 0,
      findings: [
        {
          severity: 'error',
          code: 'trust-pending',
          event: 'PreToolUse',
          command: ['./guards/policy.mjs'],
          file: project.projectFile,
          line: 5,
          message: expect.stringContaining('is not trusted'),
          fix: 'review it and approve it with "li hooks trust"; until then it denies every PreToolUse',
        },
      ],
      guarded_through_li: [],
      // Only imported hooks: they have trust records of their own, no project approval (C-9).
      project_approval: {
        status: 'not-needed',
        project: await realpath(project.dir),
        digest: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
      process_tracking: check.ok ? check.tracking : null,
    });
  });

  it("says whether the project's own hooks are approved, and fails when the approval is required (issue 31 item 8)", async () => {
    const project = await makeProject(HEALTHY);
    const approval = async (env: NodeJS.ProcessEnv = {}) => {
      const r = await runLi(['hooks', 'doctor', '--json'], {
        cwd: project.dir,
        env: { ...project.env, ...env },
      });
      const report = JSON.parse(r.stdout);
      const codes = report.findings.map((f: { code: string }) => f.code);
      return { code: r.code, status: report.project_approval.status, codes };
    };
    expect(await approval()).toEqual({ code: 0, status: 'pending', codes: [] });
    const required = { LIONAGI_REQUIRE_PROJECT_APPROVAL: '1' };
    expect(await approval(required)).toEqual({
      code: 1,
      status: 'pending',
      codes: ['project-approval-pending'],
    });
    const text = await runLi(['hooks', 'doctor'], {
      cwd: project.dir,
      env: { ...project.env, ...required },
    });
    expect(oneLineFindings(text.stdout)).toContain(
      `error: ${project.projectFile}: the project's own hooks and MCP servers are not approved on this machine, and LIONAGI_REQUIRE_PROJECT_APPROVAL requires the approval: every session in ${await realpath(project.dir)} refuses to start. Fix: review and approve them with li hooks trust --project in ${await realpath(project.dir)}.`,
    );

    expect((await project.li(['hooks', 'trust', '--project', '--yes'])).code).toBe(0);
    expect(await approval(required)).toEqual({ code: 0, status: 'approved', codes: [] });
    expect((await project.li(['hooks', 'doctor'])).stdout).toBe(
      `Project approval: the hooks and MCP servers of .lionagi/settings.yaml are approved on this machine (${project.userFile}).\n${trackingLine}\nli hooks doctor: no problems found (2 hooks checked)\n`,
    );

    // The repository changes an entry: changed since the approval, with the fix.
    await writeFile(project.projectFile, HEALTHY.replace('"bash|mcp__files__write"', '"bash"'));
    expect(await approval(required)).toEqual({
      code: 1,
      status: 'changed',
      codes: ['project-approval-changed'],
    });
    expect((await project.li(['hooks', 'doctor'])).stdout).toContain(
      `Project approval: the hooks and MCP servers of .lionagi/settings.yaml changed since they were approved on this machine; li-agent asks again before they run on a terminal (review and approve: li hooks trust --project).\n`,
    );
  });

  it('names the process tracking in use: forced posix in text and JSON; an invalid value is an error (issue 32)', async () => {
    const project = await makeProject(IMPORTED);
    const forced = (value: string, args: string[] = []) =>
      runLi(['hooks', 'doctor', ...args], {
        cwd: project.dir,
        env: { ...project.env, LIONAGI_PROCESS_TRACKING: value },
      });
    expect((await forced('posix')).stdout.trimEnd().split('\n').at(-2)).toBe(
      "Process tracking: posix (forced): finds the hook's process group, its descendants by parent pid while their parent lives, and every member recorded before a SIGTERM (one `ps -A` per scan); cannot find a child that left the group (setpgid or setsid) after its parent exited: ps shows no portable session id.",
    );
    expect(JSON.parse((await forced('posix', ['--json'])).stdout).process_tracking).toMatchObject({
      kind: 'posix',
      chosen: 'forced',
    });
    const invalid = await forced('bsd', ['--json']);
    expect(invalid.code).toBe(1);
    const report = JSON.parse(invalid.stdout);
    expect(report.process_tracking).toBeNull();
    expect(report.findings).toContainEqual({
      severity: 'error',
      code: 'process-tracking-invalid',
      event: null,
      command: null,
      file: null,
      line: null,
      message:
        'LIONAGI_PROCESS_TRACKING="bsd" is not a process tracking: expected "proc" or "posix" (or unset, to detect it): every hook run fails',
      fix: 'set LIONAGI_PROCESS_TRACKING to proc or posix, or unset it',
    });
  });

  it('shows help with examples', async () => {
    const r = await (await makeProject('')).li(['hooks', 'doctor', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('li hooks doctor --project-dir ~/src/app');
  });
});

describe('li hooks doctor text layout', { timeout: 60_000 }, () => {
  it('puts each finding on a head line, wraps what is wrong at 100 columns in a pipe, and gives the fix its own line', async () => {
    const project = await makeProject(IMPORTED);
    const r = await project.li(['hooks', 'doctor']);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`error: ${project.projectFile}:5: PreToolUse hook ./guards/policy.mjs`);
    expect(lines.at(-2)).toBe(trackingLine);
    const body = lines.slice(1, -2);
    expect(body.length).toBeGreaterThan(2);
    for (const line of body) {
      expect(line.startsWith('    ')).toBe(true);
      // A line is longer only when it is one unbreakable word (the 64-digit hash, a path).
      if (line.length > 100) expect(line.trim()).not.toContain(' ');
    }
    const fixAt = body.findIndex((line) => line.startsWith('    fix: '));
    expect(body.slice(0, fixAt).join(' ')).toContain('is not trusted');
    expect(body.slice(fixAt)).toEqual([
      '    fix: review it and approve it with "li hooks trust"; until then it denies every PreToolUse.',
    ]);
    expect(lines.at(-1)).toBe('li hooks doctor: 1 error, 0 warnings (1 hook checked)');
  });
});
