import type { Tool } from '@lionagi/runtime';
import { bashTool } from './bash.js';
import { editFileTool, readFileTool, writeFileTool } from './file-tools.js';

/** Names of the reference agent's built-in tools, as matchers must name them (Dv1-2). */
export const BUILTIN_TOOL_NAMES = ['bash', 'read_file', 'write_file', 'edit_file'] as const;

/** The built-in tools bound to a project directory. */
export function builtinTools(projectDir: string): Tool[] {
  return [
    bashTool(projectDir),
    readFileTool(projectDir),
    writeFileTool(projectDir),
    editFileTool(projectDir),
  ];
}
