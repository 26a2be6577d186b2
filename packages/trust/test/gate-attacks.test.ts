import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type LoadedSettings, loadSettings } from '@lionagi/hooks-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveCommands } from '../src/approve.js';
import { createTrustGate } from '../src/gate.js';
import { listPending } from '../src/pending.js';
import { makeWorld, put, type World } from './helpers.js';

// Issue 25: the gate reuses a digest while the file's identity (device, inode, size, mtime and
// ctime in ns) is unchanged. These are the attacks that reuse must not let through.
const GUARD = "#!/bin/sh\necho '{}'\n";
const SAME_SIZE = "#!/bin/sh\necho 'XX'\n";

let world: World;
let early: string;
let guard: string;
let settings: LoadedSettings;

/** Resolves once the file's ctime is older than the digest cache's 2 s quiet period. */
async function untilQuiet(path: string): Promise<void> {
  while (statSync(path).ctimeMs + 2_100 > Date.now()) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  world = await makeWorld();
  early = join(world.root, 'early-bin');
  guard = join(world.root, 'tools', 'guard');
  await put(join(early, '.keep'), '');
  await put(guard, GUARD, true);
  world.env = { ...world.env, PATH: `${early}:${join(world.root, 'tools')}:${process.env.PATH}` };
  await put(
    world.projectFile,
    [
      'hooks_external:',
      '  PreToolUse:',
      '    - matcher: Bash',
      '      hooks:',
      '        - type: command',
      '          command: ["guard"]',
      '          source: imported:claude',
      '',
    ].join('\n'),
  );
  const load = () => loadSettings({ projectDir: world.project, env: world.env });
  await approveCommands(world.userFile, await listPending(await load(), { env: world.env }));
  settings = await load();
  await untilQuiet(guard);
});

afterAll(async () => {
  await rm(world.root, { recursive: true, force: true });
});

describe('the trust gate with its digest cache warm', () => {
  it('refuses an executable rewritten in place with the same size and the same mtime', async () => {
    const gate = createTrustGate(settings, { env: world.env });
    const entry = settings.hooks.PreToolUse[0]!;
    // Quiet when hashed: the digest is cached, the second firing reuses it.
    expect(await gate(entry)).toMatchObject({ trusted: true, status: 'trusted' });
    expect(await gate(entry)).toMatchObject({ trusted: true, status: 'trusted' });

    // `touch -r` copies both times to the nanosecond (utimes with numbers would round them).
    const times = join(world.root, 'times');
    execFileSync('touch', ['-r', guard, times]);
    const before = statSync(guard, { bigint: true });
    await writeFile(guard, SAME_SIZE);
    execFileSync('touch', ['-r', times, guard]);
    const after = statSync(guard, { bigint: true });
    expect([after.ino, after.size, after.mtimeNs]).toEqual([
      before.ino,
      before.size,
      before.mtimeNs,
    ]);

    const check = await gate(entry);
    expect(check).toMatchObject({ trusted: false, status: 'changed' });
    expect(check.reason).toContain(`executable ${guard} changed (sha256 now`);
    await writeFile(guard, GUARD);
    expect(await gate(entry)).toMatchObject({ trusted: true, status: 'trusted' });
  });

  it('refuses a bare name that now resolves earlier on PATH, even to identical bytes', async () => {
    const gate = createTrustGate(settings, { env: world.env });
    const entry = settings.hooks.PreToolUse[0]!;
    expect(await gate(entry)).toMatchObject({ trusted: true, status: 'trusted' });
    const planted = join(early, 'guard');
    await put(planted, GUARD, true);
    try {
      const check = await gate(entry);
      expect(check).toMatchObject({ trusted: false, status: 'changed' });
      expect(check.reason).toContain(`executable now resolves to ${planted} (approved: ${guard})`);
    } finally {
      await rm(planted);
    }
    expect(await gate(entry)).toMatchObject({ trusted: true, status: 'trusted' });
  });
});
