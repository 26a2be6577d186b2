import { mkdir } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { lionagiHome } from '@lionagi/hooks-profile/core';
import { describe, expect, it } from 'vitest';
import { tempDir, workspace, writeAt } from '../test/support.js';
import { findSettingsFiles } from './discovery.js';

describe('findSettingsFiles', () => {
  it('puts the user file at ~/.lionagi/settings.yaml, HOME taken from env', async () => {
    const ws = await workspace();
    const found = findSettingsFiles({ projectDir: ws.project, env: ws.env });
    expect(found).toEqual({ userFile: ws.userFile, projectFile: undefined });
  });

  it('falls back to the OS home when env has no HOME', async () => {
    const ws = await workspace();
    const found = findSettingsFiles({ projectDir: ws.project, env: {} });
    expect(found.userFile).toBe(join(homedir(), '.lionagi', 'settings.yaml'));
  });

  it('honours LIONAGI_HOME', async () => {
    const ws = await workspace();
    const lionagiHome = join(ws.root, 'custom-home');
    const found = findSettingsFiles({
      projectDir: ws.project,
      env: { HOME: ws.home, LIONAGI_HOME: lionagiHome },
    });
    expect(found.userFile).toBe(join(lionagiHome, 'settings.yaml'));
  });

  it('reads a blank LIONAGI_HOME as unset, as the audit log does (one rule)', async () => {
    const ws = await workspace();
    const env = { HOME: ws.home, LIONAGI_HOME: '  ' };
    // Before, the settings were looked for in "<cwd>/  " while the audit log (exec) went to ~/.lionagi.
    expect(findSettingsFiles({ projectDir: ws.project, env }).userFile).toBe(ws.userFile);
    expect(lionagiHome(env)).toBe(join(ws.home, '.lionagi'));
  });

  it('finds the project file from a nested subdirectory', async () => {
    const ws = await workspace();
    await writeAt(ws.project, '.lionagi/settings.yaml', 'hooks_external: {}\n');
    const nested = join(ws.project, 'src', 'deep', 'er');
    await mkdir(nested, { recursive: true });
    const found = findSettingsFiles({ projectDir: nested, env: ws.env });
    expect(found.projectFile).toBe(ws.projectFile);
  });

  it('a .git that is not a repository does not end the walk (issue 31 item 6)', async () => {
    const ws = await workspace();
    await writeAt(ws.project, '.lionagi/settings.yaml', 'hooks_external: {}\n');
    // What a model's write_file could leave: a .git file naming nothing, an empty .git directory.
    await writeAt(ws.project, 'src/.git', 'gitdir: /nowhere/at/all\n');
    await mkdir(join(ws.project, 'lib/.git'), { recursive: true });
    await writeAt(ws.project, 'docs/.git', '');
    for (const sub of ['src', 'lib', 'docs']) {
      const found = findSettingsFiles({ projectDir: join(ws.project, sub), env: ws.env });
      expect(found.projectFile).toBe(ws.projectFile);
    }
    // A real repository root below the project (a submodule: gitdir exists) still ends it.
    await mkdir(join(ws.project, '.git/modules/sub'), { recursive: true });
    await writeAt(ws.project, 'sub/.git', 'gitdir: ../.git/modules/sub\n');
    expect(
      findSettingsFiles({ projectDir: join(ws.project, 'sub'), env: ws.env }).projectFile,
    ).toBeUndefined();
  });

  it('takes the nearest project file when several ancestors have one', async () => {
    const ws = await workspace();
    await writeAt(ws.root, 'work/.lionagi/settings.yaml', '{}\n');
    const inner = await writeAt(ws.project, 'pkg/.lionagi/settings.yaml', '{}\n');
    const found = findSettingsFiles({ projectDir: join(ws.project, 'pkg', 'src'), env: ws.env });
    expect(found.projectFile).toBe(inner);
  });

  it('never reads the user file as a project file when the walk passes through HOME', async () => {
    const ws = await workspace();
    await writeAt(ws.home, '.lionagi/settings.yaml', 'trusted_hook_commands: []\n');
    const inHome = join(ws.home, 'code', 'app');
    await mkdir(inHome, { recursive: true });
    const found = findSettingsFiles({ projectDir: inHome, env: ws.env });
    expect(found).toEqual({ userFile: ws.userFile, projectFile: undefined });
  });

  it('does not read ~/.lionagi as a project file when LIONAGI_HOME points elsewhere', async () => {
    const ws = await workspace();
    await writeAt(ws.home, '.lionagi/settings.yaml', '{}\n');
    const inHome = join(ws.home, 'code');
    await mkdir(inHome, { recursive: true });
    const env = { HOME: ws.home, LIONAGI_HOME: join(ws.root, 'elsewhere') };
    expect(findSettingsFiles({ projectDir: inHome, env }).projectFile).toBeUndefined();
  });

  it('finds a project file below HOME before reaching the user file', async () => {
    const ws = await workspace();
    await writeAt(ws.home, '.lionagi/settings.yaml', '{}\n');
    const repo = join(ws.home, 'code', 'repo');
    const projectFile = await writeAt(repo, '.lionagi/settings.yaml', '{}\n');
    const found = findSettingsFiles({ projectDir: join(repo, 'lib'), env: ws.env });
    expect(found).toEqual({ userFile: ws.userFile, projectFile });
  });

  it('stops at the filesystem root when no ancestor has settings', async () => {
    const dir = await tempDir();
    const found = findSettingsFiles({ projectDir: dir, env: { HOME: join(dir, 'nohome') } });
    expect(found.projectFile).toBeUndefined();
  });
});
