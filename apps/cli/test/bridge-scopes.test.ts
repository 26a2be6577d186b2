import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { compileMatcher } from '@lionagi/hooks-profile/core';
import { describe, expect, inject, it } from 'vitest';
import { run as exportVerb } from '../src/commands/export.js';
import type { CommandContext } from '../src/context.js';
import { makeProject, recordedEnvelope, type TempProject } from './fixtures/inspect/project.js';

// biome-ignore lint/suspicious/noExplicitAny: parsed harness settings and li reports, asserted field by field.
type Json = Record<string, any>;

/**
 * A realistic Claude Code setup (issue 33): the team's `.claude/settings.json` (a Bash guard, an
 * Edit|Write formatter, a Stop test gate), the developer's `.claude/settings.local.json` (a
 * UserPromptSubmit check) and `~/.claude/settings.json` (a Notification sound). Every hook
 * appends its name to `runs.log`, so a test counts how often each ran.
 */
async function claudeSetup(): Promise<{
  project: TempProject;
  env: NodeJS.ProcessEnv;
  log: string;
}> {
  const project = await makeProject('');
  const home = project.env.HOME as string;
  const log = join(project.dir, '..', 'runs.log');
  const script = (name: string, body: string) =>
    `#!/bin/sh\necho ${name} >> '${log}'\ninput=$(cat)\n${body}\nexit 0\n`;
  const hooks = join(project.dir, '.claude', 'hooks');
  await mkdir(hooks, { recursive: true });
  await mkdir(join(home, '.claude', 'hooks'), { recursive: true });
  const scripts: Record<string, string> = {
    [join(hooks, 'guard.sh')]: script(
      'guard',
      'case "$input" in *"rm -rf"*) echo "rm -rf is blocked" >&2; exit 2;; esac',
    ),
    [join(hooks, 'format.sh')]: script('format', ''),
    [join(hooks, 'test-gate.sh')]: script(
      'test-gate',
      `[ -e '${project.dir}/tests-pass' ] || { echo "tests are failing" >&2; exit 2; }`,
    ),
    [join(hooks, 'prompt-check.sh')]: script(
      'prompt-check',
      'case "$input" in *secret*) echo "no secrets in prompts" >&2; exit 2;; esac',
    ),
    [join(home, '.claude', 'hooks', 'sound.sh')]: script('sound', ''),
  };
  for (const [file, text] of Object.entries(scripts)) {
    await writeFile(file, text);
    await chmod(file, 0o755);
  }
  const command = (name: string) => ({
    type: 'command',
    command: `"$CLAUDE_PROJECT_DIR"/.claude/hooks/${name}`,
  });
  await writeFile(
    join(project.dir, '.claude', 'settings.json'),
    JSON.stringify({
      permissions: { allow: ['Bash(npm test)'] },
      hooks: {
        PreToolUse: [{ matcher: 'Bash', hooks: [command('guard.sh')] }],
        PostToolUse: [{ matcher: 'Edit|Write', hooks: [command('format.sh')] }],
        Stop: [{ hooks: [command('test-gate.sh')] }],
      },
    }),
  );
  await writeFile(
    join(project.dir, '.claude', 'settings.local.json'),
    JSON.stringify({ hooks: { UserPromptSubmit: [{ hooks: [command('prompt-check.sh')] }] } }),
  );
  await writeFile(
    join(home, '.claude', 'settings.json'),
    JSON.stringify({
      theme: 'dark',
      hooks: {
        Notification: [{ hooks: [{ type: 'command', command: `${home}/.claude/hooks/sound.sh` }] }],
      },
    }),
  );
  // `li` on PATH, as the recipe requires, and the Claude Code build that knows PreSkillShellCommand.
  const bin = join(project.dir, '..', 'bin');
  await mkdir(bin, { recursive: true });
  await writeFile(
    join(bin, 'li'),
    `#!/bin/sh\nexec '${process.execPath}' '${inject('liBin')}' "$@"\n`,
  );
  await writeFile(join(bin, 'claude'), '#!/bin/sh\necho "2.1.332 (Claude Code)"\n');
  await chmod(join(bin, 'li'), 0o755);
  await chmod(join(bin, 'claude'), 0o755);
  return { project, env: { ...project.env, PATH: `${bin}:${process.env.PATH}` }, log };
}

const read = async (file: string): Promise<Json> => JSON.parse(await readFile(file, 'utf8'));
const files = (project: TempProject) => ({
  team: join(project.dir, '.claude', 'settings.json'),
  local: join(project.dir, '.claude', 'settings.local.json'),
  user: join(project.env.HOME as string, '.claude', 'settings.json'),
});

/** The commands of a Claude Code settings file, per event (exec form as `command args…`). */
function commandsOf(settings: Json): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [event, groups] of Object.entries(settings.hooks ?? {})) {
    out[event] = (groups as Json[]).flatMap((g) =>
      (g.hooks as Json[]).map((h) => [h.command, ...(h.args ?? [])].join(' ')),
    );
  }
  return out;
}

/**
 * What Claude Code does on one firing: every group of the three files whose matcher matches
 * (C-1), identical commands once, all run; the decision is deny/block if one hook exits 2 or
 * answers it in JSON. "Identical" is `command` + `args`, whatever the matcher or timeout: ground
 * truth multi02 for shell strings, and for the bridge's exec form (the same `li` + `args` in the
 * project and the user file) the live row `bridge-in-user-and-project` (Claude Code 2.1.328 and
 * 2.1.332 start li once; a copy with other `args` ran twice).
 */
function fire(
  project: TempProject,
  env: NodeJS.ProcessEnv,
  layers: Json[],
  envelope: Json,
): string {
  const event = envelope.hook_event_name as string;
  const seen = new Set<string>();
  const decisions: string[] = [];
  for (const settings of layers) {
    for (const group of settings.hooks?.[event] ?? []) {
      if (
        envelope.tool_name !== undefined &&
        !compileMatcher(group.matcher).test(envelope.tool_name)
      )
        continue;
      for (const hook of group.hooks) {
        const key = JSON.stringify([hook.command, hook.args]);
        if (seen.has(key)) continue;
        seen.add(key);
        const run =
          hook.args === undefined
            ? spawnSync('/bin/sh', ['-c', hook.command], {
                env: { ...env, CLAUDE_PROJECT_DIR: project.dir },
                cwd: project.dir,
                input: JSON.stringify(envelope),
                encoding: 'utf8',
              })
            : spawnSync(
                hook.command,
                hook.args.map((a: string) => a.replace('${CLAUDE_PROJECT_DIR}', project.dir)),
                { env, cwd: project.dir, input: JSON.stringify(envelope), encoding: 'utf8' },
              );
        const answer = run.stdout.trim() === '' ? {} : JSON.parse(run.stdout);
        if (run.status === 2) decisions.push(event === 'PreToolUse' ? 'deny' : 'block');
        else if (answer.hookSpecificOutput?.permissionDecision !== undefined)
          decisions.push(answer.hookSpecificOutput.permissionDecision);
        else if (answer.decision !== undefined) decisions.push(answer.decision);
      }
    }
  }
  return decisions.includes('deny') ? 'deny' : decisions.includes('block') ? 'block' : 'none';
}

/** The recorded Claude Code envelopes of the firings the setup's hooks answer. */
async function firings(): Promise<Array<{ name: string; envelope: Json }>> {
  const pre = await recordedEnvelope('claude-code-PreToolUse.json');
  const post = await recordedEnvelope('claude-code-PostToolUse.json');
  const prompt = await recordedEnvelope('claude-code-UserPromptSubmit.json');
  const stop = await recordedEnvelope('claude-code-Stop.json');
  const notification = await recordedEnvelope('claude-code-Notification.json');
  const bash = (command: string) => ({ ...pre, tool_name: 'Bash', tool_input: { command } });
  return [
    { name: 'Bash rm -rf', envelope: bash('rm -rf build') },
    { name: 'Bash ls', envelope: bash('ls') },
    { name: 'Read', envelope: { ...pre, tool_name: 'Read', tool_input: { file_path: '/x' } } },
    { name: 'Write', envelope: { ...post, tool_name: 'Write' } },
    { name: 'prompt with a secret', envelope: { ...prompt, prompt: 'the secret is 42' } },
    { name: 'prompt', envelope: { ...prompt, prompt: 'hello' } },
    { name: 'Stop', envelope: { ...stop, stop_hook_active: false } },
    { name: 'Notification', envelope: notification },
  ];
}

describe('a realistic Claude Code setup imported, trusted and bridged', {
  timeout: 120_000,
}, () => {
  it('each hook runs once, in its own scope, with the decisions the natives gave', async () => {
    const { project, env, log } = await claudeSetup();
    const { team, local, user } = files(project);
    const li = (args: string[]) =>
      spawnSync(process.execPath, [inject('liBin'), ...args], {
        cwd: project.dir,
        env: { ...process.env, NO_COLOR: '1', ...env },
        encoding: 'utf8',
      });
    const originals = { team: await read(team), local: await read(local), user: await read(user) };
    const natives = [originals.user, originals.team, originals.local];
    const before: Record<string, string> = {};
    for (const { name, envelope } of await firings())
      before[name] = fire(project, env, natives, envelope);
    expect(before).toEqual({
      'Bash rm -rf': 'deny',
      'Bash ls': 'none',
      Read: 'none',
      Write: 'none',
      'prompt with a secret': 'block',
      prompt: 'none',
      Stop: 'block',
      Notification: 'none',
    });
    const nativeRuns = (await readFile(log, 'utf8')).split('\n').filter(Boolean).sort();
    await writeFile(log, '');

    expect(li(['hooks', 'import', 'claude', '--user']).status).toBe(0);
    expect(li(['hooks', 'trust', '--yes']).status).toBe(0);
    const bridged = li(['hooks', 'export', 'claude', '--bridge', '--remove-native', '--force']);
    expect(bridged.stderr).not.toContain('left out');
    expect(bridged.status).toBe(0);

    // The team file: the bridge for the team's hooks and the recipe's events; no personal hook.
    const teamFile = await read(team);
    expect(teamFile.permissions).toEqual(originals.team.permissions);
    const bridge = (event: string, ...as: string[]) =>
      `li hooks run ${event} --emit claude ${as.join(' ')}${as.length > 0 ? ' ' : ''}--project-dir \${CLAUDE_PROJECT_DIR}`;
    expect(commandsOf(teamFile)).toEqual({
      PreToolUse: [bridge('PreToolUse')],
      UserPromptSubmit: [bridge('UserPromptSubmit')],
      PostToolUse: [bridge('PostToolUse')],
      Stop: [bridge('Stop')],
      PreSkillShellCommand: [bridge('PreToolUse', '--as-tool', 'Bash')],
    });
    expect(teamFile.hooks.PreToolUse[0].matcher).toBe('Bash');
    expect(teamFile.hooks.PostToolUse[0].matcher).toBe('Edit|Write');
    // The local check runs through the team file's UserPromptSubmit bridge: its native is gone.
    expect(await read(local)).toEqual({ hooks: {} });
    // The user's own file: its Notification sound through li; its other keys as they were.
    const userFile = await read(user);
    expect(userFile.theme).toBe('dark');
    expect(commandsOf(userFile)).toEqual({ Notification: [bridge('Notification')] });
    for (const [name, file] of Object.entries({ team, local, user })) {
      expect({ name, bak: await read(`${file}.bak`) }).toEqual({
        name,
        bak: originals[name as keyof typeof originals],
      });
    }

    // The recorded envelopes through the bridge: the same decisions, each hook run as often as before.
    const layers = [userFile, teamFile, await read(local)];
    const after: Record<string, string> = {};
    for (const { name, envelope } of await firings())
      after[name] = fire(project, env, layers, envelope);
    expect(after).toEqual(before);
    const bridgedRuns = (await readFile(log, 'utf8')).split('\n').filter(Boolean).sort();
    expect(bridgedRuns).toEqual(nativeRuns);
    expect(nativeRuns).toEqual([
      'format',
      'guard',
      'guard',
      'prompt-check',
      'prompt-check',
      'sound',
      'test-gate',
    ]);
  });
});

describe('export keeps each entry in its scope', { timeout: 120_000 }, () => {
  it('--bridge without --remove-native names the twins; --dry-run --remove-native shows the removal and writes nothing', async () => {
    const { project, env } = await claudeSetup();
    const { team } = files(project);
    const li = (args: string[]) =>
      spawnSync(process.execPath, [inject('liBin'), ...args], {
        cwd: project.dir,
        env: { ...process.env, NO_COLOR: '1', ...env },
        encoding: 'utf8',
      });
    expect(li(['hooks', 'import', 'claude']).status).toBe(0);
    const original = await readFile(team, 'utf8');
    // Not trusted yet: the bridge would not run the copies, so nothing is offered for removal.
    const untrusted = li(['hooks', 'export', 'claude', '--bridge', '--remove-native', '--dry-run']);
    expect(untrusted.status).toBe(0);
    expect(untrusted.stderr).toContain(
      `${team}: kept PreToolUse [Bash] "$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh`,
    );
    const added = (diff: string) => diff.split('\n').filter((l) => /^\+ .*guard\.sh/.test(l));
    expect(added(untrusted.stdout)).toHaveLength(1);
    expect(li(['hooks', 'trust', '--yes']).status).toBe(0);

    const dry = li([
      'hooks',
      'export',
      'claude',
      '--bridge',
      '--remove-native',
      '--dry-run',
      '--force',
    ]);
    expect(dry.status).toBe(0);
    expect(dry.stderr).toContain(
      `${team}: would remove the native hooks the bridge now runs: PreToolUse [Bash] "$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh; PostToolUse [Edit|Write] "$CLAUDE_PROJECT_DIR"/.claude/hooks/format.sh; Stop "$CLAUDE_PROJECT_DIR"/.claude/hooks/test-gate.sh`,
    );
    expect(dry.stdout).toContain(`+++ ${team}`);
    expect(added(dry.stdout)).toEqual([]);
    expect(await readFile(team, 'utf8')).toBe(original);
    expect(existsSync(`${team}.bak`)).toBe(false);

    // Without the flag (no terminal): the natives stay, and the report says they run twice.
    const kept = li(['hooks', 'export', 'claude', '--bridge', '--force']);
    expect(kept.status).toBe(0);
    expect(kept.stderr).toContain(
      `${team}: these native hooks also run through the bridge (twice): PreToolUse [Bash]`,
    );
    expect(commandsOf(await read(team)).PreToolUse).toEqual([
      '"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh',
      'li hooks run PreToolUse --emit claude --project-dir ${CLAUDE_PROJECT_DIR}',
    ]);
    const doctor = JSON.parse(li(['hooks', 'doctor', '--json']).stdout);
    expect(doctor.findings.map((f: Json) => f.code)).toContain('bridge-runs-twice');

    // --remove-native on the bridged file: each hook once; doctor no longer sees a twin.
    const removed = li(['hooks', 'export', 'claude', '--bridge', '--remove-native', '--force']);
    expect(removed.status).toBe(0);
    expect(commandsOf(await read(team)).PreToolUse).toEqual([
      'li hooks run PreToolUse --emit claude --project-dir ${CLAUDE_PROJECT_DIR}',
    ]);
    const after = JSON.parse(li(['hooks', 'doctor', '--json']).stdout);
    expect(after.findings.map((f: Json) => f.code)).not.toContain('bridge-runs-twice');
    // The day after: the handlers handed to li are no drift, and the bridge itself is no guard
    // import would reject; a re-import with --prune keeps the guard the bridge now runs.
    const drift = after.findings
      .map((f: Json) => f.code)
      .filter((c: string) => /^upstream-/.test(c));
    expect(drift).toEqual([]);
    const yaml = await readFile(join(project.dir, '.lionagi', 'settings.yaml'), 'utf8');
    const pruned = li(['hooks', 'import', 'claude', '--prune']);
    expect(pruned.status).toBe(0);
    expect(pruned.stdout).not.toContain('removed upstream');
    expect(await readFile(join(project.dir, '.lionagi', 'settings.yaml'), 'utf8')).toBe(yaml);
    // Exporting the hooks back into the bridged file does not bring the natives back.
    const back = li(['hooks', 'export', 'claude', '--out', team]);
    expect(back.stderr).toContain(
      `${team} is up to date (0 added, 3 already there); nothing written`,
    );
  });

  it('the team file never gets a personal hook; --scope writes one scope, Codex imports included', async () => {
    const { project, env } = await claudeSetup();
    const { team, local, user } = files(project);
    const li = (args: string[]) =>
      spawnSync(process.execPath, [inject('liBin'), ...args], {
        cwd: project.dir,
        env: { ...process.env, NO_COLOR: '1', ...env },
        encoding: 'utf8',
      });
    // A Codex SessionStart hook imported into the same project.
    await mkdir(join(project.dir, '.codex'));
    await writeFile(
      join(project.dir, '.codex', 'hooks.json'),
      JSON.stringify({
        hooks: { SessionStart: [{ hooks: [{ type: 'command', command: 'echo hi' }] }] },
      }),
    );
    expect(li(['hooks', 'import', 'claude', '--user']).status).toBe(0);
    expect(li(['hooks', 'import', 'codex']).status).toBe(0);

    // --out the team file: only the team's hooks; the report names what was left out and how.
    const out = li(['hooks', 'export', 'claude', '--out', team, '--dry-run', '--json']);
    const report = JSON.parse(out.stdout);
    expect(report.rows.map((r: Json) => r.event).sort()).toEqual([
      'PostToolUse',
      'PreToolUse',
      'Stop',
    ]);
    expect(report.notes).toEqual(
      expect.arrayContaining([
        `1 entry of the local scope left out (it belongs in ${local}): li hooks export claude --scope local writes it there`,
        `1 entry of the user scope left out (it belongs in ${user}): li hooks export claude --scope user writes it there`,
        '1 entry imported from Codex left out of the Claude Code files (personal by default): give --scope project|user|local to write it there',
      ]),
    );

    // The bridge by default: no Notification or SessionStart bridge in the team file.
    const dry = JSON.parse(
      li(['hooks', 'export', 'claude', '--bridge', '--dry-run', '--json']).stdout,
    );
    expect(dry.files.map((f: Json) => [f.scope, f.events])).toEqual([
      [
        'project',
        ['PreToolUse', 'UserPromptSubmit', 'PostToolUse', 'Stop', 'PreSkillShellCommand'],
      ],
      ['local', []],
      ['user', ['Notification']],
    ]);
    // --scope user: only the user's file, only the user's events (and the Codex import, chosen).
    const scoped = JSON.parse(
      li(['hooks', 'export', 'claude', '--bridge', '--scope', 'user', '--dry-run', '--json'])
        .stdout,
    );
    expect(scoped.files.map((f: Json) => [f.out, [...f.events].sort()])).toEqual([
      [user, ['Notification', 'SessionStart']],
    ]);
    expect(li(['hooks', 'export', 'codex', '--scope', 'local']).stderr).toContain(
      'Codex has no local hooks file; use --scope project|user',
    );
    expect(li(['hooks', 'export', 'claude', '--scope', 'team']).stderr).toContain(
      '--scope must be project, user or local, not "team"',
    );
  });
});

describe('export --bridge on a terminal', { timeout: 120_000 }, () => {
  it('asks once before removing the native hooks it now runs: n keeps them, y removes them with a backup', async () => {
    const { project, env } = await claudeSetup();
    const { team, local, user } = files(project);
    const liEnv = { ...process.env, NO_COLOR: '1', ...env };
    for (const args of [
      ['import', 'claude', '--user'],
      ['trust', '--yes'],
    ]) {
      const r = spawnSync(process.execPath, [inject('liBin'), 'hooks', ...args], {
        cwd: project.dir,
        env: liEnv,
      });
      expect(r.status).toBe(0);
    }
    const original = await readFile(team, 'utf8');
    const terminal = (answer: string) => {
      const err: string[] = [];
      const stderr = new PassThrough();
      stderr.on('data', (d: Buffer) => err.push(d.toString()));
      const ctx: CommandContext = {
        stdout: new PassThrough(),
        stderr,
        stdin: Readable.from([`${answer}\n`]),
        env: liEnv,
        cwd: project.dir,
        json: false,
        color: false,
        interactive: true,
      };
      return { ctx, err: () => err.join('') };
    };
    const question = `Remove them from ${team}, ${local}, ${user} (each old file is kept as FILE.bak)? [y/N] `;
    const no = terminal('n');
    expect(await exportVerb(no.ctx, ['claude', '--bridge', '--force'])).toBe(0);
    expect(no.err()).toContain(
      `  ${team}: PreToolUse [Bash] "$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh\n`,
    );
    expect(no.err().split(question)).toHaveLength(2);
    expect(commandsOf(await read(team)).PreToolUse).toContain(
      '"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh',
    );
    expect(await readFile(`${team}.bak`, 'utf8')).toBe(original);

    const yes = terminal('y');
    expect(await exportVerb(yes.ctx, ['claude', '--bridge', '--force'])).toBe(0);
    expect(yes.err()).toContain(question);
    expect(commandsOf(await read(team)).PreToolUse).toEqual([
      'li hooks run PreToolUse --emit claude --project-dir ${CLAUDE_PROJECT_DIR}',
    ]);
    expect(commandsOf(await read(user))).toEqual({
      Notification: ['li hooks run Notification --emit claude --project-dir ${CLAUDE_PROJECT_DIR}'],
    });
    expect(commandsOf(await read(`${team}.bak`)).PreToolUse).toContain(
      '"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh',
    );
  });
});

describe('hooks written by hand in the user settings file', { timeout: 120_000 }, () => {
  it('are user scope: Claude Code gets their bridge in ~/.claude, Codex only for events the project file does not bridge', async () => {
    const guard = `{ type: command, command: ["\${LIONAGI_PROJECT_DIR}/guards/policy.mjs"] }`;
    const project = await makeProject(
      `hooks_external:\n  PreToolUse:\n    - matcher: bash\n      hooks: [${guard}]\n`,
      `hooks_external:\n  PreToolUse:\n    - matcher: write_file\n      hooks: [${guard}]\n  Stop:\n    - hooks: [{ type: command, command: [/bin/true] }]\n`,
    );
    const home = project.env.HOME as string;
    const li = (args: string[]) =>
      spawnSync(process.execPath, [inject('liBin'), 'hooks', 'export', ...args], {
        cwd: project.dir,
        env: { ...process.env, NO_COLOR: '1', PATH: '/usr/bin:/bin', ...project.env },
        encoding: 'utf8',
      });
    const planned = (harness: string) =>
      JSON.parse(li([harness, '--bridge', '--dry-run', '--json']).stdout).files.map((f: Json) => [
        f.out,
        f.events,
        f.written,
      ]);
    expect(planned('claude')).toEqual([
      [
        join(project.dir, '.claude', 'settings.json'),
        ['PreToolUse', 'UserPromptSubmit', 'PostToolUse', 'PreSkillShellCommand'],
        false,
      ],
      [join(home, '.claude', 'settings.json'), ['PreToolUse', 'Stop'], false],
    ]);
    expect(planned('codex')).toEqual([
      [
        join(project.dir, '.codex', 'hooks.json'),
        ['PreToolUse', 'UserPromptSubmit', 'PostToolUse'],
        false,
      ],
      [join(home, '.codex', 'hooks.json'), ['Stop'], false],
    ]);
    // Each file's matchers are its own entries': the team file guards Bash, the user's Write.
    const dry = JSON.parse(li(['claude', '--bridge', '--dry-run', '--json']).stdout);
    expect(dry.config.hooks.PreToolUse[0].matcher).toBe('Bash');
    expect(li(['claude', '--bridge']).status).toBe(0);
    const mine = await read(join(home, '.claude', 'settings.json'));
    expect(mine.hooks.PreToolUse[0].matcher).toBe('Write');

    // Codex runs a bridge in both files twice (live row bridge-in-user-and-project): export leaves
    // the user's PreToolUse to the project file's bridge, and doctor flags one added by hand.
    const doctor = () =>
      JSON.parse(
        spawnSync(process.execPath, [inject('liBin'), 'hooks', 'doctor', '--json'], {
          cwd: project.dir,
          env: { ...process.env, NO_COLOR: '1', PATH: '/usr/bin:/bin', ...project.env },
          encoding: 'utf8',
        }).stdout,
      ).findings.filter((f: Json) => f.code === 'bridge-runs-twice');
    expect(li(['codex', '--bridge']).status).toBe(0);
    expect(doctor()).toEqual([]);
    const userCodex = join(home, '.codex', 'hooks.json');
    const theirs = await read(userCodex);
    theirs.hooks.PreToolUse = [
      { hooks: [{ type: 'command', command: 'li hooks run PreToolUse --emit codex' }] },
    ];
    await writeFile(userCodex, JSON.stringify(theirs));
    expect(doctor().map((f: Json) => [f.event, f.file, f.severity])).toEqual([
      ['PreToolUse', userCodex, 'warning'],
    ]);
  });
});
