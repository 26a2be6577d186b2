import { sha256 } from './sha256-hex.js';

const SHORT_ESCAPES: Readonly<Record<number, string>> = {
  34: '\\"',
  92: '\\\\',
  8: '\\b',
  12: '\\f',
  10: '\\n',
  13: '\\r',
  9: '\\t',
};

/**
 * One string as Python's `json.dumps(s)` (default `ensure_ascii=True`) writes it: `"` and `\`
 * escaped, `\b \f \n \r \t` as short escapes, and every other code unit outside printable ASCII
 * (`0x20`–`0x7e`, so also DEL `0x7f`) as a lowercase `\uXXXX`. Walking UTF-16 code units gives
 * Python's surrogate pairs for astral characters and its `\udXXX` for lone surrogates. `/` is kept.
 */
export function pythonJsonString(value: string): string {
  let out = '"';
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    const short = SHORT_ESCAPES[unit];
    if (short !== undefined) out += short;
    else if (unit >= 0x20 && unit <= 0x7e) out += value[i];
    else out += `\\u${unit.toString(16).padStart(4, '0')}`;
  }
  return `${out}"`;
}

/**
 * The argv exactly as Python's `json.dumps(argv)` serializes a list of strings: `", "` between
 * items and ASCII-only escaping (see {@link pythonJsonString}). `["echo","héllo"]` becomes
 * `["echo", "h\u00e9llo"]`. This is also the display form of an argv in trust listings: it is
 * pure printable ASCII, so control and bidi characters cannot disguise what will run.
 */
export function serializeArgv(argv: readonly string[]): string {
  return `[${argv.map(pythonJsonString).join(', ')}]`;
}

/**
 * The trust hash of a command: SHA-256 (lowercase hex) of the UTF-8 bytes of
 * {@link serializeArgv}, identical to Python LionAGI's `sha256(json.dumps(argv).encode())`.
 * The argv is hashed as configured, with any `${LIONAGI_PROJECT_DIR}` placeholder unsubstituted.
 */
export function commandHash(argv: readonly string[]): string {
  // The serialization is pure ASCII, so 'latin1' is byte-for-byte identical to UTF-8 here.
  return sha256().update(serializeArgv(argv), 'latin1').digest('hex');
}
