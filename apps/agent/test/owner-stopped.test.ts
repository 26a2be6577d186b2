import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { alive } from '@lionagi/hooks-exec/testing';
import { readTranscript } from '@lionagi/runtime';
import { describe, expect, inject, it } from 'vitest';
import { makeProject, onPty, start, type TestProject, until } from './helpers.js';

const SETTINGS = `hooks_external:
  PreToolUse:
    - matcher: bash
      hooks: [{ type: command, command: [bash, fixtures/stubborn.sh, pids], timeout: 600 }]
  SessionEnd:
    - hooks: [{ type: command, command: [sh, fixtures/record.sh] }]
`;

const TOOL_TURN = '@tool bash {"command":"touch ran.marker"}\n@final done';

/** The guard's "hook grandchild escaped" pids once it has started them all. */
function guardPids(p: TestProject): Promise<number[]> {
  return until(async () => {
    const text = await readFile(join(p.dir, 'pids'), 'utf8').catch(() => undefined);
    return text?.trim().split(' ').map(Number);
  });
}

/** What must hold after li-agent was stopped: no survivor, SessionEnd ran, the reason recorded. */
async function expectStoppedCleanly(
  p: TestProject,
  pids: number[],
  output: string,
  reason: string,
) {
  for (const pid of pids) expect(await alive(pid)).toBe(false);
  const records = (await readFile(join(p.dir, 'record.jsonl'), 'utf8'))
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  expect(records).toMatchObject([{ hook_event_name: 'SessionEnd', reason }]);
  const transcriptPath = /"transcript_path":"([^"]+)"/.exec(output)?.[1];
  expect(transcriptPath).toBeDefined();
  const transcript = await readTranscript(transcriptPath!);
  expect(transcript.filter((e) => e.type === 'session_end')).toMatchObject([{ reason }]);
  await expect(readFile(join(p.dir, 'ran.marker'))).rejects.toThrow();
}

describe.concurrent('li-agent stopped while a hook runs', { timeout: 60_000 }, () => {
  it('SIGINT to li-agent -p: the guard tree is gone, SessionEnd ran with "interrupted", exit 130', async () => {
    const p = makeProject();
    p.settings(SETTINGS);
    const agent = start(p, process.execPath, [
      inject('agentBin'),
      '-p',
      TOOL_TURN,
      '--output-format',
      'stream-json',
    ]);
    agent.child.stdin.end();
    const pids = await guardPids(p);
    for (const pid of pids) expect(await alive(pid)).toBe(true);
    agent.child.kill('SIGINT');
    expect(await agent.closed).toBe(130);
    expect(agent.output()).toContain(
      'li-agent: stopped by SIGINT: running hooks terminated, session ended (interrupted)',
    );
    await expectStoppedCleanly(p, pids, agent.output(), 'interrupted');
  });

  it('SIGTERM to li-agent -p ends the session with reason "signal", exit 143', async () => {
    const p = makeProject();
    p.settings(SETTINGS);
    const agent = start(p, process.execPath, [
      inject('agentBin'),
      '-p',
      TOOL_TURN,
      '--output-format',
      'stream-json',
    ]);
    agent.child.stdin.end();
    const pids = await guardPids(p);
    agent.child.kill('SIGTERM');
    expect(await agent.closed).toBe(143);
    await expectStoppedCleanly(p, pids, agent.output(), 'signal');
  });

  // A real terminal: `script` runs li-agent on a pty; Ctrl-C is the byte 0x03 typed into it.
  const pty = (p: TestProject) => onPty(p, ['--output-format', 'stream-json']);

  it('Ctrl-C in the interactive agent while a hook runs: no survivor, SessionEnd ran, exit 130', async () => {
    const p = makeProject();
    p.settings(SETTINGS);
    const agent = await pty(p);
    agent.child.stdin.write('@tool bash {"command":"touch ran.marker"}\n');
    const pids = await guardPids(p);
    agent.child.stdin.write('\x03');
    expect(await agent.closed).toBe(130);
    await expectStoppedCleanly(p, pids, agent.output(), 'interrupted');
  });

  it('Ctrl-C twice at the idle interactive prompt fires SessionEnd with "interrupted", exit 130', async () => {
    const p = makeProject();
    p.settings(SETTINGS);
    const agent = await pty(p);
    await until(() => (agent.output().includes('/exit to quit.') ? true : undefined));
    agent.child.stdin.write('\x03');
    await until(() => (agent.output().includes('press Ctrl-C again to exit') ? true : undefined));
    agent.child.stdin.write('\x03');
    expect(await agent.closed).toBe(130);
    await expectStoppedCleanly(p, [], agent.output(), 'interrupted');
  });
});
