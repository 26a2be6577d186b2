import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonErrorOffset } from './json-error-offset.js';

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

describe('jsonErrorOffset', () => {
  it('finds the first bad character', () => {
    expect(jsonErrorOffset('{\n  "a": [,]\n}')).toBe(10);
    expect(jsonErrorOffset('{"a": 1,}')).toBe(8);
    expect(jsonErrorOffset('{"a": tru}')).toBe(6);
    expect(jsonErrorOffset('{"a": 1')).toBe(7);
    expect(jsonErrorOffset('[1] x')).toBe(4);
    expect(jsonErrorOffset('')).toBe(0);
    expect(
      jsonErrorOffset(' {"a": [1, -2.5e3, "x\\u00e9\\n", null, true, false, {}]} '),
    ).toBeUndefined();
  });

  it('agrees with JSON.parse on valid documents and on mangled ones', () => {
    const doc = fc.jsonValue().map((v) => JSON.stringify(v, null, 2));
    fc.assert(fc.property(doc, (text) => jsonErrorOffset(text) === undefined));
    const mangled = fc
      .tuple(doc, fc.nat(), fc.constantFrom(',', '}', ']', '"', ':', 'x', '', '\\'))
      .map(([text, at, insert]) => {
        const k = at % (text.length + 1);
        return text.slice(0, k) + insert + text.slice(k + 1);
      });
    fc.assert(
      fc.property(mangled, (text) => (jsonErrorOffset(text) === undefined) === parses(text)),
    );
  });
});
