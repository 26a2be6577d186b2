import { chmod, chown } from 'node:fs/promises';
import { join } from 'node:path';
import { loadSettings } from '@lionagi/hooks-config';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTrustGate } from '../src/gate.js';
import { makeWorld, put, type World } from './helpers.js';

// Fault row 'hostile-hook-file-foreign' of docs/reliability.md.

// Issue 31 item 6: a project hook's script owned by another user, or writable by group or
// others, ran (the settings file itself is refused for the same owner or mode).
const NOBODY = 65534;
let world: World;
beforeEach(async () => {
  world = await makeWorld();
  await put(join(world.project, 'hooks/guard.sh'), '#!/bin/sh\nexit 0\n', true);
  await put(
    world.projectFile,
    `hooks_external:
  PreToolUse:
    - hooks:
        - type: command
          command: [sh, hooks/guard.sh]
`,
  );
});

async function check(env: NodeJS.ProcessEnv = world.env) {
  const settings = await loadSettings({ projectDir: world.project, env });
  return createTrustGate(settings, { env })(settings.hooks.PreToolUse[0]!);
}

const guard = () => join(world.project, 'hooks/guard.sh');

describe("the settings file's ownership and mode rule applied to what a project hook runs", () => {
  it('runs a script that is yours and not writable by others', async () => {
    expect(await check()).toEqual({ trusted: true, status: 'not-needed' });
  });

  it('refuses a script owned by another user, naming it and the owner', async () => {
    await chown(guard(), NOBODY, NOBODY);
    const result = await check();
    expect(result).toMatchObject({ trusted: false, status: 'unsafe' });
    expect(result.reason).toContain(
      `project hook command ["sh", "hooks/guard.sh"] (PreToolUse, from ${world.projectFile}:4) does not run: the file ${guard()} is owned by`,
    );
    expect(result.reason).toContain('not by you');
  });

  it('refuses a group- or world-writable script, and one in a directory others can write', async () => {
    await chmod(guard(), 0o666);
    expect((await check()).reason).toContain(`the file ${guard()} is writable by group or others`);
    await chmod(guard(), 0o755);
    await chmod(join(world.project, 'hooks'), 0o777);
    expect((await check()).reason).toContain(
      `the directory ${join(world.project, 'hooks')} holding ${guard()} is writable by group or others`,
    );
  });

  it('LIONAGI_SAFE_DIRECTORIES still allows it', async () => {
    await chmod(guard(), 0o666);
    const env = { ...world.env, LIONAGI_SAFE_DIRECTORIES: world.project };
    expect(await check(env)).toEqual({ trusted: true, status: 'not-needed' });
  });
});

describe('the rule per entry, in one gate', () => {
  it("holds each entry to it at that entry's first firing, not another's", async () => {
    await put(join(world.project, 'hooks/ok.sh'), '#!/bin/sh\nexit 0\n', true);
    await put(
      world.projectFile,
      `hooks_external:
  PreToolUse:
    - hooks:
        - type: command
          command: [sh, hooks/ok.sh]
  PostToolUse:
    - hooks:
        - type: command
          command: [sh, hooks/guard.sh]
`,
    );
    const settings = await loadSettings({ projectDir: world.project, env: world.env });
    const gate = createTrustGate(settings, { env: world.env });
    const [ok] = settings.hooks.PreToolUse;
    const [guarded] = settings.hooks.PostToolUse;
    expect(await gate(ok!)).toEqual({ trusted: true, status: 'not-needed' });
    // Made unsafe after another entry fired: this one is checked at its own first firing.
    await chmod(guard(), 0o666);
    const refused = await gate(guarded!);
    expect(refused).toMatchObject({ trusted: false, status: 'unsafe' });
    expect(refused.reason).toContain(`(PostToolUse, from ${world.projectFile}:8)`);
    // Once per gate and entry: a later fix is seen by the next gate.
    await chmod(guard(), 0o755);
    expect(await gate(guarded!)).toMatchObject({ status: 'unsafe' });
    expect(await createTrustGate(settings, { env: world.env })(guarded!)).toEqual({
      trusted: true,
      status: 'not-needed',
    });
  });
});
