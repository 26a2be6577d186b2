import { isHookError } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import { assertArgv, substituteProjectDir } from './argv.js';

function codeOf(fn: () => void): { code: string; message: string } {
  try {
    fn();
  } catch (error) {
    if (isHookError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a HookError');
}

describe('assertArgv', () => {
  it('accepts a non-empty list of non-blank strings', () => {
    expect(() => assertArgv(['uv', 'run', 'guard.py'])).not.toThrow();
  });

  it('refuses a string instead of splitting it', () => {
    const { code, message } = codeOf(() => assertArgv('./guard.sh --strict'));
    expect(code).toBe('INVALID_ARGV');
    expect(message).toBe(
      'hook command: command must be a non-empty argv list, not a string (got "./guard.sh --strict"): a command string is never split or run through a shell; write each argument as a list item, e.g. ["./guards/check.sh", "--strict"]',
    );
  });

  it('refuses an empty list and names where it came from', () => {
    const { code, message } = codeOf(() => assertArgv([], 'PreToolUse hook settings.yaml:4'));
    expect(code).toBe('INVALID_ARGV');
    expect(message).toBe(
      'PreToolUse hook settings.yaml:4: command must be a non-empty argv list; got an empty list',
    );
  });

  it.each([
    [['guard.sh', ''], 1, 'empty'],
    [['   ', 'x'], 0, 'only whitespace'],
    [['guard.sh', '\t\n'], 1, 'only whitespace'],
    [['guard.sh', 3], 1, 'the number 3 (quote it: "3")'],
    [[null], 0, 'nothing (null)'],
  ])('refuses the blank or non-string element in %j', (argv, index, shown) => {
    const { code, message } = codeOf(() => assertArgv(argv));
    expect(code).toBe('INVALID_ARGV');
    // The profile's argvProblem: the words settings load and import use too.
    expect(message).toBe(
      `hook command: command must be a non-empty argv list of non-empty, non-whitespace strings; command[${index}] is ${shown}`,
    );
  });

  it('applies the shared whitespace rule, not trim(): a lone U+FEFF is an argument, NEL and U+001C are blank', () => {
    // doctor and config load accept ["printf", "\uFEFF"]; the adapter refused it and li hooks run exited 1.
    expect(() => assertArgv(['printf', '\uFEFF'])).not.toThrow();
    expect(codeOf(() => assertArgv(['printf', '\u0085'])).message).toContain(
      'command[1] is only whitespace',
    );
    expect(codeOf(() => assertArgv(['printf', '\u001c'])).message).toContain(
      'command[1] is only whitespace',
    );
  });

  it('refuses a NUL byte, which no process can receive', () => {
    expect(codeOf(() => assertArgv(['guard.sh', 'a\0b'])).message).toContain(
      'command[1] contains a NUL character',
    );
  });

  it('refuses non-arrays', () => {
    expect(codeOf(() => assertArgv(undefined)).message).toContain('got nothing (null)');
    expect(codeOf(() => assertArgv({ 0: 'x' })).message).toContain('got a mapping');
  });
});

describe('substituteProjectDir', () => {
  it('replaces every literal ${LIONAGI_PROJECT_DIR} in each element and nothing else', () => {
    const argv = [
      '${LIONAGI_PROJECT_DIR}/guards/check.sh',
      '--root=${LIONAGI_PROJECT_DIR}:${LIONAGI_PROJECT_DIR}',
      '$LIONAGI_PROJECT_DIR',
      '${CLAUDE_PROJECT_DIR}',
      '~/x',
      '$(id)',
    ];
    expect(substituteProjectDir(argv, '/repo', '/h')).toEqual([
      '/repo/guards/check.sh',
      '--root=/repo:/repo',
      '$LIONAGI_PROJECT_DIR',
      '${CLAUDE_PROJECT_DIR}',
      '~/x',
      '$(id)',
    ]);
  });

  it('inserts the project dir verbatim, even when it contains $& or $1', () => {
    expect(substituteProjectDir(['${LIONAGI_PROJECT_DIR}/a'], '/tmp/$&-$1 x', '/h')).toEqual([
      '/tmp/$&-$1 x/a',
    ]);
  });

  it('never splits an element containing spaces', () => {
    expect(substituteProjectDir(['${LIONAGI_PROJECT_DIR}'], '/my repo', '/h')).toEqual([
      '/my repo',
    ]);
  });

  it('replaces ${HOME} with the given home, after the project dir and never inside it', () => {
    expect(
      substituteProjectDir(
        [
          '${HOME}/.claude/hooks/a.sh',
          '--cfg=${HOME}:${HOME}',
          '${LIONAGI_PROJECT_DIR}/x',
          '$HOME',
        ],
        '/p/${HOME}',
        '/home/u $&',
      ),
    ).toEqual([
      '/home/u $&/.claude/hooks/a.sh',
      '--cfg=/home/u $&:/home/u $&',
      '/p/${HOME}/x',
      '$HOME',
    ]);
  });

  it('refuses ${HOME} when HOME is unset or empty, naming the command', () => {
    for (const home of [undefined, '']) {
      expect(codeOf(() => substituteProjectDir(['${HOME}/a.sh'], '/p', home))).toEqual({
        code: 'INVALID_ARGV',
        message:
          'hook command ["${HOME}/a.sh"] uses ${HOME}, but HOME is not set in the hook\'s environment',
      });
    }
    expect(substituteProjectDir(['./a.sh'], '/p', undefined)).toEqual(['./a.sh']);
  });
});
