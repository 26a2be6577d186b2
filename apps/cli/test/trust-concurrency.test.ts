import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSettings } from '@lionagi/hooks-config';
import { describe, expect, it } from 'vitest';
import { runLi } from './helpers/run-li.js';

describe('li hooks trust --yes from many processes at once', () => {
  it('30 concurrent processes approving different commands leave all 30 records', async () => {
    const root = mkdtempSync(join(tmpdir(), 'lionagi-trust30-'));
    const env = { LIONAGI_HOME: join(root, 'home'), HOME: join(root, 'home') };
    const projects = Array.from({ length: 30 }, (_, i) => {
      const dir = join(root, `p${i}`);
      mkdirSync(join(dir, '.lionagi'), { recursive: true });
      writeFileSync(
        join(dir, '.lionagi', 'settings.yaml'),
        `hooks_external:\n  PreToolUse:\n    - hooks:\n        - { type: command, command: [/bin/echo, "guard-${i}"], source: "imported:claude" }\n`,
      );
      return dir;
    });
    const results = await Promise.all(
      projects.map((dir) => runLi(['hooks', 'trust', '--yes'], { cwd: dir, env })),
    );
    for (const r of results) {
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
    }
    const settings = await loadSettings({
      projectDir: projects[0]!,
      env: { ...process.env, ...env },
    });
    const hashes = settings.trustedHookCommands.map((r) => (r as { argv_hash: string }).argv_hash);
    expect(new Set(hashes).size).toBe(30);
  }, 120_000);
});
