/** The constructs found in one shell string, in the order they appear, each named once. */
export class Constructs {
  private readonly found: { at: number; text: string }[] = [];

  /** Records `text` at offset `at` unless it was recorded already. */
  add(at: number, text: string): void {
    if (!this.found.some((f) => f.text === text)) this.found.push({ at, text });
  }

  get size(): number {
    return this.found.length;
  }

  /** The descriptions, in source order, with every reserved word folded into one item. */
  list(): string[] {
    const ordered = [...this.found].sort((a, b) => a.at - b.at);
    const reserved = ordered.filter((f) => RESERVED.test(f.text));
    const out: string[] = [];
    for (const f of ordered) {
      if (!RESERVED.test(f.text)) out.push(f.text);
      else if (f === reserved[0]) out.push(reservedText(reserved.map((r) => r.text)));
    }
    return out;
  }
}

const RESERVED = /^the reserved word `(.+)` \(shell syntax\)$/;

function reservedText(items: string[]): string {
  if (items.length === 1) return items[0] as string;
  const words = items.map((t) => `\`${RESERVED.exec(t)?.[1]}\``);
  return `the reserved words ${words.join(', ')} (shell syntax)`;
}

/** `a`, `a and b`, `a, b and c`. */
export function joinConstructs(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The control character at `c` as a construct, or `undefined` for an ordinary character. */
export function controlConstruct(c: string): string | undefined {
  if (c === '\n' || c === '\r') return 'a newline (several shell commands)';
  const code = c.charCodeAt(0);
  if ((code < 0x20 && c !== '\t') || code === 0x7f) {
    return `a control character U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return undefined;
}

/** Index just past the parenthesis that closes the one at `open` (or the end of `src`). */
export function skipBalanced(src: string, open: number): number {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    if (src[i] === '(') depth += 1;
    else if (src[i] === ')' && --depth === 0) return i + 1;
  }
  return src.length;
}

/** How many characters a rejected `$…` at `at` spans, so the scan resumes after it. */
export function dollarSpan(src: string, at: number): number {
  const next = src[at + 1];
  if (next === '(') return skipBalanced(src, at + 1) - at;
  if (next === '{') {
    const end = src.indexOf('}', at);
    return end === -1 ? src.length - at : end + 1 - at;
  }
  if (next === "'" || next === '"') {
    const end = src.indexOf(next, at + 2);
    return end === -1 ? src.length - at : end + 1 - at;
  }
  const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(src.slice(at + 1));
  if (name) return name[0].length + 1;
  return next === undefined ? 1 : 2;
}
