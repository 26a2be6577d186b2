import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineTool, Session } from '../src/index.js';
import { tempProject } from './helpers/project.js';
import { ScriptedProvider } from './helpers/scripted-provider.js';
import { hooksYaml } from './helpers/settings.js';

// A tool call made straight after construction, before the session has attached its
// settings-declared hooks, must still pass through them (found by the fault suite).
function shellTool(ran: string[]) {
  return defineTool({
    name: 'shell',
    requestSchema: z.object({ command: z.string() }),
    handler: ({ command }) => {
      ran.push(command);
      return 'ran';
    },
  });
}

describe.concurrent('ActionManager.invoke before the session is ready', { timeout: 30_000 }, () => {
  it('waits for the hooks, so a guard denies even the first call', async () => {
    const project = tempProject();
    project.writeSettings(
      hooksYaml([
        {
          event: 'PreToolUse',
          matcher: 'shell',
          command: ['/bin/sh', '-c', 'echo no shell today >&2; exit 2'],
        },
      ]),
    );
    const session = new Session({
      projectDir: project.dir,
      provider: new ScriptedProvider([]),
      env: project.env,
    });
    const branch = session.createBranch();
    const ran: string[] = [];
    branch.actions.register(shellTool(ran));
    const result = await branch.actions.invoke({
      id: 'c1',
      name: 'shell',
      arguments: { command: 'rm -rf /' },
    });
    expect(result).toMatchObject({ status: 'denied', reason: 'no shell today' });
    expect(ran).toEqual([]);
    await session.end();
  });

  it('denies every call when the settings cannot be loaded', async () => {
    const project = tempProject();
    project.writeSettings(
      'hooks_external:\n  Stop:\n    - hooks: [{ type: command, command: [x] }]\n',
    );
    const session = new Session({
      projectDir: project.dir,
      provider: new ScriptedProvider([]),
      env: project.env,
    });
    const branch = session.createBranch();
    const ran: string[] = [];
    branch.actions.register(shellTool(ran));
    const result = await branch.actions.invoke({
      id: 'c1',
      name: 'shell',
      arguments: { command: 'ls' },
    });
    expect(result.status).toBe('denied');
    expect(result.reason).toMatch(
      /^hooks could not be loaded, so no tool runs: .*unsupported hook event "Stop"/s,
    );
    expect(ran).toEqual([]);
    await session.end();
  });
});
