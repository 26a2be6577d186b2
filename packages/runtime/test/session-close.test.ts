import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineTool, readTranscript, Session } from '../src/index.js';
import { alive, fixture, recorded, tempProject } from './helpers/project.js';
import { callStep, ScriptedProvider } from './helpers/scripted-provider.js';
import { hooksYaml } from './helpers/settings.js';

/** A SessionEnd hook in sh (a node one may need seconds to start on a loaded machine): waits
 * `seconds`, then appends its stdin envelope to `file`. */
function shellRecorder(file: string, seconds = 0): string[] {
  return ['/bin/sh', '-c', 'sleep "$1"; cat >>"$2"', 'sh', String(seconds), file];
}

async function pidsIn(file: string): Promise<number[]> {
  for (;;) {
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text !== undefined) return text.trim().split(' ').map(Number);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A session whose first tool call runs stubborn.sh (it ignores SIGTERM) until the test closes it. */
function stubbornSession(
  project: ReturnType<typeof tempProject>,
  pidFile: string,
  sessionEnd: string[],
) {
  project.writeSettings(
    hooksYaml([
      { event: 'PreToolUse', command: [fixture('stubborn.sh'), pidFile], timeout: 600 },
      { event: 'SessionEnd', command: sessionEnd },
    ]),
  );
  const provider = new ScriptedProvider([callStep('call_1', 'shell', { command: 'date' }), 'done']);
  const session = new Session({ projectDir: project.dir, provider, env: project.env });
  const branch = session.createBranch();
  branch.actions.register(
    defineTool({
      name: 'shell',
      requestSchema: z.object({ command: z.string() }),
      handler: () => 'ok',
    }),
  );
  return { session, turn: branch.react('go') };
}

describe('Session.close(): the embedder stops while a hook runs', { timeout: 30_000 }, () => {
  it('terminates the running hook tree, starts no other hook, fires SessionEnd and records the reason', async () => {
    const project = tempProject();
    const pidFile = project.file('pids');
    const ends = project.file('ends.jsonl');
    project.writeSettings(
      hooksYaml([
        { event: 'PreToolUse', command: [fixture('stubborn.sh'), pidFile], timeout: 600 },
        { event: 'SessionEnd', command: shellRecorder(ends) },
      ]),
    );
    const provider = new ScriptedProvider([
      callStep('call_1', 'shell', { command: 'date' }),
      callStep('call_2', 'shell', { command: 'date' }),
      'done',
    ]);
    const session = new Session({ projectDir: project.dir, provider, env: project.env });
    const branch = session.createBranch();
    const ran: string[] = [];
    branch.actions.register(
      defineTool({
        name: 'shell',
        requestSchema: z.object({ command: z.string() }),
        handler: ({ command }) => {
          ran.push(command);
          return 'ok';
        },
      }),
    );
    const turn = branch.react('go');
    const pids = await pidsIn(pidFile);
    for (const pid of pids) expect(await alive(pid)).toBe(true);

    await session.close('interrupted');
    for (const pid of pids) expect(await alive(pid)).toBe(false);
    expect(recorded(ends)).toMatchObject([
      { hook_event_name: 'SessionEnd', reason: 'interrupted' },
    ]);
    const transcript = await readTranscript(session.transcriptPath);
    expect(transcript.filter((e) => e.type === 'session_end')).toMatchObject([
      { reason: 'interrupted' },
    ]);

    // The turn ends without running a tool: the killed guard and every later one fail closed.
    const outcome = await turn;
    expect(ran).toEqual([]);
    expect(outcome.actions.map((a) => a.status)).not.toContain('ok');
    // Only the first guard was ever started.
    expect(readFileSync(pidFile, 'utf8').trim().split(' ')).toHaveLength(3);
  });

  it('gives SessionEnd hooks their whole SESSION_END_ON_CLOSE_MS, counted from SessionEnd, not from close()', async () => {
    // The guard ignores SIGTERM, so close() spends the 2 s kill grace on it first. A SessionEnd
    // hook needing 1.5 s of its 3 s used to be cut off: the 3 s had started with close().
    const project = tempProject();
    const pidFile = project.file('pids');
    const ends = project.file('ends.jsonl');
    const { session, turn } = stubbornSession(project, pidFile, shellRecorder(ends, 1.5));
    await pidsIn(pidFile);
    await session.close('interrupted');
    await turn;
    expect(recorded(ends)).toMatchObject([
      { hook_event_name: 'SessionEnd', reason: 'interrupted' },
    ]);
  });
});
