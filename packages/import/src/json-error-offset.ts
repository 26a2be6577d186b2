/**
 * The offset of the first syntax error in `text`, found by a strict JSON scan (RFC 8259), or
 * `undefined` when the text is valid. `JSON.parse` messages do not reliably carry a position, and a
 * user fixing a settings file needs the line.
 */
export function jsonErrorOffset(text: string): number | undefined {
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i] as string)) i += 1;
  };
  const fail = (): never => {
    throw i;
  };
  const literal = (word: string) => {
    if (!text.startsWith(word, i)) fail();
    i += word.length;
  };
  const string = () => {
    i += 1;
    while (i < text.length && text[i] !== '"') {
      const code = text.charCodeAt(i);
      if (code < 0x20) fail();
      if (text[i] === '\\') {
        i += 1;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail();
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text[i] ?? 'x')) fail();
      }
      i += 1;
    }
    if (i >= text.length) fail();
    i += 1;
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match || match[0] === '' || match[0] === '-') fail();
    i += (match as RegExpExecArray)[0].length;
  };
  const list = (close: string, item: () => void) => {
    i += 1;
    ws();
    if (text[i] === close) {
      i += 1;
      return;
    }
    for (;;) {
      item();
      ws();
      if (text[i] === ',') {
        i += 1;
        ws();
      } else if (text[i] === close) {
        i += 1;
        return;
      } else fail();
    }
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      list('}', () => {
        if (text[i] !== '"') fail();
        string();
        ws();
        if (text[i] !== ':') fail();
        i += 1;
        value();
      });
    } else if (c === '[') list(']', value);
    else if (c === '"') string();
    else if (c === 't') literal('true');
    else if (c === 'f') literal('false');
    else if (c === 'n') literal('null');
    else number();
  };
  try {
    value();
    ws();
    if (i < text.length) fail();
    return undefined;
  } catch (offset) {
    if (typeof offset === 'number') return offset;
    throw offset;
  }
}
