import { constants } from 'node:fs';
import { mkdir, open, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { BUILTIN_HARNESS_NAMES, defineTool, type Tool, type ToolArguments } from '@lionagi/runtime';
import { lazyInput } from './lazy-input.js';
import { type FileScope, resolveToolPath } from './project-path.js';

/**
 * The deny comes from `securityPre` (the call is `denied`, naming the path and why) and is checked
 * again by the handler on the path it opens, after every hook and rewrite.
 */
function scoped(tool: string, scope: FileScope, access: 'read' | 'write') {
  return {
    securityPre: async (args: ToolArguments): Promise<undefined> => {
      if (typeof args.file_path === 'string') {
        await resolveToolPath(tool, scope, args.file_path, access);
      }
      return undefined;
    },
    resolve: (filePath: string) => resolveToolPath(tool, scope, filePath, access),
  };
}

/** Replaces the file's bytes without following a symlink put in place of it after the check. */
async function replaceFile(path: string, content: string): Promise<void> {
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW;
  const handle = await open(path, flags, 0o666);
  try {
    await handle.writeFile(content);
  } finally {
    await handle.close();
  }
}

/** The `read_file` tool: returns the file's text (a line range with `offset` / `limit`). */
export function readFileTool(scope: FileScope): Tool {
  const { securityPre, resolve } = scoped('read_file', scope, 'read');
  return defineTool({
    name: 'read_file',
    harnessNames: BUILTIN_HARNESS_NAMES.read_file,
    description:
      'Read a text file inside the project directory (relative paths are resolved there).',
    ...lazyInput('read_file'),
    securityPre,
    handler: async ({ file_path, offset, limit }) => {
      const text = await readFile(await resolve(file_path), 'utf8');
      if (offset === undefined && limit === undefined) return { file_path, content: text };
      const lines = text.split('\n');
      const start = (offset ?? 1) - 1;
      const slice = lines.slice(start, limit === undefined ? undefined : start + limit);
      return { file_path, content: slice.join('\n'), total_lines: lines.length };
    },
  });
}

/** The `write_file` tool: creates or replaces a file (and its parent directories). */
export function writeFileTool(scope: FileScope): Tool {
  const { securityPre, resolve } = scoped('write_file', scope, 'write');
  return defineTool({
    name: 'write_file',
    harnessNames: BUILTIN_HARNESS_NAMES.write_file,
    description:
      'Create or overwrite a text file inside the project directory (relative paths are resolved there).',
    ...lazyInput('write_file'),
    securityPre,
    handler: async ({ file_path, content }) => {
      const target = await resolve(file_path);
      await mkdir(dirname(target), { recursive: true });
      await replaceFile(target, content);
      return { file_path, bytes: Buffer.byteLength(content) };
    },
  });
}

/** The `edit_file` tool: replaces the single occurrence of `old_string` with `new_string`. */
export function editFileTool(scope: FileScope): Tool {
  const { securityPre, resolve } = scoped('edit_file', scope, 'write');
  return defineTool({
    name: 'edit_file',
    harnessNames: BUILTIN_HARNESS_NAMES.edit_file,
    description:
      'Replace one exact occurrence of old_string with new_string in a file inside the project directory.',
    ...lazyInput('edit_file'),
    securityPre,
    handler: async ({ file_path, old_string, new_string }) => {
      const target = await resolve(file_path);
      const text = await readFile(target, 'utf8');
      const count = text.split(old_string).length - 1;
      if (count !== 1) {
        throw new Error(
          `edit_file: old_string occurs ${count} times in ${file_path}; expected exactly once`,
        );
      }
      await replaceFile(
        target,
        text.replace(old_string, () => new_string),
      );
      return { file_path, replaced: 1 };
    },
  });
}
