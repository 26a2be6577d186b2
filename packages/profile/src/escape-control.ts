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
 * Text from a hook or the model as a terminal may show it: like {@link escapeControlChars}, but
 * line feeds and tabs are kept, so an answer keeps its lines while ESC (colours, cursor moves,
 * OSC 52 clipboard writes), CR, BS, C1 and bidi controls are shown as escapes. JSON outputs keep
 * the raw text; every text output of li and li-agent passes hook- and model-originated text here.
 */
export function escapeTerminalText(text: string): string {
  return text.replace(CONTROL, (ch) => (ch === '\n' || ch === '\t' ? ch : escapeControlChars(ch)));
}

/**
 * `JSON.stringify(text)` that also escapes DEL, C1 and bidi characters (JSON leaves those raw):
 * how matchers and argv elements are quoted in messages.
 */
export function quoteForDisplay(text: string): string {
  return `"${escapeControlChars(JSON.stringify(text).slice(1, -1))}"`;
}
