import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type HookError, isHookError } from '@lionagi/hooks-profile';
import { afterAll } from 'vitest';

const made: string[] = [];

/** A fresh temporary directory, removed after the test file. */
export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'lionagi-'));
  made.push(dir);
  return dir;
}

afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Writes `text` at `dir/relative` (creating directories) and returns the absolute path. */
export async function writeAt(
  dir: string,
  relative: string,
  text: string | Buffer,
): Promise<string> {
  const path = join(dir, relative);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
  return path;
}

/** The HookError `promise` rejects with; fails the test when it resolves or throws something else. */
export async function rejection(promise: Promise<unknown>): Promise<HookError> {
  try {
    await promise;
  } catch (error) {
    if (isHookError(error)) return error;
    throw error;
  }
  throw new Error('expected a HookError, but the call succeeded');
}

/** A user home and a project directory side by side, with an env pointing HOME at the home. */
export async function workspace(): Promise<{
  root: string;
  home: string;
  project: string;
  env: NodeJS.ProcessEnv;
  userFile: string;
  projectFile: string;
}> {
  const root = await tempDir();
  const home = join(root, 'home');
  const project = join(root, 'work', 'repo');
  await mkdir(home, { recursive: true });
  await mkdir(project, { recursive: true });
  return {
    root,
    home,
    project,
    env: { HOME: home },
    userFile: join(home, '.lionagi', 'settings.yaml'),
    projectFile: join(project, '.lionagi', 'settings.yaml'),
  };
}
