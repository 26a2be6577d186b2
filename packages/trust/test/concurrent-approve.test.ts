import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { loadSettings } from '@lionagi/hooks-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveCommands } from '../src/approve.js';
import { createTrustGate } from '../src/gate.js';
import { listPending } from '../src/pending.js';
import { parseTrustRecords } from '../src/records.js';
import { revokeTrust } from '../src/revoke.js';
import { makeWorld, put, type World } from './helpers.js';

const COUNT = 30;
let world: World;

beforeAll(async () => {
  world = await makeWorld();
  const hooks: string[] = [];
  for (let i = 0; i < COUNT; i++) {
    await put(join(world.project, `guards/g${i}.sh`), `#!/bin/sh\necho ${i}\n`);
    hooks.push(
      '        - type: command',
      `          command: ["sh", "guards/g${i}.sh"]`,
      '          source: imported:codex',
    );
  }
  await put(
    world.projectFile,
    ['hooks_external:', '  PostToolUse:', '    - matcher: "*"', '      hooks:', ...hooks, ''].join(
      '\n',
    ),
  );
});

afterAll(async () => {
  await rm(world.root, { recursive: true, force: true });
});

describe('concurrent approvals', () => {
  it(`${COUNT} concurrent approveCommands calls of different commands leave all ${COUNT} records`, async () => {
    const settings = await loadSettings({ projectDir: world.project, env: world.env });
    const pending = await listPending(settings, { env: world.env });
    expect(pending).toHaveLength(COUNT);
    const results = await Promise.all(pending.map((p) => approveCommands(world.userFile, [p])));
    expect(results.map((r) => r.added)).toEqual(Array(COUNT).fill(1));

    const reloaded = await loadSettings({ projectDir: world.project, env: world.env });
    const parsed = parseTrustRecords(reloaded.trustedHookCommands);
    expect(parsed.invalid).toEqual([]);
    expect(
      new Set(
        parsed.byType.command.map(({ record }) =>
          typeof record === 'string' ? record : record.argv_hash,
        ),
      ),
    ).toEqual(new Set(pending.map((p) => p.hash)));
    const gate = createTrustGate(reloaded);
    const checks = await Promise.all(reloaded.hooks.PostToolUse.map((entry) => gate(entry)));
    expect(checks.every((c) => c.status === 'trusted')).toBe(true);
    expect(await listPending(reloaded, { env: world.env })).toEqual([]);
  });

  it('concurrent revocations of different hashes remove exactly those records', async () => {
    const settings = await loadSettings({ projectDir: world.project, env: world.env });
    const hashes = parseTrustRecords(settings.trustedHookCommands).byType.command.map(
      ({ record }) => (typeof record === 'string' ? record : record.argv_hash),
    );
    const revoked = hashes.slice(0, 10);
    const results = await Promise.all(revoked.map((h) => revokeTrust(world.userFile, h)));
    expect(results.map((r) => r.removed)).toEqual(Array(10).fill(1));
    const after = await loadSettings({ projectDir: world.project, env: world.env });
    expect(after.trustedHookCommands).toHaveLength(COUNT - 10);
    expect((await listPending(after, { env: world.env })).map((p) => p.hash).sort()).toEqual(
      [...revoked].sort(),
    );
  });
});
