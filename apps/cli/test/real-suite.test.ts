import { cp, mkdir, mkdtemp, readdir, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSettings } from '@lionagi/hooks-config';
import { isProfileEvent, PROFILE_EVENTS } from '@lionagi/hooks-profile';
import { afterEach, describe, expect, it } from 'vitest';
import { type LiResult, runLi } from './helpers/run-li.js';

/**
 * A realistic suite written for these tests (not copied from any repository): a Claude Code
 * project settings file (16 entries), a user settings file (8), a plugin with hooks/hooks.json
 * and scripts (8), and a Codex hooks file (7): 39 entries with the patterns real files use.
 * Every script records its run in `$HOOK_MARKS/<entry id>`, so a firing is observed, never assumed.
 */
const SUITE = join(import.meta.dirname, 'fixtures', 'real-suite');

/** Entry ids by what the suite holds, per source file. */
const SUITE_IDS = {
  project: Array.from({ length: 16 }, (_, i) => `c${String(i + 1).padStart(2, '0')}`),
  user: Array.from({ length: 8 }, (_, i) => `u0${i + 1}`),
  plugin: Array.from({ length: 8 }, (_, i) => `p0${i + 1}`),
  codex: Array.from({ length: 7 }, (_, i) => `x0${i + 1}`),
};
const ALL = Object.values(SUITE_IDS).flat();
/**
 * The entries of events profile v1 has no seam for, by their event in the fixture files (v2 adds
 * Stop and Notification, v3 SubagentStop and PreCompact: none is left unmappable).
 */
const EVENT_OF: Record<string, string> = {
  c12: 'Stop',
  c13: 'Stop',
  c14: 'Notification',
  c15: 'SubagentStop',
  u05: 'Notification',
  u06: 'Stop',
  u07: 'PreCompact',
  p06: 'Stop',
  p07: 'SubagentStop',
  x06: 'Stop',
};
const UNMAPPABLE = Object.keys(EVENT_OF).filter((id) => !isProfileEvent(EVENT_OF[id]));
/** `async: true` on advisory events: imported as async (queued under li-agent; `li hooks run` runs them inline). */
const ASYNC = ['c07', 'u08'];
/** The one `type: http` handler: imported, it posts instead of writing a marker. */
const HTTP = ['p08'];
/** Inline shell: no argv equals them; only `--allow-shell` brings them across. */
const SHELL = ['c03', 'c06', 'c11', 'u04', 'p05', 'x07'];

interface Suite {
  root: string;
  project: string;
  plugin: string;
  marks: string;
  userFile: string;
  projectFile: string;
  env: NodeJS.ProcessEnv;
  li(args: string[], input?: string): Promise<LiResult>;
}

const roots: string[] = [];
afterEach(async () => {
  for (const root of roots.splice(0)) await rm(root, { recursive: true, force: true });
});

async function suite(): Promise<Suite> {
  const root = await mkdtemp(join(tmpdir(), 'lionagi-suite-'));
  roots.push(root);
  const project = join(root, 'proj');
  const home = join(root, 'home');
  const plugin = join(root, 'plugins', 'acme-guard');
  const marks = join(root, 'marks');
  await cp(join(SUITE, 'project'), project, { recursive: true });
  await cp(join(SUITE, 'home'), home, { recursive: true });
  await cp(join(SUITE, 'plugin'), plugin, { recursive: true });
  await mkdir(join(project, '.git'));
  await mkdir(marks);
  const env = { HOME: home, LIONAGI_HOME: join(root, 'lionagi-home'), HOOK_MARKS: marks };
  return {
    root,
    project,
    plugin,
    marks,
    userFile: join(root, 'lionagi-home', 'settings.yaml'),
    projectFile: join(project, '.lionagi', 'settings.yaml'),
    env,
    li: (args, input) => runLi(args, { cwd: project, env, input }),
  };
}

/** Imports the whole suite: Claude project + user (`--user`), the plugin, and Codex. */
async function importSuite(s: Suite, extra: string[] = []): Promise<Record<string, unknown>[]> {
  const reports: Record<string, unknown>[] = [];
  for (const args of [['claude', '--user'], ['claude', '--plugin', s.plugin], ['codex']]) {
    const r = await s.li(['hooks', 'import', ...args, ...extra, '--json']);
    expect(r.code, r.stderr).toBe(0);
    reports.push(JSON.parse(r.stdout));
  }
  return reports;
}

// The imported entries speak the harness's vocabulary (Bash, Write), as the envelopes Claude Code
// and Codex send; `li hooks run` also passes a built-in tool's other names, as the runtime does, so
// the registered `bash` reaches them too (checked below).
const bash = (command: string) => ({ tool_name: 'Bash', tool_input: { command } });
const write = { tool_name: 'Write', tool_input: { file_path: 'src/a.ts', content: 'x' } };
/** One envelope per seam the suite's entries use, each with only its per-event fields. */
const FIRINGS: [string, Record<string, unknown>][] = [
  ['PreToolUse', bash('ls -la')],
  ['PreToolUse', write],
  ['PostToolUse', { ...bash('ls -la'), tool_response: { stdout: '', exit_code: 0 } }],
  ['PostToolUse', { ...write, tool_response: { ok: true } }],
  ['PostToolUseFailure', { ...bash('false'), error: 'exit 1' }],
  ['UserPromptSubmit', { prompt: 'add a test' }],
  ['SessionStart', { source: 'startup' }],
  ['SessionEnd', { reason: 'prompt_input_exit' }],
  ['Stop', { stop_hook_active: false, last_assistant_message: 'Done.' }],
  [
    'SubagentStop',
    {
      agent_id: 'a1f2e3d4c5b6a7980',
      agent_type: 'general-purpose',
      stop_hook_active: false,
      last_assistant_message: 'Done.',
    },
  ],
  ['PreCompact', { trigger: 'auto', custom_instructions: null }],
  [
    'Notification',
    {
      message: 'LionAGI needs your permission to use bash',
      notification_type: 'permission_prompt',
    },
  ],
];

/** Drives every firing through `li hooks run`; returns the entry ids whose scripts ran. */
async function fire(s: Suite): Promise<string[]> {
  for (const [event, fields] of FIRINGS) {
    const r = await s.li(['hooks', 'run', event, '--json'], JSON.stringify(fields));
    expect({ event, code: r.code, stderr: r.stderr }).toEqual({ event, code: 0, stderr: '' });
    expect(JSON.parse(r.stdout).decision).toMatch(/^(allow|none)$/);
  }
  return (await readdir(s.marks)).sort();
}

function rowsOf(reports: Record<string, unknown>[]) {
  return reports.flatMap(
    (r) => r.rows as { status: string; command: string; reason?: string; event: string }[],
  );
}

/** The entry id a row's command names (every fixture command names one; the http entry, its url). */
const idOf = (row: { command: string; args?: string[] }) =>
  row.command === '' || row.command.includes('/acme/events')
    ? 'p08'
    : (/\b([cupx]\d\d)\b/.exec([row.command, ...(row.args ?? [])].join(' '))?.[1] ?? row.command);

describe('a realistic suite (39 entries) brought across', { timeout: 240_000 }, () => {
  it('default import + trust: more than half of the entries fire, each observed', async () => {
    const s = await suite();
    const reports = await importSuite(s);
    const rows = rowsOf(reports);
    expect(rows.map(idOf).sort()).toEqual([...ALL].sort());
    // Trust pins the plugin's own files: the script a hook executes, the file node loads.
    const review = JSON.parse((await s.li(['hooks', 'trust', '--json'])).stdout);
    const pending = (id: string) =>
      review.pending.find((p: { argv: string[] }) => p.argv.join(' ').includes(id));
    const real = await realpath(s.plugin);
    // Every plugin hook runs with its root set, as Claude Code sets it; the script is still pinned.
    expect(pending('p01')).toMatchObject({
      argv: [
        '/usr/bin/env',
        `CLAUDE_PLUGIN_ROOT=${s.plugin}`,
        `${s.plugin}/scripts/bash-guard.sh`,
        'p01',
      ],
      shell: null,
    });
    expect(pending('p01').files.map((f: { path: string }) => f.path)).toContain(
      `${real}/scripts/bash-guard.sh`,
    );
    expect(pending('p02').files.map((f: { path: string }) => f.path)).toContain(
      `${real}/scripts/secrets.mjs`,
    );
    const trust = await s.li(['hooks', 'trust', '--yes']);
    expect(trust.code, trust.stderr + trust.stdout).toBe(0);

    const fired = await fire(s);
    const imported = rows.filter((r) => r.status === 'imported').map(idOf);
    expect(fired).toEqual(imported.filter((id) => !HTTP.includes(id)).sort());
    expect(fired).toEqual(
      ALL.filter((id) => ![...UNMAPPABLE, ...HTTP, ...SHELL].includes(id)).sort(),
    );
    // 32 of 39 on profile v3 (29 on v2, where SubagentStop and PreCompact had no seam; inline
    // shell needs --allow-shell; the http handler posts instead of writing a marker).
    expect(UNMAPPABLE).toEqual([]);
    expect(fired).toHaveLength(32);
    // The async entries imported as async (queued under li-agent); `li hooks run` runs them inline.
    expect(fired).toEqual(expect.arrayContaining(ASYNC));
    expect(fired.length * 2).toBeGreaterThan(ALL.length);

    // A guard that fired also decides: the project guard denies a destructive command.
    const deny = await s.li(
      ['hooks', 'run', 'PreToolUse', '--json'],
      JSON.stringify(bash('rm -rf /')),
    );
    expect(deny.code).toBe(2);
    expect(JSON.parse(deny.stdout)).toMatchObject({
      decision: 'deny',
      reason: 'blocked: rm -rf is not allowed here',
    });
    // The same call as li-agent's tool makes it, under its registered name.
    const registered = await s.li(
      ['hooks', 'run', 'PreToolUse', '--json'],
      JSON.stringify({ ...bash('rm -rf /'), tool_name: 'bash' }),
    );
    expect({ code: registered.code, ...JSON.parse(registered.stdout) }).toMatchObject({
      code: 2,
      decision: 'deny',
      reason: 'blocked: rm -rf is not allowed here',
    });
  });

  it('--user writes the user-level entries into the user settings file, the rest into the project', async () => {
    const s = await suite();
    const r = await s.li(['hooks', 'import', 'claude', '--user']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(
      `from ${join(s.root, 'home', '.claude', 'settings.json')} (into ${s.userFile}):`,
    );
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe(
      `20 imported, 0 unchanged, 4 rejected; written to ${s.projectFile} (project); written to ${s.userFile} (user)`,
    );
    const settings = await loadSettings({ projectDir: s.project, env: s.env });
    const commands = (file: string) =>
      PROFILE_EVENTS.flatMap((event) => settings.hooks[event] ?? [])
        .filter((entry) => entry.origin.file === file)
        .map((entry) => idOf({ command: entry.command.join(' ') }))
        .sort();
    expect(commands(s.userFile)).toEqual(['u01', 'u02', 'u03', 'u05', 'u06', 'u07', 'u08']);
    expect(commands(s.projectFile)).toEqual([
      'c01',
      'c02',
      'c04',
      'c05',
      'c07',
      'c08',
      'c09',
      'c10',
      'c12',
      'c13',
      'c14',
      'c15',
      'c16',
    ]);
    // A second run changes neither file.
    const again = await s.li(['hooks', 'import', 'claude', '--user']);
    expect(again.stdout.trimEnd().split('\n').at(-1)).toBe(
      `0 imported, 20 unchanged, 4 rejected; ${s.projectFile} (project) not changed; ${s.userFile} (user) not changed`,
    );
  });

  it('--allow-shell --plugin brings every command entry of a mappable event across, and they fire', async () => {
    const s = await suite();
    const reports = await importSuite(s, ['--allow-shell']);
    const rows = rowsOf(reports);
    const rejected = rows.filter((r) => r.status === 'rejected');
    // Profile v3: every event of the suite has a seam, so with --allow-shell nothing stays behind.
    expect(rejected.map(idOf)).toEqual([]);
    expect(rows.filter((r) => r.status === 'imported')).toHaveLength(ALL.length);
    // The review's JSON names the script a shell runs, as its SHELL line does.
    const review = JSON.parse((await s.li(['hooks', 'trust', '--json'])).stdout);
    const c03 = review.pending.find((p: { argv: string[] }) => p.argv.join(' ').includes('c03'));
    expect(c03).toMatchObject({
      argv: ['/bin/sh', '-c', expect.stringContaining('|| .claude/hooks/log.sh c03')],
      shell:
        "grep -q 'git push --force' && { echo 'no force push' >&2; exit 2; } || .claude/hooks/log.sh c03",
    });
    const p05 = review.pending.find((p: { argv: string[] }) => p.argv.join(' ').includes('p05'));
    expect(p05.shell).toBe(`${s.plugin}/scripts/session.sh p05 || true`);
    const trust = await s.li(['hooks', 'trust', '--yes']);
    expect(trust.code, trust.stderr + trust.stdout).toBe(0);
    expect(await fire(s)).toEqual(
      rows
        .filter((r) => r.status === 'imported')
        .map(idOf)
        .filter((id) => !HTTP.includes(id))
        .sort(),
    );
  });
});
