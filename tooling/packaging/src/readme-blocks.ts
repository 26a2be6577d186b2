/**
 * A fenced code block of a package README, as `pnpm test:packed` runs it: `sh` blocks with bash,
 * `js` blocks as an ES module with node, each in the package's scratch consumer directory; a `text`
 * block right after one is what it prints. A block of any other language, or one that cannot run
 * here, is preceded by `<!-- not run: REASON -->`.
 */
export interface ReadmeBlock {
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  code: string;
  notRun?: string;
  /** The `text` block right after it: what it prints. */
  output?: string;
}

/** The languages the test can run. */
export const RUNNABLE = ['sh', 'js'] as const;

const FENCE = /^```(\w*)\s*$/;
const NOT_RUN = /^<!-- not run: (.+) -->$/;

/** Every code block of `markdown` but the `text` blocks that show an output. */
export function readmeBlocks(markdown: string): ReadmeBlock[] {
  const lines = markdown.split('\n');
  const blocks: { block: ReadmeBlock; endLine: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const lang = FENCE.exec(lines[i] ?? '')?.[1];
    if (lang === undefined) continue;
    let end = i + 1;
    while (end < lines.length && !/^```\s*$/.test(lines[end] ?? '')) end++;
    const code = lines.slice(i + 1, end).join('\n');
    const previous = blocks.at(-1);
    const adjacent = previous && lines.slice(previous.endLine, i).every((l) => l.trim() === '');
    if (lang === 'text' && previous && adjacent && previous.block.output === undefined) {
      previous.block.output = code;
      previous.endLine = end + 1;
    } else {
      const before = lines
        .slice(0, i)
        .reverse()
        .find((l) => l.trim() !== '');
      const notRun = NOT_RUN.exec(before ?? '')?.[1];
      blocks.push({
        block: { line: i + 1, lang, code, ...(notRun ? { notRun } : {}) },
        endLine: end + 1,
      });
    }
    i = end;
  }
  return blocks.map((b) => b.block);
}

/**
 * `markdown` with the `text` block after each block of `outputs` (by its opening line) replaced by
 * what it printed: UPDATE_DOCS=1 of the README test. Only blocks that show an output change.
 */
export function rewriteOutputs(markdown: string, outputs: ReadonlyMap<number, string>): string {
  const lines = markdown.split('\n');
  const closing = (from: number) => {
    let end = from + 1;
    while (end < lines.length && !/^```\s*$/.test(lines[end] ?? '')) end++;
    return end;
  };
  for (const [line, output] of [...outputs].sort((a, b) => b[0] - a[0])) {
    let text = closing(line - 1) + 1;
    while ((lines[text] ?? '').trim() === '') text++;
    if (lines[text] !== '```text') continue;
    lines.splice(text + 1, closing(text) - text - 1, ...(output === '' ? [] : output.split('\n')));
  }
  return lines.join('\n');
}
