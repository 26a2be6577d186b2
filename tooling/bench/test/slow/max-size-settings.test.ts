import { readFile, stat } from 'node:fs/promises';
import { loadSettings, SETTINGS_LIMITS } from '@lionagi/hooks-config';
import { afterAll, describe, expect, it } from 'vitest';
import { fault } from '../../src/fault-catalogue.js';
import { faultProject, removeFaultProjects } from '../support/fault-project.js';

afterAll(removeFaultProjects);

const ENTRIES = 4400;

describe('the largest settings file the limit allows (slow: test:faults)', () => {
  it(fault('settings-max-size').fault, { timeout: 120_000 }, async () => {
    const hooks = Array.from({ length: ENTRIES }, (_, i) => ({
      command: ['${LIONAGI_PROJECT_DIR}/guards/guard.sh', '--rule', `rule-${i}`, '--strict'],
      matcher: `tool_${i}|alt_${i}`,
      timeout: 30,
      failClosed: i % 2 === 0,
    }));
    const project = await faultProject(hooks);
    const size = (await stat(project.projectFile)).size;
    expect(size).toBeLessThan(SETTINGS_LIMITS.maxBytes);
    expect(size).toBeGreaterThan(SETTINGS_LIMITS.maxBytes * 0.8);

    const settings = await loadSettings({ projectDir: project.dir, env: project.env });
    const entries = settings.hooks.PreToolUse;
    expect(entries).toHaveLength(ENTRIES);
    const lines = (await readFile(project.projectFile, 'utf8')).split('\n');
    for (const [i, entry] of entries.entries()) {
      expect(entry.command).toEqual(hooks[i]?.command);
      expect(entry.failClosed).toBe(i % 2 === 0);
      // Each entry points at its own `- type: command` line.
      expect(lines[entry.origin.line - 1]?.trim()).toBe('- type: command');
      expect(lines[entry.origin.line]).toContain(`"rule-${i}"`);
    }
  });
});
