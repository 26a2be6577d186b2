import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSettings } from '@lionagi/hooks-config';
import {
  approveProjectSettings,
  createMemoryLogger,
  defineTool,
  projectApproval,
  readTranscript,
  Session,
} from '@lionagi/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fault } from '../../src/fault-catalogue.js';
import { type FaultProject, faultProject, removeFaultProjects } from '../support/fault-project.js';
import { isAlive, readPids, settledSurvivors, survivors } from '../support/processes.js';

// The owners are the real bundles, built once for this file into a private temp dir.
const bins = mkdtempSync(join(tmpdir(), 'lionagi-owner-bins-'));
const LI = join(bins, 'cli', 'li.cjs');
const AGENT = join(bins, 'agent', 'li-agent.cjs');
beforeAll(() => {
  for (const app of ['cli', 'agent'])
    execFileSync('npx', ['tsup', '--out-dir', join(bins, app), '--silent'], {
      cwd: join(import.meta.dirname, '..', '..', '..', '..', 'apps', app),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
}, 120_000);
afterAll(async () => {
  rmSync(bins, { recursive: true, force: true });
  await removeFaultProjects();
});

const STUBBORN = {
  command: ['./guards/stubborn.sh', 'pids'],
  matcher: '^(bash|Bash)$',
  timeout: 600,
};
const SESSION_END = {
  command: ['./guards/record.sh', 'ends.jsonl'],
  event: 'SessionEnd' as const,
  matcher: '',
};
const PRE = JSON.stringify({ tool_name: 'Bash', tool_input: { command: 'touch ran.marker' } });

async function until<T>(probe: () => T | undefined | Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The fixture's pids, once it has written them all (it starts its children first). */
const pidsOf = (project: FaultProject, file = 'pids') =>
  until(() => readPids(join(project.dir, file)).catch(() => undefined));

/** A real owner process, leading its own process group as a harness starts a hook. */
function owner(project: FaultProject, file: string, args: string[], input?: string) {
  const child = spawn(file, args, {
    cwd: project.dir,
    env: project.env,
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
  });
  child.stderr.setEncoding('utf8').on('data', (d: string) => {
    stderr += d;
  });
  if (input !== undefined) child.stdin.end(input);
  const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
  return { child, closed, stdout: () => stdout, stderr: () => stderr };
}

/** Every pid dead and no process of the project left: asserted at once, the owner has exited. */
async function expectNothingLeft(project: FaultProject, pids: number[]) {
  for (const pid of pids) expect(await isAlive(pid), `pid ${pid}`).toBe(false);
  expect(await survivors(project.dir)).toEqual([]);
}

/** SessionEnd ran with `reason`, and the transcript ends the session with it. */
async function expectSessionEnded(project: FaultProject, transcript: string, reason: string) {
  const ends = (await readFile(join(project.dir, 'ends.jsonl'), 'utf8')).trim().split('\n');
  expect(ends.map((l) => JSON.parse(l))).toMatchObject([{ hook_event_name: 'SessionEnd', reason }]);
  const entries = await readTranscript(transcript);
  expect(entries.filter((e) => e.type === 'session_end')).toMatchObject([{ reason }]);
  await expect(readFile(join(project.dir, 'ran.marker'))).rejects.toThrow();
}

describe.concurrent('owner stopped while a guard runs', () => {
  it(fault('owner-li-run-sigterm').fault, async () => {
    const project = await faultProject([STUBBORN]);
    const li = owner(
      project,
      process.execPath,
      [LI, 'hooks', 'run', 'PreToolUse', '--emit', 'claude'],
      PRE,
    );
    const pids = await pidsOf(project);
    expect(pids).toHaveLength(3);
    for (const pid of pids) expect(await isAlive(pid)).toBe(true);
    process.kill(-li.child.pid!, 'SIGTERM');
    const row = fault('owner-li-run-sigterm');
    expect(await li.closed).toBe(143);
    expect(li.stdout()).toBe('');
    expect(li.stderr().trim().split('\n').at(-1)).toBe(row.diagnostic);
    const audit = await readFile(join(project.env.LIONAGI_HOME!, 'logs', 'hooks.jsonl'), 'utf8');
    expect(
      audit
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).command),
    ).toEqual([STUBBORN.command]);
    await expectNothingLeft(project, pids);
  });

  it(fault('owner-li-run-second-sigint').fault, async () => {
    const project = await faultProject([STUBBORN]);
    const li = owner(project, process.execPath, [LI, 'hooks', 'run', 'PreToolUse'], PRE);
    const pids = await pidsOf(project);
    process.kill(-li.child.pid!, 'SIGINT');
    // Signals do not queue: the second goes once li has taken the first.
    await until(() => (li.stderr().includes('send it again to exit at once') ? true : undefined));
    process.kill(-li.child.pid!, 'SIGINT');
    expect(await li.closed).toBe(130);
    expect(li.stderr().trim().split('\n').at(-1)).toBe(
      fault('owner-li-run-second-sigint').diagnostic,
    );
    // SIGKILL was sent before li exited; the kernel completes it without li.
    expect(await settledSurvivors(project.dir)).toEqual([]);
    for (const pid of pids) expect(await isAlive(pid)).toBe(false);
  });

  it(fault('owner-agent-print-sigint').fault, async () => {
    const project = await faultProject([STUBBORN, SESSION_END]);
    const agent = owner(
      project,
      process.execPath,
      [
        AGENT,
        '-p',
        '@tool bash {"command":"touch ran.marker"}\n@final done',
        '--output-format',
        'stream-json',
      ],
      '',
    );
    const pids = await pidsOf(project);
    agent.child.kill('SIGINT');
    expect(await agent.closed).toBe(130);
    expect(agent.stderr().trim().split('\n').at(-1)).toBe(
      fault('owner-agent-print-sigint').diagnostic,
    );
    await expectNothingLeft(project, pids);
    const init = JSON.parse(agent.stdout().split('\n')[0]!);
    await expectSessionEnded(project, init.transcript_path, 'interrupted');
  });

  it(fault('owner-agent-pty-ctrl-c').fault, async () => {
    const project = await faultProject([STUBBORN, SESSION_END]);
    // On a terminal li-agent asks once before a project's hooks run (C-9): approved beforehand.
    const settings = await loadSettings({ projectDir: project.dir, env: project.env });
    await approveProjectSettings(settings.userFile, projectApproval(settings));
    const command = `'${process.execPath}' '${AGENT}' --output-format stream-json`;
    const agent = owner(project, 'script', ['-q', '-e', '-c', command, '/dev/null']);
    agent.child.stdin.write('@tool bash {"command":"touch ran.marker"}\n');
    const pids = await pidsOf(project);
    agent.child.stdin.write('\x03');
    expect(await agent.closed).toBe(130);
    expect(agent.stdout()).toContain(fault('owner-agent-pty-ctrl-c').diagnostic);
    await expectNothingLeft(project, pids);
    const transcript = /"transcript_path":"([^"]+)"/.exec(agent.stdout())?.[1];
    await expectSessionEnded(project, transcript!, 'interrupted');
  });

  it(fault('owner-session-close').fault, async () => {
    const project = await faultProject([STUBBORN, SESSION_END]);
    const ran: unknown[] = [];
    const session = new Session({
      projectDir: project.dir,
      provider: { name: 'none', complete: () => Promise.reject(new Error('no model')) } as never,
      env: project.env,
      logger: createMemoryLogger(),
    });
    const branch = session.createBranch();
    branch.actions.register(
      defineTool({
        name: 'bash',
        inputSchema: { type: 'object', properties: { command: { type: 'string' } } },
        handler: (input) => {
          ran.push(input);
          return 'ran';
        },
      }),
    );
    const call = branch.act([
      { id: 'call_1', name: 'bash', arguments: { command: 'touch ran.marker' } },
    ]);
    const pids = await pidsOf(project);
    await session.close('interrupted');
    await expectNothingLeft(project, pids);
    const [first] = await call;
    expect(first?.status).toBe('denied');
    expect(first?.reason).toBe(fault('owner-session-close').diagnostic);
    expect(ran).toEqual([]);
    await expectSessionEnded(project, session.transcriptPath, 'interrupted');
  });

  it(fault('owner-nested-bridge').fault, async () => {
    const project = await faultProject([
      {
        command: [process.execPath, LI, 'hooks', 'run', 'PreToolUse', '--emit', 'claude'],
        matcher: '',
      },
    ]);
    const li = owner(
      project,
      process.execPath,
      [LI, 'hooks', 'run', 'PreToolUse', '--emit', 'claude'],
      PRE,
    );
    expect(await li.closed).toBe(0);
    const answer = JSON.parse(li.stdout()).hookSpecificOutput;
    expect(answer.permissionDecision).toBe('deny');
    expect(answer.permissionDecisionReason).toBe(fault('owner-nested-bridge').diagnostic);
    const audit = await readFile(join(project.env.LIONAGI_HOME!, 'logs', 'hooks.jsonl'), 'utf8');
    expect(
      audit
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).exit_code),
    ).toEqual([2]);
    expect(await survivors(project.dir)).toEqual([]);
  });

  it(fault('owner-daemon-escapes').fault, async () => {
    const project = await faultProject([
      { command: ['./guards/daemon-then-hang.sh', 'daemon'], matcher: '' },
    ]);
    const li = owner(
      project,
      process.execPath,
      [LI, 'hooks', 'run', 'PreToolUse', '--emit', 'claude'],
      PRE,
    );
    const [daemon] = await pidsOf(project, 'daemon');
    process.kill(-li.child.pid!, 'SIGTERM');
    expect(await li.closed).toBe(143);
    expect(li.stderr().trim().split('\n').at(-1)).toBe(fault('owner-daemon-escapes').diagnostic);
    // The documented limit: the daemon, and only it, is left.
    expect(await survivors(project.dir)).toEqual([daemon]);
    process.kill(daemon!, 'SIGKILL');
    expect(await settledSurvivors(project.dir)).toEqual([]);
  });
});
