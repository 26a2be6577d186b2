import { readFile } from 'node:fs/promises';
import { HookError } from '@lionagi/hooks-profile';
import { parse as parseToml } from 'smol-toml';
import { jsonErrorOffset } from './json-error-offset.js';

/** A foreign config file: absent (fine), or its parsed content. */
export type ParsedFile = { exists: false } | { exists: true; value: unknown };

async function readText(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (cause) {
    const code = (cause as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    throw new HookError(
      'CONFIG_UNREADABLE',
      `${path}: cannot read the file (${code ?? (cause as Error).message})`,
      { cause, details: { file: path } },
    );
  }
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** Reads and parses a JSON file; a missing file is `{ exists: false }`, a bad one names file:line:col. */
export async function readJsonFile(path: string): Promise<ParsedFile> {
  const text = await readText(path);
  if (text === undefined) return { exists: false };
  try {
    return { exists: true, value: JSON.parse(text) };
  } catch (cause) {
    const offset = jsonErrorOffset(text) ?? text.length;
    const { line, column } = lineColumn(text, offset);
    const found =
      offset >= text.length
        ? 'unexpected end of input'
        : `unexpected ${JSON.stringify(text[offset])}`;
    throw new HookError(
      'IMPORT_FAILED',
      `${path}:${line}:${column}: not valid JSON (${found}); fix the file and import again`,
      { cause, details: { file: path, line, column } },
    );
  }
}

/** Reads and parses a TOML file; a missing file is `{ exists: false }`, a bad one names file:line:col. */
export async function readTomlFile(path: string): Promise<ParsedFile> {
  const text = await readText(path);
  if (text === undefined) return { exists: false };
  try {
    return { exists: true, value: parseToml(text) };
  } catch (cause) {
    const error = cause as Error & { line?: number; column?: number };
    const line = error.line ?? 0;
    const column = error.column ?? 0;
    const first = error.message.split('\n')[0]?.replace(/^Invalid TOML document: /, '') ?? '';
    throw new HookError(
      'IMPORT_FAILED',
      `${path}:${line}:${column}: not valid TOML (${first}); fix the file and import again`,
      { cause, details: { file: path, line, column } },
    );
  }
}
