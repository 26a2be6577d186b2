import { createInterface } from 'node:readline';
import type { CommandContext } from './context.js';

/**
 * Asks a yes/no `question` on stderr and reads one line of stdin: true only for y or yes (end of
 * input, or anything else, is no).
 */
export function confirm(ctx: CommandContext, question: string): Promise<boolean> {
  ctx.stderr.write(`${question} [y/N] `);
  const rl = createInterface({ input: ctx.stdin, terminal: false });
  return new Promise((done) => {
    let answered = false;
    rl.once('line', (line) => {
      answered = true;
      rl.close();
      done(/^\s*y(es)?\s*$/i.test(line));
    });
    rl.once('close', () => {
      if (!answered) done(false);
    });
  });
}
