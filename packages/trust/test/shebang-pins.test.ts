import { realpathSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type LoadedSettings, loadSettings } from '@lionagi/hooks-config';
import { afterAll, describe, expect, it } from 'vitest';
import { approveCommands } from '../src/approve.js';
import { createTrustGate } from '../src/gate.js';
import { listPending } from '../src/pending.js';
import { importedHookYaml, makeWorld, put, runIfTrusted, type World } from './helpers.js';

// Issue 31 items 6 (the #! part) and 7: what a script's #! line runs is pinned as the kernel and
// env would run it.
const SYSTEM_PATH = '/usr/bin:/bin';
const worlds: World[] = [];
afterAll(async () => {
  await Promise.all(worlds.map((w) => rm(w.root, { recursive: true, force: true })));
});

async function project(
  files: Record<string, string>,
): Promise<{ world: World; load: () => Promise<LoadedSettings> }> {
  const world = await makeWorld();
  worlds.push(world);
  world.env = { ...world.env, PATH: SYSTEM_PATH };
  for (const [name, text] of Object.entries(files))
    await put(join(world.project, name), text, true);
  await put(world.projectFile, importedHookYaml(['${LIONAGI_PROJECT_DIR}/hooks/guard']));
  return { world, load: () => loadSettings({ projectDir: world.project, env: world.env }) };
}

const gate = async (
  p: { world: World; load: () => Promise<LoadedSettings> },
  env: NodeJS.ProcessEnv,
) => createTrustGate(await p.load(), { env })((await p.load()).hooks.PreToolUse[0]!);

const PY = 'import os\nprint(os.environ.get("NAME", "-"))\n';
const python = realpathSync('/usr/bin/python3');

describe('a #!/usr/bin/env line is read with env grammar (issue 31 item 6)', () => {
  it.each([
    ['-S NAME=v python3', 'v'],
    ['-S -u LANG python3', '-'],
    ['-S -C hooks python3', '-'],
    ['-S -- NAME=w python3', 'w'],
    ["-S 'python3' -u -W ignore", '-'],
  ])(
    '#!/usr/bin/env %s pins the python3 env finds: another python3 first on PATH is changed',
    async (line, out) => {
      const p = await project({ 'hooks/guard': `#!/usr/bin/env ${line}\n${PY}` });
      const pending = await listPending(await p.load(), { env: p.world.env });
      expect(pending[0]!.files.map((f) => f.path)).toContain(python);
      expect(pending[0]!.unpinned).toEqual([]);
      await approveCommands((await p.load()).userFile, pending);
      const run = await runIfTrusted(
        () => gate(p, p.world.env),
        (await p.load()).hooks.PreToolUse[0]!,
        p.world,
      );
      expect(run).toMatchObject({ ran: true, stdout: `${out}\n` });

      const fake = join(p.world.root, 'fakebin');
      await put(join(fake, 'python3'), '#!/bin/sh\necho pwned\n', true);
      const env = { ...p.world.env, PATH: `${fake}:${SYSTEM_PATH}` };
      const check = await gate(p, env);
      expect(check.status).toBe('changed');
      expect(check.reason).toContain(
        `file ${fake}/python3 is loaded by the command but was not pinned`,
      );
    },
  );

  it("#!/usr/bin/env -S -i python3 looks python3 up on env -i's default path, whatever PATH says", async () => {
    const p = await project({ 'hooks/guard': `#!/usr/bin/env -S -i python3\n${PY}` });
    await approveCommands(
      (await p.load()).userFile,
      await listPending(await p.load(), { env: p.world.env }),
    );
    const fake = join(p.world.root, 'fakebin');
    await put(join(fake, 'python3'), '#!/bin/sh\necho pwned\n', true);
    const env = { ...p.world.env, PATH: `${fake}:${SYSTEM_PATH}` };
    expect((await gate(p, env)).status).toBe('trusted');
    const run = await runIfTrusted(() => gate(p, env), (await p.load()).hooks.PreToolUse[0]!, {
      ...p.world,
      env,
    });
    expect(run).toMatchObject({ ran: true, stdout: '-\n' });
  });

  it.each([
    ['-S python3 "unclosed', 'no closing "'],
    ['-S $PYTHON', 'only ${NAME} expansion is supported'],
    ['-X python3', 'env option -X is not one this review knows'],
  ])(
    '#!/usr/bin/env %s is reported as not pinned, before approval and after',
    async (line, why) => {
      const p = await project({ 'hooks/guard': `#!/usr/bin/env ${line}\n${PY}` });
      const [pending] = await listPending(await p.load(), { env: p.world.env });
      const note = pending!.unpinned.find((n) => n.includes("cannot be read as env's arguments"));
      expect(note).toContain(why);
      expect(note).toContain('the program env runs is not pinned');
      await approveCommands((await p.load()).userFile, [pending!]);
      expect((await gate(p, p.world.env)).unpinned).toContain(note);
    },
  );
});

describe('a relative #! interpreter (issue 31 item 7)', () => {
  it("#!./bin/interp is resolved against the hook cwd (the project), not li's: editing it is changed", async () => {
    const p = await project({
      'hooks/guard': '#!./bin/interp\n',
      'bin/interp': '#!/bin/sh\necho approved interpreter\n',
    });
    expect(process.cwd()).not.toBe(p.world.project);
    const [pending] = await listPending(await p.load(), { env: p.world.env });
    expect(pending!.files.map((f) => f.path)).toContain(join(p.world.project, 'bin/interp'));
    await approveCommands((await p.load()).userFile, [pending!]);
    const entry = (await p.load()).hooks.PreToolUse[0]!;
    expect(await runIfTrusted(() => gate(p, p.world.env), entry, p.world)).toMatchObject({
      ran: true,
      stdout: 'approved interpreter\n',
    });
    await writeFile(join(p.world.project, 'bin/interp'), '#!/bin/sh\necho swapped\n');
    const check = await gate(p, p.world.env);
    expect(check.status).toBe('changed');
    expect(check.reason).toContain(
      `file ${join(p.world.project, 'bin/interp')} changed (sha256 now`,
    );
  });
});
