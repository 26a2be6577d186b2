import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { HookError } from '@lionagi/hooks-profile';

/** A harness config file's top-level JSON object (`.claude/settings.json`, `.codex/hooks.json`). */
export type HarnessConfigJson = Record<string, unknown>;

/**
 * The text of a harness config file and its JSON object (`undefined` text: the file does not
 * exist; empty text reads as `{}`). A file that is not a JSON object is refused
 * (`CONFIG_WRITE_REFUSED`): `li` never overwrites what it cannot read back.
 */
export async function readHarnessConfig(
  file: string,
): Promise<{ text: string | undefined; json: HarnessConfigJson }> {
  let text: string | undefined;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (text === undefined || text.trim() === '') return { text, json: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (cause) {
    throw new HookError(
      'CONFIG_WRITE_REFUSED',
      `${file}: not valid JSON (${(cause as Error).message}); refusing to overwrite it`,
      { cause, details: { file } },
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HookError(
      'CONFIG_WRITE_REFUSED',
      `${file}: the top level is not a JSON object; refusing to overwrite it`,
      { details: { file } },
    );
  }
  return { text, json: parsed as HarnessConfigJson };
}

/** Writes `text` to `file` through a temporary file and a rename: readers see the old or the new file. */
export async function writeHarnessConfig(file: string, text: string): Promise<void> {
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temp, text);
    await rename(temp, file);
  } finally {
    await rm(temp, { force: true });
  }
}
