import { describe, expect, it } from 'vitest';
import { fromExactJson, toExactJson } from './exact-json.js';

const roundTrip = (value: unknown) => fromExactJson(toExactJson(value) as string);

describe('exact JSON (the settings cache format)', () => {
  it('gives back what it was given: unset fields as own keys, key order, nesting', () => {
    const value = {
      b: 1,
      a: [undefined, null, false, 0, '', { matcher: undefined, x: ['y'] }],
      source: undefined,
      text: 'line\n\u2028\ud800',
    };
    const back = roundTrip(value) as typeof value;
    expect(back).toStrictEqual(value);
    expect(Object.keys(back)).toEqual(['b', 'a', 'source', 'text']);
    expect(Object.hasOwn(back.a[5] as object, 'matcher')).toBe(true);
    expect(back.a).toHaveLength(6);
  });

  it('keeps a key named __proto__ an own key, never a prototype', () => {
    const value = JSON.parse('{"__proto__": {"polluted": true}, "k": 1}') as object;
    const back = roundTrip(value) as Record<string, unknown>;
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
    expect(Object.hasOwn(back, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(back).toStrictEqual(value);
  });

  it.each([
    ['NaN', Number.NaN],
    ['Infinity', [Number.POSITIVE_INFINITY]],
    ['-0', { n: -0 }],
    ['a bigint', { n: 1n }],
    ['a Date', { at: new Date(0) }],
    ['a Map', new Map()],
    ['a Uint8Array', { b: new Uint8Array(1) }],
    ['a function', { f: () => 0 }],
    ['a symbol key', { [Symbol('s')]: 1 }],
    ['an array with a hole', new Array(2)],
    ['an array with a named key', Object.assign([1], { extra: true })],
    ['an accessor', Object.defineProperty({}, 'g', { get: () => 1, enumerable: true })],
    ['the tag key itself', { '\u0000undefined': 0 }],
  ])('refuses %s: JSON cannot hold it exactly', (_what, value) => {
    expect(toExactJson(value)).toBeUndefined();
  });

  it('throws on text that is not JSON', () => {
    expect(() => fromExactJson('{"cut": ')).toThrow(SyntaxError);
  });
});
