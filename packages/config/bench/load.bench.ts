import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, bench, describe } from 'vitest';
import { parse } from 'yaml';
import { loadSettings } from '../src/index.js';

const EVENTS = ['PreToolUse', 'PostToolUse', 'PostToolUseFailure', 'SessionStart', 'SessionEnd'];

/** A settings file with `groups` matcher groups of two hooks each, spread over five events. */
function settingsText(groups: number, label: string): string {
  const byEvent = new Map<string, string[]>();
  for (let g = 0; g < groups; g++) {
    const event = EVENTS[g % EVENTS.length] as string;
    const matcher = g % 3 === 0 ? `"mcp__${label}_${g}__.*"` : `"tool_${g}|alt_${g}"`;
    const group = [
      `    # group ${g}`,
      `    - matcher: ${matcher}`,
      '      hooks:',
      '        - type: command',
      `          command: ["\${LIONAGI_PROJECT_DIR}/guards/${label}-${g}.sh", "--strict"]`,
      '          timeout: 30',
      '        - type: command',
      `          command: [uv, run, "hooks/${label}_${g}.py"]`,
      g % 4 === 0 ? '          source: imported:claude' : '          fail_closed: true',
    ];
    byEvent.set(event, [...(byEvent.get(event) ?? []), ...group]);
  }
  const lines = [`# ${label} settings`, 'hooks_external:'];
  for (const [event, body] of byEvent) lines.push(`  ${event}:`, ...body);
  return `${lines.join('\n')}\n`;
}

// 1,000 hook entries: 250 groups x 2 hooks in each of the two files.
const userText = settingsText(250, 'user');
const projectText = settingsText(250, 'project');
const root = await mkdtemp(join(tmpdir(), 'lionagi-bench-'));
const userFile = join(root, 'home', '.lionagi', 'settings.yaml');
const projectDir = join(root, 'repo');
await mkdir(join(root, 'home', '.lionagi'), { recursive: true });
await mkdir(join(projectDir, '.lionagi'), { recursive: true });
await writeFile(userFile, userText);
await writeFile(join(projectDir, '.lionagi', 'settings.yaml'), projectText);
const env = { HOME: join(root, 'home') };

const check = await loadSettings({ projectDir, env });
const total = Object.values(check.hooks).reduce((n, list) => n + list.length, 0);
if (total !== 1000) throw new Error(`benchmark setup produced ${total} entries, expected 1000`);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

// Enough samples for a stable ratio on a shared, loaded machine.
const options = { time: 3000, iterations: 30, warmupIterations: 3 };

describe('load and validate 1,000 entries across two files', () => {
  bench(
    'loadSettings (discover, read, parse, validate, merge)',
    async () => {
      await loadSettings({ projectDir, env });
    },
    options,
  );

  bench(
    'yaml.parse of the same text alone',
    () => {
      parse(userText);
      parse(projectText);
    },
    options,
  );
});
