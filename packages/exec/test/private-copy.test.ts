import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEventDispatcher } from '../src/dispatcher.js';
import { SYNC_COPY_MAX_BYTES, stageVerifiedCommand } from '../src/private-copy.js';
import { tempDir } from './helpers.js';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** A guard that sources a sibling through $0 and prints where it ran from and what it saw. */
const GUARD = [
  '#!/bin/sh',
  'cat >/dev/null',
  '. "$(dirname "$0")/lib.sh"',
  'echo "cwd=$(pwd) lib=$LIB from=$0" >&2',
  'exit 2',
  '',
].join('\n');

async function project() {
  const dir = await tempDir();
  await mkdir(join(dir, 'hooks'));
  await writeFile(join(dir, 'hooks', 'guard.sh'), GUARD);
  await chmod(join(dir, 'hooks', 'guard.sh'), 0o755);
  await writeFile(join(dir, 'hooks', 'lib.sh'), 'LIB=sibling-ok\n');
  return { dir, guard: join(dir, 'hooks', 'guard.sh') };
}

describe('private copies of verified hook files (issue 16 item 6)', () => {
  it('runs the verified bytes from a private copy; cwd kept, $0 siblings resolve, copy removed', async () => {
    const { dir, guard } = await project();
    const dispatcher = createEventDispatcher(
      'PreToolUse',
      [{ command: ['./hooks/guard.sh'], timeoutSec: 5, source: 'imported:claude' }],
      {
        projectDir: dir,
        trust: () => ({
          trusted: true,
          status: 'trusted',
          verified: [{ path: guard, digest: sha(GUARD) }],
        }),
      },
    );
    const result = await dispatcher.dispatch({ tool_name: 'bash', tool_input: {} });
    expect(result.decision).toBe('deny');
    const [, cwd, from] = /^cwd=(.*) lib=sibling-ok from=(.*)$/.exec(result.reason ?? '') ?? [];
    expect(cwd).toBe(dir);
    expect(from).toMatch(/\/lionagi-hook-[^/]+\/0\/guard\.sh$/);
    expect(existsSync(from as string)).toBe(false);
    // The whole staging root is gone, not only the copy.
    expect(existsSync(join(from as string, '..', '..'))).toBe(false);
  });

  it('stages the script argument of an interpreter and leaves a bare interpreter alone', async () => {
    const { dir, guard } = await project();
    const staged = await stageVerifiedCommand(
      ['sh', '${LIONAGI_PROJECT_DIR}/hooks/guard.sh', '--flag'],
      [{ path: guard, digest: sha(GUARD) }],
      dir,
      undefined,
    );
    if (!staged.ok) throw new Error(staged.reason);
    try {
      const [sh, copy, flag] = staged.argv;
      expect([sh, flag]).toEqual(['sh', '--flag']);
      expect(copy).toMatch(/\/lionagi-hook-[^/]+\/0\/guard\.sh$/);
      expect(await readFile(copy as string, 'utf8')).toBe(GUARD);
      expect(await readFile(join(copy as string, '..', 'lib.sh'), 'utf8')).toBe('LIB=sibling-ok\n');
    } finally {
      await staged.cleanup();
    }
    expect(existsSync(staged.argv[1] as string)).toBe(false);
  });

  it('copies a file larger than the synchronous limit through the thread pool, byte for byte', async () => {
    const { dir } = await project();
    // A compiled hook binary's size: past the limit, so the read and the write go asynchronously.
    const big = `#!/bin/sh\n# ${'x'.repeat(SYNC_COPY_MAX_BYTES + 4096)}\nexit 0\n`;
    const path = join(dir, 'hooks', 'big.sh');
    await writeFile(path, big);
    await chmod(path, 0o755);
    const staged = await stageVerifiedCommand(
      ['./hooks/big.sh'],
      [{ path, digest: sha(big) }],
      dir,
      undefined,
    );
    if (!staged.ok) throw new Error(staged.reason);
    try {
      expect(staged.copies).toBe(1);
      expect(sha(await readFile(staged.argv[0] as string, 'utf8'))).toBe(sha(big));
    } finally {
      await staged.cleanup();
    }
    expect(existsSync(join(staged.argv[0] as string, '..', '..'))).toBe(false);
  });

  it('refuses bytes that no longer match the verified digest; nothing is spawned', async () => {
    const { dir, guard } = await project();
    const marker = join(dir, 'evil.ran');
    await writeFile(guard, `#!/bin/sh\ntouch ${marker}\n`);
    const dispatcher = createEventDispatcher(
      'PreToolUse',
      [{ command: ['./hooks/guard.sh'], timeoutSec: 5, source: 'imported:claude' }],
      {
        projectDir: dir,
        trust: () => ({
          trusted: true,
          status: 'trusted',
          verified: [{ path: guard, digest: sha(GUARD) }],
        }),
      },
    );
    const result = await dispatcher.dispatch({ tool_name: 'bash', tool_input: {} });
    expect(result.decision).toBe('deny');
    expect(result.runs[0]).toMatchObject({ ran: false, trusted: false, trustStatus: 'changed' });
    expect(result.reason).toMatch(
      new RegExp(
        `^hook command \\["\\./hooks/guard\\.sh"\\] is not trusted \\(changed\\): file ${guard.replaceAll('/', '\\/')} changed after it was verified \\(sha256 now [0-9a-f]{12}\\.\\.\\., verified ${sha(GUARD).slice(0, 12)}\\.\\.\\.\\); not started$`,
      ),
    );
    expect(existsSync(marker)).toBe(false);
  });

  it('leaves no staging directory behind: after a run, a refusal, or a hook that wrote beside its copy', async () => {
    const { dir, guard } = await project();
    // A hook that makes its copy's directory writable again and leaves a file and a directory there.
    const litter = join(dir, 'hooks', 'litter.sh');
    const LITTER = [
      '#!/bin/sh',
      'cat >/dev/null',
      'here=$(dirname "$0")',
      'chmod u+w "$here"',
      'echo left >"$here/left.txt"',
      'mkdir "$here/left.d" && echo left >"$here/left.d/deeper.txt"',
      'echo "{}"',
      '',
    ].join('\n');
    await writeFile(litter, LITTER);
    await chmod(litter, 0o755);
    const staging = join(await tempDir(), 'tmp');
    await mkdir(staging);
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = staging;
    try {
      const dispatcher = (command: string, path: string, digest: string) =>
        createEventDispatcher(
          'PreToolUse',
          [{ command: [command], timeoutSec: 5, source: 'imported:claude' }],
          {
            projectDir: dir,
            trust: () => ({ trusted: true, status: 'trusted', verified: [{ path, digest }] }),
          },
        );
      const ran = await dispatcher('./hooks/guard.sh', guard, sha(GUARD)).dispatch({
        tool_name: 'bash',
      });
      expect(ran.runs[0]).toMatchObject({ ran: true, exitCode: 2 });
      const wrote = await dispatcher('./hooks/litter.sh', litter, sha(LITTER)).dispatch({
        tool_name: 'bash',
      });
      expect(wrote.runs[0]).toMatchObject({ ran: true, exitCode: 0, outcome: 'success' });
      const refused = await dispatcher('./hooks/guard.sh', guard, sha('other bytes')).dispatch({
        tool_name: 'bash',
      });
      expect(refused.runs[0]).toMatchObject({ ran: false, trustStatus: 'changed' });
      expect(await readdir(staging)).toEqual([]);
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
    }
  });
});
