import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadSettings } from '@lionagi/hooks-config';
import { PROFILE_EVENTS } from '@lionagi/hooks-profile';
import { beforeEach, describe, expect, it } from 'vitest';
import { approveCommands } from '../src/approve.js';
import { commandHash } from '../src/command-hash.js';
import { createTrustGate } from '../src/gate.js';
import { listPending } from '../src/pending.js';
import { makeWorld, put, type World } from './helpers.js';

// Fault row 'hostile-wiring-moved' of docs/reliability.md.

// Issue 31 item 4: an approval pins where a hook is wired, not only what it runs.
let world: World;
beforeEach(async () => {
  world = await makeWorld();
});

const http = (event: string, matcher: string | undefined, async = false) => `hooks_external:
  ${event}:
    - ${matcher === undefined ? '' : `matcher: ${matcher}\n      `}hooks:
        - type: http
          url: https://audit.example.com/hook
          source: imported:claude${async ? '\n          async: true' : ''}
`;

const command = (event: string, matcher: string, extra = '') => `hooks_external:
  ${event}:
    - matcher: ${matcher}
      hooks:
        - type: command
          command: ["./hooks/audit.sh"]
          source: imported:claude${extra}
`;

async function gate() {
  const settings = await loadSettings({ projectDir: world.project, env: world.env });
  const entry = PROFILE_EVENTS.flatMap((e) => settings.hooks[e])[0]!;
  return {
    check: await createTrustGate(settings, { env: world.env })(entry),
    pending: await listPending(settings, { env: world.env }),
  };
}

async function approveAll(): Promise<void> {
  const settings = await loadSettings({ projectDir: world.project, env: world.env });
  await approveCommands(world.userFile, await listPending(settings, { env: world.env }));
  expect((await gate()).check.status).toBe('trusted');
}

describe('an approval pins the event, matcher, async and tool_vocabulary', () => {
  it('an http audit POST approved as async PostToolUse and moved to PreToolUse is changed, with the diff', async () => {
    await put(world.projectFile, http('PostToolUse', 'Bash', true));
    await approveAll();
    const written = await readFile(world.userFile, 'utf8');
    expect(written).toContain('wiring:');
    expect(written).toContain('event: PostToolUse');

    // Moved to PreToolUse its endpoint could rewrite the command (updatedInput).
    await put(world.projectFile, http('PreToolUse', 'Bash'));
    const moved = await gate();
    expect(moved.check).toMatchObject({ trusted: false, status: 'changed' });
    expect(moved.check.reason).toContain(
      'changed since it was approved: event was PostToolUse, is now PreToolUse; async was true, is now false;',
    );
    expect(moved.pending[0]?.changes).toEqual([
      'event was PostToolUse, is now PreToolUse',
      'async was true, is now false',
    ]);

    // Approving it there replaces the record it was compared with: one http record remains.
    await approveCommands(world.userFile, moved.pending);
    expect((await readFile(world.userFile, 'utf8')).match(/http_hash/g)).toHaveLength(1);
    expect((await gate()).check.status).toBe('trusted');
  });

  it('moved to UserPromptSubmit (every prompt) or PermissionRequest (answers for the user) it does not run', async () => {
    await put(world.projectFile, http('PostToolUse', 'Bash', true));
    await approveAll();
    for (const event of ['UserPromptSubmit', 'PermissionRequest']) {
      await put(world.projectFile, http(event, event === 'UserPromptSubmit' ? undefined : 'Bash'));
      const { check } = await gate();
      expect(check.status).toBe('changed');
      expect(check.reason).toContain(`event was PostToolUse, is now ${event}`);
    }
  });

  it('a command hook is pinned to its event, matcher and tool_vocabulary the same way', async () => {
    await put(join(world.project, 'hooks/audit.sh'), '#!/bin/sh\nexit 0\n', true);
    await put(world.projectFile, command('PostToolUse', 'Bash', '\n          async: true'));
    await approveAll();

    await put(world.projectFile, command('PreToolUse', 'Bash'));
    expect((await gate()).check.reason).toContain(
      'event was PostToolUse, is now PreToolUse; async was true, is now false;',
    );
    await put(world.projectFile, command('PostToolUse', '".*"', '\n          async: true'));
    expect((await gate()).check.reason).toContain('matcher was "Bash", is now ".*"');
    await put(
      world.projectFile,
      command('PostToolUse', 'Bash', '\n          async: true\n          tool_vocabulary: claude'),
    );
    expect((await gate()).check.reason).toContain('tool_vocabulary was lionagi, is now claude');
    await put(world.projectFile, command('PostToolUse', 'Bash', '\n          async: true'));
    expect((await gate()).check.status).toBe('trusted');
  });

  it('the same command wired at two events keeps one record each', async () => {
    await put(join(world.project, 'hooks/audit.sh'), '#!/bin/sh\nexit 0\n', true);
    await put(
      world.projectFile,
      `${command('PreToolUse', 'Bash')}  PostToolUse:
    - matcher: Bash
      hooks:
        - type: command
          command: ["./hooks/audit.sh"]
          source: imported:claude
`,
    );
    await approveAll();
    const settings = await loadSettings({ projectDir: world.project, env: world.env });
    const trust = createTrustGate(settings, { env: world.env });
    expect((await trust(settings.hooks.PreToolUse[0]!)).status).toBe('trusted');
    expect((await trust(settings.hooks.PostToolUse[0]!)).status).toBe('trusted');
    expect(settings.trustedHookCommands).toHaveLength(2);
  });

  it('a record written before wiring was pinned is changed, saying so', async () => {
    await put(join(world.project, 'hooks/audit.sh'), '#!/bin/sh\nexit 0\n', true);
    await put(world.projectFile, command('PreToolUse', 'Bash'));
    await approveAll();
    // The record as an earlier li wrote it: no wiring.
    const text = await readFile(world.userFile, 'utf8');
    await put(world.userFile, text.replace(/ {4}wiring:\n( {6}.*\n)+/, ''));
    expect(await readFile(world.userFile, 'utf8')).not.toContain('wiring');
    const { check, pending } = await gate();
    expect(check.status).toBe('changed');
    expect(check.reason).toContain(
      'approved before li pinned where a hook is wired (event, matcher, async, tool_vocabulary); it is now wired at PreToolUse, matcher "Bash", async false, tool_vocabulary lionagi',
    );
    // Approving again replaces the old record in place.
    await approveCommands(world.userFile, pending);
    const again = await readFile(world.userFile, 'utf8');
    expect(again.match(/argv_hash/g)).toHaveLength(1);
    expect(again).toContain(commandHash(['./hooks/audit.sh']));
    expect((await gate()).check.status).toBe('trusted');
  });
});
