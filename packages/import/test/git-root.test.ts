import { mkdir, mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gitRootOf } from '../src/git-root.js';
import { translateEntry } from '../src/translate.js';
import type { ForeignEntry } from '../src/types.js';
import { namesFor } from './tools.js';

const P = '${LIONAGI_PROJECT_DIR}';
let root: string;
beforeEach(async () => {
  root = await realpath(await mkdtemp(join(tmpdir(), 'lionagi-gitroot-')));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const entry = (harness: 'claude' | 'codex', command: string): ForeignEntry => ({
  harness,
  event: 'PreToolUse',
  matcher: 'Bash',
  handler: { type: 'command', command },
  origin: { file: '/p/hooks.json', event: 'PreToolUse', groupIndex: 0, hookIndex: 0 },
  fileNotes: [],
});

const rowIn = (projectDir: string, harness: 'claude' | 'codex', command: string) =>
  translateEntry(entry(harness, command), {
    tools: namesFor(harness),
    projectDir,
    gitRoot: gitRootOf(projectDir),
  }).row;

describe('the git-root idiom $(git rev-parse --show-toplevel)', () => {
  it('becomes the project placeholder when the project is the git work tree', async () => {
    await mkdir(join(root, '.git'));
    for (const harness of ['claude', 'codex'] as const) {
      expect(
        rowIn(root, harness, '"$(git rev-parse --show-toplevel)/.codex/hooks/guard.sh"').argv,
      ).toEqual([`${P}/.codex/hooks/guard.sh`]);
      const cd = rowIn(
        root,
        harness,
        'cd "$(git rev-parse --show-toplevel)" && node hooks/check.js',
      );
      expect(cd.argv).toEqual(['node', 'hooks/check.js']);
      expect(cd.warnings[0]).toBe(
        'dropped the leading `cd "$(git rev-parse --show-toplevel)" &&`: LionAGI runs hooks with the project root as the working directory (C-3)',
      );
    }
  });

  it('is rejected with the reason when the git root is not the project root', async () => {
    const repo = join(root, 'repo');
    await mkdir(join(repo, '.git'), { recursive: true });
    const sub = join(repo, 'packages', 'app');
    await mkdir(sub, { recursive: true });
    const row = rowIn(sub, 'claude', '"$(git rev-parse --show-toplevel)/hooks/x.sh"');
    expect(row.status).toBe('rejected');
    expect(row.reason).toContain(
      `the command substitution \`$(git rev-parse --show-toplevel)\`, which is the project root only when the project is the git work tree (here it is ${repo}, not the project root ${sub})`,
    );
    const plain = join(root, 'plain');
    await mkdir(plain);
    const none = rowIn(plain, 'claude', 'cd "$(git rev-parse --show-toplevel)" && node x.js');
    expect(none.status).toBe('rejected');
    expect(none.reason).toContain(`the project ${plain} is not in a git work tree`);
  });
});
