import { readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isHookError } from '@lionagi/hooks-profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveCommands } from '../src/approve.js';
import { commandHash } from '../src/command-hash.js';
import type { PendingCommand } from '../src/pending.js';
import { revokeTrust } from '../src/revoke.js';
import type { FullTrustRecord } from '../src/subjects/command-records.js';
import { makeWorld, put, type World } from './helpers.js';

// Digests with a letter in them: an all-digit one would be quoted by YAML, like a number.
const D = (c: string) => `${c}f`.repeat(32);
let world: World;
let n = 0;

function pending(
  argv: string[],
  record: Partial<FullTrustRecord> | undefined,
  extra: Partial<PendingCommand> = {},
): PendingCommand {
  const hash = commandHash(argv);
  return {
    type: 'command',
    event: 'PreToolUse',
    matcher: 'Bash',
    argv,
    hash,
    tier: 'imported',
    source: 'imported:claude',
    origin: {
      file: '/p/.lionagi/settings.yaml',
      line: 4,
      column: 11,
      scope: 'project',
      groupIndex: 0,
      hookIndex: 0,
    },
    status: 'pending',
    reason: '',
    changes: [],
    wiring: undefined,
    executable: undefined,
    project: '/p',
    files: [],
    absent: [],
    unpinned: [],
    problems: [],
    record:
      record === undefined
        ? undefined
        : {
            argv_hash: hash,
            resolved_path: '/usr/bin/x',
            content_digest: D('a'),
            files: {},
            ...record,
          },
    replaces: undefined,
    ...extra,
  };
}

async function freshFile(text?: string): Promise<string> {
  const file = join(world.home, `settings-${n++}.yaml`);
  if (text !== undefined) await put(file, text);
  return file;
}

async function code(promise: Promise<unknown>): Promise<string | undefined> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  return isHookError(error) ? error.code : String(error);
}

beforeAll(async () => {
  world = await makeWorld();
});
afterAll(async () => {
  await rm(world.root, { recursive: true, force: true });
});

describe('approveCommands', () => {
  it('creates the user file (mode 0600) with a full record in block style', async () => {
    const file = await freshFile();
    const result = await approveCommands(file, [
      pending(['x', 'a.py'], { files: { '/p/a.py': D('b') } }),
    ]);
    expect(result).toEqual({ file, added: 1, replaced: 0, unchanged: 0, changed: true });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readFile(file, 'utf8')).toBe(
      [
        'trusted_hook_commands:',
        `  - argv_hash: ${commandHash(['x', 'a.py'])}`,
        '    resolved_path: /usr/bin/x',
        `    content_digest: ${D('a')}`,
        '    files:',
        `      /p/a.py: ${D('b')}`,
        '',
      ].join('\n'),
    );
  });

  it('upgrades a plain hash in place, keeps other and invalid items and comments', async () => {
    const argv = ['x', 'b.py'];
    const file = await freshFile(
      [
        '# mine',
        'trusted_hook_commands:',
        `  - ${D('f')}  # other`,
        `  - ${commandHash(argv)}`,
        '  - 42',
        '',
      ].join('\n'),
    );
    expect(await approveCommands(file, [pending(argv, {})])).toMatchObject({
      added: 0,
      replaced: 1,
    });
    const text = await readFile(file, 'utf8');
    expect(text).toContain('# mine');
    expect(text).toContain(`- ${D('f')}  # other`);
    expect(text).toContain('- 42');
    expect(text).not.toContain(`- ${commandHash(argv)}`);
    expect(text).toContain(`- argv_hash: ${commandHash(argv)}`);
  });

  it('keeps the record of the same argv in another place and replaces the one it supersedes', async () => {
    const argv = ['x', 'c.py'];
    const file = await freshFile();
    await approveCommands(file, [pending(argv, { files: { '/one/c.py': D('1') } })]);
    await approveCommands(file, [pending(argv, { files: { '/two/c.py': D('2') } })]);
    const edited = pending(argv, { files: { '/one/c.py': D('3') } }, { status: 'changed' });
    expect(await approveCommands(file, [edited])).toMatchObject({ added: 0, replaced: 1 });
    const text = await readFile(file, 'utf8');
    expect(text).toContain(`/one/c.py: ${D('3')}`);
    expect(text).toContain(`/two/c.py: ${D('2')}`);
    expect(text).not.toContain(D('1'));
    // A changed executable path is another resolution (another PATH order): it is added beside
    // the record it was compared with, which stays (issue 35 item 5).
    const moved = pending(
      argv,
      { resolved_path: '/opt/x', files: { '/two/c.py': D('2') } },
      {
        replaces: {
          argv_hash: commandHash(argv),
          resolved_path: '/usr/bin/x',
          content_digest: D('a'),
          files: { '/two/c.py': D('2') },
        },
      },
    );
    expect(await approveCommands(file, [moved])).toMatchObject({ added: 1, replaced: 0 });
    expect((await readFile(file, 'utf8')).match(/argv_hash/g)).toHaveLength(3);
  });

  it('writes nothing when any command cannot be approved', async () => {
    const file = await freshFile();
    const blocked = pending(['nope'], undefined, {
      problems: ['executable "nope" was not found on PATH'],
    });
    const error = await approveCommands(file, [pending(['x'], {}), blocked]).catch((e: Error) => e);
    expect(isHookError(error) && error.code).toBe('UNTRUSTED_HOOK');
    expect((error as Error).message).toBe(
      '/p/.lionagi/settings.yaml:4: PreToolUse hook ["nope"] cannot be approved: executable "nope" was not found on PATH',
    );
    expect(await code(stat(file))).toContain('ENOENT');
    expect(await code(approveCommands(file, [pending([' '], {})]))).toBe('INVALID_ARGV');
    const forged = pending(['x'], { argv_hash: commandHash(['y']) });
    expect(await code(approveCommands(file, [forged]))).toBe('UNTRUSTED_HOOK');
  });

  it('refuses to overwrite a trusted_hook_commands that is not a list', async () => {
    const file = await freshFile('trusted_hook_commands: {a: 1}\n');
    expect(await code(approveCommands(file, [pending(['x'], {})]))).toBe('CONFIG_WRITE_REFUSED');
    expect(await readFile(file, 'utf8')).toBe('trusted_hook_commands: {a: 1}\n');
  });
});

describe('revokeTrust', () => {
  it('removes every record of a hash, plain or full, and nothing else', async () => {
    const argv = ['x', 'd.py'];
    const h = commandHash(argv);
    const file = await freshFile(
      [
        'trusted_hook_commands:',
        `  - ${h.toUpperCase()}`,
        `  - ${D('e')}`,
        `  - {argv_hash: ${h}, resolved_path: /usr/bin/x, content_digest: ${D('a')}}`,
        `  - {argv_hash: ${h}, resolved_path: relative-so-invalid}`,
        '',
      ].join('\n'),
    );
    expect(await revokeTrust(file, h)).toEqual({ file, removed: 3, changed: true });
    expect(await readFile(file, 'utf8')).toBe(`trusted_hook_commands:\n  - ${D('e')}\n`);
    expect(await revokeTrust(file, h)).toEqual({ file, removed: 0, changed: false });
  });

  it('revokes everything with { all: true }, invalid items included', async () => {
    const file = await freshFile(
      ['a: 1', 'trusted_hook_commands:', `  - ${D('e')}`, '  - junk', ''].join('\n'),
    );
    expect(await revokeTrust(file, { all: true })).toEqual({ file, removed: 2, changed: true });
    expect(await readFile(file, 'utf8')).toBe('a: 1\n');
  });

  it('refuses a malformed hash and treats a missing file as nothing to revoke', async () => {
    expect(await code(revokeTrust(join(world.home, 'none.yaml'), 'f6e3b744'))).toBe('USAGE');
    expect(await revokeTrust(join(world.home, 'none.yaml'), { all: true })).toMatchObject({
      removed: 0,
      changed: false,
    });
  });
});
