import { describe, expect, it } from 'vitest';
import { argvProblem } from './argv.js';

describe('argvProblem', () => {
  it('accepts a non-empty list of non-empty strings', () => {
    expect(argvProblem(['uv', 'run', '${LIONAGI_PROJECT_DIR}/check.py'])).toBeUndefined();
  });

  it.each([
    [
      'uv run x.py',
      'command must be a non-empty argv list, not a string (got "uv run x.py"): a command string is never split or run through a shell; write each argument as a list item, e.g. ["./guards/check.sh", "--strict"]',
    ],
    [[], 'command must be a non-empty argv list; got an empty list'],
    [
      null,
      'command must be a non-empty argv list, e.g. ["./guards/check.sh", "--strict"]; got nothing (null)',
    ],
    [
      ['ok', ' '],
      'command must be a non-empty argv list of non-empty, non-whitespace strings; command[1] is only whitespace',
    ],
    [
      ['', 'x'],
      'command must be a non-empty argv list of non-empty, non-whitespace strings; command[0] is empty',
    ],
    [
      ['a\0b'],
      'command must be a non-empty argv list of non-empty, non-whitespace strings; command[0] contains a NUL character',
    ],
    [
      ['sleep', 5],
      'command must be a non-empty argv list of non-empty, non-whitespace strings; command[1] is the number 5 (quote it: "5")',
    ],
  ])('refuses %j', (value, message) => {
    expect(argvProblem(value)).toBe(message);
  });

  it('means whitespace as Python str.strip does, not JavaScript trim() (issue 16 item 10)', () => {
    // Python: "\x1c".strip() == "" and "\x85".strip() == "", but "\ufeff".strip() != "".
    for (const blank of ['\x1c', '\x1f', '\x85', ' \u3000\t']) {
      expect(argvProblem(['ok', blank])).toContain('command[1] is only whitespace');
    }
    expect(argvProblem(['ok', '\ufeff'])).toBeUndefined();
  });
});
