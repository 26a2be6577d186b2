import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { processesWithEnv } from '@lionagi/hooks-exec/testing';
import { compileMatcher } from '@lionagi/hooks-profile/core';
import { describe, expect, inject, it } from 'vitest';
import { makeProject, recordedEnvelope, type TempProject } from './fixtures/inspect/project.js';
import { runLi } from './helpers/run-li.js';

/** One LionAGI guard on both spellings of the shell tool (the recipe's LionAGI side). */
const SETTINGS = `hooks_external:
  PreToolUse:
    - matcher: "^(bash|Bash)$"
      hooks:
        - type: command
          command: ["\${LIONAGI_PROJECT_DIR}/guards/policy.mjs"]
          timeout: 30
`;

const RECIPE = join(import.meta.dirname, '..', '..', '..', 'docs', 'cli-recipes.md');

/** The JSON block of the recipe section whose heading starts with `heading`. */
async function recipeBlock(heading: string): Promise<unknown> {
  const text = await readFile(RECIPE, 'utf8');
  const section = text.slice(text.indexOf(`### ${heading}`));
  const block = /```json\n([\s\S]*?)```/.exec(section)?.[1];
  return JSON.parse(block ?? 'null');
}

/** `li` on PATH, as the recipe requires: a shim in the project's bin/ running the bundled li. */
async function withLiOnPath(project: TempProject): Promise<NodeJS.ProcessEnv> {
  const bin = join(project.dir, '..', 'bin');
  await mkdir(bin, { recursive: true });
  await writeFile(
    join(bin, 'li'),
    `#!/bin/sh\nexec '${process.execPath}' '${inject('liBin')}' "$@"\n`,
  );
  await chmod(join(bin, 'li'), 0o755);
  return { ...project.env, PATH: `${bin}:${process.env.PATH}` };
}

const li = (project: TempProject, env: NodeJS.ProcessEnv, args: string[], input?: string) =>
  runLi(args, { cwd: project.dir, env, ...(input === undefined ? {} : { input }) });

/** Live processes whose environment names this project (every hook and nested li carries it). */
const processesOf = (dir: string): number[] => processesWithEnv(`LIONAGI_PROJECT_DIR=${dir}`);

describe.concurrent('the --emit bridge, wired as the recipe says', { timeout: 60_000 }, () => {
  it('export --bridge writes exactly the recipe, merged into the existing files, once', async () => {
    const project = await makeProject(SETTINGS);
    const env = await withLiOnPath(project);
    await mkdir(join(project.dir, '.claude'));
    const stop = { hooks: [{ type: 'command', command: 'echo stop' }] };
    await writeFile(
      join(project.dir, '.claude', 'settings.json'),
      JSON.stringify({ model: 'opus', hooks: { Stop: [stop] } }),
    );
    const file = join(project.dir, '.claude', 'settings.json');
    const original = await readFile(file, 'utf8');
    // --dry-run never writes, with any flag; an existing file that would change needs --force.
    for (const flags of [['--dry-run'], ['--dry-run', '--force'], []]) {
      const r = await li(project, env, ['hooks', 'export', 'claude', '--bridge', ...flags]);
      expect({ flags, code: r.code }).toEqual({ flags, code: flags.length === 0 ? 1 : 0 });
      if (flags.length > 0) expect(r.stdout).toMatch(/^\+ +"command": "li",$/m);
      else expect(r.stderr).toContain('exists and would change; not written');
      expect(await readFile(file, 'utf8')).toBe(original);
      expect(existsSync(`${file}.bak`)).toBe(false);
    }
    for (const run of [1, 2]) {
      const r = await li(project, env, ['hooks', 'export', 'claude', '--bridge', '--force']);
      expect(r.code, `run ${run}: ${r.stderr}`).toBe(0);
    }
    expect(await readFile(`${file}.bak`, 'utf8')).toBe(original);
    const claude = JSON.parse(await readFile(file, 'utf8'));
    const recipe = (await recipeBlock('Claude Code')) as { hooks: Record<string, unknown> };
    expect(claude).toEqual({ model: 'opus', hooks: { Stop: [stop], ...recipe.hooks } });

    expect((await li(project, env, ['hooks', 'export', 'codex', '--bridge'])).code).toBe(0);
    const codex = JSON.parse(await readFile(join(project.dir, '.codex', 'hooks.json'), 'utf8'));
    expect(codex).toEqual(await recipeBlock('Codex'));
  });

  it('a guard written here (matcher: bash) exported with --bridge fires on the Bash call Claude Code and Codex send', async () => {
    const project = await makeProject(`hooks_external:
  PreToolUse:
    - matcher: bash
      hooks:
        - type: command
          command: ["\${LIONAGI_PROJECT_DIR}/guards/policy.mjs"]
`);
    const env = await withLiOnPath(project);
    for (const harness of ['claude', 'codex']) {
      expect((await li(project, env, ['hooks', 'export', harness, '--bridge'])).code).toBe(0);
    }
    const wired = async (file: string) => {
      const hooks = JSON.parse(await readFile(join(project.dir, file), 'utf8')).hooks;
      const hook = hooks.PreToolUse[0].hooks[0];
      return (hook.args ?? hook.command.split(' ').slice(1)).map((a: string) =>
        a.replace(/^"?\$\{?(CLAUDE_PROJECT_DIR|PWD)\}?"?$/, project.dir),
      ) as string[];
    };
    const claude = await recordedEnvelope('claude-code-PreToolUse.json');
    const codex = await recordedEnvelope('codex-PreToolUse.json');
    for (const [file, envelope] of [
      ['.claude/settings.json', claude],
      ['.codex/hooks.json', codex],
    ] as const) {
      const args = await wired(file);
      const rm = { ...envelope, tool_input: { command: 'rm -rf /' } };
      const r = await li(project, env, args, JSON.stringify(rm));
      expect({ file, code: r.code, stderr: r.stderr }).toEqual({ file, code: 0, stderr: '' });
      expect(JSON.parse(r.stdout).hookSpecificOutput).toMatchObject({
        permissionDecision: 'deny',
        permissionDecisionReason: 'rm -rf is blocked by policy',
      });
    }
  });

  it('doctor passes it as guarded through li; import refuses it; a nested li hooks run is refused and leaves nothing', async () => {
    const project = await makeProject(SETTINGS);
    const env = await withLiOnPath(project);
    expect((await li(project, env, ['hooks', 'export', 'claude', '--bridge'])).code).toBe(0);

    const doctor = await li(project, env, ['hooks', 'doctor']);
    expect(doctor).toMatchObject({ code: 0, stderr: '' });
    expect(doctor.stdout.split('\n')).toEqual([
      '.claude/settings.json: guarded through li (PreToolUse, UserPromptSubmit, PostToolUse, PreSkillShellCommand run "li hooks run --emit claude")',
      'Project approval: the hooks and MCP servers of .lionagi/settings.yaml are not approved on this machine; li-agent asks before they run on a terminal (review and approve: li hooks trust --project).',
      expect.stringMatching(/^Process tracking: (proc|posix) \(detected\): finds /),
      'li hooks doctor: no problems found (1 hook checked)',
      '',
    ]);

    const before = await readFile(project.projectFile, 'utf8');
    const imported = await li(project, env, ['hooks', 'import', 'claude']);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain('0 imported, 0 unchanged, 4 rejected');
    expect(imported.stdout).toContain(
      "this is the li bridge (li hooks run PreToolUse --emit claude --project-dir ${LIONAGI_PROJECT_DIR}): it runs this project's hooks_external itself, so imported into them it would start itself on every PreToolUse (recursion)",
    );
    expect(await readFile(project.projectFile, 'utf8')).toBe(before);

    // Had it been imported by hand: the outer li runs the inner one as a hook; the inner refuses.
    await writeFile(
      project.projectFile,
      `${SETTINGS}        - type: command\n          command: [li, hooks, run, PreToolUse, --emit, claude]\n`,
    );
    const envelope = JSON.stringify({ tool_name: 'Bash', tool_input: { command: 'ls' } });
    const outer = await li(
      project,
      env,
      ['hooks', 'run', 'PreToolUse', '--emit', 'claude'],
      envelope,
    );
    expect(outer.code).toBe(0);
    const answer = JSON.parse(outer.stdout).hookSpecificOutput;
    expect(answer.permissionDecision).toBe('deny');
    expect(answer.permissionDecisionReason).toContain(
      'li hooks run: refusing to run inside a LionAGI hook (LIONAGI_IN_HOOK is set)',
    );
    expect(processesOf(project.dir)).toEqual([]);
  });

  it('export --bridge also wires the profile v2 events configured (Codex: Stop and PermissionRequest only); doctor knows them', async () => {
    const v2 = (event: string) =>
      `  ${event}:\n    - hooks:\n        - type: command\n          command: ["\${LIONAGI_PROJECT_DIR}/guards/fail.sh"]\n          timeout: 30\n`;
    const project = await makeProject(
      `${SETTINGS}${v2('Stop')}${v2('PermissionRequest')}${v2('Notification')}`,
    );
    const env = await withLiOnPath(project);
    const claudeRun = await li(project, env, ['hooks', 'export', 'claude', '--bridge']);
    expect(claudeRun.stderr).toContain(
      '.claude/settings.json: PreToolUse, UserPromptSubmit, PostToolUse, Stop, PermissionRequest, Notification, PreSkillShellCommand\n',
    );
    const claude = JSON.parse(
      await readFile(join(project.dir, '.claude', 'settings.json'), 'utf8'),
    );
    for (const event of ['Stop', 'PermissionRequest', 'Notification']) {
      expect(claude.hooks[event]).toEqual([
        {
          hooks: [
            {
              type: 'command',
              command: 'li',
              timeout: 300,
              args: [
                'hooks',
                'run',
                event,
                '--emit',
                'claude',
                '--project-dir',
                '${CLAUDE_PROJECT_DIR}',
              ],
            },
          ],
        },
      ]);
    }
    expect((await li(project, env, ['hooks', 'export', 'codex', '--bridge'])).code).toBe(0);
    const codex = JSON.parse(await readFile(join(project.dir, '.codex', 'hooks.json'), 'utf8'));
    expect(Object.keys(codex.hooks)).toEqual([
      'PreToolUse',
      'UserPromptSubmit',
      'PostToolUse',
      'Stop',
      'PermissionRequest',
    ]);
    expect(codex.hooks.Stop).toEqual([
      { hooks: [{ type: 'command', command: 'li hooks run Stop --emit codex', timeout: 300 }] },
    ]);

    const doctor = await li(project, env, ['hooks', 'doctor']);
    expect(doctor.stdout).toContain(
      '.claude/settings.json: guarded through li (PreToolUse, UserPromptSubmit, PostToolUse, Stop, PermissionRequest, Notification, PreSkillShellCommand run "li hooks run --emit claude")',
    );
    expect(doctor.stdout).toContain(
      '.codex/hooks.json: guarded through li (PreToolUse, UserPromptSubmit, PostToolUse, Stop, PermissionRequest run "li hooks run --emit codex")',
    );
    delete claude.hooks.Stop;
    claude.hooks.Notification[0].hooks[0].timeout = 10;
    await writeFile(join(project.dir, '.claude', 'settings.json'), JSON.stringify(claude));
    codex.hooks.Notification = [
      { hooks: [{ type: 'command', command: 'li hooks run Notification --emit codex' }] },
    ];
    await writeFile(join(project.dir, '.codex', 'hooks.json'), JSON.stringify(codex));
    const after = await li(project, env, ['hooks', 'doctor', '--json']);
    const codes = JSON.parse(after.stdout).findings.map(
      (f: { code: string; event: string; file: string }) =>
        `${f.code} ${f.event} ${f.file.includes('.codex') ? 'codex' : 'claude'}`,
    );
    expect(codes.sort()).toEqual([
      'bridge-event-absent Notification codex',
      'bridge-event-missing Stop claude',
      'bridge-timeout-short Notification claude',
    ]);
  });

  it('export --bridge wires the profile v3 events configured, in both harnesses (both fire them)', async () => {
    const v3 = (event: string, matcher: string) =>
      `  ${event}:\n    - matcher: ${matcher}\n      hooks:\n        - type: command\n          command: ["\${LIONAGI_PROJECT_DIR}/guards/fail.sh"]\n          timeout: 30\n`;
    const project = await makeProject(
      `${SETTINGS}${v3('SubagentStop', 'general-purpose')}${v3('PreCompact', 'auto')}`,
    );
    const env = await withLiOnPath(project);
    const claudeRun = await li(project, env, ['hooks', 'export', 'claude', '--bridge']);
    expect(claudeRun.stderr).toContain(
      '.claude/settings.json: PreToolUse, UserPromptSubmit, PostToolUse, SubagentStop, PreCompact, PreSkillShellCommand\n',
    );
    const claude = JSON.parse(
      await readFile(join(project.dir, '.claude', 'settings.json'), 'utf8'),
    );
    expect(claude.hooks.SubagentStop[0].hooks[0].args).toEqual([
      'hooks',
      'run',
      'SubagentStop',
      '--emit',
      'claude',
      '--project-dir',
      '${CLAUDE_PROJECT_DIR}',
    ]);
    expect((await li(project, env, ['hooks', 'export', 'codex', '--bridge'])).code).toBe(0);
    const codex = JSON.parse(await readFile(join(project.dir, '.codex', 'hooks.json'), 'utf8'));
    expect(codex.hooks.PreCompact[0].hooks[0].command).toBe('li hooks run PreCompact --emit codex');
    const doctor = await li(project, env, ['hooks', 'doctor']);
    expect(doctor.stdout).toContain(
      '.codex/hooks.json: guarded through li (PreToolUse, UserPromptSubmit, PostToolUse, SubagentStop, PreCompact run "li hooks run --emit codex")',
    );
  });

  it('doctor reports a bridge li cannot start, one miswired, and one whose timeout is below the chain', async () => {
    const project = await makeProject(SETTINGS);
    await mkdir(join(project.dir, '.claude'));
    const handler = (args: string[], timeout: number) => ({
      hooks: [{ type: 'command', command: '/nonexistent/li', timeout, args }],
    });
    await writeFile(
      join(project.dir, '.claude', 'settings.json'),
      JSON.stringify({
        hooks: {
          PreToolUse: [handler(['hooks', 'run', 'PreToolUse', '--emit', 'claude'], 10)],
          PostToolUse: [handler(['hooks', 'run', 'PreToolUse', '--emit', 'codex'], 300)],
        },
      }),
    );
    const r = await project.li(['hooks', 'doctor', '--json']);
    expect(r.code).toBe(1);
    const codes = JSON.parse(r.stdout).findings.map(
      (f: { code: string; event: string }) => `${f.code} ${f.event}`,
    );
    expect(codes.sort()).toEqual([
      'bridge-miswired PostToolUse',
      'bridge-not-found PostToolUse',
      'bridge-not-found PreToolUse',
      'bridge-skill-lines-unguarded PreSkillShellCommand',
      'bridge-timeout-short PreToolUse',
    ]);
  });

  it('doctor reports a PreSkillShellCommand bridge without --as-tool as miswired (it blocks every skill line)', async () => {
    const project = await makeProject(SETTINGS);
    const env = await withLiOnPath(project);
    await mkdir(join(project.dir, '.claude'));
    const bridge = (args: string[]) => [
      { hooks: [{ type: 'command', command: 'li', timeout: 300, args }] },
    ];
    await writeFile(
      join(project.dir, '.claude', 'settings.json'),
      JSON.stringify({
        hooks: {
          PreToolUse: bridge(['hooks', 'run', 'PreToolUse', '--emit', 'claude']),
          PreSkillShellCommand: bridge(['hooks', 'run', 'PreToolUse', '--emit', 'claude']),
        },
      }),
    );
    const r = await li(project, env, ['hooks', 'doctor', '--json']);
    expect(r.code).toBe(1);
    const findings = JSON.parse(r.stdout).findings.filter(
      (f: { event: string }) => f.event === 'PreSkillShellCommand',
    );
    expect(findings).toEqual([
      expect.objectContaining({
        code: 'bridge-miswired',
        severity: 'error',
        message:
          'PreSkillShellCommand hook li hooks run PreToolUse --emit claude: Claude Code fires it before each shell line of a skill or slash command, which li answers only as "li hooks run PreToolUse --emit claude --as-tool Bash"; as it is, every skill shell line is blocked',
      }),
    ]);
  });
});

describe.concurrent("a hook's ask through the bridge", { timeout: 60_000 }, () => {
  const ASKS = `hooks_external:
  PreToolUse:
    - hooks:
        - type: command
          command: ["./guards/ask.sh"]
`;
  const envelope = JSON.stringify({ tool_name: 'Bash', tool_input: { command: './deploy.sh' } });

  it('reaches Claude Code as ask with the hook reason', async () => {
    const project = await makeProject(ASKS);
    const r = await project.li(['hooks', 'run', 'PreToolUse', '--emit', 'claude'], envelope);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      hookSpecificOutput: {
        hookEventName: 'PreToolUse',
        permissionDecision: 'ask',
        permissionDecisionReason: 'deploys need a human: confirm',
      },
    });
  });

  it('reaches Codex as deny (Codex 0.169 fails an ask open), the hook reason kept', async () => {
    const project = await makeProject(ASKS);
    const r = await project.li(['hooks', 'run', 'PreToolUse', '--emit', 'codex'], envelope);
    expect(JSON.parse(r.stdout)).toEqual({
      hookSpecificOutput: {
        hookEventName: 'PreToolUse',
        permissionDecision: 'deny',
        permissionDecisionReason:
          "hook requested interactive approval ('ask'); no interactive approval surface exists in this runtime — failing closed; the hook's reason: deploys need a human: confirm",
      },
    });
  });
});

describe.concurrent('an ask through the bridge does not end the chain (Dv1-7)', {
  timeout: 60_000,
}, () => {
  const chain = (...guards: string[]) =>
    `hooks_external:\n  PreToolUse:\n    - hooks:\n${guards.map((g) => `        - type: command\n          command: ["./guards/${g}"]\n`).join('')}`;
  const DENIED = {
    permissionDecision: 'deny',
    permissionDecisionReason: 'rm -rf is blocked by policy',
  };
  const ASKED = {
    permissionDecision: 'ask',
    permissionDecisionReason: 'deploys need a human: confirm',
  };
  const cases = [
    ['ask then deny', ['ask.sh', 'policy.mjs'], 'rm -rf /', DENIED, DENIED],
    ['deny then ask', ['policy.mjs', 'ask.sh'], 'rm -rf /', DENIED, DENIED],
    ['two asks', ['ask.sh', 'ask.sh', 'policy.mjs'], 'git push', ASKED, undefined],
  ] as const;
  for (const [name, guards, command, claude, codex] of cases) {
    it(`${name}: the recorded Claude Code and Codex envelopes get ${claude.permissionDecision}`, async () => {
      const project = await makeProject(chain(...guards));
      for (const [harness, file, want] of [
        ['claude', 'claude-code-PreToolUse.json', claude],
        ['codex', 'codex-PreToolUse.json', codex],
      ] as const) {
        const envelope = { ...(await recordedEnvelope(file)), tool_input: { command } };
        const r = await project.li(
          ['hooks', 'run', 'PreToolUse', '--emit', harness],
          JSON.stringify(envelope),
        );
        expect({ harness, code: r.code }).toEqual({ harness, code: 0 });
        const specific = JSON.parse(r.stdout).hookSpecificOutput;
        if (want !== undefined) expect(specific).toEqual({ hookEventName: 'PreToolUse', ...want });
        // Codex has no ask: it is sent as a deny that keeps the hook's reason.
        else
          expect(specific).toMatchObject({
            permissionDecision: 'deny',
            permissionDecisionReason: expect.stringContaining('deploys need a human: confirm'),
          });
      }
    });
  }

  it('a rewrite after an ask reaches Claude Code with the ask, as the input it asks about', async () => {
    const project = await makeProject(chain('ask.sh', 'policy.mjs'));
    const envelope = {
      ...(await recordedEnvelope('claude-code-PreToolUse.json')),
      tool_input: { command: 'echo hi' },
    };
    const r = await project.li(
      ['hooks', 'run', 'PreToolUse', '--emit', 'claude'],
      JSON.stringify(envelope),
    );
    expect(JSON.parse(r.stdout).hookSpecificOutput).toEqual({
      hookEventName: 'PreToolUse',
      ...ASKED,
      updatedInput: { command: 'echo hi # checked' },
    });
  });
});

describe('export --bridge writes the matchers of the entries it guards', {
  timeout: 60_000,
}, () => {
  it('Claude Code starts li for a Bash call (and denies rm -rf) and 0 processes for a tool call no entry matches', async () => {
    const project = await makeProject(`hooks_external:
  PreToolUse:
    - matcher: bash
      hooks: [{ type: command, command: ["\${LIONAGI_PROJECT_DIR}/guards/policy.mjs"] }]
  PostToolUse:
    - matcher: Write|Edit
      tool_vocabulary: claude
      hooks: [{ type: command, command: ["./guards/notify.sh"] }]
`);
    const env = await withLiOnPath(project);
    // Every start of li by the harness leaves a line, before li runs.
    const starts = join(project.dir, '..', 'li-starts');
    await writeFile(
      join(project.dir, '..', 'bin', 'li'),
      `#!/bin/sh\necho start >> '${starts}'\nexec '${process.execPath}' '${inject('liBin')}' "$@"\n`,
    );
    expect((await li(project, env, ['hooks', 'export', 'claude', '--bridge'])).code).toBe(0);
    const settings = JSON.parse(
      await readFile(join(project.dir, '.claude', 'settings.json'), 'utf8'),
    );
    expect(settings.hooks.PreToolUse[0].matcher).toBe('Bash');
    expect(settings.hooks.PostToolUse[0].matcher).toBe('Write|Edit');
    expect(settings.hooks.UserPromptSubmit[0].matcher).toBeUndefined();

    // What Claude Code does with the file (its matcher grammar, C-1): start each group that matches.
    const envelope = await recordedEnvelope('claude-code-PreToolUse.json');
    const fire = async (event: string, toolName: string, command: string) => {
      const outputs: string[] = [];
      for (const group of settings.hooks[event]) {
        if (!compileMatcher(group.matcher).test(toolName)) continue;
        for (const hook of group.hooks) {
          const args = hook.args.map((a: string) =>
            a.replace('${CLAUDE_PROJECT_DIR}', project.dir),
          );
          const input = {
            ...envelope,
            hook_event_name: event,
            tool_name: toolName,
            tool_input: { command },
          };
          const run = spawnSync(hook.command, args, {
            cwd: project.dir,
            env,
            input: JSON.stringify(input),
            encoding: 'utf8',
          });
          outputs.push(run.stdout);
        }
      }
      return outputs;
    };
    const startCount = async () =>
      existsSync(starts) ? (await readFile(starts, 'utf8')).split('\n').length - 1 : 0;
    expect(await fire('PreToolUse', 'Read', 'rm -rf /')).toEqual([]);
    expect(await fire('PostToolUse', 'Bash', 'ls')).toEqual([]);
    expect(await startCount()).toBe(0);
    const [bash] = await fire('PreToolUse', 'Bash', 'rm -rf /');
    expect(JSON.parse(bash as string).hookSpecificOutput).toMatchObject({
      permissionDecision: 'deny',
      permissionDecisionReason: 'rm -rf is blocked by policy',
    });
    expect(await startCount()).toBe(1);
  });

  it('doctor warns when an entry added since the export is not covered; export again clears it', async () => {
    const project = await makeProject(`hooks_external:
  PreToolUse:
    - matcher: bash
      hooks: [{ type: command, command: ["/bin/echo", "{}"] }]
`);
    const env = await withLiOnPath(project);
    expect((await li(project, env, ['hooks', 'export', 'claude', '--bridge'])).code).toBe(0);
    const clean = await li(project, env, ['hooks', 'doctor', '--json']);
    const codes = (r: { stdout: string }) =>
      JSON.parse(r.stdout).findings.map((f: { code: string }) => f.code);
    expect(codes(clean)).not.toContain('bridge-matcher-stale');
    // A guard on file writes, added after the export: Claude Code would not start li for Write.
    await writeFile(
      project.projectFile,
      `hooks_external:
  PreToolUse:
    - matcher: bash
      hooks: [{ type: command, command: ["/bin/echo", "{}"] }]
    - matcher: write_file
      hooks: [{ type: command, command: ["/bin/echo", "{}"] }]
`,
    );
    const stale = await li(project, env, ['hooks', 'doctor', '--json']);
    expect(JSON.parse(stale.stdout).findings).toContainEqual(
      expect.objectContaining({
        severity: 'warning',
        code: 'bridge-matcher-stale',
        event: 'PreToolUse',
        message: expect.stringContaining('matcher "Bash" no longer covers'),
        fix: expect.stringContaining('li hooks export claude --bridge --force'),
      }),
    );
    expect(stale.stdout).toContain('they need \\"Bash|Write\\"');
    const again = await li(project, env, ['hooks', 'export', 'claude', '--bridge', '--force']);
    expect(again.code).toBe(0);
    const settings = JSON.parse(
      await readFile(join(project.dir, '.claude', 'settings.json'), 'utf8'),
    );
    expect(settings.hooks.PreToolUse[0].matcher).toBe('Bash|Write');
    expect(codes(await li(project, env, ['hooks', 'doctor', '--json']))).not.toContain(
      'bridge-matcher-stale',
    );
  });

  it('a regex in another vocabulary keeps the catch-all, and the export says why', async () => {
    const project = await makeProject(`hooks_external:
  PreToolUse:
    - matcher: "^(bash|read_file)$"
      hooks: [{ type: command, command: ["/bin/echo", "{}"] }]
`);
    const env = await withLiOnPath(project);
    const r = await li(project, env, ['hooks', 'export', 'claude', '--bridge']);
    expect(r.code).toBe(0);
    const settings = JSON.parse(
      await readFile(join(project.dir, '.claude', 'settings.json'), 'utf8'),
    );
    expect(settings.hooks.PreToolUse[0].matcher).toBeUndefined();
    expect(r.stderr).toContain(
      `PreToolUse: the regex matcher "^(bash|read_file)$" is written in the lionagi tool names, and a regex cannot be re-spelled exactly in Claude Code's, so Claude Code starts li for every tool here`,
    );
  });
});

describe('the skill-line bridge follows the installed Claude Code', { timeout: 60_000 }, () => {
  /** A `claude` on PATH printing `--version` as the real builds do (`2.1.328 (Claude Code)`). */
  async function withClaude(project: TempProject, version: string) {
    const env = await withLiOnPath(project);
    const bin = join(project.dir, '..', 'bin');
    await writeFile(join(bin, 'claude'), `#!/bin/sh\necho '${version} (Claude Code)'\n`);
    await chmod(join(bin, 'claude'), 0o755);
    return env;
  }

  it('2.1.328: export leaves PreSkillShellCommand out and says why; doctor flags one written by hand', async () => {
    const project = await makeProject(SETTINGS);
    const env = await withClaude(project, '2.1.328');
    const r = await li(project, env, ['hooks', 'export', 'claude', '--bridge']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(
      'Claude Code 2.1.328 (claude --version) is older than 2.1.332: PreSkillShellCommand is not written',
    );
    const file = join(project.dir, '.claude', 'settings.json');
    const settings = JSON.parse(await readFile(file, 'utf8'));
    expect(Object.keys(settings.hooks)).toEqual(['PreToolUse', 'UserPromptSubmit', 'PostToolUse']);
    expect((await li(project, env, ['hooks', 'doctor'])).code).toBe(0);

    const newer = await withClaude(project, '2.1.332');
    expect(
      (await li(project, newer, ['hooks', 'export', 'claude', '--bridge', '--force'])).code,
    ).toBe(0);
    expect(Object.keys(JSON.parse(await readFile(file, 'utf8')).hooks)).toContain(
      'PreSkillShellCommand',
    );
    const older = await withClaude(project, '2.1.328');
    const doctor = await li(project, older, ['hooks', 'doctor', '--json']);
    expect(doctor.code).toBe(1);
    expect(JSON.parse(doctor.stdout).findings).toContainEqual(
      expect.objectContaining({
        code: 'bridge-skill-line-old-claude',
        severity: 'error',
        event: 'PreSkillShellCommand',
      }),
    );
  });
});

describe('an imported hook that the bridge also runs', { timeout: 60_000 }, () => {
  it('doctor reports it as running twice (natively and through li)', async () => {
    const project = await makeProject('');
    const env = await withLiOnPath(project);
    await mkdir(join(project.dir, '.claude'));
    const native = { type: 'command', command: './guards/notify.sh' };
    await writeFile(
      join(project.dir, '.claude', 'settings.json'),
      JSON.stringify({ hooks: { PostToolUse: [{ matcher: 'Write', hooks: [native] }] } }),
    );
    expect((await li(project, env, ['hooks', 'import', 'claude'])).code).toBe(0);
    expect((await li(project, env, ['hooks', 'trust', '--yes'])).code).toBe(0);
    const bridged = await li(project, env, ['hooks', 'export', 'claude', '--bridge', '--force']);
    expect(bridged.code).toBe(0);
    const doctor = await li(project, env, ['hooks', 'doctor', '--json']);
    expect(JSON.parse(doctor.stdout).findings).toContainEqual(
      expect.objectContaining({
        code: 'bridge-runs-twice',
        severity: 'warning',
        event: 'PostToolUse',
        message: expect.stringContaining(
          'PostToolUse hook "./guards/notify.sh" runs twice under Claude Code: natively from this file and through the bridge',
        ),
      }),
    );
  });
});
