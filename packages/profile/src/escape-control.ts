/**
 * Characters a terminal acts on or reorders: C0 controls (ESC, CR, BS…), DEL, C1 controls and the
 * Unicode bidirectional overrides and isolates. A matcher or argv holding one could rewrite what
 * `li hooks list`, `doctor` or a run report shows (a "Trojan Source" line), so text outputs show
 * them escaped instead.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** `text` with every control or bidi character written as `\u001b`-style escapes. */
export function escapeControlChars(text: string): string {
  return text.replace(CONTROL, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * `JSON.stringify(text)` that also escapes DEL, C1 and bidi characters (JSON leaves those raw):
 * how matchers and argv elements are quoted in messages.
 */
export function quoteForDisplay(text: string): string {
  return `"${escapeControlChars(JSON.stringify(text).slice(1, -1))}"`;
}
