import { createHash } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
import { mkdir, rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { type LoadedSettings, loadSettings } from '@lionagi/hooks-config';
import { afterAll, describe, expect, it } from 'vitest';
import { approveCommands } from '../src/approve.js';
import { commandHash } from '../src/command-hash.js';
import { createTrustGate } from '../src/gate.js';
import { listPending } from '../src/pending.js';
import { revokeTrust } from '../src/revoke.js';
import { makeWorld, put, runIfTrusted, type World } from './helpers.js';

/**
 * Issue 16, the hostile repository: each reproduction of the attack pass, with real files, real
 * settings, the real gate and (where it matters) the real hook process.
 */
const worlds: World[] = [];
afterAll(async () => {
  await Promise.all(worlds.map((w) => rm(w.root, { recursive: true, force: true })));
});

/** PATH with the system python3 (a symlink to python3.x) and node first. */
const SYSTEM_PATH = '/usr/bin:/bin';
const sha = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

function settingsYaml(argv: readonly string[]): string {
  return [
    'hooks_external:',
    '  PreToolUse:',
    '    - matcher: bash',
    '      hooks:',
    '        - type: command',
    `          command: ${JSON.stringify(argv)}`,
    '          source: imported:claude',
    '',
  ].join('\n');
}

/** A project whose only hook is `argv`, imported from Claude Code; `files` are written into it. */
async function project(
  argv: readonly string[],
  files: Record<string, string>,
  world?: World,
): Promise<{ world: World; load: (dir?: string) => Promise<LoadedSettings> }> {
  const w = world ?? (await makeWorld());
  if (world === undefined) worlds.push(w);
  w.env = { ...w.env, PATH: SYSTEM_PATH };
  for (const [name, text] of Object.entries(files)) {
    await put(join(w.project, name), text, name.endsWith('.sh') || !name.includes('.'));
  }
  await put(w.projectFile, settingsYaml(argv));
  return {
    world: w,
    load: (dir = w.project) => loadSettings({ projectDir: dir, env: w.env }),
  };
}

async function approveAll(settings: LoadedSettings, env: NodeJS.ProcessEnv) {
  const pending = await listPending(settings, { env });
  expect(pending.length).toBeGreaterThan(0);
  await approveCommands(settings.userFile, pending);
}

async function gateStatus(settings: LoadedSettings, env: NodeJS.ProcessEnv) {
  const entry = settings.hooks.PreToolUse[0]!;
  return createTrustGate(settings, { env })(entry);
}

const GUARDMOD = (tag: string) => `import sys\nsys.stdout.write("guardmod ${tag}")\n`;

describe('item 1: an approval is bound to its project and to the code the interpreter loads', () => {
  it('approving [python3, -m, guardmod] in project A does not trust it in project B', async () => {
    const argv = ['python3', '-m', 'guardmod'];
    const a = await project(argv, { 'guardmod.py': GUARDMOD('A') });
    await approveAll(await a.load(), a.world.env);
    const trusted = await runIfTrusted(
      createTrustGate(await a.load(), { env: a.world.env }),
      (await a.load()).hooks.PreToolUse[0]!,
      a.world,
    );
    expect(trusted).toMatchObject({ ran: true, stdout: 'guardmod A' });

    // Project B: another repository, same user (same user file), its own guardmod.py.
    const b = await makeWorld();
    worlds.push(b);
    b.env = { ...b.env, LIONAGI_HOME: a.world.home };
    b.userFile = a.world.userFile;
    const bp = await project(argv, { 'guardmod.py': GUARDMOD('B (hostile)') }, b);
    const settings = await bp.load();
    const run = await runIfTrusted(
      createTrustGate(settings, { env: b.env }),
      settings.hooks.PreToolUse[0]!,
      b,
    );
    expect(run.ran).toBe(false);
    expect(run.check.status).toBe('pending');
    expect(run.check.reason).toContain(
      `it was approved in ${realpathSync(a.world.project)}, not in this project (${realpathSync(b.project)})`,
    );
  });

  it.each([
    [
      'python3 -m guardmod',
      ['python3', '-m', 'guardmod'],
      'guardmod.py',
      'file guardmod.py',
      { 'guardmod.py': GUARDMOD('v1') },
    ],
    [
      'python3 hooks/pkg (a directory with __main__.py)',
      ['python3', 'hooks/pkg'],
      'hooks/pkg/__main__.py',
      'directory hooks/pkg',
      { 'hooks/pkg/__main__.py': 'print("v1")\n' },
    ],
    [
      'node hooks/dir',
      ['node', 'hooks/dir'],
      'hooks/dir/index.js',
      'directory hooks/dir',
      { 'hooks/dir/index.js': 'console.log(1)\n' },
    ],
    [
      'bash -c "bash x.sh"',
      ['bash', '-c', 'bash x.sh'],
      'x.sh',
      'file x.sh',
      { 'x.sh': 'echo v1\n' },
    ],
    [
      'node --require=./pre.js g.js',
      ['node', '--require=./pre.js', 'g.js'],
      'pre.js',
      'file pre.js',
      { 'pre.js': '// v1\n', 'g.js': 'console.log(1)\n' },
    ],
  ])(
    'editing the code behind %s re-enters pending (changed)',
    async (_name, argv, edited, named, files) => {
      const p = await project(argv, files);
      await approveAll(await p.load(), p.world.env);
      expect((await gateStatus(await p.load(), p.world.env)).status).toBe('trusted');
      await put(join(p.world.project, edited), '// swapped by the repository\n');
      const check = await gateStatus(await p.load(), p.world.env);
      expect(check.status).toBe('changed');
      const [kind, path] = named.split(' ') as [string, string];
      expect(check.reason).toContain(
        `${kind} ${join(realpathSync(p.world.project), path)} changed (`,
      );
    },
  );

  it('pins the interpreter a #!/usr/bin/env python3 script resolves to: another python3 first on PATH is a change', async () => {
    const p = await project(['./guard'], { guard: '#!/usr/bin/env python3\nprint("ok")\n' });
    await approveAll(await p.load(), p.world.env);
    const [approved] = (await p.load()).trustedHookCommands as Array<{
      files: Record<string, string>;
    }>;
    expect(Object.keys(approved!.files)).toEqual([
      realpathSync('/usr/bin/env'),
      realpathSync('/usr/bin/python3'),
    ]);
    // A python3 of the repository's choosing, earlier on PATH.
    const fake = join(p.world.root, 'fakebin');
    await put(join(fake, 'python3'), '#!/bin/sh\necho pwned\n', true);
    const env = { ...p.world.env, PATH: `${fake}:${SYSTEM_PATH}` };
    const check = await gateStatus(await p.load(), env);
    expect(check.status).toBe('changed');
    expect(check.reason).toContain(
      `file ${fake}/python3 is loaded by the command but was not pinned`,
    );
  });

  it('says in words, before approval and after, when nothing of the hook’s own code is pinned', async () => {
    const p = await project(['python3', '-m', 'json.tool'], {});
    const [pending] = await listPending(await p.load(), { env: p.world.env });
    const python = realpathSync('/usr/bin/python3');
    expect(pending!.unpinned).toEqual([
      `nothing of this hook's own code is pinned: only the program ${python} is; what it runs (its arguments, modules on its search path, files it reads) can change without a new review`,
      `python module json.tool is not in the project directory: ${python.split('/').pop()} loads it from its search path, which is not pinned (the project's own candidates are pinned as absent)`,
    ]);
    await approveCommands((await p.load()).userFile, [pending!]);
    const check = await gateStatus(await p.load(), p.world.env);
    expect(check.status).toBe('trusted');
    expect(check.unpinned?.[0]).toContain("nothing of this hook's own code is pinned");
  });
});

describe('item 10: real paths, as Python LionAGI records them, and both forms read', () => {
  it('records the real path of the executable (python3 -> python3.x) and of a project behind a symlink', async () => {
    const p = await project(['python3', 'guard.py'], { 'guard.py': 'print(1)\n' });
    const link = join(p.world.root, 'link');
    await symlink(p.world.project, link);
    await approveAll(await p.load(link), p.world.env);
    const [record] = (await p.load()).trustedHookCommands as Array<Record<string, unknown>>;
    expect(record).toMatchObject({
      resolved_path: realpathSync('/usr/bin/python3'),
      project: realpathSync(p.world.project),
      files: {
        [join(realpathSync(p.world.project), 'guard.py')]: sha(join(p.world.project, 'guard.py')),
      },
    });
    // The approval holds whichever way the project is reached.
    expect((await gateStatus(await p.load(), p.world.env)).status).toBe('trusted');
    expect((await gateStatus(await p.load(link), p.world.env)).status).toBe('trusted');
  });

  it('reads a Python LionAGI record (real path, no project) and an earlier li record (path as named)', async () => {
    const p = await project(['./guard.sh'], { 'guard.sh': '#!/bin/sh\necho ok\n' });
    const link = join(p.world.root, 'link');
    await symlink(p.world.project, link);
    const script = join(p.world.project, 'guard.sh');
    const python = {
      argv_hash: commandHash(['./guard.sh']),
      resolved_path: realpathSync(script),
      content_digest: sha(script),
    };
    await put(p.world.userFile, `trusted_hook_commands:\n  - ${JSON.stringify(python)}\n`);
    expect((await gateStatus(await p.load(link), p.world.env)).status).toBe('trusted');
    const earlier = { ...python, resolved_path: join(link, 'guard.sh') };
    await put(p.world.userFile, `trusted_hook_commands:\n  - ${JSON.stringify(earlier)}\n`);
    expect((await gateStatus(await p.load(link), p.world.env)).status).toBe('trusted');
  });

  it('does not honour a project-less record that pins only an interpreter', async () => {
    const p = await project(['python3', 'guard.py'], { 'guard.py': 'print(1)\n' });
    const python = {
      argv_hash: commandHash(['python3', 'guard.py']),
      resolved_path: realpathSync('/usr/bin/python3'),
      content_digest: sha('/usr/bin/python3'),
    };
    await put(p.world.userFile, `trusted_hook_commands:\n  - ${JSON.stringify(python)}\n`);
    const check = await gateStatus(await p.load(), p.world.env);
    expect(check.status).toBe('pending');
    expect(check.reason).toContain(
      `its record has no project (Python LionAGI's form) and pins only the interpreter ${python.resolved_path}, not this hook's own code`,
    );
  });
});

describe('issue 15: trust survives several checkouts', () => {
  it('two checkouts trusted at once; editing the script in one re-pends only that one', async () => {
    const argv = ['${LIONAGI_PROJECT_DIR}/hooks/guard.sh'];
    const one = await project(argv, { 'hooks/guard.sh': '#!/bin/sh\necho one\n' });
    const w2 = await makeWorld();
    worlds.push(w2);
    w2.env = { ...w2.env, LIONAGI_HOME: one.world.home };
    const two = await project(argv, { 'hooks/guard.sh': '#!/bin/sh\necho one\n' }, w2);
    await approveAll(await one.load(), one.world.env);
    await approveAll(await two.load(), two.world.env);
    expect((await one.load()).trustedHookCommands).toHaveLength(2);
    expect((await gateStatus(await one.load(), one.world.env)).status).toBe('trusted');
    expect((await gateStatus(await two.load(), two.world.env)).status).toBe('trusted');

    await put(join(w2.project, 'hooks/guard.sh'), '#!/bin/sh\necho edited\n', true);
    expect((await gateStatus(await two.load(), two.world.env)).status).toBe('changed');
    expect((await gateStatus(await one.load(), one.world.env)).status).toBe('trusted');
    // Re-approving the edited checkout replaces its own record only.
    await approveAll(await two.load(), two.world.env);
    expect((await one.load()).trustedHookCommands).toHaveLength(2);
    expect((await gateStatus(await one.load(), one.world.env)).status).toBe('trusted');
    expect((await gateStatus(await two.load(), two.world.env)).status).toBe('trusted');
  });
});

describe('item 9: li hooks untrust takes effect in a running session', () => {
  it('the gate re-reads the records when the user file changes', async () => {
    const p = await project(['./guard.sh'], { 'guard.sh': '#!/bin/sh\necho ok\n' });
    await approveAll(await p.load(), p.world.env);
    const settings = await p.load();
    const gate = createTrustGate(settings, { env: p.world.env });
    const entry = settings.hooks.PreToolUse[0]!;
    expect((await gate(entry)).status).toBe('trusted');
    await revokeTrust(settings.userFile, commandHash(['./guard.sh']));
    expect((await gate(entry)).status).toBe('pending');
  });

  it('a user file that becomes unreadable trusts nothing, and says why', async () => {
    const p = await project(['./guard.sh'], { 'guard.sh': '#!/bin/sh\necho ok\n' });
    await approveAll(await p.load(), p.world.env);
    const settings = await p.load();
    const gate = createTrustGate(settings, { env: p.world.env });
    await mkdir(join(p.world.root, 'unused'), { recursive: true });
    await put(settings.userFile, 'trusted_hook_commands: [\n');
    const check = await gate(settings.hooks.PreToolUse[0]!);
    expect(check.status).toBe('pending');
    expect(check.reason).toContain('the user settings file changed and cannot be read now');
  });
});
