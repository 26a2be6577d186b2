/**
 * Whether `li` colours what it prints on `stream`: never with `NO_COLOR` (any non-empty value),
 * always with `FORCE_COLOR` (other than `0`), else only on a terminal (never in a pipe). Its own
 * file, without picocolors (which loads `node:tty`): every start asks it, few verbs paint.
 */
export function colorEnabled(env: NodeJS.ProcessEnv, stream: { isTTY?: boolean }): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== '0';
  return stream.isTTY === true;
}
