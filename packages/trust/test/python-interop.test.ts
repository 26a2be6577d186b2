import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadSettings } from '@lionagi/hooks-config';
import { beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { approveCommands } from '../src/approve.js';
import { commandHash } from '../src/command-hash.js';
import { createTrustGate } from '../src/gate.js';
import { listPending } from '../src/pending.js';
import { revokeTrust } from '../src/revoke.js';
import { makeWorld, put, type World } from './helpers.js';

// Fault row 'hostile-python-widens' of docs/reliability.md.

// Issue 31 item 9: Python LionAGI looks a record up by `argv_hash` and checks only the
// executable's path and digest. A record of ours for `sh hooks/x` written that way let Python run
// any `hooks/x` in any checkout: such records are written so Python does not find them.
let world: World;
beforeEach(async () => {
  world = await makeWorld();
});

const settingsWith = (argv: string[]) => `hooks_external:
  PreToolUse:
    - matcher: Bash
      hooks:
        - type: command
          command: ${JSON.stringify(argv)}
          source: imported:claude
`;

async function approve(argv: string[]) {
  await put(world.projectFile, settingsWith(argv));
  const settings = await loadSettings({ projectDir: world.project, env: world.env });
  await approveCommands(world.userFile, await listPending(settings, { env: world.env }));
  const raw = parse(await readFile(world.userFile, 'utf8')).trusted_hook_commands as Array<
    Record<string, unknown>
  >;
  const gate = createTrustGate(await loadSettings({ projectDir: world.project, env: world.env }), {
    env: world.env,
  });
  const entry = (await loadSettings({ projectDir: world.project, env: world.env })).hooks
    .PreToolUse[0]!;
  return { raw, check: await gate(entry) };
}

describe('approvals in a form Python LionAGI honours only where its check is as strong', () => {
  it('an interpreter running a script (sh hooks/x) is written under li_argv_hash: Python finds no record', async () => {
    await put(join(world.project, 'hooks/x'), 'exit 0\n');
    const argv = ['sh', 'hooks/x'];
    const { raw, check } = await approve(argv);
    expect(raw).toHaveLength(1);
    expect(raw[0]).not.toHaveProperty('argv_hash');
    expect(raw[0]?.li_argv_hash).toBe(commandHash(argv));
    // li itself honours it, and untrust finds it by the same hash.
    expect(check.status).toBe('trusted');
    expect((await revokeTrust(world.userFile, commandHash(argv))).removed).toBe(1);
  });

  it('a hook that is its own executable keeps argv_hash: Python pins the same code by path and digest', async () => {
    await put(join(world.project, 'hooks/guard.sh'), '#!/bin/sh\nexit 0\n', true);
    const argv = ['./hooks/guard.sh'];
    const { raw, check } = await approve(argv);
    expect(raw[0]?.argv_hash).toBe(commandHash(argv));
    expect(raw[0]).not.toHaveProperty('li_argv_hash');
    expect(raw[0]?.resolved_path).toBe(join(world.project, 'hooks/guard.sh'));
    expect(check.status).toBe('trusted');
  });

  it('an own executable with an argv file beside it is li-only too (Python would not pin the file)', async () => {
    await put(join(world.project, 'hooks/guard.sh'), '#!/bin/sh\nexit 0\n', true);
    await put(join(world.project, 'hooks/rules.json'), '{}\n');
    const { raw } = await approve(['./hooks/guard.sh', 'hooks/rules.json']);
    expect(raw[0]).not.toHaveProperty('argv_hash');
    expect(raw[0]).toHaveProperty('li_argv_hash');
  });
});
