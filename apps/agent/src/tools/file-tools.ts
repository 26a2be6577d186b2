import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { defineTool, type Tool } from '@lionagi/runtime';
import { z } from 'zod';
import { BUILTIN_HARNESS_NAMES } from './builtin-tool-names.js';
import { projectPath } from './project-path.js';

/** `read_file` input (Claude Code's Read fields). `offset` is the 1-based first line. */
export const ReadFileInputSchema = z.object({
  file_path: z.string().min(1),
  offset: z.number().int().positive().optional(),
  limit: z.number().int().positive().optional(),
});

/** `write_file` input (Claude Code's Write fields). */
export const WriteFileInputSchema = z.object({
  file_path: z.string().min(1),
  content: z.string(),
});

/** `edit_file` input (Claude Code's Edit fields): `old_string` must occur exactly once. */
export const EditFileInputSchema = z.object({
  file_path: z.string().min(1),
  old_string: z.string().min(1),
  new_string: z.string(),
});

/** The `read_file` tool: returns the file's text (a line range with `offset` / `limit`). */
export function readFileTool(projectDir: string): Tool {
  return defineTool({
    name: 'read_file',
    harnessNames: BUILTIN_HARNESS_NAMES.read_file,
    description: 'Read a text file (relative paths are inside the project directory).',
    requestSchema: ReadFileInputSchema,
    handler: async ({ file_path, offset, limit }) => {
      const text = await readFile(projectPath(projectDir, file_path), 'utf8');
      if (offset === undefined && limit === undefined) return { file_path, content: text };
      const lines = text.split('\n');
      const start = (offset ?? 1) - 1;
      const slice = lines.slice(start, limit === undefined ? undefined : start + limit);
      return { file_path, content: slice.join('\n'), total_lines: lines.length };
    },
  });
}

/** The `write_file` tool: creates or replaces a file (and its parent directories). */
export function writeFileTool(projectDir: string): Tool {
  return defineTool({
    name: 'write_file',
    harnessNames: BUILTIN_HARNESS_NAMES.write_file,
    description:
      'Create or overwrite a text file (relative paths are inside the project directory).',
    requestSchema: WriteFileInputSchema,
    handler: async ({ file_path, content }) => {
      const target = projectPath(projectDir, file_path);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, content);
      return { file_path, bytes: Buffer.byteLength(content) };
    },
  });
}

/** The `edit_file` tool: replaces the single occurrence of `old_string` with `new_string`. */
export function editFileTool(projectDir: string): Tool {
  return defineTool({
    name: 'edit_file',
    harnessNames: BUILTIN_HARNESS_NAMES.edit_file,
    description: 'Replace one exact occurrence of old_string with new_string in a file.',
    requestSchema: EditFileInputSchema,
    handler: async ({ file_path, old_string, new_string }) => {
      const target = projectPath(projectDir, file_path);
      const text = await readFile(target, 'utf8');
      const count = text.split(old_string).length - 1;
      if (count !== 1) {
        throw new Error(
          `edit_file: old_string occurs ${count} times in ${file_path}; expected exactly once`,
        );
      }
      await writeFile(
        target,
        text.replace(old_string, () => new_string),
      );
      return { file_path, replaced: 1 };
    },
  });
}
