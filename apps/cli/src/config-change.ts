import { copyFile } from 'node:fs/promises';
import { createTwoFilesPatch } from 'diff';
import { writeHarnessConfig } from './harness-config-file.js';

/** How `li hooks export` may touch a harness config file (`--out FILE`, `--bridge`). */
export interface ConfigChangeOptions {
  /** Print the diff; write nothing, whatever the other flags say. */
  dryRun: boolean;
  /** Overwrite an existing file that would change, keeping the old one as FILE.bak. */
  force: boolean;
}

/** What {@link applyConfigChange} did. */
export interface ConfigChange {
  changed: boolean;
  /** An existing, non-empty file would change and `force` was not given: nothing written. */
  refused: boolean;
  written: boolean;
  backup: string | undefined;
  /** The unified diff from the file as it was to `text`. */
  diff: string;
}

/**
 * The one overwrite rule of `li hooks export` (with `--out` and with `--bridge`): a new or empty
 * file is written; an existing one that would change only with `force` (the old one kept as
 * `FILE.bak`); `dryRun` never writes. The write is atomic (a temporary file and a rename).
 */
export async function applyConfigChange(
  file: string,
  before: string | undefined,
  text: string,
  options: ConfigChangeOptions,
): Promise<ConfigChange> {
  const changed = text !== before;
  const exists = before !== undefined && before.trim() !== '';
  const refused = changed && exists && !options.force && !options.dryRun;
  const backup = changed && exists && options.force && !options.dryRun ? `${file}.bak` : undefined;
  if (backup !== undefined) await copyFile(file, backup);
  const written = changed && !options.dryRun && !refused;
  if (written) await writeHarnessConfig(file, text);
  const diff = createTwoFilesPatch(file, file, before ?? '', text, 'before', 'after');
  return { changed, refused, written, backup, diff };
}
