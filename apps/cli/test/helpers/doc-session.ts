import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A shell session written down in a Markdown page: every ```sh block is typed, in order, into one
 * bash (so `cd` and `export` carry over), and the ```text block right after it is what it printed
 * (stdout and stderr as a terminal shows them, then `[exit N]` when the block's last command failed).
 * A ```sh block with no ```text block after it prints nothing. A block preceded by the comment
 * `<!-- not run: REASON -->` is not run, and says why.
 */
export interface DocBlock {
  /** 1-based line of the opening fence. */
  line: number;
  code: string;
  /** Why the block is not run (`<!-- not run: … -->`), if it is not. */
  notRun?: string;
  /** The shown output: the ```text block right after, if any. */
  shown?: { start: number; end: number; text: string };
}

const FENCE = /^```(\w*)\s*$/;
const NOT_RUN = /^<!-- not run: (.+) -->$/;

/** The page's shell blocks, with the output each shows. */
export function parseDocBlocks(markdown: string): DocBlock[] {
  const lines = markdown.split('\n');
  const blocks: DocBlock[] = [];
  let i = 0;
  const readFence = (from: number) => {
    let end = from + 1;
    while (end < lines.length && !/^```\s*$/.test(lines[end] ?? '')) end++;
    return { end, text: lines.slice(from + 1, end).join('\n') };
  };
  while (i < lines.length) {
    const lang = FENCE.exec(lines[i] ?? '')?.[1];
    if (lang === undefined) {
      i++;
      continue;
    }
    const body = readFence(i);
    if (lang === 'sh') {
      const before = lines
        .slice(0, i)
        .reverse()
        .find((l) => l.trim() !== '');
      const notRun = NOT_RUN.exec(before ?? '')?.[1];
      const block: DocBlock = { line: i + 1, code: body.text, ...(notRun ? { notRun } : {}) };
      let next = body.end + 1;
      while (next < lines.length && (lines[next] ?? '').trim() === '') next++;
      if (FENCE.exec(lines[next] ?? '')?.[1] === 'text') {
        const out = readFence(next);
        block.shown = { start: next, end: out.end, text: out.text };
        i = out.end + 1;
      } else i = body.end + 1;
      blocks.push(block);
    } else i = body.end + 1;
  }
  return blocks;
}

/** What one block printed, normalised (see {@link runDocSession}). */
export interface BlockRun {
  block: DocBlock;
  output: string;
}

/**
 * Runs the blocks that are run, in order, in one bash started in `cwd` with `env`, and returns
 * what each printed. `normalise` maps a run's own values (its temp directory) to the page's.
 */
export function runDocSession(
  blocks: readonly DocBlock[],
  options: {
    cwd: string;
    env: NodeJS.ProcessEnv;
    scratch: string;
    normalise: (s: string) => string;
  },
): BlockRun[] {
  const run = blocks.filter((b) => b.notRun === undefined);
  const dir = join(options.scratch, '.doc-session');
  mkdirSync(dir, { recursive: true });
  const script = run.flatMap((b, n) => {
    writeFileSync(join(dir, `${n}.sh`), `${b.code}\n`);
    // Sourced, so a block's cd and export reach the next one; its status is its last command's.
    return [
      `. ${JSON.stringify(join(dir, `${n}.sh`))} > ${JSON.stringify(join(dir, `${n}.out`))} 2>&1 < /dev/null`,
      `echo $? > ${JSON.stringify(join(dir, `${n}.status`))}`,
    ];
  });
  const r = spawnSync('bash', ['--noprofile', '--norc', '-c', script.join('\n')], {
    cwd: options.cwd,
    env: options.env,
    encoding: 'utf8',
    timeout: 5 * 60_000,
  });
  if (r.error) throw r.error;
  return run.map((block, n) => {
    const status = Number(readFileSync(join(dir, `${n}.status`), 'utf8').trim());
    const printed = readFileSync(join(dir, `${n}.out`), 'utf8').replace(/\n$/, '');
    const output = [printed, status === 0 ? '' : `[exit ${status}]`].filter(Boolean).join('\n');
    return { block, output: options.normalise(output) };
  });
}

/**
 * The page with each run block's shown output replaced by what it printed (UPDATE_DOCS=1): a
 * ```text block is added after a block that now prints something, and dropped after one that
 * prints nothing.
 */
export function rewriteShownOutput(markdown: string, runs: readonly BlockRun[]): string {
  const lines = markdown.split('\n');
  // From the end, so earlier line numbers stay valid.
  for (const { block, output } of [...runs].reverse()) {
    const fence = output === '' ? [] : ['', '```text', ...output.split('\n'), '```'];
    if (block.shown) {
      // The blank lines between the two fences go with the old text block.
      let from = block.shown.start;
      while (from > 0 && (lines[from - 1] ?? '').trim() === '') from--;
      lines.splice(from, block.shown.end - from + 1, ...fence);
    } else {
      let end = block.line;
      while (!/^```\s*$/.test(lines[end] ?? '')) end++;
      lines.splice(end + 1, 0, ...fence);
    }
  }
  return lines.join('\n');
}
