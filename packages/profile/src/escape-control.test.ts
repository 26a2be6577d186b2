import { describe, expect, it } from 'vitest';
import { escapeControlChars, quoteForDisplay } from './escape-control.js';
import { compileMatcher } from './matcher-eager.js';

describe('escapeControlChars / quoteForDisplay (issue 16 item 9)', () => {
  it('escapes C0, DEL, C1 and bidi characters; leaves other text alone', () => {
    expect(escapeControlChars('a\u001b[2Kb\u007fc\u009bd\u202ee\u2066f')).toBe(
      'a\\u001b[2Kb\\u007fc\\u009bd\\u202ee\\u2066f',
    );
    expect(escapeControlChars('Bash|Write é ✓')).toBe('Bash|Write é ✓');
  });

  it('quotes like JSON and also escapes what JSON leaves raw', () => {
    expect(quoteForDisplay('x\u001by')).toBe('"x\\u001by"');
    expect(quoteForDisplay('x\u202ey"')).toBe('"x\\u202ey\\""');
  });

  it('matcher errors show the matcher escaped', () => {
    expect(() => compileMatcher('(\u202e[')).toThrow('invalid matcher "(\\u202e[": not a valid');
  });
});
