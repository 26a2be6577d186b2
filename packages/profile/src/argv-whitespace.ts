/**
 * Python's `str.isspace()` set, which `str.strip()` removes: what "whitespace only" means in
 * ADR-0048 D4, shared with Python LionAGI. It differs from JavaScript's `trim()`: it includes the
 * separators U+001C..U+001F and NEL U+0085, and not the byte-order mark U+FEFF.
 */
const PYTHON_WHITESPACE = new Set([
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001,
  0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f,
  0x205f, 0x3000,
]);

/**
 * Whether `value` is empty or whitespace only as Python's `value.strip() == ""` decides it: the one
 * rule config load, import, trust and the exec adapter all apply to an argv element.
 */
export function isBlankArgvElement(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    if (!PYTHON_WHITESPACE.has(value.charCodeAt(i))) return false;
  }
  return true;
}
