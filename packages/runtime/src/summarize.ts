/** The audit plane's summary length (ADR-0047: TOOL_PRE keeps a 200-character argument summary). */
export const SUMMARY_LIMIT = 200;

/**
 * A JSON rendering of `value` cut to `limit` characters (with a trailing `…` when cut). Values
 * that cannot be serialized are rendered with `String()`.
 */
export function summarize(value: unknown, limit = SUMMARY_LIMIT): string {
  let text: string;
  try {
    text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

/** `value` if it is JSON-serializable, otherwise its `String()` form (`undefined` becomes null). */
export function jsonSafe(value: unknown): unknown {
  if (value === undefined) return null;
  try {
    const text = JSON.stringify(value);
    return text === undefined ? null : JSON.parse(text);
  } catch {
    return String(value);
  }
}

/** The message of an error-like value. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
