import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rejection, workspace, writeAt } from '../test/support.js';
import { loadSettings } from './load-settings.js';
import type { LoadedSettings } from './types.js';

/**
 * A user settings file using every key this package reads, one key per line. Each key can be
 * written as an alias of an anchored scalar of the same text (`*k : value`), the form issue 16
 * found validated through the alias and then dropped at use.
 */
const LINES: ReadonlyArray<readonly [indent: string, key: string, value: string]> = [
  ['', 'hooks_external', ''],
  ['  ', 'PreToolUse', ''],
  ['    - ', 'matcher', 'bash'],
  ['      ', 'hooks', ''],
  ['        - ', 'type', 'command'],
  ['          ', 'command', '[python3, -m, guardmod]'],
  ['          ', 'timeout', '2'],
  ['          ', 'fail_closed', 'true'],
  ['          ', 'source', 'imported:claude'],
  ['', 'hooks', ''],
  ['  ', 'pre', ''],
  ['    ', 'bash', '[["./guards/legacy.sh"]]'],
  ['', 'trusted_hook_commands', ''],
  ['  - ', 'argv_hash', 'f6e3b744922b51273f3d5aad4274ea880b105651d41324499da902422c4a971c'],
  ['    ', 'resolved_path', '/usr/bin/uv'],
  ['    ', 'content_digest', 'f6e3b744922b51273f3d5aad4274ea880b105651d41324499da902422c4a971c'],
  ['', 'mcp_servers', ''],
  ['  ', 'files', ''],
  ['    ', 'command', 'node'],
  ['    ', 'args', '[server.mjs]'],
];

function render(aliased: number, anchor: string, space: string): string {
  const lines = [`x-names: &${anchor} ${LINES[aliased]?.[1] ?? 'none'}`];
  LINES.forEach(([indent, key, value], i) => {
    const written = i === aliased ? `*${anchor}${space}` : key;
    lines.push(`${indent}${written}:${value === '' ? '' : ` ${value}`}`);
  });
  return `${lines.join('\n')}\n`;
}

/** What a user of the loaded settings would notice: every field that decides what runs. */
function meaning(settings: LoadedSettings) {
  return {
    hooks: Object.values(settings.hooks)
      .flat()
      .map(({ compiledMatcher: _, origin, ...rest }) => ({ ...rest, line: origin.line })),
    legacy: settings.legacyHooks.map((h) => [h.phase, h.toolName, h.command]),
    trusted: settings.trustedHookCommands,
    mcp: settings.mcpServers,
  };
}

async function load(text: string) {
  const ws = await workspace();
  const userFile = await writeAt(ws.home, '.lionagi/settings.yaml', text);
  return { userFile, run: () => loadSettings({ projectDir: ws.project, env: ws.env }) };
}

describe('alias keys (issue 16 item 3)', () => {
  it('refuses `*src : imported:claude` with file:line instead of running the entry as user-tier', async () => {
    const aliased = LINES.findIndex(([, key]) => key === 'source');
    const { userFile, run } = await load(render(aliased, 'src', ' '));
    const error = await rejection(run());
    expect(error.code).toBe('CONFIG_INVALID');
    expect(error.message).toContain(
      `${userFile}:${aliased + 2}:11: a mapping key may not be an alias (*src); write the key itself`,
    );
  });

  it('refuses `*he :` for hooks_external, which would drop every guard', async () => {
    const { userFile, run } = await load(render(0, 'he', ' '));
    const error = await rejection(run());
    expect(error.message).toContain(`${userFile}:2:1: a mapping key may not be an alias (*he)`);
  });

  it('refuses YAML merge keys, which are also invisible to lookups by name', async () => {
    const text =
      '%YAML 1.1\n---\nx-base: &b { type: command, command: [g.sh], source: imported:claude }\nhooks_external:\n  PreToolUse:\n    - hooks:\n        - <<: *b\n';
    const { userFile, run } = await load(text);
    const error = await rejection(run());
    expect(error.message).toContain(
      `${userFile}:7:11: YAML merge keys (<<) are not supported in settings files`,
    );
  });

  it('property: an aliased key is refused at its line, never read differently from the plain key', async () => {
    const plain = await load(render(-1, 'unused', ' '));
    const expected = meaning(await plain.run());
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: LINES.length - 1 }),
        fc.stringMatching(/^[a-z][a-z0-9_-]{0,7}$/),
        fc.constantFrom(' ', '  ', '\t'),
        async (aliased, anchor, space) => {
          const { userFile, run } = await load(render(aliased, anchor, space));
          const outcome = await run().then(
            (settings) => ({ ok: true as const, settings }),
            (error: unknown) => ({ ok: false as const, error: error as Error }),
          );
          if (outcome.ok) {
            expect(meaning(outcome.settings)).toEqual(expected);
          } else {
            const column = LINES[aliased]![0].length + 1;
            expect(outcome.error.message).toContain(
              `${userFile}:${aliased + 2}:${column}: a mapping key may not be an alias (*${anchor})`,
            );
          }
        },
      ),
      { numRuns: 60, seed: 16 },
    );
  });
});
