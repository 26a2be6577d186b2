/**
 * The key of the one-key object that stands for `undefined` in {@link toExactJson}'s text. An
 * object of the value that has this key itself is refused, so the two are never confused.
 */
const UNDEFINED_TAG = '\u0000undefined';

/** What {@link tagged} returns for a value JSON cannot hold exactly. */
const REFUSED = Symbol('refused');

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * `value` with every `undefined` replaced by its tag, or {@link REFUSED} when JSON cannot hold it
 * exactly: a number that is not finite or is `-0`, a bigint, a symbol or function, an array with
 * holes or named keys, an object that is not plain (a `Date`, a `Map`, a class instance) or has a
 * symbol key, an accessor or a key that is not enumerable.
 */
function tagged(value: unknown): unknown {
  if (value === undefined) return { [UNDEFINED_TAG]: 0 };
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    return Number.isFinite(value) && !Object.is(value, -0) ? value : REFUSED;
  }
  if (typeof value !== 'object' || Object.getOwnPropertySymbols(value).length > 0) return REFUSED;
  if (Array.isArray(value)) {
    if (Object.keys(value).length !== value.length) return REFUSED;
    const out: unknown[] = [];
    for (const item of value) {
      const t = tagged(item);
      if (t === REFUSED) return REFUSED;
      out.push(t);
    }
    return out;
  }
  if (!isPlainObject(value) || Object.hasOwn(value, UNDEFINED_TAG)) return REFUSED;
  const out: Record<string, unknown> = {};
  for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(value))) {
    if (!('value' in descriptor) || !descriptor.enumerable) return REFUSED;
    const t = tagged(descriptor.value);
    if (t === REFUSED) return REFUSED;
    // defineProperty: a key `__proto__` stays an own key, as it was in `value`.
    Object.defineProperty(out, key, {
      value: t,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/**
 * JSON text that {@link fromExactJson} turns back into a value deeply equal to `value`, own keys,
 * their order and properties whose value is `undefined` included; `undefined` when JSON cannot
 * hold `value` exactly (see `tagged`), so a caller keeps nothing rather than something else.
 */
export function toExactJson(value: unknown): string | undefined {
  const out = tagged(value);
  return out === REFUSED ? undefined : JSON.stringify(out);
}

function untag(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = untag(value[i]);
    return value;
  }
  if (Object.hasOwn(value, UNDEFINED_TAG)) return undefined;
  // JSON.parse made each key an own data property, so assigning never reaches a prototype setter.
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) record[key] = untag(record[key]);
  return record;
}

/** The value of {@link toExactJson}'s `text`; throws a `SyntaxError` for text that is not JSON. */
export function fromExactJson(text: string): unknown {
  return untag(JSON.parse(text));
}
