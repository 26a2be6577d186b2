import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineTool, getExternalHooks, neverFiringHooks, Session } from '../src/index.js';
import { recorded, tempProject } from './helpers/project.js';
import { callStep, ScriptedProvider } from './helpers/scripted-provider.js';
import { recorderArgv } from './helpers/settings.js';

describe('tool vocabularies through the ActionManager chokepoint (profile v1.1)', () => {
  it('a claude-vocabulary entry matches the tool by its declared harness name and sees it as tool_name', async () => {
    const project = tempProject();
    const record = project.file('seen.jsonl');
    const argv = JSON.stringify(recorderArgv(record));
    project.writeSettings(
      [
        'hooks_external:',
        '  PreToolUse:',
        '    - matcher: Bash',
        '      tool_vocabulary: claude',
        `      hooks: [{ type: command, command: ${argv} }]`,
        '    - matcher: bash',
        `      hooks: [{ type: command, command: ${JSON.stringify([...recorderArgv(record), 'native'])} }]`,
        '    - matcher: WebFetch',
        '      tool_vocabulary: claude',
        `      hooks: [{ type: command, command: ${JSON.stringify([...recorderArgv(record), 'never'])} }]`,
        '',
      ].join('\n'),
    );
    const provider = new ScriptedProvider([callStep('call_1', 'bash', { command: 'ls' }), 'done']);
    const session = new Session({ projectDir: project.dir, provider, env: project.env });
    const branch = session.createBranch();
    branch.actions.register(
      defineTool({
        name: 'bash',
        harnessNames: { claude: 'Bash', codex: 'Bash' },
        requestSchema: z.object({ command: z.string() }),
        handler: () => 'ok',
      }),
    );
    await branch.react('list');
    await session.end();
    expect(recorded(record).map((e) => e.tool_name)).toEqual(['Bash', 'bash']);
    expect(branch.actions.namesIn('claude')).toEqual(['Bash']);
    const settings = getExternalHooks(session)?.settings;
    expect(settings && neverFiringHooks(settings, branch.actions.tools)).toEqual([
      expect.stringMatching(
        /settings\.yaml:\d+: PreToolUse hook .* never fires: matcher "WebFetch" names "WebFetch", no tool in the claude vocabulary \(claude tools: Bash\)$/,
      ),
    ]);
  });
});

describe('project directory', () => {
  it('a session started in a subdirectory runs hooks in the directory holding .lionagi/', async () => {
    const project = tempProject();
    const record = project.file('cwd.jsonl');
    writeFileSync(
      join(project.dir, 'probe.mjs'),
      `import { appendFileSync } from 'node:fs';\nappendFileSync(${JSON.stringify(record)}, JSON.stringify({ cwd: process.cwd(), dir: process.env.LIONAGI_PROJECT_DIR }) + '\\n');\n`,
    );
    const argv = JSON.stringify([process.execPath, '${LIONAGI_PROJECT_DIR}/probe.mjs']);
    project.writeSettings(
      `hooks_external:\n  SessionStart:\n    - hooks: [{ type: command, command: ${argv} }]\n`,
    );
    const sub = join(project.dir, 'src', 'deep');
    mkdirSync(sub, { recursive: true });
    const session = new Session({
      projectDir: sub,
      provider: new ScriptedProvider(['done']),
      env: project.env,
    });
    await session.ready();
    await session.end();
    expect(recorded(record)).toEqual([{ cwd: project.dir, dir: project.dir }]);
  });
});
