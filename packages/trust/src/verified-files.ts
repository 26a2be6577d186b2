import type { CommandSnapshot, PinnedFile } from './resolve.js';

/**
 * The regular files a trusted snapshot hashed, the executable first: what the exec dispatcher
 * copies and checks again before the spawn, so the bytes that run are the bytes that were
 * verified. Directories pinned as tree digests are left out (they run from their path).
 */
export function verifiedFiles(snapshot: CommandSnapshot): PinnedFile[] {
  // A directory's tree digest is no file's bytes: it is checked by the gate, never copied.
  const files = snapshot.files.filter((file) => file.kind !== 'tree');
  return [...(snapshot.executable ? [snapshot.executable] : []), ...files];
}
