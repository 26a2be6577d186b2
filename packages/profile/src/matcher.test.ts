import { describe, expect, it } from 'vitest';
import { isHookError } from './errors.js';
import { compileMatcher } from './matcher.js';

// The matcher table observed in Claude Code 2.1.328 (ground-truth/claude-code/REPORT.md §7, match01).
const TOOLS = ['Bash', 'Read', 'mcp__srv__ping'] as const;
const TABLE: Array<[string | undefined, string[]]> = [
  ['Bash', ['Bash']],
  ['Bash|Read', ['Bash', 'Read']],
  ['Bash,Read', ['Bash', 'Read']],
  ['Bash, Read', ['Bash', 'Read']],
  ['Ba.*', ['Bash']],
  ['^Bash$', ['Bash']],
  ['*', ['Bash', 'Read', 'mcp__srv__ping']],
  ['', ['Bash', 'Read', 'mcp__srv__ping']],
  [undefined, ['Bash', 'Read', 'mcp__srv__ping']],
  ['.*', ['Bash', 'Read', 'mcp__srv__ping']],
  ['bash', []],
  ['BASH|read', []],
  ['Bas', []],
  ['as', []],
  ['Read', ['Read']],
  ['mcp__srv__ping', ['mcp__srv__ping']],
  ['mcp__srv__.*', ['mcp__srv__ping']],
  ['mcp__.*', ['mcp__srv__ping']],
  ['mcp__srv', []],
  ['srv', []],
  ['ping', []],
];

describe('compileMatcher', () => {
  it.each(TABLE)('%j matches exactly %j', (matcher, expected) => {
    const compiled = compileMatcher(matcher);
    expect(TOOLS.filter((t) => compiled.test(t))).toEqual(expected);
  });

  it('classifies the three kinds', () => {
    expect(compileMatcher(null).kind).toBe('all');
    expect(compileMatcher('Bash | Write,Edit')).toMatchObject({
      kind: 'exact',
      names: ['Bash', 'Write', 'Edit'],
    });
    expect(compileMatcher('Write|Edit.*').kind).toBe('regex');
  });

  it('never matches a missing target, except the match-all matcher', () => {
    expect(compileMatcher('Bash').test(undefined)).toBe(false);
    expect(compileMatcher('B.*').test(undefined)).toBe(false);
    expect(compileMatcher('*').test(undefined)).toBe(true);
  });

  it('rejects an invalid regex with a message that says what was expected', () => {
    let error: unknown;
    try {
      compileMatcher('[');
    } catch (e) {
      error = e;
    }
    expect(isHookError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'INVALID_MATCHER', details: { matcher: '[' } });
    expect((error as Error).message).toMatch(
      /^invalid matcher "\[": not a valid regular expression \(.+\); expected "\*", an exact name list like "bash\|write_file" \(the runtime's tool names\), or a valid regex$/,
    );
  });

  it('keeps regex state clean between tests (no global flag)', () => {
    const m = compileMatcher('B.sh');
    expect([m.test('Bash'), m.test('Bash'), m.test('Bush')]).toEqual([true, true, true]);
  });
});
