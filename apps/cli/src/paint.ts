import pc from 'picocolors';

/** The colours of outcomes and severities (see {@link palette}). */
export type Palette = ReturnType<typeof palette>;

/** The colours of outcomes and severities; identity functions when colour is off. */
export function palette(enabled: boolean) {
  const c = pc.createColors(enabled);
  return {
    bad: (s: string) => c.bold(c.red(s)),
    warn: (s: string) => c.yellow(s),
    good: (s: string) => c.green(s),
    dim: (s: string) => c.dim(s),
    bold: (s: string) => c.bold(s),
  };
}

/** The width of `stream` when it is a terminal, else undefined (pipes and files are not wrapped to it). */
export function terminalColumns(stream: unknown): number | undefined {
  const tty = stream as { isTTY?: boolean; columns?: number };
  return tty.isTTY === true && typeof tty.columns === 'number' && tty.columns > 0
    ? tty.columns
    : undefined;
}
