import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some platforms and filesystems cannot fsync a directory; the rename is still atomic there.
  }
}

/**
 * Replaces `file` with `data` atomically: writes a temporary file in the same directory with
 * `mode`, fsyncs it, renames it over `file`, then fsyncs the directory. Readers see the old or the
 * new content, never a mix; on failure the temporary file is removed and `file` is untouched.
 */
export async function writeFileAtomic(file: string, data: string, mode: number): Promise<void> {
  const dir = dirname(file);
  const temp = join(dir, `.${basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await open(temp, 'wx', mode);
    try {
      await handle.chmod(mode); // open's mode is filtered by the umask
      await handle.writeFile(data, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncDirectory(dir);
}
