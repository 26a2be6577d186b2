import { closeSync, openSync, readSync } from 'node:fs';

/** /proc/stat grows with the CPU count (tens of KiB on large machines): the buffer grows with it. */
let buffer = Buffer.alloc(8192);

/** Descriptors of the counter files read after every hook, kept open for the process's life. */
const kept = new Map<string, number>();

/**
 * One /proc file, whole, through one reused buffer (a scan reads many of them after every hook,
 * and `readFileSync` per file costs a stat, a fresh buffer and a decode each); see `readWhole`
 * for which files a single read returns whole. `undefined` when it cannot be read (a process
 * that has exited, or no /proc).
 */
export function readProc(path: string): string | undefined {
  const length = readProcInto(path);
  return length === undefined ? undefined : buffer.toString('latin1', 0, length);
}

/** {@link readProc} into the shared buffer: the length read, valid until the next read. */
function readProcInto(path: string): number | undefined {
  // ENOENT and friends are expected where /proc is not Linux's; their stack traces are not read.
  const stackLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    return readWhole(fd, false);
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
    Error.stackTraceLimit = stackLimit;
  }
}

/**
 * The same for a file read again and again (the kernel's counters in `/proc/stat`,
 * `/proc/loadavg`): read from offset 0 through a descriptor kept open (close-on-exec, so no hook
 * inherits it), which spares the path lookup, open and close of each reading. A descriptor that
 * stops answering is dropped and the file is read the plain way.
 */
export function readProcAgain(path: string): string | undefined {
  const length = readAgainInto(path);
  return length === undefined ? undefined : buffer.toString('latin1', 0, length);
}

/**
 * One decimal counter of a file read as {@link readProcAgain} does, parsed from the bytes read
 * (no string is made of the file: /proc/stat is a KiB or more, read after every hook): the digits
 * right after the first `after` in the file (from its start when `after` is empty), which must
 * end at `end` or at the end of the file. `NaN` when the file cannot be read, `after` is not in
 * it, or what follows is not such a number.
 */
export function readCounterAgain(path: string, after: string, end = '\n'): number {
  const length = readAgainInto(path);
  if (length === undefined) return Number.NaN;
  let at = 0;
  if (after !== '') {
    const found = buffer.indexOf(after, 0, 'latin1');
    // The buffer is shared and reused: bytes past `length` belong to an earlier, longer file.
    if (found < 0 || found + after.length > length) return Number.NaN;
    at = found + after.length;
  }
  let value = 0;
  let i = at;
  for (; i < length; i++) {
    const digit = (buffer[i] as number) - 48;
    if (digit < 0 || digit > 9) break;
    value = value * 10 + digit;
  }
  if (i === at || (i < length && buffer[i] !== end.charCodeAt(0))) return Number.NaN;
  return value;
}

/** {@link readProcAgain} into the shared buffer: the length read, valid until the next read. */
function readAgainInto(path: string): number | undefined {
  let fd = kept.get(path);
  if (fd === undefined) {
    try {
      fd = openSync(path, 'r');
    } catch {
      return undefined;
    }
    kept.set(path, fd);
  }
  try {
    return readWhole(fd, true);
  } catch {
    kept.delete(path);
    try {
      closeSync(fd);
    } catch {
      // Already closed by someone else: nothing of ours to release.
    }
    return readProcInto(path);
  }
}

/**
 * Reads `fd` whole into the shared buffer; `fromStart` reads by position (pread) from 0. The files
 * read here (`/proc/<pid>/stat`, `/proc/stat`, `/proc/loadavg`: seq_files of one record; the
 * `kernel.*` sysctls) are generated whole for each read, and the kernel hands over all of it when
 * the buffer has room: a read that leaves room is the end, as procps' `file2str` takes it (only a
 * seq_file of many records stops at its own page and needs reading on). Asking again to see 0
 * was one more system call per file: per hook, 2 of the 4 reads of the pid clock (measured: 14 µs
 * → 12 µs of CPU per clock reading), and per process entry in a scan of the whole table.
 */
function readWhole(fd: number, fromStart: boolean): number {
  let length = 0;
  for (;;) {
    if (length === buffer.length) {
      const grown = Buffer.alloc(buffer.length * 2);
      buffer.copy(grown);
      buffer = grown;
    }
    const room = buffer.length - length;
    const read = readSync(fd, buffer, length, room, fromStart ? length : null);
    length += read;
    if (read < room) break;
  }
  return length;
}
