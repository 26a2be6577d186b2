import { describe, expect, it } from 'vitest';
import { isHookError } from './errors.js';
import { compileMatcher } from './matcher-eager.js';

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

  it('answers each value on its own, whatever it answered for the one before (the last answer is kept)', () => {
    const m = compileMatcher('^mcp__.*');
    const values = [
      'mcp__a__b',
      'mcp__a__b',
      'bash',
      'bash',
      'mcp__x',
      undefined,
      'mcp__x',
      'Bash',
    ];
    expect(values.map((v) => m.test(v))).toEqual([
      true,
      true,
      false,
      false,
      true,
      false,
      true,
      false,
    ]);
  });

  it('keeps regex state clean between tests (no global flag)', () => {
    const m = compileMatcher('B.sh');
    expect([m.test('Bash'), m.test('Bash'), m.test('Bush')]).toEqual([true, true, true]);
  });

  it('keeps the JS spellings Claude Code accepts (translated to RE2): \\u escapes, named groups, [^]', () => {
    expect(compileMatcher('^\\u0042ash$').test('Bash')).toBe(true);
    expect(compileMatcher('^(?<tool>Bash)$').test('Bash')).toBe(true);
    expect(compileMatcher('^B[^]sh$').test('Bash')).toBe(true);
    // Rejected by JS, so by Claude Code: still a load error, although RE2 would accept it.
    expect(() => compileMatcher('(?i)bash')).toThrow(/not a valid regular expression/);
  });
});

describe('compileMatcher: linear time (issue 16 item 5)', () => {
  it('runs a ReDoS pattern against a long input to its answer on RE2', () => {
    const redos = compileMatcher('(a+)+$');
    expect(redos).toMatchObject({ kind: 'regex', engine: 're2' });
    // Exponential on a backtracking engine (a JS RegExp would not return); RE2 is linear.
    expect(redos.test(`${'a'.repeat(100_000)}!`)).toBe(false);
    expect(redos.test('a'.repeat(100_000))).toBe(true);
    expect(compileMatcher('^(a+)+$').test(`${'a'.repeat(100_000)}!`)).toBe(false);
    expect(compileMatcher('^(\\w+)+!$').test('mcp__filesystem__read_multiple_files_x')).toBe(false);
  });

  it.each([
    ['(a)\\1', 'a backreference (`\\1`…)'],
    ['(?<n>a)\\k<n>', 'a named backreference (`\\k<name>`)'],
    ['Bash(?=x)', 'a lookahead (`(?=…)`)'],
    ['Bash(?!x)', 'a negative lookahead (`(?!…)`)'],
    ['(?<=x)Bash', 'a lookbehind (`(?<=…)`)'],
    ['(?<!x)Bash', 'a negative lookbehind (`(?<!…)`)'],
  ])('refuses %j at load, naming %s', (matcher, construct) => {
    let error: unknown;
    try {
      compileMatcher(matcher);
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ code: 'INVALID_MATCHER', details: { matcher } });
    expect((error as Error).message).toMatch(
      `invalid matcher ${JSON.stringify(matcher)}: uses ${construct}, which the linear-time matcher engine (RE2) cannot run; rewrite`,
    );
    expect((error as Error).message).toMatch(
      /; rewrite the regex without backreferences or lookaround, or use an exact name list like "bash\|write_file" \(the runtime's tool names\)$/,
    );
  });

  it('does not mistake escapes or classes for those constructs', () => {
    expect(compileMatcher('a\\\\1').test('a\\1')).toBe(true);
    expect(compileMatcher('[(?=]x').test('=x')).toBe(true);
    expect(compileMatcher('^\\(\\?=x').test('(?=x')).toBe(true);
  });

  it('every kind reports its engine', () => {
    expect(compileMatcher(undefined).engine).toBe('none');
    expect(compileMatcher('Bash|Read').engine).toBe('set');
    expect(compileMatcher('Ba.*').engine).toBe('re2');
  });
});
