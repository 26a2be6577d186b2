import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LoadedSettings, loadSettings } from '@lionagi/hooks-config';
import { PROFILE_EVENTS } from '@lionagi/hooks-profile';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exportHooks } from '../src/export-hooks.js';
import { importHooks } from '../src/import-hooks.js';

import { TOOLS } from './tools.js';

const AUTHORED = `hooks_external:
  PreToolUse:
    - matcher: bash
      hooks:
        - type: command
          command: ["\${LIONAGI_PROJECT_DIR}/guards/check.sh"]
          fail_closed: true
        - type: command
          command: ["uv", "run", "guards/check cmd.py", "--deny", "it's; rm -rf ~ *", "$HOME", "\${LIONAGI_PROJECT_DIR}/x y"]
          timeout: 30
    - matcher: "edit_file|write_file"
      hooks:
        - type: command
          command: ["node", "--flag=a\\\\b", "tab\\there", "é"]
  UserPromptSubmit:
    - hooks:
        - type: command
          command: ["./hooks/prompt_hygiene"]
          timeout: 5
  SessionStart:
    - matcher: startup
      hooks:
        - type: command
          command: ["echo", "ready"]
  PostToolUseFailure:
    - hooks:
        - type: command
          command: ["./hooks/on-failure.sh"]
`;

let root: string;
let env: NodeJS.ProcessEnv;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'lionagi-'));
  env = {
    HOME: join(root, 'home'),
    LIONAGI_HOME: join(root, 'lionagi-home'),
    PATH: process.env.PATH,
  };
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function authoredProject(name: string): Promise<LoadedSettings> {
  const dir = join(root, name);
  await mkdir(join(dir, '.lionagi'), { recursive: true });
  await writeFile(join(dir, '.lionagi', 'settings.yaml'), AUTHORED);
  return loadSettings({ projectDir: dir, env });
}

function entries(settings: LoadedSettings, map: (argv: string[]) => string[] = (a) => a) {
  return PROFILE_EVENTS.flatMap((event) =>
    settings.hooks[event].map((h) => ({
      event,
      matcher: h.matcher,
      command: map(h.command),
      timeoutSec: h.timeoutSec,
    })),
  );
}

describe('export then import', () => {
  it('round-trips through Claude Code settings.json', async () => {
    const original = await authoredProject('source');
    const exported = exportHooks(original, 'claude');
    const target = join(root, 'target');
    await mkdir(join(target, '.claude'), { recursive: true });
    await writeFile(
      join(target, '.claude', 'settings.json'),
      JSON.stringify(exported.config, null, 2),
    );

    const result = await importHooks({
      harness: 'claude',
      projectDir: target,
      tools: TOOLS,
      env,
    });
    expect(result.rows.map((r) => r.status)).toEqual(Array(6).fill('imported'));
    const back = await loadSettings({ projectDir: target, env });
    expect(entries(back)).toEqual(entries(original));
    expect(PROFILE_EVENTS.flatMap((e) => back.hooks[e].map((h) => h.source))).toEqual(
      Array(6).fill('imported:claude'),
    );
    expect(exported.rows.find((r) => r.event === 'PreToolUse')?.notes).toContain(
      'fail_closed does not travel: in Claude Code a failing hook lets the action proceed',
    );
  });

  it('round-trips through Codex hooks.json, with the project dir written as an absolute path', async () => {
    const original = await authoredProject("my proj's");
    const exported = exportHooks(original, 'codex');
    const target = join(root, 'target');
    await mkdir(join(target, '.codex'), { recursive: true });
    await writeFile(join(target, '.codex', 'hooks.json'), JSON.stringify(exported.config, null, 2));

    const result = await importHooks({
      harness: 'codex',
      projectDir: target,
      tools: TOOLS,
      env,
    });
    expect(result.rows.map((r) => r.status)).toEqual(Array(5).fill('imported'));
    const back = await loadSettings({ projectDir: target, env });
    const absolute = (argv: string[]) =>
      argv.map((a) => a.split('${LIONAGI_PROJECT_DIR}').join(original.projectDir));
    expect(entries(back)).toEqual(
      entries(original, absolute).filter((e) => e.event !== 'PostToolUseFailure'),
    );
    expect(exported.rows.find((r) => r.event === 'PostToolUseFailure')?.status).toBe('skipped');
  });

  it('round-trips a Claude Code type: http hook: imported, exported back, the entry equals the original', async () => {
    const original = {
      type: 'http',
      url: 'https://hooks.example.test/pre',
      headers: { Authorization: 'Bearer ${HOOK_TOKEN}', 'X-Team': 'infra' },
      allowedEnvVars: ['HOOK_TOKEN'],
      timeout: 30,
    };
    const source = join(root, 'source');
    await mkdir(join(source, '.claude'), { recursive: true });
    await writeFile(
      join(source, '.claude', 'settings.json'),
      JSON.stringify({ hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [original] }] } }),
    );
    const result = await importHooks({ harness: 'claude', projectDir: source, tools: TOOLS, env });
    expect(result.rows.map((r) => r.status)).toEqual(['imported']);
    const back = await loadSettings({ projectDir: source, env });
    const exported = exportHooks(back, 'claude', { tools: TOOLS });
    expect(exported.config.hooks.PreToolUse).toEqual([{ matcher: 'Bash', hooks: [original] }]);
  });
});
