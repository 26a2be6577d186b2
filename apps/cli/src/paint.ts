import pc from 'picocolors';

/**
 * Whether `li` colours what it prints on `stream`: never with `NO_COLOR` (any non-empty value),
 * always with `FORCE_COLOR` (other than `0`), else only on a terminal (never in a pipe).
 */
export function colorEnabled(env: NodeJS.ProcessEnv, stream: { isTTY?: boolean }): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== '0';
  return stream.isTTY === true;
}

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
