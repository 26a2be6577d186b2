import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSettings } from '../src/index.js';

// Found by the fault suite: opening a FIFO for reading blocks until a writer appears, so a FIFO
// at a settings path used to hang every command. It is refused instead, at once.
describe('special files at a settings path', () => {
  it.each(['user', 'project'] as const)(
    'a FIFO as the %s settings file is refused, not waited on',
    async (which) => {
      const root = mkdtempSync(join(tmpdir(), 'lionagi-fifo-'));
      const home = join(root, 'home');
      const project = join(root, 'project');
      mkdirSync(home, { recursive: true });
      mkdirSync(join(project, '.lionagi'), { recursive: true });
      const fifo =
        which === 'user' ? join(home, 'settings.yaml') : join(project, '.lionagi', 'settings.yaml');
      execFileSync('mkfifo', [fifo]);
      // Waited on, the open would block forever (no writer ever comes): a refusal is the proof.
      await expect(
        loadSettings({ projectDir: project, env: { LIONAGI_HOME: home, HOME: home } }),
      ).rejects.toMatchObject({
        code: 'CONFIG_UNREADABLE',
        message: `settings path ${fifo} is not a regular file (expected a YAML file)`,
      });
    },
  );
});
