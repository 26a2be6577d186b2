import { existsSync } from 'node:fs';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { alive, processesInDir } from '@lionagi/hooks-exec/testing';
import { describe, expect, it } from 'vitest';
import { auditLines, makeProject, type TempProject } from './fixtures/inspect/project.js';
import { runLi } from './helpers/run-li.js';

// `async: true` hooks through the bridge (issue 32): Claude Code and Codex wait for the bridge,
// so it answers first and hands the async hooks to a background `li hooks run`, which runs them
// as li-agent's queue does and closes like a session that ended; their answer is never the bridge's.

const POST = JSON.stringify({
  session_id: 'async-bridge-session',
  hook_event_name: 'PostToolUse',
  tool_name: 'Bash',
  tool_input: { command: 'echo hello' },
  tool_response: { stdout: 'hello', stderr: '', interrupted: false, isImage: false },
  tool_use_id: 'toolu_async',
});

/** PostToolUse settings: `hook` (argv), async unless `inline`. */
const settings = (hook: string[], inline = false) => `hooks_external:
  PostToolUse:
    - matcher: bash
      hooks:
        - type: command
          command: ${JSON.stringify(hook)}
          timeout: 600
${inline ? '' : '          async: true\n'}`;

/** Writes an executable script into the project. */
async function script(project: TempProject, name: string, body: string): Promise<string> {
  const file = join(project.dir, name);
  await writeFile(file, body);
  await chmod(file, 0o755);
  return `./${name}`;
}

/** A hook that waits for `release` (if given) or 2 s, records it ran, then answers block. */
const BLOCKER = (release?: string) => `#!/bin/sh
cat > /dev/null
${release === undefined ? 'sleep 2' : `while [ ! -e ${release} ]; do sleep 0.02; done`}
echo done > async-done
echo '{"decision":"block","reason":"blocked late"}'
`;

/** Live processes started for this project: hooks (their cwd) and the background li (its cwd). */
const leftBehind = (dir: string): number[] => processesInDir(dir);

async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, 20));
}

describe.concurrent('async hooks through li hooks run', { timeout: 60_000 }, () => {
  it('a 2 s async PostToolUse hook answering block leaves the answer unchanged, and still runs to completion', async () => {
    const project = await makeProject('hooks_external: {}\n');
    const control = await project.li(['hooks', 'run', 'PostToolUse', '--emit', 'claude'], POST);
    await writeFile(project.projectFile, settings([await script(project, 'b.sh', BLOCKER())]));
    const r = await project.li(['hooks', 'run', 'PostToolUse', '--emit', 'claude'], POST);
    expect(r).toEqual(control);
    expect(r).toEqual({ code: 0, stdout: '', stderr: '' });
    // An inline hook of the same script is what the answer would have been.
    const inline = await makeProject(settings(['./b.sh'], true));
    await script(inline, 'b.sh', BLOCKER());
    const blocked = await inline.li(['hooks', 'run', 'PostToolUse', '--emit', 'claude'], POST);
    expect(blocked.stdout).toContain('blocked late');

    await until(async () => leftBehind(project.dir).length === 0);
    expect(existsSync(join(project.dir, 'async-done'))).toBe(true);
    const lines = await auditLines(project);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      session_id: 'async-bridge-session',
      event: 'PostToolUse',
      command: ['./b.sh'],
      async: true,
      // As li-agent records an async block: the outcome, with the decision ignored.
      outcome: 'blocked',
      decision: 'none',
      reason: 'blocked late',
    });
  });

  it('answers while the async hook is still running: the bridge exits, the hook does not', async () => {
    const project = await makeProject('hooks_external: {}\n');
    const release = join(project.dir, 'release');
    await writeFile(
      project.projectFile,
      settings([await script(project, 'w.sh', BLOCKER(release))]),
    );
    const r = await project.li(['hooks', 'run', 'PostToolUse', '--emit', 'codex'], POST);
    expect(r).toEqual({ code: 0, stdout: '', stderr: '' });
    // The hook cannot finish before the release: it and the background li are alive, no record yet.
    expect(leftBehind(project.dir).length).toBeGreaterThan(0);
    expect(existsSync(join(project.dir, 'async-done'))).toBe(false);
    expect(await auditLines(project)).toEqual([]);
    await writeFile(release, '');
    await until(async () => leftBehind(project.dir).length === 0);
    expect((await auditLines(project)).map((l) => [l.outcome, l.decision, l.async])).toEqual([
      ['blocked', 'none', true],
    ]);
  });

  it('an async hook that will not finish is killed as at the end of a li-agent session: whole tree, audited', async () => {
    const project = await makeProject('hooks_external: {}\n');
    const pidFile = join(project.dir, 'pids');
    await writeFile(project.projectFile, settings(['./guards/stubborn.sh', pidFile]));
    const r = await project.li(['hooks', 'run', 'PostToolUse', '--emit', 'claude'], POST);
    expect(r).toEqual({ code: 0, stdout: '', stderr: '' });
    await until(() => existsSync(pidFile));
    const pids = (await readFile(pidFile, 'utf8')).trim().split(' ').map(Number);
    // ASYNC_HOOK_DRAIN_MS, then SIGTERM (ignored), then SIGKILL to the group and the escaped child.
    await until(async () => leftBehind(project.dir).length === 0);
    for (const pid of pids) expect(await alive(pid)).toBe(false);
    expect((await auditLines(project)).map((l) => [l.outcome, l.async])).toEqual([['error', true]]);
  });

  it('a handed-off hook the settings lost before the background li read them is recorded as dropped', async () => {
    // The background li is started with the firing on stdin; here the settings changed meanwhile.
    const project = await makeProject(settings(['./other.sh']));
    const payload = {
      event: 'PostToolUse',
      projectDir: project.dir,
      envelope: POST,
      hooks: [{ index: 0, command: ['./b.sh'] }],
    };
    const worker = await runLi(['hooks', 'run', 'PostToolUse'], {
      cwd: project.dir,
      env: { ...project.env, LIONAGI_ASYNC_HOOKS_WORKER: '1' },
      input: JSON.stringify(payload),
    });
    expect(worker.code).toBe(0);
    expect(await auditLines(project)).toMatchObject([
      {
        command: ['./b.sh'],
        async: true,
        outcome: 'skipped',
        reason:
          'dropped: the settings changed before this async hook ran (it is no longer entry 0 of PostToolUse)',
      },
    ]);
  });
});
