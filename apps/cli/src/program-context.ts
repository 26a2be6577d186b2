import { fstatSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { colorEnabled } from './color-enabled.js';
import type { CommandContext } from './context.js';

/** What differs between the process's own context and the launcher's first attempt at a call. */
export interface ProgramStreams {
  stdout?: Writable;
  stderr?: Writable;
  /** Read by a verb at its first access (Node builds `process.stdin` only then). */
  stdin?: () => NodeJS.ReadableStream;
  signal?: AbortSignal;
  /** See {@link CommandContext.hooksStarting}: the launcher's point of no return. */
  hooksStarting?: CommandContext['hooksStarting'];
}

/**
 * Whether fd 0 or 1 is a terminal, as `process.stdin.isTTY` / `process.stdout.isTTY` say, without
 * building the stream (which loads `net`, about 8 ms of a bridge call on Node 20) when the fd is a
 * pipe or a file: only a character device can be a terminal.
 */
function isTerminal(fd: 0 | 1): boolean {
  try {
    if (!fstatSync(fd).isCharacterDevice()) return false;
  } catch {
    // The fd is closed: the stream knows what Node makes of it.
  }
  return (fd === 0 ? process.stdin : process.stdout).isTTY === true;
}

/**
 * The {@link CommandContext} of `li` run as a program: the process's streams, environment and
 * cwd, the global `--json` flag, and colour decided on the real stdout. The launcher (`li.js`)
 * and the full program (`li-main.js`) both build it here, so a call answers the same in either.
 */
export function programContext(streams: ProgramStreams = {}): CommandContext {
  const stdin = streams.stdin ?? (() => process.stdin);
  return {
    stdout: streams.stdout ?? process.stdout,
    stderr: streams.stderr ?? process.stderr,
    // stdin is set up when a verb reads it (or asks whether it is a terminal), not at every start:
    // Node builds the stream (and loads its modules) at the first access.
    get stdin() {
      return stdin();
    },
    env: process.env,
    cwd: process.cwd(),
    json: process.argv.includes('--json'),
    color: colorEnabled(process.env, {
      get isTTY() {
        return isTerminal(1);
      },
    }),
    get interactive() {
      return isTerminal(0);
    },
    ...(streams.signal === undefined ? {} : { signal: streams.signal }),
    ...(streams.hooksStarting === undefined ? {} : { hooksStarting: streams.hooksStarting }),
    self: [process.execPath, process.argv[1] as string],
  };
}
