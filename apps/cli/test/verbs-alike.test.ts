import { writeFile } from 'node:fs/promises';
import { isHookError } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import { closest } from '../src/did-you-mean.js';
import { resolveHashPrefix } from '../src/hash-prefix.js';
import { makeProject } from './fixtures/inspect/project.js';
import { runLi } from './helpers/run-li.js';

const A1 = `aaaaaaaa11${'0'.repeat(54)}`;
const A2 = `aaaaaaaa22${'0'.repeat(54)}`;
const B = `bbbbbbbbcc${'1'.repeat(54)}`;

function usage(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (isHookError(error) && error.code === 'USAGE') return error.message;
    throw error;
  }
  throw new Error('expected a usage error');
}

describe('hash prefixes', () => {
  it('resolve a unique prefix of at least 8 digits, case-insensitively, and a full hash as is', () => {
    expect(resolveHashPrefix('BBBBBBBB', [A1, A2, B])).toBe(B);
    expect(resolveHashPrefix('aaaaaaaa1', [A1, A2, B])).toBe(A1);
    expect(resolveHashPrefix(A2, [])).toBe(A2);
    expect(resolveHashPrefix('cccccccc', [A1, B])).toBeUndefined();
  });

  it('refuse an ambiguous prefix listing the candidates, a short one, and non-hex', () => {
    expect(usage(() => resolveHashPrefix('aaaaaaaa', [A1, A2, B]))).toBe(
      `hash prefix "aaaaaaaa" is ambiguous; it starts 2 trusted hashes:\n  ${A1}\n  ${A2}\nGive more digits.`,
    );
    expect(usage(() => resolveHashPrefix('aaaaaaa', [A1]))).toBe(
      'hash prefix "aaaaaaa" is too short: give at least 8 hexadecimal digits',
    );
    expect(usage(() => resolveHashPrefix('xyz12345', [A1]))).toContain('is not a command hash');
  });

  it('work in li hooks untrust against the user file', { timeout: 60_000 }, async () => {
    const project = await makeProject('hooks_external: {}\n');
    await writeFile(project.userFile, `trusted_hook_commands:\n  - ${A1}\n  - ${A2}\n  - ${B}\n`, {
      mode: 0o600,
    });
    const ambiguous = await project.li(['hooks', 'untrust', 'aaaaaaaa']);
    expect(ambiguous.code).toBe(1);
    expect(ambiguous.stderr).toContain(`ambiguous; it starts 2 trusted hashes:\n  ${A1}\n  ${A2}`);
    const short = await project.li(['hooks', 'untrust', 'bbbb']);
    expect(short.stderr).toContain('too short: give at least 8 hexadecimal digits');
    const one = await project.li(['hooks', 'untrust', 'bbbbbbbbcc', '--json']);
    expect(one.code).toBe(0);
    expect(JSON.parse(one.stdout)).toMatchObject({ hash: B, removed: 1 });
    const unique = await project.li(['hooks', 'untrust', 'aaaaaaaa2']);
    expect(unique.stdout).toContain(`Revoked the trust of ${A2}`);
    const none = await project.li(['hooks', 'untrust', 'cccccccc']);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('No trust record of cccccccc');
  });
});

describe('did-you-mean', () => {
  it('finds the word meant, with transpositions, and nothing for a word far from all', () => {
    expect(closest('lsit', ['list', 'trust', 'test'])).toBe('list');
    expect(closest('--verison', ['hooks', '--version', '--help'])).toBe('--version');
    expect(closest('--evnt', ['--event', '--json'])).toBe('--event');
    expect(closest('frobnicate', ['list', 'trust'])).toBeUndefined();
  });

  it('suggests verbs, the version flag and verb flags in li', { timeout: 60_000 }, async () => {
    const verb = await runLi(['hooks', 'lsit']);
    expect(verb.code).toBe(1);
    expect(verb.stderr).toMatch(
      /^li hooks: unknown verb "lsit"\. Did you mean "list"\? Known verbs:/,
    );
    const version = await runLi(['--verison']);
    expect(version.stderr).toBe(
      'li: unknown command "--verison". Did you mean "--version"? Run "li --help".\n',
    );
    const flag = await runLi(['hooks', 'list', '--evnt', 'PreToolUse']);
    expect(flag.stderr).toBe(
      'li hooks list: unknown option --evnt. Did you mean "--event"? Run "li hooks list --help".\n',
    );
    for (const v of ['--version', '-v']) {
      const r = await runLi([v]);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^\d+\.\d+\.\d+/);
    }
  });
});

describe('events, positionally or with --event', { timeout: 60_000 }, () => {
  const SETTINGS = `hooks_external:
  PreToolUse:
    - hooks:
        - type: command
          command: ["./guards/fail.sh"]
  UserPromptSubmit:
    - hooks:
        - type: command
          command: ["./guards/prompt-gate.mjs"]
`;

  it('list takes the event as an argument or --event, and refuses two that differ', async () => {
    const project = await makeProject(SETTINGS);
    for (const args of [['PreToolUse'], ['--event', 'PreToolUse']]) {
      const r = await project.li(['hooks', 'list', ...args, '--json']);
      expect(r.code, r.stderr).toBe(0);
      expect(Object.keys(JSON.parse(r.stdout).hooks)).toEqual(['PreToolUse']);
    }
    const both = await project.li(['hooks', 'list', 'PreToolUse', '--event', 'UserPromptSubmit']);
    expect(both.stderr).toBe(
      'li hooks list: two events given: PreToolUse and --event UserPromptSubmit; give one\n',
    );
  });

  it('run, test and schema take --event as well as the argument', async () => {
    const project = await makeProject(SETTINGS);
    const run = await project.li(
      ['hooks', 'run', '--event', 'UserPromptSubmit', '--json'],
      JSON.stringify({ prompt: 'hello' }),
    );
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout).event).toBe('UserPromptSubmit');
    const test = await project.li(['hooks', 'test', 'UserPromptSubmit', '--json', '--', 'true']);
    expect(JSON.parse(test.stdout)).toMatchObject({ event: 'UserPromptSubmit', command: ['true'] });
    const schema = await project.li([
      'hooks',
      'schema',
      '--event',
      'SessionStart',
      '--kind',
      'input',
    ]);
    expect(JSON.parse(schema.stdout).title).toContain('SessionStart');
  });
});
