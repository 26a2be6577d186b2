import { createHash } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveExecutable, snapshotCommand } from './resolve.js';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
let root: string;
let project: string;
let binA: string;
let binB: string;

beforeAll(async () => {
  root = realpathSync(await mkdtemp(join(tmpdir(), 'lionagi-')));
  project = join(root, 'project');
  binA = join(root, 'bin-a');
  binB = join(root, 'bin-b');
  for (const dir of [project, binA, binB, join(project, 'guards'), join(project, 'bin')]) {
    await mkdir(dir, { recursive: true });
  }
  await writeFile(join(binA, 'tool'), 'not executable\n', { mode: 0o644 });
  await writeFile(join(binB, 'tool'), '#!/bin/sh\necho b\n', { mode: 0o755 });
  await mkdir(join(binA, 'dirtool'));
  await writeFile(join(binB, 'dirtool'), '#!/bin/sh\n', { mode: 0o755 });
  await writeFile(join(project, 'local'), '#!/bin/sh\n', { mode: 0o755 });
  await writeFile(join(project, 'bin', 'hook'), '#!/bin/sh\necho hook\n', { mode: 0o755 });
  await writeFile(join(project, 'guards', 'check.py'), 'print("ok")\n');
  await writeFile(join(project, 'guards', 'rules.json'), '{}\n');
  await chmod(join(binA, 'tool'), 0o644);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('resolveExecutable (execvp rules)', () => {
  it('searches PATH in order, skipping non-executable files and directories', async () => {
    const env = { PATH: [binA, binB].join(':') };
    expect(await resolveExecutable('tool', { projectDir: project, env })).toBe(join(binB, 'tool'));
    expect(await resolveExecutable('dirtool', { projectDir: project, env })).toBe(
      join(binB, 'dirtool'),
    );
    expect(await resolveExecutable('missing', { projectDir: project, env })).toBeUndefined();
    // ${HOME} resolves against the HOME the hook is spawned with, as exec substitutes it.
    expect(
      await resolveExecutable('${HOME}/tool', { projectDir: project, env: { HOME: binB } }),
    ).toBe(join(binB, 'tool'));
  });

  it('treats an empty PATH entry as the project directory', async () => {
    const env = { PATH: `${binA}::` };
    expect(await resolveExecutable('local', { projectDir: project, env })).toBe(
      join(project, 'local'),
    );
  });

  it('never searches PATH for a name with a slash: it is relative to the project directory', async () => {
    const env = { PATH: binB };
    expect(await resolveExecutable('./bin/hook', { projectDir: project, env })).toBe(
      join(project, 'bin/hook'),
    );
    expect(await resolveExecutable('bin/hook', { projectDir: project, env })).toBe(
      join(project, 'bin/hook'),
    );
    expect(await resolveExecutable('./tool', { projectDir: project, env })).toBeUndefined();
    expect(
      await resolveExecutable('${LIONAGI_PROJECT_DIR}/bin/hook', { projectDir: project, env }),
    ).toBe(join(project, 'bin/hook'));
  });
});

describe('snapshotCommand', () => {
  it('pins the executable and every argv element naming a regular file, the script included', async () => {
    const snapshot = await snapshotCommand(
      [
        'tool',
        'run',
        'guards/check.py',
        '--rules',
        '${LIONAGI_PROJECT_DIR}/guards/rules.json',
        'guards',
        './guards/check.py',
      ],
      { projectDir: project, env: { PATH: binB } },
    );
    const sh = realpathSync('/bin/sh');
    expect(snapshot).toEqual({
      executable: { path: join(binB, 'tool'), digest: sha('#!/bin/sh\necho b\n') },
      executableAsNamed: join(binB, 'tool'),
      executableIsCode: true,
      project,
      files: [
        // The `#!` interpreter, by real path (sh is dash on Debian).
        {
          path: sh,
          digest: createHash('sha256').update(readFileSync(sh)).digest('hex'),
          kind: 'interpreter',
        },
        { path: join(project, 'guards/check.py'), digest: sha('print("ok")\n') },
        { path: join(project, 'guards/rules.json'), digest: sha('{}\n') },
        // A directory inside the project is pinned as a tree digest.
        {
          path: join(project, 'guards'),
          digest: expect.stringMatching(/^[0-9a-f]{64}$/),
          kind: 'tree',
        },
      ],
      absent: [],
      unpinned: [],
      problems: [],
    });
  });

  it('reports an executable that resolves to nothing', async () => {
    const bare = await snapshotCommand(['nope-not-here'], {
      projectDir: project,
      env: { PATH: binA },
    });
    expect(bare.executable).toBeUndefined();
    expect(bare.problems).toEqual(['executable "nope-not-here" was not found on PATH']);
    const path = await snapshotCommand(['./guards'], { projectDir: project, env: {} });
    expect(path.problems).toEqual([
      `executable "./guards" is not an existing regular file (relative to ${project})`,
    ]);
  });

  it('pins python -m as FileFinder resolves it: the winner, and every candidate before it as absent', async () => {
    await writeFile(join(project, 'guardmod.py'), 'print(1)\n');
    const snapshot = await snapshotCommand(['python3', '-m', 'guardmod'], {
      projectDir: project,
      env: { PATH: '/usr/bin:/bin' },
    });
    expect(snapshot.files.map((f) => f.path)).toEqual([join(project, 'guardmod.py')]);
    expect(snapshot.absent).toEqual(
      [
        'guardmod/__init__.cpython-*.so',
        'guardmod/__init__.abi3.so',
        'guardmod/__init__.so',
        'guardmod/__init__.py',
        'guardmod/__init__.pyc',
        'guardmod.cpython-*.so',
        'guardmod.abi3.so',
        'guardmod.so',
      ]
        .map((name) => join(project, name))
        .sort(),
    );
  });

  it('pins node PATH as Module._findPath resolves it: a directory after PATH.js, .json and .node', async () => {
    await mkdir(join(project, 'hooks/dir'), { recursive: true });
    await writeFile(join(project, 'hooks/dir/index.js'), '\n');
    const snapshot = await snapshotCommand(
      ['node', '--no-warnings', 'hooks/dir', 'guards/rules.json'],
      {
        projectDir: project,
        env: { PATH: '/usr/bin:/bin' },
      },
    );
    expect(snapshot.files.map((f) => [f.path, f.kind])).toEqual([
      [join(project, 'guards/rules.json'), undefined],
      [join(project, 'hooks/dir'), 'tree'],
    ]);
    expect(snapshot.absent).toEqual(
      ['hooks/dir', 'hooks/dir.js', 'hooks/dir.json', 'hooks/dir.node'].map((n) =>
        join(project, n),
      ),
    );
  });
});
