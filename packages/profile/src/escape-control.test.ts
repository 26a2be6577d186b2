import { describe, expect, it } from 'vitest';
import { escapeControlChars, escapeTerminalText, quoteForDisplay } from './escape-control.js';
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

  it('terminal text keeps line feeds and tabs, escapes ESC, BEL, CR and the rest (issue 31 item 6)', () => {
    expect(escapeTerminalText('a\n\tb\u001b]52;c;eA==\u0007\r\u009b2J\u202e')).toBe(
      'a\n\tb\\u001b]52;c;eA==\\u0007\\u000d\\u009b2J\\u202e',
    );
  });

  it('matcher errors show the matcher escaped', () => {
    expect(() => compileMatcher('(\u202e[')).toThrow('invalid matcher "(\\u202e[": not a valid');
  });
});
