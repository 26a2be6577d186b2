import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { descriptorsOn } from '@lionagi/hooks-exec/testing';
import { describe, expect, it } from 'vitest';
import { defineTool, Session } from '../src/index.js';
import { tempProject } from './helpers/project.js';
import { ScriptedProvider } from './helpers/scripted-provider.js';
import { hookArgv, hooksYaml } from './helpers/settings.js';

describe('the session audit log', { timeout: 30_000 }, () => {
  it('writes every run through one kept descriptor and releases it when the session ends', async () => {
    const project = tempProject();
    const record = project.file('calls.jsonl');
    project.writeSettings(
      hooksYaml([
        { event: 'PreToolUse', matcher: 'shell', command: hookArgv(record, 'allow') },
        { event: 'PostToolUse', matcher: 'shell', command: hookArgv(record, 'allow') },
      ]),
    );
    const session = new Session({
      projectDir: project.dir,
      provider: new ScriptedProvider([]),
      env: project.env,
    });
    const branch = session.createBranch();
    branch.actions.register(
      defineTool({ name: 'shell', inputSchema: { type: 'object' }, handler: () => 'ok' }),
    );
    await branch.ready();
    const ctx = { sessionId: session.id, branchId: branch.id, turnId: 't' };
    for (let i = 0; i < 3; i++) {
      const result = await branch.actions.invoke(
        { id: `call_${i}`, name: 'shell', arguments: { command: 'date' } },
        ctx,
      );
      expect(result.status).toBe('ok');
    }
    const audit = join(project.home, 'logs', 'hooks.jsonl');
    expect(descriptorsOn(audit)).toBe(1);
    await session.end('other');
    expect(descriptorsOn(audit)).toBe(0);
    const lines = readFileSync(audit, 'utf8').trim().split('\n');
    expect(lines.map((l) => JSON.parse(l).event)).toEqual([
      'PreToolUse',
      'PostToolUse',
      'PreToolUse',
      'PostToolUse',
      'PreToolUse',
      'PostToolUse',
    ]);
  });
});
