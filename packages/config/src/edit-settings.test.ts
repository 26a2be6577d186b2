import { execFile, spawn } from 'node:child_process';
import { readFile, stat, symlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { rejection, tempDir, writeAt } from '../test/support.js';
import { editSettingsFile } from './edit-settings.js';
import { appendToSeq } from './yaml-edit.js';

const HOLD_LOCK = fileURLToPath(new URL('../test/fixtures/hold-lock.mjs', import.meta.url));

const COMMENTED = `# ~/.lionagi/settings.yaml — edited by hand and by li hooks trust.

hooks_external:
  SessionStart:
    - hooks:
        - { type: command, command: ["./hello"] }   # greet

# Approvals (li hooks trust):
trusted_hook_commands:
  - aaa111   # first approval
editor:
  theme: dark    # personal
`;

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

describe('editSettingsFile', () => {
  it('creates an absent file and its directory, mode 0600 / 0700', async () => {
    const dir = await tempDir();
    const file = join(dir, 'home', '.lionagi', 'settings.yaml');
    const result = await editSettingsFile(file, (doc) => {
      appendToSeq(doc, ['trusted_hook_commands'], 'abc');
    });
    expect(result).toEqual({ changed: true });
    expect(await readFile(file, 'utf8')).toBe('trusted_hook_commands:\n  - abc\n');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir, 'home', '.lionagi'))).mode & 0o777).toBe(0o700);
    expect(await exists(`${file}.lock`)).toBe(false);
  });

  it('does not create a file when the edit leaves it empty', async () => {
    const dir = await tempDir();
    const file = join(dir, 'settings.yaml');
    expect(await editSettingsFile(file, () => undefined)).toEqual({ changed: false });
    expect(await exists(file)).toBe(false);
  });

  it('refuses an absent file with create: false', async () => {
    const dir = await tempDir();
    const file = join(dir, 'settings.yaml');
    const error = await rejection(editSettingsFile(file, () => undefined, { create: false }));
    expect(error.code).toBe('CONFIG_WRITE_REFUSED');
    expect(error.message).toBe(`refusing to write ${file}: it does not exist (create: false)`);
    expect(await exists(file)).toBe(false);
  });

  it('keeps comments and formatting byte-for-byte outside the edited node', async () => {
    const dir = await tempDir();
    const file = await writeAt(dir, 'settings.yaml', COMMENTED);
    await editSettingsFile(file, (doc) => {
      appendToSeq(doc, ['trusted_hook_commands'], 'bbb222');
    });
    expect(await readFile(file, 'utf8')).toBe(
      COMMENTED.replace(
        '  - aaa111   # first approval\n',
        '  - aaa111   # first approval\n  - bbb222\n',
      ),
    );
  });

  it('never writes when nothing changed (same inode, same bytes)', async () => {
    const dir = await tempDir();
    const file = await writeAt(dir, 'settings.yaml', COMMENTED);
    const before = await stat(file);
    const result = await editSettingsFile(file, (doc) => {
      doc.setIn(['editor', 'theme'], 'dark');
    });
    expect(result).toEqual({ changed: false });
    const after = await stat(file);
    expect(after.ino).toBe(before.ino);
    expect(after.mtimeMs).toBe(before.mtimeMs);
    expect(await readFile(file, 'utf8')).toBe(COMMENTED);
  });

  it('keeps the mode of an existing file and replaces it atomically', async () => {
    const dir = await tempDir();
    const file = await writeAt(dir, 'settings.yaml', 'a: 1\n');
    await execFileAsync('chmod', ['640', file]);
    const before = await stat(file);
    await editSettingsFile(file, (doc) => {
      doc.set('a', 2);
    });
    const after = await stat(file);
    expect(after.mode & 0o777).toBe(0o640);
    expect(after.ino).not.toBe(before.ino);
    expect(await readFile(file, 'utf8')).toBe('a: 2\n');
  });

  it('leaves a file it cannot parse untouched and does not call mutate', async () => {
    const dir = await tempDir();
    const corrupted = 'hooks_external:\n  PreToolUse: [\n    - oops: "unterminated\n';
    const file = await writeAt(dir, 'settings.yaml', corrupted);
    let called = false;
    const error = await rejection(
      editSettingsFile(file, () => {
        called = true;
      }),
    );
    expect(error.code).toBe('CONFIG_WRITE_REFUSED');
    expect(error.message).toMatch(
      new RegExp(
        `^refusing to write ${file}: it could not be parsed, and its bytes are left untouched:\\n${file}:\\d+:\\d+: invalid YAML`,
      ),
    );
    expect(called).toBe(false);
    expect(await readFile(file, 'utf8')).toBe(corrupted);
    expect(await exists(`${file}.lock`)).toBe(false);
  });

  it('refuses a symlinked settings path and leaves the target alone', async () => {
    const dir = await tempDir();
    const target = await writeAt(dir, 'real.yaml', 'a: 1\n');
    const link = join(dir, 'settings.yaml');
    await symlink(target, link);
    const error = await rejection(editSettingsFile(link, (doc) => doc.set('a', 2)));
    expect(error.code).toBe('CONFIG_WRITE_REFUSED');
    expect(error.message).toBe(
      `refusing to write ${link}: it is a symbolic link; settings are only edited in place, not through links`,
    );
    expect(await readFile(target, 'utf8')).toBe('a: 1\n');
  });

  it('writes nothing and releases the lock when mutate throws', async () => {
    const dir = await tempDir();
    const file = await writeAt(dir, 'settings.yaml', 'a: 1\n');
    await expect(
      editSettingsFile(file, (doc) => {
        doc.set('a', 2);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await readFile(file, 'utf8')).toBe('a: 1\n');
    expect(await exists(`${file}.lock`)).toBe(false);
    await editSettingsFile(file, (doc) => doc.set('a', 3));
    expect(await readFile(file, 'utf8')).toBe('a: 3\n');
  });

  it('refuses a nested edit of the same file from inside mutate instead of waiting forever', async () => {
    const dir = await tempDir();
    const file = await writeAt(dir, 'settings.yaml', 'a: 1\n');
    const other = join(dir, 'other.yaml');
    const error = await rejection(
      editSettingsFile(file, async (doc) => {
        await editSettingsFile(other, (inner) => inner.set('b', 1));
        doc.set('a', 2);
        await editSettingsFile(file, (inner) => inner.set('a', 3));
      }),
    );
    expect(error.message).toBe(
      `refusing to write ${file}: editSettingsFile was called from inside its own mutate for this file`,
    );
    expect(await readFile(file, 'utf8')).toBe('a: 1\n');
    expect(await readFile(other, 'utf8')).toBe('b: 1\n');
  });

  it('loses no update with 20 concurrent writers', async () => {
    const dir = await tempDir();
    const file = await writeAt(dir, 'settings.yaml', '# approvals\ntrusted_hook_commands: []\n');
    const ids = Array.from({ length: 20 }, (_, i) => `writer-${i}`);
    const results = await Promise.all(
      ids.map((id) =>
        editSettingsFile(file, async (doc) => {
          await new Promise((resolve) => setTimeout(resolve, 2));
          appendToSeq(doc, ['trusted_hook_commands'], id);
        }),
      ),
    );
    expect(results.every((r) => r.changed)).toBe(true);
    const text = await readFile(file, 'utf8');
    expect(text.startsWith('# approvals\n')).toBe(true);
    expect(parseDocument(text).toJS().trusted_hook_commands).toEqual(ids);
  });
});

const execFileAsync = promisify(execFile);

describe.concurrent('editSettingsFile and other processes holding the lock', () => {
  it('waits for a lock held by another process, then applies the edit', async () => {
    const dir = await tempDir();
    const file = await writeAt(dir, 'settings.yaml', 'trusted_hook_commands: []\n');
    const holder = spawn(process.execPath, [HOLD_LOCK, file, '800'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    const locked = new Promise<void>((resolve) => {
      holder.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('locked')) resolve();
      });
    });
    const exited = new Promise<void>((resolve) => holder.on('exit', () => resolve()));
    await locked;
    let releasedBeforeEdit = false;
    await editSettingsFile(file, (doc) => {
      releasedBeforeEdit = output.includes('released');
      appendToSeq(doc, ['trusted_hook_commands'], 'after-wait');
    });
    await exited;
    expect(releasedBeforeEdit).toBe(true);
    expect(await readFile(file, 'utf8')).toBe('trusted_hook_commands: [after-wait]\n');
  });

  it('gives up after lockTimeoutMs, naming the holder, and writes nothing', async () => {
    const dir = await tempDir();
    const file = await writeAt(dir, 'settings.yaml', 'a: 1\n');
    // Held until the test kills it: a 3 s hold let a slow start of the edit see a free lock.
    const holder = spawn(process.execPath, [HOLD_LOCK, file, '600000'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
    const error = await rejection(
      editSettingsFile(file, (doc) => doc.set('a', 2), { lockTimeoutMs: 300 }),
    ).finally(() => holder.kill());
    expect(error.code).toBe('CONFIG_WRITE_REFUSED');
    expect(error.message).toMatch(
      new RegExp(
        `^refusing to write ${file}: timed out after 300 ms waiting for the lock ${file}\\.lock \\(held by pid ${holder.pid} on `,
      ),
    );
    expect(await readFile(file, 'utf8')).toBe('a: 1\n');
  });

  it('breaks a lock left by a process that died', async () => {
    const dir = await tempDir();
    const file = await writeAt(dir, 'settings.yaml', 'a: 1\n');
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.on('exit', resolve));
    const owner = {
      pid: dead.pid,
      host: hostname(),
      token: 'dead',
      acquiredAt: new Date().toISOString(),
    };
    await writeFile(`${file}.lock`, JSON.stringify(owner));
    // Never stale here: only the dead pid can free the lock; a live one would time out, refused.
    await editSettingsFile(file, (doc) => doc.set('a', 2), { staleLockMs: 24 * 3_600_000 });
    expect(await readFile(file, 'utf8')).toBe('a: 2\n');
    expect(await exists(`${file}.lock`)).toBe(false);
  });

  it('breaks a lock that has not been refreshed for longer than staleLockMs', async () => {
    const dir = await tempDir();
    const file = await writeAt(dir, 'settings.yaml', 'a: 1\n');
    const owner = {
      pid: 1,
      host: 'another-host',
      token: 'old',
      acquiredAt: '2026-01-01T00:00:00Z',
    };
    await writeFile(`${file}.lock`, JSON.stringify(owner));
    const old = new Date(Date.now() - 60_000);
    await execFileAsync('touch', ['-d', old.toISOString(), `${file}.lock`]);
    await editSettingsFile(file, (doc) => doc.set('a', 2));
    expect(await readFile(file, 'utf8')).toBe('a: 2\n');
  });
});
