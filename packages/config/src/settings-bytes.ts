import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { HookError, isHookError } from '@lionagi/hooks-profile/core';
import { SETTINGS_LIMITS, type SettingsLimits } from './limits.js';
import type { ConfigDiagnostic } from './types.js';

/** Which file was read, as the settings cache keys it: the same path, inode and bytes. */
export interface SettingsFileIdentity {
  dev: bigint;
  ino: bigint;
  size: bigint;
  mtimeNs: bigint;
}

/**
 * One settings file read under the limits, not parsed (no `yaml` is loaded here): absent, refused
 * (too large, not UTF-8), or its text with the bytes and the identity they were read under.
 */
export type SettingsBytes =
  | { status: 'absent' }
  | { status: 'invalid'; errors: ConfigDiagnostic[]; warnings: ConfigDiagnostic[]; mode: number }
  | {
      status: 'read';
      text: string;
      bytes: Uint8Array;
      mode: number;
      identity: SettingsFileIdentity;
    };

const MIB = 1024 * 1024;

function describeBytes(bytes: number): string {
  return bytes >= MIB ? `${bytes} bytes (${(bytes / MIB).toFixed(1)} MiB)` : `${bytes} bytes`;
}

function refused(file: string, message: string, mode: number): SettingsBytes {
  return { status: 'invalid', errors: [{ file, line: 1, column: 1, message }], warnings: [], mode };
}

function tooLarge(file: string, size: string, limits: SettingsLimits, mode: number) {
  const limit = describeBytes(limits.maxBytes);
  return refused(
    file,
    `settings file is ${size}, over the ${limit} limit; refusing to read it`,
    mode,
  );
}

function unreadable(file: string, cause: unknown): HookError {
  const code = (cause as NodeJS.ErrnoException).code;
  return new HookError('CONFIG_UNREADABLE', `cannot read settings file ${file}: ${code ?? cause}`, {
    cause,
    details: { file, code },
  });
}

/**
 * Reads one settings file's bytes. A missing file is `absent`; a file over `limits.maxBytes` is
 * refused from its size alone, without reading it; bytes that are not UTF-8 are refused. Other I/O
 * failures throw `CONFIG_UNREADABLE`.
 */
export async function readSettingsBytes(
  file: string,
  limits: SettingsLimits = SETTINGS_LIMITS,
): Promise<SettingsBytes> {
  // Synchronous calls on one small file: `node:fs/promises` would cost every bridge call about
  // 4 ms to load on Node 20 (issue 38), and nothing else runs meanwhile.
  let fd: number;
  try {
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait forever for a writer; the
    // file-type check below then refuses it. It changes nothing for a regular file.
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (cause) {
    const code = (cause as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { status: 'absent' };
    throw unreadable(file, cause);
  }
  try {
    const stat = fstatSync(fd, { bigint: true });
    const mode = Number(stat.mode & 0o7777n);
    if (!stat.isFile()) {
      throw new HookError(
        'CONFIG_UNREADABLE',
        `settings path ${file} is not a regular file (expected a YAML file)`,
        { details: { file } },
      );
    }
    if (stat.size > BigInt(limits.maxBytes)) {
      return tooLarge(file, describeBytes(Number(stat.size)), limits, mode);
    }
    // Bounded read: a file that grows while being read is still refused at the limit.
    let buffer = Buffer.allocUnsafe(Math.min(Number(stat.size), limits.maxBytes) + 1);
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        if (length > limits.maxBytes) {
          return tooLarge(file, `more than ${describeBytes(limits.maxBytes)}`, limits, mode);
        }
        const grown = Buffer.allocUnsafe(Math.min(length * 2 + 1, limits.maxBytes + 1));
        buffer.copy(grown, 0, 0, length);
        buffer = grown;
      }
      const bytesRead = readSync(fd, buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    const bytes = buffer.subarray(0, length);
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    } catch {
      return refused(file, 'settings file is not valid UTF-8 text', mode);
    }
    const identity = { dev: stat.dev, ino: stat.ino, size: stat.size, mtimeNs: stat.mtimeNs };
    return { status: 'read', text, bytes, mode, identity };
  } catch (cause) {
    if (isHookError(cause)) throw cause;
    throw unreadable(file, cause);
  } finally {
    closeSync(fd);
  }
}
