import { closeSync, openSync, readSync } from 'node:fs';

/** /proc/stat grows with the CPU count (tens of KiB on large machines): the buffer grows with it. */
let buffer = Buffer.alloc(8192);

/**
 * One /proc file, whole, through one reused buffer (a scan reads many of them after every hook,
 * and `readFileSync` per file costs a stat, a fresh buffer and a decode each); a seq_file may
 * answer a read with less than it has, so it is read to EOF. `undefined` when it cannot be read
 * (a process that has exited, or no /proc).
 */
export function readProc(path: string): string | undefined {
  // ENOENT and friends are expected where /proc is not Linux's; their stack traces are not read.
  const stackLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        const grown = Buffer.alloc(buffer.length * 2);
        buffer.copy(grown);
        buffer = grown;
      }
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
    }
    return buffer.toString('latin1', 0, length);
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
    Error.stackTraceLimit = stackLimit;
  }
}
