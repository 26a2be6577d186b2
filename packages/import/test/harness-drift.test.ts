import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importHooks } from '../src/import-hooks.js';
import { TOOLS } from './tools.js';

// Profile v1.1 harness drift (issue 22): what Claude Code 2.1.332 writes that the profile has no
// place for is reported by import, never dropped silently.
let root: string;
let project: string;
let env: NodeJS.ProcessEnv;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'lionagi-drift-'));
  project = join(root, 'project');
  await mkdir(join(project, '.claude'), { recursive: true });
  env = { HOME: join(root, 'home'), LIONAGI_HOME: join(root, 'li-home'), PATH: process.env.PATH };
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function importClaude(hooks: Record<string, unknown>) {
  await writeFile(join(project, '.claude', 'settings.json'), JSON.stringify({ hooks }, null, 2));
  return importHooks({ harness: 'claude', projectDir: project, tools: TOOLS, env });
}

describe('import of Claude Code 2.1.332 hook config', () => {
  it('rejects a PreSkillShellCommand hook naming the event, the harness and the way to guard it', async () => {
    const result = await importClaude({
      PreSkillShellCommand: [{ hooks: [{ type: 'command', command: '/opt/guards/skill.sh' }] }],
    });
    expect(result.rows).toHaveLength(1);
    expect(result.rows[0]).toMatchObject({ status: 'rejected', event: 'PreSkillShellCommand' });
    expect(result.rows[0]?.reason).toBe(
      'unsupported hook event "PreSkillShellCommand" (a Claude Code 2.1.332 event, blocking, before each !`cmd` shell line of a skill or slash command (PreToolUse never sees those lines); to guard it, register "li hooks run PreToolUse --emit claude --as-tool Bash" under it (docs/cli-recipes.md)): the LionAGI runtime has no seam for it; supported events are SessionStart, SessionEnd, UserPromptSubmit, PreToolUse, PostToolUse, PostToolUseFailure, Stop, PermissionRequest, Notification, SubagentStart, SubagentStop, PreCompact, PostCompact, PostToolBatch, StopFailure',
    );
  });

  it('imports a handler carrying the internal holdsTools field and warns that it is not carried over', async () => {
    const result = await importClaude({
      PreToolUse: [
        {
          matcher: 'Bash',
          hooks: [{ type: 'command', command: '/opt/guards/bash.sh', holdsTools: true }],
        },
      ],
    });
    expect(result.rows[0]?.status).toBe('imported');
    expect(result.rows[0]?.warnings).toContain(
      'unknown handler field "holdsTools" (Claude Code 2.1.332, internal) is not carried over',
    );
  });
});
