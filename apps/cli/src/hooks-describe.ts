import { escapeControlChars, quoteForDisplay } from '@lionagi/hooks-profile/core';

/** Characters an argv element may contain and still be shown unquoted. */
const PLAIN = /^[\w@%+=:,./${}-]+$/;

/**
 * An argv for people: elements joined by spaces, each quoted as a JSON string when it is empty or
 * holds anything but plain characters, so `["sh", "-c", "a b"]` reads `sh -c "a b"`.
 */
export function argvLabel(argv: readonly string[]): string {
  return argv.map((a) => (PLAIN.test(a) ? a : quoteForDisplay(a))).join(' ');
}

/** `file:line` of an entry, or `-` when unknown. */
export function originLabel(origin: { file: string; line: number } | null | undefined): string {
  return origin ? `${origin.file}:${origin.line}` : '-';
}

/** The words `li hooks list` uses for a trust status (`not-needed` reads "not needed"). */
export function trustLabel(status: string): string {
  return status === 'not-needed' ? 'not needed' : status;
}

/** `1 hook`, `2 hooks` (`many` for irregular plurals). */
export function plural(count: number, noun: string, many = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : many}`;
}

/**
 * The first line of a text, cut to `max` characters, control characters escaped: the text is a
 * hook's (a reason, a note, a failure replayed from the audit log) and must not drive the terminal.
 */
export function firstLine(text: string, max = 160): string {
  const line = text.split('\n', 1)[0] ?? '';
  return escapeControlChars(line.length > max ? `${line.slice(0, max - 1)}…` : line);
}
