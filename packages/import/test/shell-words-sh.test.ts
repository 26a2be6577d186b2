import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitShellCommand } from '../src/shell-words.js';

const PLACEHOLDER = '${LIONAGI_PROJECT_DIR}';
const SHELLS = ['/bin/sh', '/bin/bash'].filter((shell) => existsSync(shell));

/** What a real shell executes for `command`: the command word is handed to a recorder. */
function shellArgv(shell: string, command: string, projectDir: string): string[] {
  const out = execFileSync(shell, ['-c', `printf '%s\\0' ${command}`], {
    env: { PATH: process.env.PATH, HOME: '/nonexistent-home', CLAUDE_PROJECT_DIR: projectDir },
    encoding: 'utf8',
  });
  return out.split('\0').slice(0, -1);
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
  ),
);
const doubleQuoted = fc.array(doubleQuotedPart, { maxLength: 5 }).map((p) => `"${p.join('')}"`);
const escaped = chars(' \tab$`"\'\\|&;<>()*?[]{}~#!=').map((c) => `\\${c}`);
const unquotedVar = fc.constantFrom(
  '$CLAUDE_PROJECT_DIR',
  '${CLAUDE_PROJECT_DIR}',
  '$CLAUDE_PROJECT_DIR/',
  '$CLAUDE_PROJECT_DIR.',
);

function commandArb(withUnquotedVar: boolean) {
  const segment = withUnquotedVar
    ? fc.oneof(plainRun, glued, singleQuoted, doubleQuoted, escaped, unquotedVar)
    : fc.oneof(plainRun, glued, singleQuoted, doubleQuoted, escaped);
  const word = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => s.join(''));
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

function checkAgainstShells(projectDir: string, withUnquotedVar: boolean): number {
  let compared = 0;
  fc.assert(
    fc.property(commandArb(withUnquotedVar), (command) => {
      const split = splitShellCommand(command);
      if (!split.ok) return;
      compared += 1;
      const ours = split.argv.map((arg) => arg.split(PLACEHOLDER).join(projectDir));
      for (const shell of SHELLS) {
        expect({ shell, command, argv: shellArgv(shell, command, projectDir) }).toEqual({
          shell,
          command,
          argv: ours,
        });
      }
    }),
    { numRuns: 300 },
  );
  return compared;
}

describe('splitShellCommand agrees with a real shell', () => {
  it('has /bin/sh to compare with', () => {
    expect(SHELLS).toContain('/bin/sh');
  });

  it('gives the argv sh and bash execute, on a generated corpus', () => {
    const compared = checkAgainstShells('/work/proj-dir_1', true);
    // Most generated strings are accepted, so the comparison is not vacuous.
    expect(compared).toBeGreaterThan(150);
  }, 60_000);

  it('keeps a quoted project dir with spaces and glob characters as one argument', () => {
    const compared = checkAgainstShells('/tmp/my proj*[x]', false);
    expect(compared).toBeGreaterThan(150);
  }, 60_000);
});
