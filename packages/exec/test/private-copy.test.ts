import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEventDispatcher } from '../src/dispatcher.js';
import { stageVerifiedCommand } from '../src/private-copy.js';
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
});
