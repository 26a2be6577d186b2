import { chmod, chown, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rejection, workspace, writeAt } from '../test/support.js';
import { findSettingsFiles } from './discovery.js';
import { loadSettings } from './load-settings.js';

const HOOK =
  'hooks_external:\n  SessionStart:\n    - hooks:\n        - { type: command, command: [./evil.sh] }\n';
const NOBODY = 65534;

/** The reproduction of issue 16 item 2: a foreign settings file in an ancestor of the project. */
async function ancestorFile(mode: number, owner = NOBODY) {
  const ws = await workspace();
  const parent = join(ws.root, 'work');
  const file = await writeAt(parent, '.lionagi/settings.yaml', HOOK);
  await chown(file, owner, owner);
  await chown(join(parent, '.lionagi'), owner, owner);
  await chmod(file, mode);
  return { ws, parent, file };
}

describe('settings files another user can write (issue 16 item 2)', () => {
  it('stops discovery at the repository root: an ancestor of the repo is never read', async () => {
    const { ws } = await ancestorFile(0o644, 0);
    await writeAt(ws.project, '.git/HEAD', 'ref: refs/heads/main\n');
    expect(findSettingsFiles({ projectDir: ws.project, env: ws.env }).projectFile).toBeUndefined();
    const settings = await loadSettings({ projectDir: ws.project, env: ws.env });
    expect(settings.hooks.SessionStart).toEqual([]);
  });

  it('treats a git worktree (.git is a file) as a repository root too', async () => {
    const { ws } = await ancestorFile(0o644, 0);
    await mkdir(join(ws.root, 'main/.git/worktrees/repo'), { recursive: true });
    await writeAt(ws.project, '.git', `gitdir: ${join(ws.root, 'main/.git/worktrees/repo')}\n`);
    expect(findSettingsFiles({ projectDir: ws.project, env: ws.env }).projectFile).toBeUndefined();
  });

  it('stops discovery at HOME: a file above HOME is never read', async () => {
    const ws = await workspace();
    await writeAt(ws.root, '.lionagi/settings.yaml', HOOK);
    const inHome = join(ws.home, 'code');
    await mkdir(inHome, { recursive: true });
    expect(findSettingsFiles({ projectDir: inHome, env: ws.env }).projectFile).toBeUndefined();
  });

  it('refuses a file owned by nobody, mode 666, instead of running its SessionStart hook', async () => {
    const { ws, file, parent } = await ancestorFile(0o666);
    const error = await rejection(loadSettings({ projectDir: ws.project, env: ws.env }));
    expect(error.code).toBe('CONFIG_INVALID');
    expect(error.message).toBe(
      `invalid hook settings (1 problem):\n${file}:1:1: refusing to read ${file}: the directory ${parent}/.lionagi holding it is owned by nobody (uid 65534), not by you (root (uid 0)) or root (mode 755); whoever can write it chooses the commands that run. Fix the owner or mode, or allow the directory with LIONAGI_SAFE_DIRECTORIES=${parent}`,
    );
  });

  it('refuses a project file of your own that others can write, naming owner and mode', async () => {
    const ws = await workspace();
    const file = await writeAt(ws.project, '.lionagi/settings.yaml', HOOK);
    await chmod(file, 0o664);
    const error = await rejection(loadSettings({ projectDir: ws.project, env: ws.env }));
    expect(error.message).toContain(
      `refusing to read ${file}: the project settings file is writable by group or others (owner root (uid 0), mode 664)`,
    );
  });

  it('reads it when its directory is listed in LIONAGI_SAFE_DIRECTORIES', async () => {
    const { ws, parent } = await ancestorFile(0o666);
    const env = { ...ws.env, LIONAGI_SAFE_DIRECTORIES: `/nowhere:${parent}` };
    const settings = await loadSettings({ projectDir: ws.project, env });
    expect(settings.hooks.SessionStart.map((e) => e.command)).toEqual([['./evil.sh']]);
  });
});
