import { isHookError } from '@lionagi/hooks-profile';
import { describe, expect, it } from 'vitest';
import { assertValidArgv, PROJECT_DIR_PLACEHOLDER, substituteProjectDir } from './argv.js';

function failure(argv: unknown, context = {}): { code: string; message: string } {
  try {
    assertValidArgv(argv, context);
  } catch (error) {
    if (isHookError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected INVALID_ARGV');
}

describe('assertValidArgv (D4 at the trust gate)', () => {
  it('accepts a non-empty list of non-blank strings', () => {
    expect(() => assertValidArgv(['uv', 'run', 'guards/check.py'])).not.toThrow();
  });

  it('refuses an empty list, naming where it came from', () => {
    expect(
      failure([], { file: '/p/.lionagi/settings.yaml', line: 7, event: 'PreToolUse' }),
    ).toEqual({
      code: 'INVALID_ARGV',
      message:
        '/p/.lionagi/settings.yaml:7: PreToolUse hook command must be a non-empty argv list; got an empty list',
    });
  });

  it('refuses blank, empty and non-string elements, naming the element', () => {
    expect(failure(['echo', ' \t']).message).toBe(
      'command must be a non-empty argv list of non-empty, non-whitespace strings; command[1] is only whitespace',
    );
    expect(failure(['', 'x']).message).toContain('command[0] is empty');
    expect(failure(['echo', 3]).message).toContain('command[1] is the number 3');
    // The loader's NUL rule too: no record can pin what no process can receive.
    expect(failure(['echo', 'a\0b']).message).toContain('command[1] contains a NUL character');
  });

  it('refuses a shell string and other non-lists', () => {
    expect(failure('uv run guard.py').message).toContain(
      'not a string (got "uv run guard.py"): a command string is never split or run through a shell',
    );
    expect(failure(null).message).toContain('got nothing (null)');
    expect(failure(undefined).code).toBe('INVALID_ARGV');
  });

  it('calls an element blank exactly when Python str.strip() empties it (issue 16 item 10)', () => {
    expect(failure(['echo', '\x1e']).message).toContain('command[1] is only whitespace');
    expect(failure(['echo', '\x85']).code).toBe('INVALID_ARGV');
    expect(() => assertValidArgv(['echo', '\ufeff'])).not.toThrow();
  });
});

describe('substituteProjectDir', () => {
  it('replaces every placeholder literally', () => {
    expect(
      substituteProjectDir(`${PROJECT_DIR_PLACEHOLDER}/a:${PROJECT_DIR_PLACEHOLDER}`, '/p$x'),
    ).toBe('/p$x/a:/p$x');
    expect(substituteProjectDir('$LIONAGI_PROJECT_DIR/a', '/p')).toBe('$LIONAGI_PROJECT_DIR/a');
  });

  it('replaces ${HOME} like the exec layer: after the project dir, literally, and not when unset', () => {
    expect(substituteProjectDir('${HOME}/a:${LIONAGI_PROJECT_DIR}', '/p/${HOME}', '/h$&')).toBe(
      '/h$&/a:/p/${HOME}',
    );
    expect(substituteProjectDir('${HOME}/a', '/p', '')).toBe('${HOME}/a');
  });
});
