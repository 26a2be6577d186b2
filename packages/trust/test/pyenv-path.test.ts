import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { type LoadedSettings, loadSettings } from '@lionagi/hooks-config';
import { afterAll, describe, expect, it } from 'vitest';
import { approveCommands } from '../src/approve.js';
import { createTrustGate } from '../src/gate.js';
import { listPending } from '../src/pending.js';
import { importedHookYaml, makeWorld, put, runIfTrusted, type World } from './helpers.js';

// Issue 35 item 5: trust was pinned to the PATH of the shell that approved it. python3 approved
// as the pyenv shim read as changed in a shell where pyenv's version directory comes first, and
// approving there replaced the record, so the first shell broke in turn.
const SYSTEM = '/usr/bin:/bin';
const PYENV = process.env.PYENV_ROOT ?? '/root/.pyenv';
const worlds: World[] = [];
afterAll(async () => {
  await Promise.all(worlds.map((w) => rm(w.root, { recursive: true, force: true })));
});

interface Shells {
  /** PATH of a shell where python3 is the shim, and of one where it is the interpreter itself. */
  shim: string;
  direct: string;
}

/** The machine's pyenv when it has one (its shims dir, and the version dir of its global version). */
function realPyenv(): Shells | undefined {
  const version = existsSync(join(PYENV, 'version'))
    ? readFileSync(join(PYENV, 'version'), 'utf8').trim().split(/\s+/)[0]
    : undefined;
  const bin = version && join(PYENV, 'versions', version, 'bin');
  if (!bin || !existsSync(join(PYENV, 'shims/python3')) || !existsSync(join(bin, 'python3'))) {
    return undefined;
  }
  return { shim: `${join(PYENV, 'shims')}:${SYSTEM}`, direct: `${bin}:${SYSTEM}` };
}

/** The same shape anywhere: a shim script that execs the interpreter, and a version dir linking it. */
async function fakePyenv(world: World): Promise<Shells> {
  const shims = join(world.root, 'shims');
  const bin = join(world.root, 'versions/3/bin');
  await put(join(shims, 'python3'), '#!/bin/sh\nexec /usr/bin/python3 "$@"\n', true);
  await put(join(bin, '.keep'), '');
  await symlink('/usr/bin/python3', join(bin, 'python3'));
  return { shim: `${shims}:${SYSTEM}`, direct: `${bin}:${SYSTEM}` };
}

async function project(): Promise<{ world: World; load: () => Promise<LoadedSettings> }> {
  const world = await makeWorld();
  worlds.push(world);
  await put(join(world.project, 'guard.py'), 'print("guard ran")\n');
  await put(world.projectFile, importedHookYaml(['python3', 'guard.py']));
  return { world, load: () => loadSettings({ projectDir: world.project, env: world.env }) };
}

const shells = realPyenv();
describe.each([
  ...(shells ? [['the real pyenv', async () => shells] as const] : []),
  ['a shim script and a version dir', fakePyenv] as const,
])('python3 as %s, in two PATH orders (issue 35 item 5)', (_name, setup) => {
  it('one approval per resolution: approving in the second shell keeps the first shell trusted', async () => {
    const p = await project();
    const path = await setup(p.world);
    const env = (PATH: string) => ({ ...p.world.env, PATH });
    const gate = async (PATH: string) =>
      createTrustGate(await p.load(), { env: env(PATH) })((await p.load()).hooks.PreToolUse[0]!);
    const approveIn = async (PATH: string) =>
      approveCommands(
        (await p.load()).userFile,
        await listPending(await p.load(), { env: env(PATH) }),
      );

    await approveIn(path.shim);
    expect((await gate(path.shim)).status).toBe('trusted');
    const second = await gate(path.direct);
    expect(second.status).toBe('changed');
    expect(second.reason).toContain(
      'this environment resolves the command to other programs than the approval of this checkout; approving adds this resolution beside it',
    );

    expect(await approveIn(path.direct)).toMatchObject({ added: 1, replaced: 0 });
    expect((await gate(path.direct)).status).toBe('trusted');
    expect((await gate(path.shim)).status).toBe('trusted');
    for (const PATH of [path.shim, path.direct]) {
      const run = await runIfTrusted(() => gate(PATH), (await p.load()).hooks.PreToolUse[0]!, {
        ...p.world,
        env: env(PATH),
      });
      expect(run).toMatchObject({ ran: true, stdout: 'guard ran\n' });
    }
    // Approving the first shell again changes nothing: its record is still there, as approved.
    expect(await approveIn(path.shim)).toMatchObject({ added: 0, replaced: 0 });

    // Not a widening: another interpreter binary is still changed.
    const other = join(p.world.root, 'other-bin');
    await put(join(other, 'python3'), '#!/bin/sh\necho another interpreter\n', true);
    const check = await gate(`${other}:${SYSTEM}`);
    expect(check.status).toBe('changed');
    expect(check.reason).toContain(`executable now resolves to ${realpathSync(other)}/python3`);
  });
});

describe('a pyenv shim as the executable', () => {
  it('says before approval that the interpreter pyenv picks is not pinned', async () => {
    const p = await project();
    const root = join(p.world.root, 'pyenv');
    const shim = [
      '#!/usr/bin/env bash',
      'set -e',
      '[ -n "$PYENV_DEBUG" ] && set -x',
      '',
      'program="${0##*/}"',
      '',
      `export PYENV_ROOT="${root}"`,
      `exec "${root}/libexec/pyenv" exec "$program" "$@"`,
      '',
    ].join('\n');
    await put(join(root, 'shims/python3'), shim, true);
    const env = { ...p.world.env, PATH: `${join(root, 'shims')}:${SYSTEM}` };
    const [pending] = await listPending(await p.load(), { env });
    expect(pending!.unpinned).toContain(
      `${join(root, 'shims/python3')} is a pyenv shim: the shim is pinned, but not the interpreter pyenv picks when it runs (PYENV_VERSION, .python-version, ${root}/version) nor pyenv's own scripts under ${root}; put pyenv's version directory first on PATH to pin the interpreter itself`,
    );
    const [direct] = await listPending(await p.load(), { env: { ...env, PATH: SYSTEM } });
    expect(direct!.unpinned.join(' ')).not.toContain('pyenv shim');
  });
});
