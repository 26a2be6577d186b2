import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLUGIN_ROOT_VARS, pluginRoot, substitutePluginRoot } from '../src/plugin-root.js';
import { splitShellCommand } from '../src/shell-words.js';

const PLACEHOLDER = '${LIONAGI_PROJECT_DIR}';
const HOME_PLACEHOLDER = '${HOME}';
const SHELLS = ['/bin/sh', '/bin/bash'].filter((shell) => existsSync(shell));

/** One generated case: the command, the script a shell runs for it, and the argv we expect. */
interface ShellCase {
  command: string;
  script: string;
  argv: string[];
}

/**
 * Checks every case against every shell with one shell process per shell: each case's script runs
 * in its own subshell, its argv ended by a `\x01` record. One spawn per shell instead of one per
 * case and shell (800 for a 400-run corpus), so the test's duration does not grow with the
 * machine's load (issue 39: it could pass its time bound on a busy machine).
 */
function expectShellsAgree(
  cases: readonly ShellCase[],
  world: World,
  extraEnv: Record<string, string> = {},
): void {
  const script = cases.map((c) => `(${c.script})\nprintf '\\001\\0'`).join('\n');
  for (const shell of SHELLS) {
    const out = execFileSync(shell, ['-c', script], {
      env: {
        PATH: process.env.PATH,
        HOME: world.home,
        CLAUDE_PROJECT_DIR: world.projectDir,
        ...extraEnv,
      },
      encoding: 'utf8',
      cwd: tmpdir(),
      maxBuffer: 64 * 1024 * 1024,
    });
    const runs = out.split('\x01\0').slice(0, -1);
    expect(runs).toHaveLength(cases.length);
    cases.forEach((c, i) => {
      const argv = (runs[i] ?? '').split('\0').slice(0, -1);
      expect({ shell, command: c.command, argv }).toEqual({
        shell,
        command: c.command,
        argv: c.argv,
      });
    });
  }
}

const chars = (text: string) => fc.constantFrom(...Array.from(text));
// Safe unquoted characters include ones sh treats literally mid-word (`#`, `=`, `]`, `%`, `^`).
const plainRun = fc.string({ unit: chars('abzXYZ09-_./:@%+,^]é'), minLength: 1, maxLength: 5 });
const glued = fc.tuple(plainRun, chars('#=]')).map(([a, b]) => a + b);
const singleQuoted = fc
  .string({ unit: chars(' \tab$`"\\|&;<>()*?[]{}~#!=é'), maxLength: 6 })
  .map((s) => `'${s}'`);
const doubleQuotedPart = fc.oneof(
  chars(" \tab'|&;<>()*?[]{}~#!=é"),
  fc.constantFrom(
    '\\"',
    '\\\\',
    '\\$',
    '\\`',
    '\\a',
    '\\n',
    "\\'",
    '$CLAUDE_PROJECT_DIR',
    '${CLAUDE_PROJECT_DIR}',
    '${CLAUDE_PROJECT_DIR:-.}',
    '${CLAUDE_PROJECT_DIR-/a b}',
    '$HOME',
    '${HOME}',
    '~/',
  ),
);
const pluginVars = [
  '$CLAUDE_PLUGIN_ROOT',
  '${CLAUDE_PLUGIN_ROOT}',
  '$PLUGIN_ROOT',
  '${PLUGIN_ROOT}',
  '${CLAUDE_PLUGIN_ROOT}/scripts/x.sh',
  '$CLAUDE_PLUGIN_ROOT/',
];
/** The parts, plus the plugin-root spellings when the property is about a plugin import. */
function withPluginParts(parts: fc.Arbitrary<string>, plugin: boolean): fc.Arbitrary<string> {
  return plugin ? fc.oneof(parts, fc.constantFrom(...pluginVars)) : parts;
}

function doubleQuotedArb(plugin: boolean) {
  return fc
    .array(withPluginParts(doubleQuotedPart, plugin), { maxLength: 5 })
    .map((p) => `"${p.join('')}"`);
}
const escaped = chars(' \tab$`"\'\\|&;<>()*?[]{}~#!=').map((c) => `\\${c}`);
const unquotedVar = fc.constantFrom(
  '$CLAUDE_PROJECT_DIR',
  '${CLAUDE_PROJECT_DIR}',
  '$CLAUDE_PROJECT_DIR/',
  '$CLAUDE_PROJECT_DIR.',
  '${CLAUDE_PROJECT_DIR:-.}',
  '$HOME',
  '${HOME}/',
  '$HOME.',
);
// A tilde only expands at the start of a word; elsewhere the splitter rejects it.
const tilde = fc.constantFrom('', '', '', '~', '~/', '~/.claude/x', '~/a', '~a');

function commandArb(withUnquotedVar: boolean, plugin = false) {
  const doubleQuoted = doubleQuotedArb(plugin);
  const segment = withUnquotedVar
    ? fc.oneof(
        plainRun,
        glued,
        singleQuoted,
        doubleQuoted,
        escaped,
        withPluginParts(unquotedVar, plugin),
      )
    : fc.oneof(plainRun, glued, singleQuoted, doubleQuoted, escaped);
  const word = fc
    .tuple(tilde, fc.array(segment, { minLength: 1, maxLength: 4 }))
    .map(([t, s]) => t + s.join(''));
  const blank = fc.constantFrom(' ', '  ', '\t', ' \t ');
  return fc
    .tuple(
      fc.constantFrom('', ' '),
      fc.array(fc.tuple(word, blank), { minLength: 1, maxLength: 5 }),
      fc.constantFrom('', ' ', '\t'),
    )
    .map(
      ([lead, words, trail]) =>
        lead + words.map(([w, b], i) => (i === 0 ? w : b + w)).join('') + trail,
    );
}

interface World {
  projectDir: string;
  home: string;
}

/** Our argv with the placeholders substituted the way the exec layer does at spawn. */
function spawned(argv: readonly string[], world: World): string[] {
  return argv.map((arg) =>
    arg
      .split(PLACEHOLDER)
      .map((piece) => piece.split(HOME_PLACEHOLDER).join(world.home))
      .join(world.projectDir),
  );
}

function checkAgainstShells(world: World, withUnquotedVar: boolean): [number, number] {
  const cases: ShellCase[] = [];
  let compared = 0;
  let withHome = 0;
  fc.assert(
    fc.property(commandArb(withUnquotedVar), (command) => {
      const split = splitShellCommand(command);
      if (!split.ok) return;
      compared += 1;
      if (split.argv.some((arg) => arg.includes(HOME_PLACEHOLDER))) withHome += 1;
      cases.push({
        command,
        script: `printf '%s\\0' ${command}`,
        argv: spawned(split.argv, world),
      });
    }),
    { numRuns: 400 },
  );
  expectShellsAgree(cases, world);
  return [compared, withHome];
}

describe('plugin-root variables agree with a real shell given the plugin root', () => {
  // Each harness sets its variables in the hook's environment; Codex also substitutes `${KEY}`
  // in the text first (discovery.rs). Both are applied here before the shell runs.
  for (const harness of ['claude', 'codex'] as const) {
    it(`${harness}: the plugin's directory appears exactly where the shell expands it`, () => {
      const dir = realpathSync(mkdtempSync(join(tmpdir(), 'lionagi-plugin-')));
      const plugin = pluginRoot(harness, dir);
      const world = { projectDir: '/work/proj-dir_1', home: '/home/u-1' };
      const env = Object.fromEntries(PLUGIN_ROOT_VARS[harness].map((v) => [v, dir]));
      const cases: ShellCase[] = [];
      let compared = 0;
      let named = 0;
      try {
        fc.assert(
          fc.property(commandArb(true, true), (command) => {
            const split = splitShellCommand(command, { harness, plugin });
            if (!split.ok) return;
            compared += 1;
            if (split.argv.some((arg) => arg.includes(dir))) named += 1;
            const text = harness === 'codex' ? substitutePluginRoot(command, plugin) : command;
            cases.push({
              command,
              script: `printf '%s\\0' ${text}`,
              argv: spawned(split.argv, world),
            });
          }),
          { numRuns: 250 },
        );
        expectShellsAgree(cases, world, env);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      // Accepted strings, and among them ones that name the plugin root: not vacuous.
      expect(compared).toBeGreaterThan(50);
      expect(named).toBeGreaterThan(20);
    }, 60_000);
  }

  it('rejects the variables of the other harness and the unset CODEX_PLUGIN_ROOT', () => {
    const plugin = pluginRoot('claude', '/opt/plugin');
    const claude = splitShellCommand('"$PLUGIN_ROOT/x"', { harness: 'claude', plugin });
    expect(claude).toMatchObject({ ok: false, construct: 'the expansion `$PLUGIN_ROOT`' });
    const codex = splitShellCommand('"${CODEX_PLUGIN_ROOT}/x"', {
      harness: 'codex',
      plugin: pluginRoot('codex', '/opt/plugin'),
    });
    expect(codex).toMatchObject({
      ok: false,
      construct:
        'the expansion `$CODEX_PLUGIN_ROOT`, which Codex does not set (it sets PLUGIN_ROOT and CLAUDE_PLUGIN_ROOT): the harness runs it as an empty string',
    });
  });
});

describe('splitShellCommand agrees with a real shell', () => {
  it('has /bin/sh to compare with', () => {
    expect(SHELLS).toContain('/bin/sh');
  });

  it('gives the argv sh and bash execute, on a generated corpus', () => {
    const [compared, withHome] = checkAgainstShells(
      { projectDir: '/work/proj-dir_1', home: '/home/u-1' },
      true,
    );
    // Most generated strings are accepted, and many use the home directory: not vacuous.
    expect(compared).toBeGreaterThan(150);
    expect(withHome).toBeGreaterThan(40);
  }, 60_000);

  it('keeps a quoted project dir with spaces and glob characters as one argument', () => {
    const [compared, withHome] = checkAgainstShells(
      { projectDir: '/tmp/my proj*[x]', home: '/tmp/my home*[y]' },
      false,
    );
    expect(compared).toBeGreaterThan(150);
    expect(withHome).toBeGreaterThan(40);
  }, 60_000);

  it('drops a leading cd into the project: sh runs the rest there with the same argv', () => {
    const projectDir = realpathSync(mkdtempSync(join(tmpdir(), 'lionagi-cd ')));
    const world = { projectDir, home: '/home/u-1' };
    const prefixes = fc.constantFrom(
      'cd "$CLAUDE_PROJECT_DIR" && ',
      'cd "${CLAUDE_PROJECT_DIR}"&&',
      ' cd "${CLAUDE_PROJECT_DIR:-.}" ;  ',
      'cd\t"$CLAUDE_PROJECT_DIR"; ',
    );
    const cases: ShellCase[] = [];
    let compared = 0;
    try {
      fc.assert(
        fc.property(prefixes, commandArb(false), (prefix, rest) => {
          const split = splitShellCommand(prefix + rest);
          if (!split.ok) return;
          compared += 1;
          cases.push({
            command: prefix + rest,
            script: `${prefix}printf '%s\\0' "$PWD" ${rest}`,
            argv: [projectDir, ...spawned(split.argv, world)],
          });
        }),
        { numRuns: 220 },
      );
      expectShellsAgree(cases, world);
    } finally {
      rmSync(projectDir, { recursive: true, force: true });
    }
    expect(compared).toBeGreaterThan(60);
  }, 60_000);
});
