import type { CommandSnapshot, PinnedFile } from './resolve.js';

/**
 * The files a trusted snapshot hashed, the executable first: what the exec dispatcher copies and
 * checks again before the spawn, so the bytes that run are the bytes that were verified.
 */
export function verifiedFiles(snapshot: CommandSnapshot): PinnedFile[] {
  return [...(snapshot.executable ? [snapshot.executable] : []), ...snapshot.files];
}
