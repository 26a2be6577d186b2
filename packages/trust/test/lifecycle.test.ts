import { realpathSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type LoadedSettings, loadSettings } from '@lionagi/hooks-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveCommands } from '../src/approve.js';
import { commandHash } from '../src/command-hash.js';
import { createTrustGate } from '../src/gate.js';
import { listPending } from '../src/pending.js';
import { revokeTrust } from '../src/revoke.js';
import { makeWorld, put, runIfTrusted, type World } from './helpers.js';

// An imported guard whose executable is a private shell script and whose work is a node script:
// editing either must stop it; the project-authored hook beside it always runs.
const IMPORTED = ['${LIONAGI_PROJECT_DIR}/bin/runner.sh', 'guards/check.mjs'];
const RUNNER = (tag: string) => `#!/bin/sh\n# runner ${tag}\nexec node "$@"\n`;
const CHECK = (tag: string) =>
  `let input = '';\nprocess.stdin.on('data', (d) => { input += d; });\nprocess.stdin.on('end', () => { process.stdout.write('check ${tag} saw ' + JSON.parse(input).hook_event_name); });\n`;

let world: World;

async function load(): Promise<LoadedSettings> {
  return loadSettings({ projectDir: world.project, env: world.env });
}

async function imported(settings: LoadedSettings) {
  const entry = settings.hooks.PreToolUse.find((e) => e.source === 'imported:claude');
  if (!entry) throw new Error('the imported entry did not load');
  return entry;
}

async function userRecords(): Promise<string> {
  return readFile(world.userFile, 'utf8');
}

beforeAll(async () => {
  world = await makeWorld();
  await put(join(world.project, 'bin/runner.sh'), RUNNER('v1'), true);
  await put(join(world.project, 'guards/check.mjs'), CHECK('v1'));
  await put(join(world.project, 'guards/local.sh'), '#!/bin/sh\nprintf local\n', true);
  await put(
    world.projectFile,
    [
      '# project settings: one imported guard, one project-authored hook',
      'hooks_external:',
      '  PreToolUse:',
      '    - matcher: Bash',
      '      hooks:',
      '        - type: command',
      `          command: ${JSON.stringify(IMPORTED)}`,
      '          source: imported:claude',
      '        - type: command',
      '          command: ["./guards/local.sh"]',
      '',
    ].join('\n'),
  );
  await put(world.userFile, '# my own settings\ntrusted_hook_commands: []  # approvals go here\n');
});

afterAll(async () => {
  const { rm } = await import('node:fs/promises');
  await rm(world.root, { recursive: true, force: true });
});

describe('trust lifecycle with real files and real hook processes', () => {
  it('runs a project-authored hook without any record', async () => {
    const settings = await load();
    const local = settings.hooks.PreToolUse.find((e) => e.source === undefined)!;
    const run = await runIfTrusted(createTrustGate(settings), local, world);
    expect(run).toEqual({
      check: { trusted: true, status: 'not-needed' },
      ran: true,
      stdout: 'local',
    });
  });

  it('pending -> trusted -> changed (script) -> changed (executable) -> pending (revoked)', async () => {
    // 1. Imported and never approved: the gate says pending and the process is not spawned.
    let settings = await load();
    let run = await runIfTrusted(createTrustGate(settings), await imported(settings), world);
    expect(run.ran).toBe(false);
    expect(run.check.status).toBe('pending');
    expect(run.check.reason).toContain(
      `imported hook command ["\${LIONAGI_PROJECT_DIR}/bin/runner.sh", "guards/check.mjs"]`,
    );
    expect(run.check.reason).toContain(`from ${world.projectFile}:6`);

    // 2. Full disclosure, then approval: executable and script are both pinned.
    const [pending, ...others] = await listPending(settings, { env: world.env });
    expect(others).toEqual([]);
    expect(pending).toMatchObject({
      event: 'PreToolUse',
      matcher: 'Bash',
      argv: IMPORTED,
      hash: commandHash(IMPORTED),
      tier: 'imported',
      source: 'imported:claude',
      status: 'pending',
      executable: { path: join(world.project, 'bin/runner.sh') },
      // The `#!/bin/sh` interpreter (by real path) and the script behind it.
      files: [{ path: realpathSync('/bin/sh') }, { path: join(world.project, 'guards/check.mjs') }],
      problems: [],
      origin: { file: world.projectFile, line: 6 },
    });
    const approved = await approveCommands(world.userFile, [pending!]);
    expect(approved).toMatchObject({ added: 1, replaced: 0, unchanged: 0, changed: true });
    const written = await userRecords();
    expect(written).toContain('# my own settings');
    expect(written).toContain(`argv_hash: ${commandHash(IMPORTED)}`);
    expect(written).toContain(
      `${join(world.project, 'guards/check.mjs')}: ${pending!.files[1]!.digest}`,
    );

    settings = await load();
    run = await runIfTrusted(createTrustGate(settings), await imported(settings), world);
    expect(run).toEqual({
      check: { trusted: true, status: 'trusted' },
      ran: true,
      stdout: 'check v1 saw PreToolUse',
    });

    // 3. The script behind the interpreter is edited: changed, names the file, does not run.
    await put(join(world.project, 'guards/check.mjs'), CHECK('v2'));
    run = await runIfTrusted(createTrustGate(settings), await imported(settings), world);
    expect(run.ran).toBe(false);
    expect(run.check.status).toBe('changed');
    expect(run.check.reason).toContain(
      `file ${join(world.project, 'guards/check.mjs')} changed (sha256 now`,
    );

    // Approving the changed command replaces its record instead of adding one.
    const [changed] = await listPending(settings, { env: world.env });
    expect(changed?.status).toBe('changed');
    expect(await approveCommands(world.userFile, [changed!])).toMatchObject({
      added: 0,
      replaced: 1,
    });
    settings = await load();
    expect(settings.trustedHookCommands).toHaveLength(1);
    run = await runIfTrusted(createTrustGate(settings), await imported(settings), world);
    expect(run.stdout).toBe('check v2 saw PreToolUse');

    // 4. The executable (argv[0], a private script copy) is edited: changed, does not run.
    await put(join(world.project, 'bin/runner.sh'), RUNNER('v2'), true);
    run = await runIfTrusted(createTrustGate(settings), await imported(settings), world);
    expect(run.ran).toBe(false);
    expect(run.check.status).toBe('changed');
    expect(run.check.reason).toContain(
      `executable ${join(world.project, 'bin/runner.sh')} changed (sha256 now`,
    );

    const [again] = await listPending(settings, { env: world.env });
    await approveCommands(world.userFile, [again!]);
    settings = await load();
    run = await runIfTrusted(createTrustGate(settings), await imported(settings), world);
    expect(run.ran).toBe(true);

    // 5. Revoked: pending again, does not run.
    expect(await revokeTrust(world.userFile, commandHash(IMPORTED))).toMatchObject({
      removed: 1,
      changed: true,
    });
    settings = await load();
    run = await runIfTrusted(createTrustGate(settings), await imported(settings), world);
    expect(run.ran).toBe(false);
    expect(run.check.status).toBe('pending');
    expect(await userRecords()).toContain('# my own settings');
  });

  it('re-trusting the same command is idempotent and leaves the file untouched', async () => {
    const settings = await load();
    const [pending] = await listPending(settings, { env: world.env });
    await approveCommands(world.userFile, [pending!]);
    const before = await stat(world.userFile, { bigint: true });
    const text = await userRecords();
    expect(await approveCommands(world.userFile, [pending!, pending!])).toMatchObject({
      added: 0,
      replaced: 0,
      unchanged: 2,
      changed: false,
    });
    expect(await userRecords()).toBe(text);
    expect((await stat(world.userFile, { bigint: true })).mtimeNs).toBe(before.mtimeNs);
    expect((await load()).trustedHookCommands).toHaveLength(1);
  });
});
